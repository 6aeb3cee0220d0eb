import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TChannel, TSendResult } from "../../../common/contracts/messenger.ts";
import { MESSAGE_MAX_LENGTH } from "../../../common/contracts/values/messenger.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useConfirmPurchase } from "../purchase/index.ts";
import { ComposerProblem } from "./composer/ComposerProblem.tsx";
import { GiftPanel, GiftToggle } from "./composer/GiftPanel.tsx";
import { NotEnoughMoney } from "./composer/NotEnoughMoney.tsx";
import { composerPrice } from "./composer/price.ts";
import { useGiftLines } from "./composer/useGiftLines.ts";
import { useSendMessage } from "./composer/useSendMessage.ts";
import { GiftChips, giftNames } from "./GiftPicker.tsx";
import { useGiftStore } from "./useGiftStore.ts";

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
  const [pickerOpen, setPickerOpen] = useState(false);
  // The one-click top-up's result message, shown in the conversation (not a stored chat message).
  const [topUpResult, setTopUpResult] = useState<{ success: boolean; text: string } | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const sender = useSendMessage({
    channelId: channel.id,
    language,
    onStale,
    onDelivered: (result, message) => {
      setText("");
      if (message.gifts.length > 0) {
        clearGifts();
        setPickerOpen(false);
        void giftStore.reload();
      }
      onSent(result);
      // Back to typing without moving the page (the message list keeps its own scroll).
      input.current?.focus({ preventScroll: true });
    },
  });
  const { sending, problem, setProblem } = sender;
  const purchase = useConfirmPurchase();
  const { gifts, addGift, removeGift, clearGifts } = useGiftLines(() => setProblem(null));
  const giftStore = useGiftStore(language, pickerOpen || gifts.length > 0);
  const store = giftStore.status === "ready" ? giftStore.store : null;
  const hasText = text.trim().length > 0;
  const { price, label } = composerPrice({ t, channel, hasText, gifts, store, problem });

  // A new channel starts with an empty box and no pending attempt.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the channel changes
  useEffect(() => {
    setText("");
    clearGifts();
    setPickerOpen(false);
    setTopUpResult(null);
    sender.reset();
  }, [channel.id]);

  const send = (confirmedPrice: number = price) => sender.send({ text: text.trim(), gifts }, confirmedPrice);
  // A message carrying gifts is a purchase: it asks first with the price and the balance after it
  // (issue 27; with one click under the limit it does not). A resend of a message already asked
  // for (a lost answer, after a top-up, a new price confirmed in the problem) does not ask again.
  const sendNew = async () => {
    if (sending || (!hasText && gifts.length === 0)) return;
    if (gifts.length > 0) {
      const yes = await purchase.ask({
        kind: "gift",
        title: giftNames(store, gifts) ?? undefined,
        recipient: channel.actorName,
        price,
      });
      if (!yes) return;
    }
    await send();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sendNew();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void sendNew();
    }
  };

  return (
    <form className="msg-composer" onSubmit={submit} data-testid="composer">
      {problem ? (
        <ComposerProblem problem={problem} onResend={() => void send()} onDismiss={() => setProblem(null)} />
      ) : null}
      {pickerOpen ? (
        <GiftPanel
          store={store}
          failed={giftStore.status === "error"}
          onRetry={() => void giftStore.reload()}
          lines={gifts}
          isVip={root?.guest?.isVip ?? false}
          channel={channel}
          onAdd={addGift}
          onClose={() => setPickerOpen(false)}
        />
      ) : null}
      {store && gifts.length > 0 ? <GiftChips store={store} lines={gifts} onRemove={removeGift} /> : null}
      <label className="visually-hidden" htmlFor="msg-input">
        {fill(t.messenger.messageLabel, { name: channel.actorName })}
      </label>
      <div className="msg-composer-row">
        <GiftToggle open={pickerOpen} onToggle={() => setPickerOpen((open) => !open)} />
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
        {purchase.confirmation}
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
