import type { messengerChannels } from "../../db/schema/messenger.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

type ChannelRow = typeof messengerChannels.$inferSelect;

/** A guest sees only their own channels: anything else is 404, as if it did not exist. */
export function authorizeChannel(channel: ChannelRow | undefined, guestId: number): ChannelRow {
  if (!channel || channel.guestId !== guestId)
    throw new AppError(AppErrorCode.NOT_FOUND, "Channel not found");
  return channel;
}

/** Nobody writes in a blocked channel (the guest blocked the actor). */
export function assertWritable(channel: ChannelRow): void {
  if (channel.blocked) throw new AppError(AppErrorCode.FORBIDDEN, "This channel is blocked");
}

/**
 * The guest never pays more than the price they saw: a message that now costs more (the actor
 * raised the price, a free message or voucher is gone) is 409 with the current price.
 */
export function assertShownPrice(options: { expected: number; charge: number }): void {
  if (options.charge <= options.expected) return;
  throw new AppError(AppErrorCode.CONFLICT, "The message price has changed", {
    price: options.charge,
  });
}
