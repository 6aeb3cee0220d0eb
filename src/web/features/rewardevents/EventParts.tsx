import { Link } from "react-router";
import type { TEventReward, TGameConfig } from "../../../common/contracts/games.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { plural, useI18n } from "../../i18n/index.ts";
import { OddsTable } from "../../ui/OddsTable.tsx";
import { openOverlay } from "../overlay/index.ts";

/** The published odds of an event: each prize's chance and what is left of a limited one. */
export function EventOdds({ config, id }: { config: TGameConfig; id: string }) {
  const { t, language } = useI18n();
  return (
    <OddsTable
      odds={config.odds}
      id={id}
      texts={t.rewardEvents.odds}
      language={language}
      className="rewardevent-odds"
      level={3}
    />
  );
}

/** Today's free tries left (from the last try's credits, else the game's guestInfo). */
export function CreditsLeft({ left, id }: { left: number; id: string }) {
  const { t, language } = useI18n();
  const texts = t.rewardEvents.credits;
  return (
    <p className="rewardevent-credits" data-testid={`${id}-credits`}>
      {left > 0 ? plural(language, left, texts.left) : texts.noneLeft}
    </p>
  );
}

/**
 * The guest's prizes at an event, newest first: the last try's reward history (with whether each
 * can still be used), else the game's gained rewards.
 */
export function RewardHistory({
  config,
  guestData,
  id,
}: {
  config: TGameConfig;
  guestData: TEventReward["guestData"] | null | undefined;
  id: string;
}) {
  const { t, language } = useI18n();
  const texts = t.rewardEvents.history;
  const items = guestData
    ? guestData.rewardHistory.map((item) => ({ ...item, known: true }))
    : (config.guestInfo?.gainedRewards ?? []).map((item) => ({ ...item, canRedeem: false, known: false }));
  return (
    <section className="rewardevent-history" aria-labelledby={`${id}-history`}>
      <h3 id={`${id}-history`}>{texts.title}</h3>
      {items.length === 0 ? (
        <p className="muted">{texts.empty}</p>
      ) : (
        <ul data-testid={`${id}-history`}>
          {items.map((item) => (
            <li key={`${item.reward.id}-${item.at}`}>
              <span>{item.reward.label}</span>{" "}
              {item.known ? (
                <span className={item.canRedeem ? "badge badge-ok" : "badge"}>
                  {item.canRedeem ? texts.redeemable : texts.credited}
                </span>
              ) : null}{" "}
              <time dateTime={item.at}>{formatDate(item.at, language)}</time>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to={buildPath(language, "accountBenefits")}>{texts.benefits}</Link>
      </p>
    </section>
  );
}

/** A visitor's call to log in. */
export function LoginCall({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <div className="rewardevent-login" data-testid={`${id}-login`}>
      <p>{t.rewardEvents.login.text}</p>
      <button type="button" className="btn btn-primary" onClick={() => openOverlay("login")}>
        {t.rewardEvents.login.button}
      </button>
    </div>
  );
}
