import { formatCoins } from "../../../common/money.ts";
import { formatDate } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useDealsGuest } from "./guest.ts";
import { useFiveDays } from "./queries.ts";

/**
 * The five-days bonus (modal box five-days-bonus and the daily deals page): the last five Berlin
 * days, each claimed or not, the days in a row so far and the bonus. A visitor reads the rule.
 */
export function FiveDaysBonus({ headingId, level = 2 }: { headingId: string; level?: 2 | 3 }) {
  const { t, language } = useI18n();
  const texts = t.dailyDeals.fiveDays;
  const { guest, key } = useDealsGuest();
  const state = useFiveDays(language, key, guest !== null).data;
  const Heading = level === 2 ? "h2" : "h3";
  const coins = formatCoins(state?.bonusCoins ?? 20, language);
  return (
    <section className="fivedays" aria-labelledby={headingId} data-testid="five-days-bonus">
      <Heading id={headingId}>{texts.title}</Heading>
      <p>{fill(texts.text, { coins })}</p>
      {!guest ? (
        <p className="fivedays-hint">{texts.login}</p>
      ) : !state ? (
        <p role="status">{texts.loading}</p>
      ) : (
        <>
          <ol className="fivedays-days">
            {state.days.map((day) => {
              const label = formatDate(`${day.date}T12:00:00Z`, language);
              return (
                <li
                  key={day.date}
                  className={day.claimed ? "fivedays-day is-claimed" : "fivedays-day"}
                  data-claimed={day.claimed}
                  aria-label={fill(day.claimed ? texts.claimedDay : texts.openDay, { date: label })}
                >
                  <span aria-hidden="true">{day.claimed ? "✓" : ""}</span>
                </li>
              );
            })}
          </ol>
          <p className="fivedays-progress num" data-testid="five-days-progress">
            {state.grantedToday
              ? fill(texts.granted, { coins: formatCoins(state.bonusCoins, language) })
              : fill(texts.progress, { count: state.progress, required: state.required })}
          </p>
        </>
      )}
    </section>
  );
}
