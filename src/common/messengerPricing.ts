/**
 * What a messenger message costs (spec core §4 "Gift in a message"), shared by the server (which
 * charges it) and the web app (which shows it before sending). Payment order for the text: a free
 * message of the channel, a messages voucher, the actor's message price. Gifts: the guest's own
 * gifts first, then messenger-gift vouchers (one unit pays one gift, the dearest gifts first),
 * then the gift's price in VXC.
 */

export interface GiftLineInput {
  giftId: number;
  quantity: number;
  /** VXC per gift. */
  price: number;
}

export interface PricedGiftLine {
  giftId: number;
  quantity: number;
  fromOwned: number;
  fromVouchers: number;
  /** VXC for the rest of this line. */
  coins: number;
}

export interface MessageQuote {
  /** VXC for the text (0 when a free message or a voucher pays, or without text). */
  textCoins: number;
  usesFreeMessage: boolean;
  usesMessageVoucher: boolean;
  gifts: PricedGiftLine[];
  giftVouchersUsed: number;
  /** Everything the guest pays in VXC. */
  total: number;
}

export function quoteMessage(input: {
  hasText: boolean;
  messagePrice: number;
  freeMessagesLeft: number;
  messageVouchers: number;
  gifts: GiftLineInput[];
  /** Own gifts by gift id. */
  owned: Readonly<Record<string, number>>;
  giftVouchers: number;
}): MessageQuote {
  let textCoins = 0;
  let usesFreeMessage = false;
  let usesMessageVoucher = false;
  if (input.hasText) {
    if (input.freeMessagesLeft > 0) usesFreeMessage = true;
    else if (input.messagePrice > 0 && input.messageVouchers > 0) usesMessageVoucher = true;
    else textCoins = input.messagePrice;
  }
  const lines = input.gifts.map((gift) => {
    const fromOwned = Math.min(gift.quantity, Math.max(0, input.owned[String(gift.giftId)] ?? 0));
    return { ...gift, fromOwned, fromVouchers: 0 };
  });
  // Vouchers pay the dearest remaining gifts first: the guest gets the most out of them.
  let vouchersLeft = Math.max(0, input.giftVouchers);
  for (const line of [...lines].sort((a, b) => b.price - a.price || a.giftId - b.giftId)) {
    const take = Math.min(vouchersLeft, line.quantity - line.fromOwned);
    line.fromVouchers = take;
    vouchersLeft -= take;
  }
  const gifts = lines.map((line) => ({
    giftId: line.giftId,
    quantity: line.quantity,
    fromOwned: line.fromOwned,
    fromVouchers: line.fromVouchers,
    coins: (line.quantity - line.fromOwned - line.fromVouchers) * line.price,
  }));
  const giftVouchersUsed = gifts.reduce((sum, line) => sum + line.fromVouchers, 0);
  const total = textCoins + gifts.reduce((sum, line) => sum + line.coins, 0);
  return { textCoins, usesFreeMessage, usesMessageVoucher, gifts, giftVouchersUsed, total };
}
