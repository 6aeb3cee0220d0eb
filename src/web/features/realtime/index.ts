// The page's socket: its connection, listeners, held subscriptions, the reload gate and the
// socket-to-cache bridge (a registry features join). Other features, the routes and the root import
// this feature only through this file.

export { addSocketCache, type SocketCache } from "./cacheBridge.ts";
export { type CacheBridgeTools, type CacheUpdates, holdRealtimeSubscription, useRealtime } from "./events.ts";
export { holdReloads } from "./exitGate.ts";
export { RealtimeConnection } from "./RealtimeConnection.tsx";
