import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TGameConfig, TGameReward, TRunningEvent } from "../../../common/contracts/games.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { CreditsLeft, EventOdds, LoginCall, RewardHistory } from "./EventParts.tsx";
import {
  useEventConfig,
  useGetReward,
  useLastGuestData,
  useRefreshEvents,
  useRunningEvents,
} from "./queries.ts";
import { reelsFor, SlotMachine } from "./SlotMachine.tsx";
import { Waves } from "./Waves.tsx";
import "./rewardevents.css";

/** How long the wave flips or the reels spin before the prize is told (the CSS animations' length). */
const REVEAL_MS = 1400;

/**
 * /magazine/wetnwildgame/: the running wet and wild event (pick one of three waves; it flips to
 * show the prize) and below it the running slot machine event (three reels stop on the prize), each
 * with its published odds, today's free tries and the guest's prizes. A visitor sees the odds and a
 * call to log in. The draws are the server's (special/{eventType}/getReward/{eventId}).
 */
export function WetnwildPage() {
  const { t, language } = useI18n();
  const texts = t.rewardEvents;
  const events = useRunningEvents(language);
  const wet = events.data?.events.find((event) => event.eventType === "wet-and-wild") ?? null;
  const slot = events.data?.events.find((event) => event.eventType === "slotmachine") ?? null;
  return (
    <div className="wetnwild" data-testid="wetnwild">
      <header className="wetnwild-hero">
        <div className="wetnwild-hero-text">
          <h1>{texts.wetnwild.title}</h1>
          <p>{texts.wetnwild.description}</p>
        </div>
      </header>
      {events.isError ? (
        <p role="alert">
          {texts.failed}{" "}
          <button type="button" className="btn btn-small" onClick={() => void events.refetch()}>
            {texts.retry}
          </button>
        </p>
      ) : !events.data ? (
        <p role="status">…</p>
      ) : (
        <>
          {wet ? (
            <EventSection event={wet} kind="waves" />
          ) : (
            <p data-testid="wetnwild-none">{texts.wetnwild.none}</p>
          )}
          {slot ? <EventSection event={slot} kind="slot" /> : null}
        </>
      )}
    </div>
  );
}

function EventSection({ event, kind }: { event: TRunningEvent; kind: "waves" | "slot" }) {
  const { t, language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  const config = useEventConfig(event.configId, guest?.id ?? null, language);
  const id = kind === "waves" ? "wetnwild" : "slotmachine";
  return (
    <section
      className={`rewardevent rewardevent-${kind}`}
      aria-labelledby={`${id}-title`}
      data-testid={`${id}-event`}
    >
      <h2 id={`${id}-title`}>
        {kind === "slot" ? event.title || t.rewardEvents.slotmachine.title : event.title}
      </h2>
      {config.isError ? (
        <p role="alert">
          {t.rewardEvents.failed}{" "}
          <button type="button" className="btn btn-small" onClick={() => void config.refetch()}>
            {t.rewardEvents.retry}
          </button>
        </p>
      ) : !config.data ? (
        <p role="status">…</p>
      ) : (
        <div className="rewardevent-body">
          <div className="rewardevent-play">
            {guest ? (
              <Player event={event} config={config.data} guestId={guest.id} kind={kind} id={id} />
            ) : (
              <>
                {kind === "slot" ? (
                  <SlotMachine reels={reelsFor(config.data.odds, null)} spinning={false} />
                ) : (
                  <Waves disabled busy={false} revealed={null} onPick={() => undefined} />
                )}
                <LoginCall id={id} />
              </>
            )}
          </div>
          <EventOdds config={config.data} id={id} />
        </div>
      )}
    </section>
  );
}

function Player({
  event,
  config,
  guestId,
  kind,
  id,
}: {
  event: TRunningEvent;
  config: TGameConfig;
  guestId: number;
  kind: "waves" | "slot";
  id: string;
}) {
  const { t } = useI18n();
  const texts = t.rewardEvents;
  const getReward = useGetReward(event, guestId);
  const guestData = useLastGuestData(event.eventId, guestId).data;
  const refresh = useRefreshEvents();
  const [busy, setBusy] = useState(false);
  const [told, setTold] = useState<{ wave: number; reward: TGameReward | null } | null>(null);
  const [reels, setReels] = useState(() => reelsFor(config.odds, null));
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const left = guestData?.credits.available ?? config.guestInfo?.attemptsLeftToday ?? 0;

  const play = async (wave: number) => {
    setTold(null);
    setRefusal(null);
    setBusy(true);
    try {
      const answer = await getReward.mutateAsync();
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      timer.current = window.setTimeout(
        () => {
          setBusy(false);
          setReels(reelsFor(config.odds, answer.reward?.id ?? null));
          setTold({ wave, reward: answer.reward });
          void refresh();
        },
        still ? 0 : REVEAL_MS,
      );
    } catch (error) {
      setBusy(false);
      setRefusal(
        isApiError(error) &&
          (error.details as { errorMessage?: string } | undefined)?.errorMessage === "noAttemptsLeft"
          ? texts.credits.noneLeft
          : fill(texts.result.refused, { reason: error instanceof Error ? error.message : String(error) }),
      );
      void refresh();
    }
  };

  return (
    <div className="rewardevent-player">
      {kind === "waves" ? (
        <Waves disabled={left <= 0} busy={busy} revealed={told} onPick={(wave) => void play(wave)} />
      ) : (
        <>
          <SlotMachine reels={reels} spinning={busy} />
          <button
            type="button"
            className="btn btn-primary rewardevent-go"
            disabled={busy || left <= 0}
            onClick={() => void play(0)}
            data-testid="slotmachine-play"
          >
            {busy ? texts.slotmachine.playing : texts.slotmachine.play}
          </button>
        </>
      )}
      <CreditsLeft left={left} id={id} />
      <p className="rewardevent-result" role="status" aria-live="polite" data-testid={`${id}-result`}>
        {told
          ? told.reward
            ? fill(texts.result.won, { prize: told.reward.label })
            : texts.result.nothing
          : (refusal ?? "")}
      </p>
      <RewardHistory config={config} guestData={guestData} id={id} />
    </div>
  );
}
