import { useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type {
  TActivity,
  TActivityChallenge,
  TActivityEventData,
  TActivityReward,
} from "../../../common/contracts/activity.ts";
import { formatNumber } from "../../../common/money.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useGoldrush, useVisit } from "./queries.ts";
import "./goldrush.css";

/** An end further ahead than this is not shown. */
const YEAR_MS = 366 * 86_400_000;

/** The activities no purchase is needed for. */
const FREE = new Set(["dailyVisit", "favorite"]);

/**
 * /magazine/goldrush/: the activity-points event on dark gold. A guest sees her gold with the bar
 * to the next reward, collects the free daily visit, and follows today's activities against their
 * limits, the challenges and the reward ladder; a visitor sees the rules (server-rendered) and the
 * call to log in.
 */
export function GoldrushPage({ visitorData }: { visitorData: TActivityEventData | null }) {
  const { t, language } = useI18n();
  const texts = t.goldrush;
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  const query = useGoldrush(guest?.id ?? null, language, visitorData);
  const data = query.data ?? null;
  return (
    <div className="goldrush" data-testid="goldrush">
      <header className="goldrush-hero">
        <GoldArt />
        <div className="goldrush-hero-text">
          <h1>{data?.title ?? texts.title}</h1>
          <p>{texts.description}</p>
          {/* An end more than a year ahead (an open-ended event) is not worth a line. */}
          {data && Date.parse(data.endsAt) - Date.now() < YEAR_MS ? (
            <p className="goldrush-until">
              {fill(texts.runsUntil, { date: formatDate(data.endsAt, language) })}
            </p>
          ) : null}
        </div>
      </header>
      {query.isError && !data ? (
        <p role="alert" data-testid="goldrush-none">
          {visitorData === null ? texts.none : texts.failed}{" "}
          <button type="button" className="btn btn-small" onClick={() => void query.refetch()}>
            {texts.retry}
          </button>
        </p>
      ) : !data ? (
        <p role="status">{visitorData === null && !query.isFetching ? texts.none : "…"}</p>
      ) : (
        <>
          {guest ? <GoldPanel data={data} guestId={guest.id} /> : <LoginCall />}
          <div className="goldrush-grid">
            <Activities activities={data.activities} />
            <div className="goldrush-side">
              <Ladder rewards={data.rewards} />
              {data.challenges.length > 0 ? <Challenges challenges={data.challenges} /> : null}
            </div>
          </div>
        </>
      )}
    </div>
  );
}

/** The guest's gold, the bar to the next reward and the daily visit's button. */
function GoldPanel({ data, guestId }: { data: TActivityEventData; guestId: number }) {
  const { t, language } = useI18n();
  const texts = t.goldrush;
  const visit = useVisit(guestId, language);
  const [told, setTold] = useState<string>("");
  const points = data.guestPoints ?? 0;
  const previous = [...data.rewards].reverse().find((r) => r.requiredPoints <= points)?.requiredPoints ?? 0;
  const next = data.rewards.find((r) => r.requiredPoints > points) ?? null;
  const share = next ? Math.round(((points - previous) / (next.requiredPoints - previous)) * 100) : 100;
  const dailyVisit = data.activities.find((a) => a.code === "dailyVisit") ?? null;
  const visited = dailyVisit !== null && (dailyVisit.todayCount ?? 0) >= dailyVisit.limitPerDay;
  const collect = async () => {
    setTold("");
    try {
      const answer = await visit.mutateAsync();
      const gained = (answer.data.guestPoints ?? 0) - points;
      setTold(
        answer.counted
          ? fill(texts.visit.counted, { points: formatNumber(gained, language) })
          : texts.visit.done,
      );
    } catch (error) {
      setTold(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <section className="goldrush-panel" aria-labelledby="goldrush-gold-title">
      <div className="goldrush-gold">
        <h2 id="goldrush-gold-title">{texts.yourGold}</h2>
        <p className="goldrush-points" data-testid="goldrush-points">
          {fill(texts.goldAmount, { points: formatNumber(points, language) })}
        </p>
        <div
          className="goldrush-bar"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={share}
          aria-label={texts.yourGold}
        >
          <span style={{ width: `${share}%` }} />
        </div>
        <p className="goldrush-next">
          {next
            ? fill(texts.toNext, {
                points: formatNumber(next.requiredPoints - points, language),
                reward: next.label,
              })
            : texts.allReached}
        </p>
      </div>
      {dailyVisit ? (
        <div className="goldrush-visit">
          <button
            type="button"
            className="btn btn-primary goldrush-collect"
            onClick={() => void collect()}
            disabled={visited || visit.isPending}
            data-testid="goldrush-visit"
          >
            {visited ? texts.visit.done : texts.visit.button}
          </button>
          <p role="status" aria-live="polite" data-testid="goldrush-told">
            {told}
          </p>
        </div>
      ) : null}
    </section>
  );
}

function LoginCall() {
  const { t } = useI18n();
  const texts = t.goldrush.login;
  return (
    <section
      className="goldrush-panel goldrush-login"
      aria-labelledby="goldrush-login-title"
      data-testid="goldrush-login"
    >
      <div>
        <h2 id="goldrush-login-title">{texts.title}</h2>
        <p>{texts.text}</p>
      </div>
      <button type="button" className="btn btn-primary" onClick={() => openOverlay("login")}>
        {texts.button}
      </button>
    </section>
  );
}

function Activities({ activities }: { activities: TActivity[] }) {
  const { t, language } = useI18n();
  const texts = t.goldrush.activities;
  return (
    <section className="goldrush-card" aria-labelledby="goldrush-activities-title">
      <h2 id="goldrush-activities-title">{texts.title}</h2>
      <p className="muted">{texts.intro}</p>
      <ul className="goldrush-activities" data-testid="goldrush-activities">
        {activities.map((activity) => {
          const done = activity.todayCount ?? 0;
          return (
            <li key={activity.code} data-code={activity.code}>
              <span className="goldrush-coin" aria-hidden="true" />
              <div className="goldrush-activity-text">
                <strong>{texts.names[activity.code]}</strong>
                {FREE.has(activity.code) ? <span className="goldrush-free">{texts.free}</span> : null}
                <span className="muted">
                  {activity.todayCount === null
                    ? plural(language, activity.limitPerDay, texts.limit)
                    : fill(texts.today, { count: done, limit: activity.limitPerDay })}
                </span>
                {activity.todayCount !== null ? (
                  <span className="goldrush-mini-bar" aria-hidden="true">
                    <span style={{ width: `${Math.min(100, (done / activity.limitPerDay) * 100)}%` }} />
                  </span>
                ) : null}
              </div>
              <div className="goldrush-activity-points">
                <strong>{fill(texts.points, { points: formatNumber(activity.points, language) })}</strong>
                {activity.vipBonus > 0 ? (
                  <span className="muted">
                    {fill(texts.vipBonus, { points: formatNumber(activity.vipBonus, language) })}
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Ladder({ rewards }: { rewards: TActivityReward[] }) {
  const { t, language } = useI18n();
  const texts = t.goldrush.rewards;
  return (
    <section className="goldrush-card" aria-labelledby="goldrush-ladder-title">
      <h2 id="goldrush-ladder-title">{texts.title}</h2>
      <ol className="goldrush-ladder" data-testid="goldrush-ladder">
        {[...rewards].reverse().map((reward) => {
          const state = reward.granted ? "granted" : reward.reached ? "reached" : "locked";
          return (
            <li key={reward.id} className={`goldrush-rung is-${state}`}>
              <span className="goldrush-rung-points">
                {fill(texts.at, { points: formatNumber(reward.requiredPoints, language) })}
              </span>
              <strong>{reward.label}</strong>
              <span className="goldrush-rung-state">{texts[state]}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Challenges({ challenges }: { challenges: TActivityChallenge[] }) {
  const { t, language } = useI18n();
  const texts = t.goldrush.challenges;
  return (
    <section className="goldrush-card" aria-labelledby="goldrush-challenges-title">
      <h2 id="goldrush-challenges-title">{texts.title}</h2>
      <ul className="goldrush-challenges">
        {challenges.map((challenge) => (
          <li key={challenge.id} className={challenge.completed ? "is-done" : undefined}>
            <strong>{challenge.title}</strong>
            <span className="goldrush-free">
              {fill(texts.bonus, { points: formatNumber(challenge.bonusPoints, language) })}
            </span>
            {challenge.progress !== null ? (
              <span className="muted">
                {challenge.completed
                  ? texts.done
                  : fill(texts.progress, { progress: challenge.progress, target: challenge.target })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The hero's picture: gold bars and nuggets in a glow (inline SVG, no download). */
function GoldArt() {
  return (
    <svg className="goldrush-art" viewBox="0 0 240 160" role="presentation" aria-hidden="true">
      <defs>
        <linearGradient id="goldrush-bar" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff1b0" />
          <stop offset="0.45" stopColor="#f2c14e" />
          <stop offset="1" stopColor="#a86b12" />
        </linearGradient>
        <radialGradient id="goldrush-glow">
          <stop offset="0" stopColor="#f7d774" stopOpacity="0.55" />
          <stop offset="1" stopColor="#f7d774" stopOpacity="0" />
        </radialGradient>
      </defs>
      <ellipse cx="120" cy="92" rx="118" ry="66" fill="url(#goldrush-glow)" />
      <g stroke="#7a4b08" strokeWidth="1.5">
        <path d="M40 128 L62 96 H128 L150 128 Z" fill="url(#goldrush-bar)" />
        <path d="M100 128 L122 96 H188 L210 128 Z" fill="url(#goldrush-bar)" />
        <path d="M70 98 L92 66 H158 L180 98 Z" fill="url(#goldrush-bar)" />
      </g>
      <g fill="url(#goldrush-bar)" stroke="#7a4b08" strokeWidth="1.2">
        <circle cx="30" cy="136" r="9" />
        <circle cx="218" cy="138" r="7" />
        <circle cx="196" cy="80" r="5" />
      </g>
      <g fill="#fff7d1">
        <path d="M120 30 l3 9 9 3 -9 3 -3 9 -3 -9 -9 -3 9 -3 z" />
        <path d="M200 40 l2 6 6 2 -6 2 -2 6 -2 -6 -6 -2 6 -2 z" />
        <path d="M44 56 l2 6 6 2 -6 2 -2 6 -2 -6 -6 -2 6 -2 z" />
      </g>
    </svg>
  );
}
