import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { TLiveGiftResult } from "../../../common/contracts/liveLines.ts";
import type { TGift } from "../../../common/contracts/messenger.ts";
import type { Language } from "../../../common/languages.ts";
import { formatMoney } from "../../../common/money.ts";
import { STALE } from "../../api/query.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { usePurchase } from "../purchase/index.ts";
import { liveChatKeys, readGiftStore, sendLiveGift } from "./chatApi.ts";
import type { LiveTextChatTexts } from "./texts.ts";

/** How many gifts the bar offers (the store's first ones, VIP-only gifts left out). */
const GIFTS_SHOWN = 6;

/**
 * The chat's gifts bar: gifts and, when the performer has a toy, toy controls, each a button with
 * its price in VXC, disabled when the balance cannot pay it. A click asks first (issue 27: the
 * purchase confirmation, skipped with one click under the limit), then pays through the charge
 * hook (a lost answer's "Try again" sends the same Idempotency-Key: it pays once) and the gift
 * appears in the chat log.
 */
export function LiveGifts({
  sessionId,
  actorName,
  language,
  texts,
  balance,
  toysAvailable,
  onSent,
}: {
  sessionId: number;
  actorName: string;
  language: Language;
  texts: LiveTextChatTexts;
  /** The guest's balance when known (null: unknown, the server decides). */
  balance: number | null;
  toysAvailable: boolean;
  onSent: (result: TLiveGiftResult) => void;
}) {
  const { charge: chargeTexts } = useI18n().t;
  const noAnswer = chargeTexts.noAnswer;
  const retryText = chargeTexts.retry;
  const store = useQuery({
    queryKey: liveChatKeys.gifts(language),
    queryFn: () => readGiftStore(language),
    staleTime: STALE.MINUTES_5,
  });
  const sending = usePurchase<{ sessionId: number; giftId: number }, TLiveGiftResult>({
    name: (gift) => `livegift-${gift.sessionId}-${gift.giftId}`,
    call: (gift, request) => sendLiveGift(gift.sessionId, gift.giftId, language, request),
  });
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<{ text: string; retry: boolean } | null>(null);
  const all = (store.data?.categories ?? [])
    .flatMap((category) => category.gifts)
    .filter((gift) => !gift.vip);
  const gifts = all.filter((gift) => gift.toy === null).slice(0, GIFTS_SHOWN);
  const toys = toysAvailable ? all.filter((gift) => gift.toy !== null) : [];
  if (gifts.length === 0 && toys.length === 0) return null;

  const coins = (value: number) => formatMoney({ value, currency: "VXC" }, language);
  /** Asks with the price and the balance after it (issue 27), then sends; `again`: a lost answer's retry. */
  const send = async (gift: TGift | null) => {
    setError(null);
    const asked = gift
      ? sending.buy(
          {
            kind: "gift",
            title: gift.toy ? `${gift.label} (${gift.toy.duration} s)` : gift.label,
            recipient: actorName,
            price: gift.price.value,
          },
          () => ({ sessionId, giftId: gift.id }),
        )
      : sending.retry();
    const answer = await asked;
    setBusy(null);
    if (!answer) return;
    if (answer.ok) {
      onSent(answer.result);
      return;
    }
    const failure = answer.error;
    setError({
      text: answer.retry
        ? noAnswer
        : isApiError(failure, "INSUFFICIENT_FUNDS")
          ? texts.noCoins
          : isApiError(failure, "FORBIDDEN")
            ? fill(texts.toyUnavailable, { name: actorName })
            : isApiError(failure, "CONFLICT")
              ? texts.chatEnded
              : texts.giftFailed,
      retry: answer.retry,
    });
  };
  const button = (gift: TGift) => {
    const price = coins(gift.price.value);
    const label = gift.toy
      ? fill(texts.toyButton, { gift: gift.label, seconds: gift.toy.duration, price })
      : fill(texts.giftButton, { gift: gift.label, price });
    return (
      <li key={gift.id}>
        <button
          type="button"
          className={`live-gift${gift.toy ? " live-gift-toy" : ""}`}
          onClick={() => void send(gift)}
          disabled={busy !== null || sending.pending || (balance !== null && balance < gift.price.value)}
          // Named by what it shows (gift and price, WCAG 2.5.3); what it does is its description.
          title={label}
          data-testid={`live-gift-${gift.id}`}
        >
          <img src={gift.imageUrl} alt="" width={32} height={32} />
          <span className="live-gift-name">{gift.label}</span>
          <span className="live-gift-price num">{price}</span>
        </button>
      </li>
    );
  };

  return (
    <section className="live-gifts" aria-label={fill(texts.giftsLabel, { name: actorName })}>
      <ul className="live-gift-list">{[...gifts, ...toys].map(button)}</ul>
      {toys.length > 0 ? (
        <p className="live-gifts-hint">{fill(texts.toysHint, { name: actorName })}</p>
      ) : null}
      {error ? (
        <p className="live-text-error" role="alert">
          {error.text}{" "}
          {error.retry ? (
            <button
              type="button"
              className="btn btn-small btn-primary"
              disabled={busy !== null || sending.pending}
              onClick={() => {
                setBusy(-1);
                void send(null);
              }}
              data-testid="charge-retry"
            >
              {retryText}
            </button>
          ) : null}
        </p>
      ) : null}
      {sending.confirmation}
    </section>
  );
}
