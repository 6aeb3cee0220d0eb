// Notifications: the navbar bell, the mobile entry, floating toasts and the notifications' query
// keys. Other features, the routes and the root import this feature only through this file.

export { MobileNotifications, NavbarNotifications } from "./NavbarNotifications.tsx";
export { NotificationToasts } from "./NotificationToasts.tsx";
export { notificationKeys } from "./queries.ts";
export { notificationsSocketCache } from "./socketUpdates.ts";
