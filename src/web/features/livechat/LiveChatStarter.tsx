import { useCallback, useEffect, useRef, useState } from "react";
import type { TLiveStart, TLiveStartResult } from "../../../common/contracts/live.ts";
import type { Language } from "../../../common/languages.ts";
import { formatCoins } from "../../../common/money.ts";
import { isApiError } from "../../api/rest.ts";
import { useCharge } from "../../api/useCharge.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { spendLimitRefusal } from "../../i18n/spendLimitRefusal.ts";
import { openOverlay } from "../overlay/index.ts";
import { startLiveChat } from "./api.ts";
import { ChatGate } from "./ChatGate.tsx";
import { LiveChatDialog } from "./LiveChatDialog.tsx";
import { LiveChatStartDialog } from "./LiveChatStartDialog.tsx";
import { LIVE_CHAT_TEXTS, type LiveChatTexts } from "./texts.ts";

/** Why a start was refused, in the guest's words, and what can be done about it. */
function refusal(
  error: unknown,
  texts: LiveChatTexts,
  name: string,
  language: Language,
): { text: string; topUp: boolean } {
  if (isApiError(error, "INSUFFICIENT_FUNDS")) return { text: texts.needCoins, topUp: true };
  if (isApiError(error, "SPEND_LIMIT"))
    return {
      text: spendLimitRefusal(error.details, language, (value) => formatCoins(value, language)),
      topUp: false,
    };
  if (isApiError(error, "ACCOUNT_RESTRICTED")) return { text: texts.restricted, topUp: false };
  if (
    isApiError(error, "FORBIDDEN") &&
    (error.details as { reason?: string } | undefined)?.reason === "bannedCountry"
  )
    return { text: fill(texts.bannedCountry, { name }), topUp: false };
  if (isApiError(error, "LIMIT_REACHED")) {
    const reason = (error.details as { reason?: string } | undefined)?.reason;
    return { text: reason === "previewLimit" ? texts.previewLimit : texts.freeChatUsed, topUp: false };
  }
  if (isApiError(error, "CONFLICT")) {
    const reason = (error.details as { reason?: string } | undefined)?.reason;
    if (reason === "busy") return { text: fill(texts.busy, { name }), topUp: false };
    if (reason === "inChat") return { text: texts.alreadyInChat, topUp: false };
    if (reason === "notOffered" || reason === "noFreeChat")
      return { text: fill(texts.notOffered, { name }), topUp: false };
    return { text: fill(texts.offline, { name }), topUp: false };
  }
  return { text: texts.failed, topUp: false };
}

/** Why a start failed, in the guest's words: a refusal, or a lost answer that may be retried. */
type StartProblem = { text: string; topUp: boolean; retry: boolean };

/**
 * Starts a chat (loaded on the first click, with the chat screen) through the charge hook: a
 * retried start (a lost answer) sends the same Idempotency-Key, so the first minute is paid once.
 * A paid chat (`pricePerMinute` above 0) first shows its start dialog with the price and an
 * optional cap; a free one (a free chat, a conversion chat, a show with a ticket) starts at once.
 * Then the chat screen, or the reason it could not start (with the top-up where money is missing).
 */
export function LiveChatStarter({
  actorId,
  actorName,
  chatType,
  pricePerMinute = 0,
  onDone,
}: {
  actorId: number;
  actorName: string;
  chatType: TLiveStart["chatType"];
  /** The list price per minute the guest was shown; above 0, the start dialog asks first. */
  pricePerMinute?: number;
  onDone: () => void;
}) {
  const { language, t } = useI18n();
  const texts = LIVE_CHAT_TEXTS[language];
  const { noAnswer, retry: retryText } = t.charge;
  const asks = pricePerMinute > 0;
  const [started, setStarted] = useState<TLiveStartResult | null>(null);
  const [error, setError] = useState<StartProblem | null>(null);
  const [gate, setGate] = useState<"login" | "ageCheck" | null>(null);
  const starting = useCharge<TLiveStart, TLiveStartResult>({
    name: (input) => `livechat-${input.actorId}`,
    call: (input, request) => startLiveChat(input, language, request),
  });
  const { charge } = starting;
  const lastCap = useRef<number | null>(null);
  // Answers that arrive after the starter closed change nothing.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const start = useCallback(
    async (capCoins: number | null) => {
      lastCap.current = capCoins;
      setError(null);
      const answer = await charge({ actorId, chatType, ...(capCoins === null ? {} : { capCoins }) });
      if (answer.ok) {
        if (mounted.current) setStarted(answer.result);
        return;
      }
      const failure = answer.error;
      if (isApiError(failure, "UNAUTHENTICATED", "NEED_AGE_CHECK")) {
        // Why, on the page, before the form opens (issue 27).
        if (mounted.current) setGate(isApiError(failure, "NEED_AGE_CHECK") ? "ageCheck" : "login");
      } else if (mounted.current)
        setError(
          answer.retry
            ? { text: noAnswer, topUp: false, retry: true }
            : { ...refusal(failure, texts, actorName, language), retry: false },
        );
    },
    [charge, actorId, chatType, language, texts, actorName, noAnswer],
  );
  // A free chat starts once, with the click that opened this; a paid one waits for its dialog.
  // (Once: a parent's new callbacks must not start it again, as a new attempt.)
  const autoStarted = useRef(false);
  useEffect(() => {
    if (asks || autoStarted.current) return;
    autoStarted.current = true;
    void start(null);
  }, [asks, start]);
  if (started) return <LiveChatDialog started={started} actorName={actorName} onClose={onDone} />;
  if (gate) return <ChatGate reason={gate} actorName={actorName} onCancel={onDone} />;
  const problem = error ? (
    <div className="live-offers-error" role="alert" data-testid="live-start-error">
      <p>{error.text}</p>
      {error.retry ? (
        <button
          type="button"
          className="btn btn-primary"
          disabled={starting.pending}
          onClick={() => void start(lastCap.current)}
          data-testid="charge-retry"
        >
          {retryText}
        </button>
      ) : null}
      {error.topUp ? (
        <button type="button" className="btn btn-primary" onClick={() => openOverlay("moneycharge")}>
          {texts.topUp}
        </button>
      ) : null}
      {asks ? null : (
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {texts.close}
        </button>
      )}
    </div>
  ) : null;
  if (asks)
    return (
      <LiveChatStartDialog
        actorName={actorName}
        chatType={chatType}
        pricePerMinute={pricePerMinute}
        busy={starting.pending}
        problem={problem}
        onStart={(capCoins) => void start(capCoins)}
        onCancel={onDone}
      />
    );
  if (problem) return problem;
  return (
    <p className="live-offers-status" role="status">
      {texts.connecting}
    </p>
  );
}
