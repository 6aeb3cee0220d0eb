import { useEffect, useRef, useState } from "react";
import type { TVoiceCallStartResult, VoiceCallLimit } from "../../../common/contracts/voiceCall.ts";
import { exitCodeInfo } from "../../../common/exitCodes.ts";
import { VOICE_CALL_ANONYMOUS_MINUTES } from "../../../common/live.ts";
import { formatMoney } from "../../../common/money.ts";
import type { TLiveSessionState } from "../../../common/realtime.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useDialogFocus } from "../../ui/Dialog.tsx";
import { type ExitCodeTexts, loadExitCodeTexts } from "../live/index.ts";
import { ExitSurvey, LIVE_CHAT_TEXTS, LiveMeter, useChatExit } from "../livechat/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { holdRealtimeSubscription, holdReloads, useRealtime } from "../realtime/index.ts";
import { hangUpVoiceCall, startVoiceCall, voiceCallHeartbeat } from "./api.ts";
import { VOICE_CALL_TEXTS } from "./texts.ts";
import { openVoiceLine, type VoiceLine, type VoiceProblem } from "./voiceRtc.ts";
import "../livechat/livechat.css";
import "./voicecall.css";

/**
 * The call's keep-alive (30 s without one ends a visitor's call) and the fallback that learns the
 * end when the socket is down; the socket's voicecall.stop tells it at once.
 */
const HEARTBEAT_MS = 10_000;

type Phase =
  | { kind: "starting" }
  | { kind: "refused"; resultCode: number | null; limit: VoiceCallLimit | null }
  | { kind: "call"; started: TVoiceCallStartResult & { clientId: string; server: string } };

/**
 * The voice call screen (issue 15): starts the call (a logged-in guest's is billed, with the live
 * meter and its low-balance warning; a visitor's is a short free one), plays the performer's voice,
 * sends the microphone (mute), hangs up; once ended it says why and, for a guest, asks the exit
 * survey. A modal dialog: focus held; Escape and the back button ask "End the call?" while it runs
 * (livechat useChatExit, issue 27) and close an ended call; page reloads wait for it.
 */
