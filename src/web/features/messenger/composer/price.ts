import type { TChannel, TGiftStore } from "../../../../common/contracts/messenger.ts";
import { quoteMessage } from "../../../../common/messengerPricing.ts";
import { formatCoins } from "../../../../common/money.ts";
import { type Dictionary, fill, plural } from "../../../i18n/index.ts";
import type { GiftLine } from "../api.ts";
import { nextMessagePrice } from "../channels.ts";
import type { Problem } from "./useSendMessage.ts";

/** What the message costs as shown: the text's price (nextMessagePrice) plus the gifts beyond own ones. */
function shownTotal(options: {
  hasText: boolean;
  textPrice: number;
  lines: readonly GiftLine[];
  store: TGiftStore | null;
  actorId: number;
}): number {
  const { store } = options;
  const prices = new Map(
    (store?.categories ?? [])
      .flatMap((category) => category.gifts)
      .map((gift) => [gift.id, gift.price.value]),
  );
  return quoteMessage({
    hasText: options.hasText,
    messagePrice: options.textPrice,
    freeMessagesLeft: 0,
    messageVouchers: 0,
    gifts: options.lines.map((line) => ({ ...line, price: prices.get(line.giftId) ?? 0 })),
    owned: store?.boughtGifts ?? {},
    giftVouchers: (store?.giftVouchers ?? [])
      .filter((voucher) => voucher.actorId === null || voucher.actorId === options.actorId)
      .reduce((sum, voucher) => sum + voucher.remaining, 0),
  }).total;
}

/** The price on the send button and its label (a price, the free messages left, or free). */
export function composerPrice(options: {
  t: Dictionary;
  channel: TChannel;
  hasText: boolean;
  gifts: readonly GiftLine[];
  store: TGiftStore | null;
  problem: Problem | null;
}): { price: number; label: string } {
  const { t, channel, hasText, gifts, problem } = options;
  const shown = nextMessagePrice(channel);
  // An empty box shows what a text message costs; a message of gifts only pays no text price.
  const total = shownTotal({
    hasText: hasText || gifts.length === 0,
    textPrice: shown.price,
    lines: gifts,
    store: options.store,
    actorId: channel.actorId,
  });
  // A price the server named in a 409 overrides the shown one until the guest confirms it.
  const price = problem?.kind === "price" ? problem.price : total;
  const label =
    price > 0
      ? fill(t.messenger.sendFor, { price: formatCoins(price) })
      : shown.freeLeft !== null && (hasText || gifts.length === 0) && problem?.kind !== "price"
        ? plural(t, shown.freeLeft, t.messenger.freeMessagesLeft)
        : t.messenger.freeMessage;
  return { price, label };
}
