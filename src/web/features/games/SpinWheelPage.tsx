import { useEffect, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TGameConfig, TGameReward } from "../../../common/contracts/games.ts";
import { formatNumber } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useAttempt, useGameConfig, useGames, useRefreshGame } from "./queries.ts";
import { turnTo, Wheel } from "./Wheel.tsx";
import "./games.css";
import { OddsTable } from "../../ui/OddsTable.tsx";

/** How long the wheel turns before the prize is told (the CSS transition's length). */
const SPIN_MS = 3200;

/**
 * /my-account/spinwheel/: the running spin wheel with its published odds beside it, one free spin a
 * Berlin day (the countdown to the next), the guest's prizes and points. A visitor is asked to log
 * in. The wheel lands on the segment the server drew; the prize is told in a live region.
 */
export function SpinWheelPage() {
  const { t, language } = useI18n();
  const texts = t.games;
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  const games = useGames(language);
  const wheel = games.data?.games.find((game) => game.gameType === "spinwheel") ?? null;
  const config = useGameConfig(wheel?.id ?? null, guest?.id ?? null, language);
  const data = config.data;
  return (
    <div className="spinwheel" data-testid="spinwheel">
      <header className="spinwheel-head">
        <h1>{data?.name ?? texts.spinwheel.title}</h1>
        <p className="muted">{data?.description || texts.spinwheel.description}</p>
      </header>
      {games.isError || config.isError ? (
        <p role="alert">
          {texts.failed}{" "}
          <button
            type="button"
            className="btn btn-small"
            onClick={() => void (games.isError ? games.refetch() : config.refetch())}
          >
            {texts.retry}
          </button>
        </p>
      ) : games.data && !wheel ? (
        <p data-testid="spinwheel-none">{texts.spinwheel.none}</p>
      ) : !data ? (
        <p role="status">…</p>
      ) : (
        <div className="spinwheel-body">
          <section className="spinwheel-play" aria-label={texts.spinwheel.title}>
            {guest ? (
              <Player config={data} guestId={guest.id} />
            ) : (
              <div className="spinwheel-login" data-testid="spinwheel-login">
                <Wheel odds={data.odds} rotation={0} />
                <p>{texts.spinwheel.login}</p>
                <button type="button" className="btn btn-primary" onClick={() => openOverlay("login")}>
                  {texts.spinwheel.loginButton}
                </button>
              </div>
            )}
          </section>
          <Odds config={data} />
        </div>
      )}
    </div>
  );
}

function Player({ config, guestId }: { config: TGameConfig; guestId: number }) {
  const { t, language } = useI18n();
  const texts = t.games;
  const attempt = useAttempt(config.id, guestId, language);
  const refresh = useRefreshGame();
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [told, setTold] = useState<{ reward: TGameReward | null } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const info = config.guestInfo;
  const free = info?.attemptsLeftToday ?? 0;
  const extra = info?.extraSpins ?? 0;
  // Beyond the day's free spins, each spin from the benefits plays once more (the same odds).
  const left = free + extra;

  const spin = async () => {
    setTold(null);
    setRefusal(null);
    setSpinning(true);
    try {
      const answer = await attempt.mutateAsync();
      setRotation((previous) => turnTo(config.odds, answer.reward?.id ?? null, previous));
      const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      timer.current = window.setTimeout(
        () => {
          setSpinning(false);
          setTold({ reward: answer.reward });
          void refresh();
        },
        still ? 0 : SPIN_MS,
      );
    } catch (error) {
      setSpinning(false);
      setRefusal(error instanceof Error ? error.message : String(error));
      void refresh();
    }
  };

  return (
    <div className="spinwheel-player">
      <Wheel odds={config.odds} rotation={rotation} />
      <button
        type="button"
        className="btn btn-primary spinwheel-spin"
        onClick={() => void spin()}
        disabled={spinning || left <= 0}
        data-testid="spinwheel-spin"
      >
        {spinning ? texts.spinwheel.spinning : texts.spinwheel.spin}
      </button>
      <p className="spinwheel-left" data-testid="spinwheel-left">
        {left > 0 ? (
          <>
            {free > 0 ? plural(language, free, texts.spinwheel.spinsLeft) : null}
            {free > 0 && extra > 0 ? " " : null}
            {extra > 0 ? (
              <span data-testid="spinwheel-extra">{plural(language, extra, texts.spinwheel.extraSpins)}</span>
            ) : null}
          </>
        ) : info ? (
          <Countdown until={info.nextAttemptsAt} onDone={() => void refresh()} />
        ) : null}
      </p>
      <p className="spinwheel-result" role="status" aria-live="polite" data-testid="spinwheel-result">
        {told
          ? told.reward
            ? fill(texts.spinwheel.won, { prize: told.reward.label })
            : texts.spinwheel.nothing
          : refusal
            ? fill(texts.refused, { reason: refusal })
            : ""}
      </p>
      {info ? (
        <section className="spinwheel-gained" aria-labelledby="spinwheel-gained-title">
          <h2 id="spinwheel-gained-title">{texts.gained.title}</h2>
          <p className="muted">
            {fill(texts.spinwheel.points, { points: formatNumber(info.points, language) })}
          </p>
          {info.gainedRewards.length === 0 ? (
            <p className="muted">{texts.gained.empty}</p>
          ) : (
            <ul data-testid="spinwheel-gained">
              {info.gainedRewards.map(({ reward, at }) => (
                <li key={`${reward.id}-${at}`}>
                  <span>{reward.label}</span> <time dateTime={at}>{formatDate(at, language)}</time>
                </li>
              ))}
            </ul>
          )}
          <p>
            <Link to={buildPath(language, "accountBenefits")}>{texts.gained.benefits}</Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}

/** "Your next free spin comes in 03:12:45", ticking each second, until the next Berlin day. */
function Countdown({ until, onDone }: { until: string; onDone: () => void }) {
  const { t } = useI18n();
  const [now, setNow] = useState(() => Date.now());
  const end = Date.parse(until);
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  const rest = Math.max(0, end - now);
  useEffect(() => {
    if (rest === 0) onDone();
  }, [rest, onDone]);
  const seconds = Math.floor(rest / 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  const time = `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return <span data-testid="spinwheel-countdown">{fill(t.games.spinwheel.noSpinsLeft, { time })}</span>;
}

/** The published odds: each prize's chance and what is left of a limited one. */
function Odds({ config }: { config: TGameConfig }) {
  const { t, language } = useI18n();
  return (
    <OddsTable
      odds={config.odds}
      id="spinwheel"
      texts={t.games.odds}
      language={language}
      className="spinwheel-odds"
    />
  );
}
