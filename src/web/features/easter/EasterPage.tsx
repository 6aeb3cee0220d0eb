import { useRouteLoaderData } from "react-router";
import type { TEasterData, TEasterReward } from "../../../common/contracts/easter.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { EasterHero } from "./EasterHero.tsx";
import { EggIcon } from "./EggIcon.tsx";
import { useEasterData } from "./queries.ts";
import "./easter.css";

/**
 * /magazine/easter/: the egg hunt. The server renders the visitor's view (the event and its reward
 * ladder); for a logged-in guest the browser reads her eggs (a row of egg icons, x of N), her
 * reached steps and her reward history. A visitor is asked to log in.
 */
export function EasterPage({ initial }: { initial: TEasterData }) {
  const { t, language } = useI18n();
  const texts = t.easter;
  const root = useRouteLoaderData("root") as { guest: { id: number } | null } | undefined;
  const guestId = root?.guest?.id ?? null;
  const query = useEasterData(guestId, language, initial);
  const data = query.data ?? (guestId === null ? initial : null);
  const event = data?.event ?? initial.event;
  return (
    <div className="easter" data-testid="easter-page">
      <EasterHero kicker={texts.kicker} title={event?.title ?? texts.title} text={texts.description} />
      {query.isError && !data ? (
        <p role="alert">
          {texts.failed}{" "}
          <button type="button" className="btn btn-small" onClick={() => void query.refetch()}>
            {texts.retry}
          </button>
        </p>
      ) : !event ? (
        <p className="easter-none" data-testid="easter-none">
          {texts.none}
        </p>
      ) : (
        <div className="easter-grid">
          <section className="easter-card easter-progress" aria-labelledby="easter-progress-title">
            <h2 id="easter-progress-title">{texts.progressLabel}</h2>
            {guestId === null ? (
              <div className="easter-login" data-testid="easter-login">
                <p>{texts.login.text}</p>
                <button type="button" className="btn btn-primary" onClick={() => openOverlay("login")}>
                  {texts.login.button}
                </button>
              </div>
            ) : !data || data.collectedEggs === null ? (
              <p role="status">…</p>
            ) : (
              <Progress
                collected={data.collectedEggs}
                total={event.totalEggs}
                today={data.collectedToday ?? 0}
              />
            )}
            <p className="muted">{plural(language, event.eggsPerDay, texts.perDay)}</p>
          </section>
          <section className="easter-card" aria-labelledby="easter-ladder-title">
            <h2 id="easter-ladder-title">{texts.ladder.title}</h2>
            <ol className="easter-ladder" data-testid="easter-ladder">
              {(data?.rewards ?? initial.rewards).map((reward) => (
                <Step key={reward.id} reward={reward} collected={data?.collectedEggs ?? 0} />
              ))}
            </ol>
          </section>
          {guestId !== null && data?.rewardHistory ? (
            <section
              className="easter-card"
              aria-labelledby="easter-history-title"
              data-testid="easter-history"
            >
              <h2 id="easter-history-title">{texts.history.title}</h2>
              {data.rewardHistory.length === 0 ? (
                <p className="muted">{texts.history.empty}</p>
              ) : (
                <ul className="easter-history">
                  {data.rewardHistory.map((item) => (
                    <li key={item.rewardId}>
                      <EggIcon size={20} />
                      <span className="easter-history-label">{item.label}</span>
                      <span className="muted">
                        {fill(texts.history.at, { date: formatDate(item.grantedAt, language) })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ) : null}
          <section className="easter-card easter-how" aria-labelledby="easter-how-title">
            <h2 id="easter-how-title">{texts.how.title}</h2>
            <ol>
              <li>{texts.how.step1}</li>
              <li>{texts.how.step2}</li>
              <li>{texts.how.step3}</li>
              <li>{texts.how.step4}</li>
            </ol>
          </section>
        </div>
      )}
    </div>
  );
}

/** The guest's eggs as a row of egg icons: found ones decorated, the rest dim outlines. */
function Progress({ collected, total, today }: { collected: number; total: number; today: number }) {
  const { t, language } = useI18n();
  const texts = t.easter;
  const slots = Math.max(total, collected);
  return (
    <div className="easter-eggs">
      <p className="easter-count num" data-testid="easter-count">
        {fill(texts.progress, { count: collected, total })}
      </p>
      <ul className="easter-egg-row" aria-label={fill(texts.progress, { count: collected, total })}>
        {Array.from({ length: slots }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the slots are positions, not items
          <li key={index} title={index < collected ? texts.eggFound : texts.eggMissing}>
            <EggIcon found={index < collected} size={30} />
          </li>
        ))}
      </ul>
      <p className="muted">{plural(language, today, texts.today)}</p>
    </div>
  );
}

/** A step of the ladder; a hidden one not yet earned is a mystery box. */
function Step({ reward, collected }: { reward: TEasterReward; collected: number }) {
  const { t, language } = useI18n();
  const texts = t.easter.ladder;
  const mystery = !reward.revealed;
  const reached = reward.granted || collected >= reward.requiredEggs;
  return (
    <li
      className={`easter-step${reward.granted ? " easter-step-earned" : ""}${mystery ? " easter-step-mystery" : ""}`}
    >
      <span className="easter-step-eggs num">{plural(language, reward.requiredEggs, texts.eggs)}</span>
      <span className="easter-step-prize">
        {mystery ? (
          <>
            <MysteryBox />
            <span>
              <strong>{texts.mystery}</strong>
              <span className="muted easter-step-hint">{texts.mysteryHint}</span>
            </span>
          </>
        ) : (
          <span>
            <strong>{reward.label}</strong>
            {reward.range ? (
              <span className="muted easter-step-hint">
                {fill(texts.range, { min: reward.range.min, max: reward.range.max })}
              </span>
            ) : null}
          </span>
        )}
      </span>
      <span className={`easter-step-state${reached ? " is-reached" : ""}`}>
        {reward.granted ? texts.earned : texts.open}
      </span>
    </li>
  );
}

function MysteryBox() {
  return (
    <svg
      className="easter-mystery"
      width="34"
      height="34"
      viewBox="0 0 34 34"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="12" width="28" height="19" rx="3" fill="#2d2140" stroke="#f3c34f" strokeWidth="1.6" />
      <rect x="1.5" y="8" width="31" height="7" rx="2" fill="#3a2a55" stroke="#f3c34f" strokeWidth="1.6" />
      <path d="M17 8v23" stroke="#ff4b8f" strokeWidth="3" />
      <path
        d="M17 8c-3-6-10-5-8-1 1 2 5 1 8 1Zm0 0c3-6 10-5 8-1-1 2-5 1-8 1Z"
        fill="none"
        stroke="#ff4b8f"
        strokeWidth="1.8"
      />
      <text x="17" y="27" textAnchor="middle" fontSize="10" fontWeight="700" fill="#f3c34f">
        ?
      </text>
    </svg>
  );
}