export function VoiceCallDialog({
  actorId,
  actorName,
  onClose,
}: {
  actorId: number;
  actorName: string;
  onClose: () => void;
}) {
  const { language } = useI18n();
  const t = VOICE_CALL_TEXTS[language];
  const liveTexts = LIVE_CHAT_TEXTS[language];
  const panel = useRef<HTMLDivElement>(null);
  const audio = useRef<HTMLAudioElement>(null);
  const line = useRef<VoiceLine | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "starting" });
  const [session, setSession] = useState<TLiveSessionState | null>(null);
  const [minutesLeft, setMinutesLeft] = useState<number | null>(null);
  const [lowBalance, setLowBalance] = useState(false);
  const [problem, setProblem] = useState<VoiceProblem | null>(null);
  const [hearing, setHearing] = useState(false);
  const [muted, setMuted] = useState(false);
  const [hangingUp, setHangingUp] = useState(false);
  const [exitTexts, setExitTexts] = useState<ExitCodeTexts | null>(null);
  const ended = phase.kind === "refused" || session?.state === "ended";
  const clientId = phase.kind === "call" ? phase.started.clientId : null;
  const anonymous = phase.kind === "call" && phase.started.anonymous;
  const hangUp = () => {
    if (!clientId) return;
    setHangingUp(true);
    void hangUpVoiceCall(clientId, language).then(
      (view) => setSession(view.session),
      () => setHangingUp(false),
    );
  };
  // Escape and the back button ask before a running call ends (issue 27); once ended they close.
  const exit = useChatExit({
    running: !ended,
    texts: {
      title: t.hangUpAsk,
      text: fill(t.hangUpAskText, { name: actorName }),
      confirm: t.hangUp,
      cancel: t.hangUpAskKeep,
    },
    onEnd: hangUp,
    onClose,
  });
  useDialogFocus(panel, { open: true, onClose: exit.escape, initialFocus: () => panel.current });

  useEffect(() => {
    let cancelled = false;
    startVoiceCall(actorId, language).then(
      (answer) => {
        if (cancelled) return;
        if (answer.resultCode === 2000 && answer.clientId && answer.server && answer.session) {
          setPhase({
            kind: "call",
            started: { ...answer, clientId: answer.clientId, server: answer.server },
          });
          setSession(answer.session);
          setMinutesLeft(answer.minutesLeft);
        } else setPhase({ kind: "refused", resultCode: answer.resultCode, limit: answer.limit ?? null });
      },
      (failure: unknown) => {
        if (cancelled) return;
        if (isApiError(failure, "UNAUTHENTICATED")) openOverlay("login");
        setPhase({ kind: "refused", resultCode: null, limit: null });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [actorId, language]);

  // The audio line while the call runs.
  const server = phase.kind === "call" ? phase.started.server : null;
  useEffect(() => {
    const element = audio.current;
    if (!server || !element) return;
    let active = true;
    void openVoiceLine(server, element, {
      onProblem: (next) => setProblem(next),
      onPackets: (received) => setHearing(received > 0),
    }).then((opened) => {
      if (active) line.current = opened;
      else opened.close();
    });
    return () => {
      active = false;
      line.current?.close();
      line.current = null;
    };
  }, [server]);
  useEffect(() => {
    if (ended) {
      line.current?.close();
      line.current = null;
    }
  }, [ended]);

  useEffect(() => {
    if (!clientId || ended) return;
    const timer = window.setInterval(() => {
      void voiceCallHeartbeat(clientId).then(
        (view) => setSession(view.session),
        (failure: unknown) => {
          const details = isApiError(failure, "CONFLICT")
            ? (failure.details as { session?: TLiveSessionState })
            : null;
          if (details?.session) setSession(details.session);
        },
      );
    }, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [clientId, ended]);

  // The page's socket listens to this call by its secret client id (a visitor has no guest channel).
  useEffect(() => {
    if (!clientId || ended) return;
    return holdRealtimeSubscription(`voicecall:${clientId}`, { type: "voicecall.subscribe", clientId });
  }, [clientId, ended]);

  useRealtime(
    ["livechat.minute", "livechat.lowBalance", "voicecall.stop", "voicecall.subscribed"],
    (message) => {
      if (!session) return;
      if (message.type === "livechat.lowBalance") {
        if (message.sessionId === session.sessionId) setLowBalance(true);
        return;
      }
      if (message.session.sessionId !== session.sessionId) return;
      // An ended call stays ended (a push read before the end may arrive after it).
      if (session.state === "ended" && message.session.state !== "ended") return;
      setSession(message.session);
      if (message.type === "livechat.minute") setMinutesLeft(message.minutesLeft);
    },
  );

  useEffect(() => {
    if (!ended) return;
    void loadExitCodeTexts(language).then(setExitTexts);
    return holdReloads();
  }, [ended, language]);

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    line.current?.setMuted(next);
  };
  const exitCode = phase.kind === "refused" ? phase.resultCode : (session?.exitCode ?? null);
  // A refused start never ran: it says so, and for a free call's limit which one and what is left to do.
  const limit = phase.kind === "refused" && exitCode === 919 ? phase.limit : null;
  const endedTitle = limit
    ? fill(limit === "network" ? t.networkLimitTitle : t.performerLimitTitle, { name: actorName })
    : phase.kind === "refused"
      ? t.refusedTitle
      : (exitTexts?.title ?? t.endedTitle);
  const exitText = limit
    ? fill(limit === "network" ? t.networkLimit : t.performerLimit, { name: actorName })
    : ended && exitTexts
      ? exitCode === null
        ? t.startFailed
        : fill(exitTexts[exitCodeInfo(exitCode).key] ?? exitTexts.unknown, { name: actorName })
      : null;
  const title = fill(t.dialogLabel, { name: actorName });

  return (
    <div className="live-chat-overlay" data-testid="voice-call">
      <div
        ref={panel}
        className="live-chat-panel voice-call-panel"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
      >
        <header className="live-chat-head">
          <h2>{title}</h2>
          {ended ? (
            <button type="button" className="btn btn-secondary" onClick={onClose}>
              {t.close}
            </button>
          ) : null}
        </header>
        {/* biome-ignore lint/a11y/useMediaCaption: a live phone call has no captions to offer. */}
        <audio ref={audio} autoPlay data-testid="voice-call-audio" />
        {ended ? (
          <section
            className="live-chat-ended voice-call-ended"
            data-testid="voice-call-ended"
            data-limit={limit ?? undefined}
            aria-live="polite"
          >
            <h3>{endedTitle}</h3>
            {exitText ? <p data-testid="voice-call-exit">{exitText}</p> : null}
            {exitCode === 919 ? (
              <button type="button" className="btn btn-primary" onClick={() => openOverlay("login")}>
                {t.login}
              </button>
            ) : null}
            {session && phase.kind === "call" && !anonymous ? (
              <>
                <p className="num">
                  {fill(liveTexts.endedSummary, {
                    minutes: session.minutesCharged,
                    total: formatMoney({ value: session.coinsCharged, currency: "VXC" }, language),
                  })}
                </p>
                <ExitSurvey sessionId={session.sessionId} actorName={actorName} />
              </>
            ) : null}
          </section>
        ) : (
          <section className="voice-call-stage">
            <div className={`voice-call-avatar${hearing ? " is-live" : ""}`} aria-hidden="true">
              {actorName.slice(0, 1)}
            </div>
            <p role="status" data-testid="voice-call-status">
              {phase.kind === "starting"
                ? fill(t.calling, { name: actorName })
                : hearing
                  ? fill(t.connected, { name: actorName })
                  : fill(t.waiting, { name: actorName })}
            </p>
            {anonymous ? (
              <p className="voice-call-note">
                {fill(t.anonymousNote, { minutes: VOICE_CALL_ANONYMOUS_MINUTES })}
              </p>
            ) : null}
            {muted ? <p className="voice-call-note">{t.muted}</p> : null}
            {problem ? (
              <p className="live-chat-warning" role="alert">
                {problem === "microphone" ? fill(t.noMicrophone, { name: actorName }) : t.failed}
              </p>
            ) : null}
            <div className="voice-call-controls">
              <button
                type="button"
                className="btn btn-secondary"
                aria-pressed={muted}
                onClick={toggleMute}
                disabled={phase.kind !== "call"}
                data-testid="voice-call-mute"
              >
                {muted ? t.unmute : t.mute}
              </button>
              <button
                type="button"
                className="btn btn-primary voice-call-hangup"
                onClick={hangUp}
                disabled={phase.kind !== "call" || hangingUp}
                data-testid="voice-call-hangup"
              >
                {hangingUp ? t.hangingUp : t.hangUp}
              </button>
            </div>
          </section>
        )}
        {lowBalance && !ended ? (
          <div className="live-chat-warning" role="alert">
            <p>{liveTexts.lowBalance}</p>
            <button type="button" className="btn btn-primary" onClick={() => openOverlay("oneclick")}>
              {liveTexts.topUp}
            </button>
          </div>
        ) : null}
        {session && phase.kind === "call" && !anonymous ? (
          <LiveMeter session={session} minutesLeft={minutesLeft} language={language} texts={liveTexts} />
        ) : null}
      </div>
      {exit.question}
    </div>
  );
}
