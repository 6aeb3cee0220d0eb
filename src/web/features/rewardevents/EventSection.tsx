import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TGameConfig, TGameReward, TRunningEvent } from "../../../common/contracts/games.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { CreditsLeft, EventOdds, LoginCall, RewardHistory } from "./EventParts.tsx";
import { PickGame } from "./PickGame.tsx";
import { useEventConfig, useGetReward, useLastGuestData, useRefreshEvents } from "./queries.ts";
import { reelsFor, SlotMachine } from "./SlotMachine.tsx";

/** How long the pick flips or the reels spin before the prize is told (the CSS animations' length). */
const REVEAL_MS = 1400;

/**
 * One running reward event: its game (things to pick, or the slot machine's reels), today's free
 * tries, the guest's prizes and the published odds. A visitor sees the odds and a call to log in.
 * `id` prefixes the test ids and element ids (two events can share a page).
 */
export function EventSection({ event, id }: { event: TRunningEvent; id: string }) {
  const { t, language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  const config = useEventConfig(event.configId, guest?.id ?? null, language);
  const texts = t.rewardEvents;
  return (
    <section
      className={`rewardevent rewardevent-theme-${event.eventType}`}
      aria-labelledby={`${id}-title`}
      data-testid={`${id}-event`}
    >
      <h2 id={`${id}-title`}>{event.title || texts.events[event.eventType].title}</h2>
      {config.isError ? (
        <p role="alert">
          {texts.failed}{" "}
          <button type="button" className="btn btn-small" onClick={() => void config.refetch()}>
            {texts.retry}
          </button>
        </p>
      ) : !config.data ? (
        <p role="status">…</p>
      ) : (
        <div className="rewardevent-body">
          <div className="rewardevent-play">
            {guest ? (
              <Player event={event} config={config.data} guestId={guest.id} id={id} />
            ) : (
              <>
                <Game event={event} config={config.data} id={id} disabled busy={false} />
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

/** The event's game as it stands: the reels, or the things to pick (a visitor's are disabled). */
function Game({
  event,
  config,
  id,
  disabled,
  busy,
  told = null,
  reels,
  onPlay,
}: {
  event: TRunningEvent;
  config: TGameConfig;
  id: string;
  disabled: boolean;
  busy: boolean;
  told?: { pick: number; reward: TGameReward | null } | null;
  reels?: [string, string, string];
  onPlay?: (pick: number) => void;
}) {
  const { t } = useI18n();
  if (event.eventType !== "slotmachine")
    return (
      <PickGame
        eventType={event.eventType}
        id={id}
        disabled={disabled}
        busy={busy}
        revealed={told}
        onPick={onPlay ?? (() => undefined)}
      />
    );
  const texts = t.rewardEvents.events.slotmachine;
  return (
    <>
      <SlotMachine reels={reels ?? reelsFor(config.odds, null)} spinning={busy} />
      {!onPlay ? null : (
        <button
          type="button"
          className="btn btn-primary rewardevent-go"
          disabled={busy || disabled}
          onClick={() => onPlay(0)}
          data-testid={`${id}-play`}
        >
          {busy ? texts.drawing : texts.pick}
        </button>
      )}
    </>
  );
}

function Player({
  event,
  config,
  guestId,
  id,
}: {
  event: TRunningEvent;
  config: TGameConfig;
  guestId: number;
  id: string;
}) {
  const { t } = useI18n();
  const texts = t.rewardEvents;
  const getReward = useGetReward(event, guestId);
  const guestData = useLastGuestData(event.eventId, guestId).data;
  const refresh = useRefreshEvents();
  const [busy, setBusy] = useState(false);
  const [told, setTold] = useState<{ pick: number; reward: TGameReward | null } | null>(null);
  const [reels, setReels] = useState(() => reelsFor(config.odds, null));
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const left = guestData?.credits.available ?? config.guestInfo?.attemptsLeftToday ?? 0;

  const play = async (pick: number) => {
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
          setTold({ pick, reward: answer.reward });
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
      <Game
        event={event}
        config={config}
        id={id}
        disabled={left <= 0}
        busy={busy}
        told={told}
        reels={reels}
        onPlay={(pick) => void play(pick)}
      />
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
