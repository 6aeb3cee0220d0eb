import { useEffect, useRef, useState } from "react";
import type { TLiveStart, TLiveStartResult } from "../../../common/contracts/live.ts";
import type { Language } from "../../../common/languages.ts";
import { formatCoins } from "../../../common/money.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { spendLimitRefusal } from "../account/spendLimitRefusal.ts";
import { openOverlay } from "../overlay/overlayStore.ts";
import { startLiveChat } from "./api.ts";
import { LiveChatDialog } from "./LiveChatDialog.tsx";
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

/**
 * Starts a chat (loaded on the first click, with the chat screen): one start per click, with an
 * idempotency key so a retried request charges the first minute once; then the chat screen, or
 * the reason it could not start (with the top-up where money is missing).
 */
export function LiveChatStarter({
  actorId,
  actorName,
  chatType,
  onDone,
}: {
  actorId: number;
  actorName: string;
  chatType: TLiveStart["chatType"];
  onDone: () => void;
}) {
  const { language } = useI18n();
  const texts = LIVE_CHAT_TEXTS[language];
  const [started, setStarted] = useState<TLiveStartResult | null>(null);
  const [error, setError] = useState<{ text: string; topUp: boolean } | null>(null);
  const key = useRef(crypto.randomUUID());
  useEffect(() => {
    let cancelled = false;
    startLiveChat({ actorId, chatType }, language, key.current).then(
      (answer) => {
        if (!cancelled) setStarted(answer);
      },
      (failure: unknown) => {
        if (isApiError(failure, "UNAUTHENTICATED", "NEED_AGE_CHECK")) {
          openOverlay(isApiError(failure, "NEED_AGE_CHECK") ? "avs" : "login");
          onDone();
        } else if (!cancelled) setError(refusal(failure, texts, actorName, language));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [actorId, chatType, language, texts, actorName, onDone]);
  if (started) return <LiveChatDialog started={started} actorName={actorName} onClose={onDone} />;
  if (error)
    return (
      <div className="live-offers-error" role="alert" data-testid="live-start-error">
        <p>{error.text}</p>
        {error.topUp ? (
          <button type="button" className="btn btn-primary" onClick={() => openOverlay("moneycharge")}>
            {texts.topUp}
          </button>
        ) : null}
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {texts.close}
        </button>
      </div>
    );
  return (
    <p className="live-offers-status" role="status">
      {texts.connecting}
    </p>
  );
}
