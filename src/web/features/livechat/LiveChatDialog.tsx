import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { TLiveEndResult, TLiveStartResult, TLiveStream } from "../../../common/contracts/live.ts";
import type { LiveReaction, TLiveGiftResult } from "../../../common/contracts/liveLines.ts";
import { exitCodeInfo } from "../../../common/exitCodes.ts";
import { formatMoney } from "../../../common/money.ts";
import type { TLiveSessionState } from "../../../common/realtime.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useDialogFocus } from "../../ui/Dialog.tsx";
import { accountKeys } from "../account/index.ts";
import { type ExitCodeTexts, loadExitCodeTexts, offerTexts } from "../live/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { holdReloads, useRealtime } from "../realtime/index.ts";
import { endLiveChat, liveChatHeartbeat, readLiveChat } from "./api.ts";
import { ExitSurvey } from "./ExitSurvey.tsx";
import { LiveCapControl } from "./LiveCap.tsx";
import { LiveGifts } from "./LiveGifts.tsx";
import { LiveMeter } from "./LiveMeter.tsx";
import { LivePlayer } from "./LivePlayer.tsx";
import { LiveTextChat, useLiveLines } from "./LiveTextChat.tsx";
import { LIVE_CHAT_TEXTS, LIVE_TEXT_CHAT_TEXTS } from "./texts.ts";
import { useChatExit } from "./useChatExit.tsx";
import "./livechat.css";

/** A heartbeat while the chat runs: the socket keeps it alive too, this covers a socket that is away. */
const HEARTBEAT_MS = 15_000;
/** A stream URL (it lives LIVE_STREAM_URL_TTL_SECONDS, 45 s) is renewed at this share of its life. */
const RENEW_AT_LIFE = 0.5;
/** A renewal that failed is tried again this soon (the URL still has the rest of its life). */
const RENEW_RETRY_MS = 3_000;
/** How long a live reaction stays on screen. */
const REACTION_MS = 4_000;
const REACTION_EMOJI: Record<LiveReaction, string> = { love: "😍", wow: "😮", toy: "💥" };

/**
 * The chat screen (issue 14): the live video, the cost meter with the chat's cap (LiveCap.tsx),
 * the text chat with its gifts bar and the performer's live reactions, a low-balance warning with the top-up, the end button and, once the chat ended (here, by the performer, the money or the server), why
 * and what it cost. A modal dialog: focus stays inside; Escape and the back button ask "End the
 * chat?" while it runs (useChatExit, issue 27) and close the screen once it has ended. On a phone
 * the head with "End chat" stays at the top of the screen.
 */
