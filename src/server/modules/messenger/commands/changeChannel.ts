import type { TChannelChange } from "../../../../common/contracts/messenger.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { guestChannel, unreadTotal } from "../queries/channels.ts";
import { markRead, setArchived, setBlocked } from "./channels.ts";

/** What a guest does to one of their channels (POST messenger/channel/{channelId}/<action>). */
export type ChannelAction = "read" | "archive" | "unarchive" | "block" | "unblock";

/**
 * A change of one of the guest's channels, in the caller's transaction: the change (404 for a
 * channel that is not the guest's), then the channel as it is now and the guest's unread total for
 * the answer. The change records messenger.channelChanged, which tells the guest's other tabs.
 */
export async function changeChannel(options: {
  tx: Tx;
  guestId: number;
  channelId: number;
  /** The guest's language, for the pushed and the answered channel. */
  language: Language;
  action: ChannelAction;
  now: Date;
}): Promise<TChannelChange> {
  const { tx, guestId, channelId, language, now } = options;
  const change = { tx, guestId, channelId, language };
  if (options.action === "read") await markRead({ ...change, now });
  else if (options.action === "archive" || options.action === "unarchive")
    await setArchived({ ...change, archived: options.action === "archive" });
  else await setBlocked({ ...change, blocked: options.action === "block" });
  const channel = await guestChannel(tx, channelId, { guestId, language, now });
  if (!channel) throw new AppError(AppErrorCode.NOT_FOUND, "Channel not found");
  return { success: true, channel, unreadTotal: await unreadTotal(tx, guestId) };
}
