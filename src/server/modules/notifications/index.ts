/** The public surface of the notifications module: other modules and the transports import only this. */

export {
  claimMorningDigest,
  notifyActorMessagesOnce,
  notifyFavoriteOnlineOnce,
  notifyShowHoldersOnce,
} from "./commands/eventNotices.ts";
export { guestQuietHours, releaseHeldAlerts } from "./commands/quietHours.ts";
export { notificationHandlers } from "./handlers.ts";
export { notificationsByIds } from "./queries/list.ts";
