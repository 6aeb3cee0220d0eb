import type { z } from "zod";
import type { TSendResult, ZSendMessage } from "../../../../common/contracts/messenger.ts";
import type { Language } from "../../../../common/languages.ts";
import { formatCoins } from "../../../../common/money.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { presentMessage } from "../presenter.ts";
import { guestChannel } from "../queries/channels.ts";
import { guestSend } from "./guestSend.ts";

/**
 * POST messenger/channel/:channelId/send as one use case, in the caller's (idempotent)
 * transaction: the guest's message (guestSend: prices, vouchers, own gifts, the charge and the
 * events the sockets hear) and the answer with the channel as it now is, so a replay of the
 * Idempotency-Key answers exactly the same.
 */
export async function sendMessage(options: {
  tx: Tx;
  guestId: number;
  channelId: number;
  input: z.output<typeof ZSendMessage>;
  language: Language;
  now: Date;
}): Promise<TSendResult> {
  const { tx, guestId, channelId, language, now } = options;
  const sent = await guestSend({ tx, guestId, channelId, ...options.input, language, now });
  const channel = await guestChannel(tx, channelId, { guestId, language, now });
  if (!channel) throw new AppError(AppErrorCode.NOT_FOUND, "Channel not found");
  return {
    success: true,
    message: presentMessage(sent.message, sent.gifts),
    channel,
    charged: sent.charged,
    guestBalance: sent.balance,
    guestBalanceFormatted: formatCoins(sent.balance),
    voucherUsed: sent.vouchersUsed,
    ownGiftsUsed: sent.ownGiftsUsed,
  };
}
