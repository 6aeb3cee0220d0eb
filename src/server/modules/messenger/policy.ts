import type { messengerChannels } from "../../db/schema/index.ts";
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
 * The price the guest saw must still hold: either the actor's message price or what this message
 * actually costs (0 when a free message or a voucher pays). Anything else is 409 with the price.
 */
export function assertShownPrice(options: { expected: number; charge: number; messagePrice: number }): void {
  if (options.expected === options.charge || options.expected === options.messagePrice) return;
  throw new AppError(AppErrorCode.CONFLICT, "The message price has changed", {
    price: options.charge,
  });
}