export function LiveChatDialog({
  started,
  actorName,
  onClose,
}: {
  started: TLiveStartResult;
  actorName: string;
  onClose: () => void;
}) {
  const { language } = useI18n();
  const texts = LIVE_CHAT_TEXTS[language];
  const chatTexts = LIVE_TEXT_CHAT_TEXTS[language];
  const queryClient = useQueryClient();
  const typeName = offerTexts(language).chatTypeNames[started.chatType];
  const panel = useRef<HTMLDivElement>(null);
  const [session, setSession] = useState<TLiveSessionState>(started.session);
  const [minutesLeft, setMinutesLeft] = useState(started.minutesLeft);
  const [stream, setStream] = useState<TLiveStream>(started.stream);
  const [lowBalance, setLowBalance] = useState(false);
  const [streamFailed, setStreamFailed] = useState(false);
  const [ending, setEnding] = useState(false);
  const [exitTexts, setExitTexts] = useState<ExitCodeTexts | null>(null);
  const [balance, setBalance] = useState<number | null>(
    () => queryClient.getQueryData<number>(accountKeys.balance) ?? null,
  );
  const [reaction, setReaction] = useState<{ key: number; reaction: LiveReaction } | null>(null);
  const ended = session.state === "ended";
  const sessionId = started.sessionId;
  const { lines, add: addLines, toysAvailable } = useLiveLines(sessionId, language);
  const end = () => {
    setEnding(true);
    void endLiveChat(sessionId, language)
      .then((answer: TLiveEndResult) => setSession(answer.session))
      .catch(() => setEnding(false));
  };
  const coins = (value: number) => formatMoney({ value, currency: "VXC" }, language);
  // Escape and the back button ask before a running chat ends (issue 27); once ended they close.
  const exit = useChatExit({
    running: !ended,
    texts: {
      title: texts.endAsk,
      text: fill(session.pricePerMinute === 0 ? texts.endAskFree : texts.endAskText, {
        name: actorName,
        total: coins(session.coinsCharged),
      }),
      confirm: texts.end,
      cancel: texts.endAskKeep,
    },
    onEnd: end,
    onClose,
  });
  // Focus starts on the screen itself (a phone's keyboard stays down, the page stays at the top).
  useDialogFocus(panel, { open: true, onClose: exit.escape, initialFocus: () => panel.current });

  useRealtime(["livechat.minute", "livechat.lowBalance", "chat.end"], (message) => {
    if (message.type === "livechat.lowBalance") {
      if (message.sessionId === sessionId) setLowBalance(true);
      return;
    }
    if (message.session.sessionId !== sessionId) return;
    setSession(message.session);
    if (message.type === "livechat.minute") {
      setMinutesLeft(message.minutesLeft);
      setBalance(message.balance);
    }
  });
  useRealtime(["balance.update", "live.reaction"], (message) => {
    if (message.type === "balance.update") setBalance(message.balance);
    else if (message.sessionId === sessionId)
      setReaction({ key: message.lineId, reaction: message.reaction });
  });
  useEffect(() => {
    if (!reaction) return;
    const timer = window.setTimeout(() => setReaction(null), REACTION_MS);
    return () => window.clearTimeout(timer);
  }, [reaction]);
  const giftSent = (result: TLiveGiftResult) => {
    addLines([result.line]);
    setBalance(result.balance);
    setMinutesLeft(result.minutesLeft);
    queryClient.setQueryData(accountKeys.balance, result.balance);
  };
  const reactionText = reaction
    ? fill(
        {
          love: chatTexts.reactionLove,
          wow: chatTexts.reactionWow,
          toy: chatTexts.reactionToy,
        }[reaction.reaction],
        { name: actorName },
      )
    : "";

  useEffect(() => {
    if (ended) return;
    const timer = window.setInterval(() => {
      void liveChatHeartbeat(sessionId)
        .then((answer) => setSession(answer.session))
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [ended, sessionId]);

  // A stream URL lives seconds (a leaked one dies soon): a fresh one at half its life, by this
  // page's own clock (not the server's expiry); the player sends its next requests under it.
  useEffect(() => {
    if (ended) return;
    let timer = 0;
    const renew = (wait: number) => {
      timer = window.setTimeout(() => {
        void readLiveChat(sessionId, language)
          .then((view) => {
            setSession(view.session);
            if (view.stream) setStream(view.stream);
          })
          .catch(() => renew(RENEW_RETRY_MS));
      }, wait);
    };
    renew(Math.max(1_000, stream.lifetimeSeconds * 1000 * RENEW_AT_LIFE));
    return () => window.clearTimeout(timer);
  }, [ended, sessionId, stream, language]);

  useEffect(() => {
    if (!ended) return;
    void loadExitCodeTexts(language).then(setExitTexts);
    // The exit dialog is open: a page reload waits until it closes (exitGate.ts).
    return holdReloads();
  }, [ended, language]);

  const exitText =
    ended && exitTexts && session.exitCode !== null
      ? fill(exitTexts[exitCodeInfo(session.exitCode).key] ?? exitTexts.unknown, { name: actorName })
      : null;

  return (
    <div className="live-chat-overlay" data-testid="live-chat">
      <div
        ref={panel}
        className="live-chat-panel"
        role="dialog"
        aria-modal="true"
        aria-label={fill(texts.dialogLabel, { type: typeName, name: actorName })}
        tabIndex={-1}
      >
        <header className="live-chat-head">
          <h2>{fill(texts.dialogLabel, { type: typeName, name: actorName })}</h2>
          {ended ? (
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {texts.close}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary live-chat-end"
              onClick={end}
              disabled={ending}
              data-testid="live-chat-end"
            >
              {ending ? texts.ending : texts.end}
            </button>
          )}
        </header>
        {ended ? (
          <section className="live-chat-ended" data-testid="live-chat-ended" aria-live="polite">
            <h3>{exitTexts?.title ?? texts.endedTitle}</h3>
            {exitText ? <p data-testid="live-chat-exit">{exitText}</p> : null}
            <p className="num" data-testid="live-chat-cost">
              {fill(texts.endedSummary, {
                minutes: session.minutesCharged,
                total: coins(session.coinsCharged),
              })}
            </p>
            <ExitSurvey sessionId={sessionId} actorName={actorName} />
          </section>
        ) : (
          <div className="live-chat-stage">
            <LivePlayer
              stream={stream}
              label={fill(texts.videoLabel, { name: actorName })}
              onFailure={() => setStreamFailed(true)}
            />
            {reaction ? (
              <div
                key={reaction.key}
                className="live-reaction"
                aria-hidden="true"
                data-testid="live-reaction"
              >
                <span className="live-reaction-emoji">{REACTION_EMOJI[reaction.reaction]}</span>
                <span className="live-reaction-text">{reactionText}</span>
              </div>
            ) : null}
          </div>
        )}
        <p className="visually-hidden" role="status">
          {reactionText}
        </p>
        {streamFailed && !ended ? (
          <p className="live-chat-warning" role="alert">
            {texts.streamFailed}
          </p>
        ) : null}
        {lowBalance && !ended ? (
          <div className="live-chat-warning" role="alert" data-testid="live-chat-low-balance">
            <p>{texts.lowBalance}</p>
            <button type="button" className="btn btn-primary" onClick={() => openOverlay("oneclick")}>
              {texts.topUp}
            </button>
          </div>
        ) : null}
        <LiveMeter session={session} minutesLeft={minutesLeft} language={language} texts={texts} />
        {ended || session.pricePerMinute === 0 ? null : (
          <LiveCapControl session={session} texts={texts} language={language} onChanged={setSession} />
        )}
        <LiveTextChat
          sessionId={sessionId}
          actorName={actorName}
          language={language}
          texts={chatTexts}
          lines={lines}
          onWritten={(line) => addLines([line])}
          ended={ended}
        />
        {ended ? null : (
          <LiveGifts
            sessionId={sessionId}
            actorName={actorName}
            language={language}
            texts={chatTexts}
            balance={balance}
            toysAvailable={toysAvailable}
            onSent={giftSent}
          />
        )}
      </div>
      {exit.question}
    </div>
  );
}
