import type { AnyEventHandler } from "./lib/outbox/dispatcher.ts";
import { activityHandlers } from "./modules/activity/index.ts";
import { notificationHandlers } from "./modules/notifications/index.ts";
import { partnerHandlers } from "./modules/partners/index.ts";
import { phoneHandlers } from "./modules/phone/index.ts";
import { reportHandlers } from "./modules/reports/index.ts";
import { realtimeHandlers } from "./realtime/handlers/index.ts";

/**
 * Every handler of the domain events (lib/outbox), wired at boot: the socket pushes of realtime/
 * and the modules' own reactions (notifications, mails, web pushes). docs/ARCHITECTURE.md lists
 * the events and who handles them.
 */
export const eventHandlers: AnyEventHandler[] = [
  ...realtimeHandlers,
  ...notificationHandlers,
  ...phoneHandlers,
  ...reportHandlers,
  ...partnerHandlers,
  ...activityHandlers,
];
