import type { TNotification } from "../../../common/contracts/notifications.ts";
import { NotificationType } from "../../../common/contracts/values/notifications.ts";
import { openChannel } from "../messenger/index.ts";

/**
 * A new-message notification of the conversation open on screen: the guest sees the message
 * itself, so it is no pop-up and it counts as read.
 */
export function isForOpenConversation(notification: TNotification): boolean {
  const open = openChannel.get();
  return (
    open !== null &&
    notification.type === NotificationType.NewMessage &&
    Number(notification.data.channelId) === open
  );
}
