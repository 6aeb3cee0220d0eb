import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import {
  MAX_GIFT_KINDS_PER_MESSAGE,
  MAX_GIFTS_PER_MESSAGE,
  MESSAGE_MAX_LENGTH,
  type TChannel,
  type TGift,
  type TGiftStore,
  type TSendResult,
} from "../../../common/contracts/messenger.ts";
import { coinPackageById } from "../../../common/contracts/payments.ts";
import { quoteMessage } from "../../../common/messengerPricing.ts";
import { formatCoins, formatMoney } from "../../../common/money.ts";
import { ApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/overlayStore.ts";
import { type GiftLine, messengerApi } from "./api.ts";
import { nextMessagePrice } from "./channels.ts";
import { GiftChips, GiftPicker } from "./GiftPicker.tsx";
import { useGiftStore } from "./useGiftStore.ts";

/** One send attempt: a resend of the same message and price reuses its key, so it never charges twice. */
interface Attempt {
  key: string;
  /** Text and gifts, as sent. */
  body: string;
  price: number;
}

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

type Problem =
  | { kind: "network" }
  | { kind: "price"; price: number }
  | { kind: "money"; price: number }
  | { kind: "forbidden" }
  | { kind: "error" };

function priceFromDetails(details: unknown): number | null {
  if (typeof details !== "object" || details === null) return null;
  const price = (details as { price?: unknown }).price;
  if (typeof price === "number") return price;
  if (typeof price === "object" && price !== null && typeof (price as { value?: unknown }).value === "number")
    return (price as { value: number }).value;
  return null;
}

/** The message box: price shown before sending, Enter sends, Shift+Enter adds a line. */
export function Composer({
  channel,
  onSent,
  onStale,
}: {
  channel: TChannel;
  onSent: (result: TSendResult) => void;
  /** The channel changed on the server (price, block): read it again. */
  onStale: () => void;
}) {
  const { t, language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const [text, setText] = useState("");
  const [gifts, setGifts] = useState<GiftLine[]>([]);
  const [pickerOpen, setPickerOpen] = useState(false);
  const giftStore = useGiftStore(language, pickerOpen || gifts.length > 0);
  const store = giftStore.status === "ready" ? giftStore.store : null;
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  // The one-click top-up's result message, shown in the conversation (not a stored chat message).
  const [topUpResult, setTopUpResult] = useState<{ success: boolean; text: string } | null>(null);
  const attempt = useRef<Attempt | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const shown = nextMessagePrice(channel);
  const hasText = text.trim().length > 0;
  // An empty box shows what a text message costs; a message of gifts only pays no text price.
  const total = shownTotal({
    hasText: hasText || gifts.length === 0,
    textPrice: shown.price,
    lines: gifts,
    store,
    actorId: channel.actorId,
  });
  // A price the server named in a 409 overrides the shown one until the guest confirms it.
  const price = problem?.kind === "price" ? problem.price : total;
  const label =
    price > 0
      ? fill(t.messenger.sendFor, { price: formatCoins(price) })
      : shown.freeLeft !== null && (hasText || gifts.length === 0) && problem?.kind !== "price"
        ? fill(t.messenger.freeMessagesLeft, { count: shown.freeLeft })
        : t.messenger.freeMessage;

  const addGift = (gift: TGift) => {
    setProblem(null);
    setGifts((lines) => {
      const count = lines.reduce((sum, line) => sum + line.quantity, 0);
      if (count >= MAX_GIFTS_PER_MESSAGE) return lines;
      const existing = lines.find((line) => line.giftId === gift.id);
      if (existing)
        return lines.map((line) =>
          line.giftId === gift.id ? { ...line, quantity: line.quantity + 1 } : line,
        );
      return lines.length >= MAX_GIFT_KINDS_PER_MESSAGE
        ? lines
        : [...lines, { giftId: gift.id, quantity: 1 }];
    });
  };
  const removeGift = (giftId: number) => {
    setProblem(null);
    setGifts((lines) =>
      lines.flatMap((line) =>
        line.giftId !== giftId ? [line] : line.quantity > 1 ? [{ ...line, quantity: line.quantity - 1 }] : [],
      ),
    );
  };

  // A new channel starts with an empty box and no pending attempt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the channel changes
  useEffect(() => {
    setText("");
    setGifts([]);
    setPickerOpen(false);
    setProblem(null);
    setTopUpResult(null);
    attempt.current = null;
  }, [channel.id]);

  async function send(confirmedPrice: number = price): Promise<void> {
    const message = { text: text.trim(), gifts };
    if ((!message.text && gifts.length === 0) || sending) return;
    const body = JSON.stringify(message);
    const previous = attempt.current;
    const current =
      previous && previous.body === body && previous.price === confirmedPrice
        ? previous
        : { key: crypto.randomUUID(), body, price: confirmedPrice };
    attempt.current = current;
    setSending(true);
    setProblem(null);
    try {
      const result = await messengerApi.send(
        channel.id,
        { ...message, expectedPrice: confirmedPrice },
        current.key,
        language,
      );
      attempt.current = null;
      setText("");
      if (message.gifts.length > 0) {
        setGifts([]);
        setPickerOpen(false);
        void giftStore.reload();
      }
      onSent(result);
      input.current?.focus();
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, "NETWORK", String(error));
      if (failure.status === 0 || failure.status >= 500) {
        // Keep the attempt: sending again reuses its Idempotency-Key.
        setProblem({ kind: "network" });
      } else if (failure.code === "INSUFFICIENT_FUNDS") {
        // Kept: after a one-click top-up the same message goes again with the same key.
        setProblem({ kind: "money", price: confirmedPrice });
      } else {
        attempt.current = null;
        if (failure.code === "CONFLICT") {
          const next = priceFromDetails(failure.details);
          setProblem(next === null ? { kind: "error" } : { kind: "price", price: next });
          onStale();
        } else if (failure.code === "FORBIDDEN") {
          setProblem({ kind: "forbidden" });
          onStale();
        } else setProblem({ kind: "error" });
      }
    } finally {
      setSending(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form className="msg-composer" onSubmit={submit} data-testid="composer">
      {problem ? (
        <ComposerProblem problem={problem} onResend={() => void send()} onDismiss={() => setProblem(null)} />
      ) : null}
      {pickerOpen ? (
        store ? (
          <GiftPicker
            store={store}
            lines={gifts}
            isVip={root?.guest?.isVip ?? false}
            actorName={channel.actorName}
            actorOnline={channel.isActorOnline}
            onAdd={addGift}
            onClose={() => setPickerOpen(false)}
          />
        ) : (
          <div className="gift-picker gift-picker-status" role="status">
            {giftStore.status === "error" ? (
              <>
                <span>{t.gifts.loadFailed}</span>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => void giftStore.reload()}
                >
                  {t.gifts.retry}
                </button>
              </>
            ) : (
              t.gifts.loading
            )}
          </div>
        )
      ) : null}
      {store && gifts.length > 0 ? <GiftChips store={store} lines={gifts} onRemove={removeGift} /> : null}
      <label className="visually-hidden" htmlFor="msg-input">
        {fill(t.messenger.messageLabel, { name: channel.actorName })}
      </label>
      <div className="msg-composer-row">
        <button
          type="button"
          className={`btn btn-ghost msg-gift-toggle${pickerOpen ? " is-open" : ""}`}
          aria-label={pickerOpen ? t.gifts.close : t.gifts.open}
          aria-expanded={pickerOpen}
          onClick={() => setPickerOpen((open) => !open)}
          data-testid="gift-toggle"
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M20 7h-2.2A3 3 0 0 0 12 3.8 3 3 0 0 0 6.2 7H4a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h1v8a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-8h1a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1Zm-5-2a1 1 0 1 1 0 2h-2V6a1 1 0 0 1 1-1h1ZM9 5h1a1 1 0 0 1 1 1v1H9a1 1 0 1 1 0-2Zm2 15H7v-8h4v8Zm0-10H5V9h6v1Zm6 10h-4v-8h4v8Zm2-10h-6V9h6v1Z"
            />
          </svg>
        </button>
        <textarea
          id="msg-input"
          ref={input}
          className="msg-input"
          rows={1}
          maxLength={MESSAGE_MAX_LENGTH}
          placeholder={t.messenger.placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby="msg-hint"
          readOnly={sending}
        />
        <button
          type="submit"
          className={`btn btn-primary msg-send${price > 0 ? " msg-send-paid" : ""}`}
          disabled={sending || (!hasText && gifts.length === 0)}
          data-testid="send"
          data-price={price}
        >
          {sending ? t.messenger.sending : label}
        </button>
      </div>
      <p id="msg-hint" className="msg-hint muted">
        {t.messenger.enterHint}
      </p>
      {topUpResult ? (
        <p
          className={`msg-topup-result${topUpResult.success ? "" : " msg-topup-failed"}`}
          role="status"
          data-testid="topup-result"
        >
          {topUpResult.text}
        </p>
      ) : null}
      {problem?.kind === "money" ? (
        <NotEnoughMoney
          price={problem.price}
          channelId={channel.id}
          onClose={() => setProblem(null)}
          onToppedUp={(result) => {
            setTopUpResult(result);
            setProblem(null);
            void send(problem.price);
          }}
        />
      ) : null}
    </form>
  );
}

function ComposerProblem({
  problem,
  onResend,
  onDismiss,
}: {
  problem: Problem;
  onResend: () => void;
  onDismiss: () => void;
}) {
  const { t } = useI18n();
  if (problem.kind === "money") return null;
  const text =
    problem.kind === "network"
      ? t.messenger.notSent
      : problem.kind === "price"
        ? fill(t.messenger.priceChanged, { price: formatCoins(problem.price) })
        : problem.kind === "forbidden"
          ? t.messenger.forbidden
          : t.messenger.sendError;
  return (
    <div className="msg-problem" role="alert" data-testid={`send-problem-${problem.kind}`}>
      <span>{text}</span>
      <span className="msg-problem-actions">
        {problem.kind === "network" ? (
          <button type="button" className="btn btn-secondary btn-small" onClick={onResend}>
            {t.messenger.resend}
          </button>
        ) : null}
        {problem.kind === "price" ? (
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={onResend}
            data-testid="confirm-price"
          >
            {fill(t.messenger.sendForNew, { price: formatCoins(problem.price) })}
          </button>
        ) : null}
        <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
          {problem.kind === "price" ? t.messenger.cancel : t.messenger.close}
        </button>
      </span>
    </div>
  );
}

/** One-click amounts the guest can use here: one-click on and a saved card (GET payment/state). */
function useOneClickPackages(): { id: string; coins: number; priceCents: number; card: string }[] | null {
  const [packages, setPackages] = useState<
    { id: string; coins: number; priceCents: number; card: string }[] | null
  >(null);
  useEffect(() => {
    let live = true;
    messengerApi
      .paymentState()
      .then((state) => {
        if (!live || !state.card || !state.oneClick.enabled) return;
        const card = `${state.card.brand} •••• ${state.card.last4}`;
        setPackages(
          state.oneClick.packageIds.flatMap((id) => {
            const coinPackage = coinPackageById(id);
            return coinPackage
              ? [
                  {
                    id,
                    coins: coinPackage.coins + coinPackage.bonusCoins,
                    priceCents: coinPackage.price.EUR,
                    card,
                  },
                ]
              : [];
          }),
        );
      })
      .catch(() => undefined); // Without the state the dialog offers the payment window only.
    return () => {
      live = false;
    };
  }, []);
  return packages;
}

function resultMessageOf(details: unknown): { success: boolean; text: string } | null {
  if (typeof details !== "object" || details === null) return null;
  const message = (details as { resultMessage?: unknown }).resultMessage;
  if (typeof message !== "object" || message === null) return null;
  const { success, text } = message as { success?: unknown; text?: unknown };
  return typeof text === "string" ? { success: success === true, text } : null;
}

/**
 * The not-enough-money modal: with one-click on and a saved card, the guest's one-click amounts
 * top up at once (then the message goes again with its key); otherwise, and always as well, a
 * top-up opens the payment overlay. The text stays in the box.
 */
function NotEnoughMoney({
  price,
  channelId,
  onClose,
  onToppedUp,
}: {
  price: number;
  channelId: number;
  onClose: () => void;
  onToppedUp: (result: { success: boolean; text: string }) => void;
}) {
  const { t, language } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const packages = useOneClickPackages();
  const [charging, setCharging] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // One key per amount while the dialog is open: a repeated click after a lost answer never charges twice.
  const keys = useRef(new Map<string, string>());
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function oneClick(packageId: string): Promise<void> {
    if (charging) return;
    const key = keys.current.get(packageId) ?? crypto.randomUUID();
    keys.current.set(packageId, key);
    setCharging(packageId);
    setFailed(null);
    try {
      const result = await messengerApi.oneClick(channelId, packageId, key, language);
      if (result.status === "succeeded") onToppedUp(result.resultMessage);
      else {
        keys.current.delete(packageId);
        setFailed(result.resultMessage.text);
      }
    } catch (error) {
      const failure = error instanceof ApiError ? error : null;
      // A lost answer keeps the key (the retry gets the first answer); a refusal needs a new one.
      if (failure && failure.status > 0 && failure.status < 500) keys.current.delete(packageId);
      setFailed(resultMessageOf(failure?.details)?.text ?? t.messenger.oneClickFailed);
    } finally {
      setCharging(null);
    }
  }

  return (
    <dialog
      ref={dialog}
      className="msg-modal"
      aria-labelledby="msg-modal-title"
      onClose={onClose}
      data-testid="not-enough-money"
    >
      <h2 id="msg-modal-title">{t.messenger.notEnoughTitle}</h2>
      <p>{fill(t.messenger.notEnoughText, { price: formatCoins(price) })}</p>
      {packages && packages.length > 0 ? (
        <div className="msg-oneclick" data-testid="oneclick-options">
          <p className="muted">{fill(t.messenger.oneClickIntro, { card: packages[0]?.card ?? "" })}</p>
          <div className="msg-modal-actions">
            {packages.map((item) => (
              <button
                key={item.id}
                type="button"
                className="btn btn-primary"
                data-testid={`oneclick-${item.id}`}
                disabled={charging !== null}
                aria-busy={charging === item.id}
                onClick={() => void oneClick(item.id)}
              >
                {charging === item.id
                  ? t.messenger.oneClickCharging
                  : fill(t.messenger.oneClickFor, {
                      coins: formatCoins(item.coins),
                      price: formatMoney({ value: item.priceCents, currency: "EUR" }),
                    })}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {failed ? (
        <p className="msg-problem" role="alert" data-testid="oneclick-failed">
          {failed}
        </p>
      ) : null}
      <div className="msg-modal-actions">
        <button
          type="button"
          className={packages && packages.length > 0 ? "btn btn-secondary" : "btn btn-primary"}
          data-testid="modal-top-up"
          onClick={() => {
            onClose();
            openOverlay("moneycharge");
          }}
        >
          {t.messenger.topUp}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t.messenger.close}
        </button>
      </div>
    </dialog>
  );
}
