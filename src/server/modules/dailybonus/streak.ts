import { addCalendarDays } from "../../../common/berlinTime.ts";

/** Days in a row with a daily-bonus claim that earn the five-days bonus. */
export const FIVE_DAYS = 5;

/** The five-days bonus in coins (docs/decisions.md "Five-days bonus"). */
export const FIVE_DAYS_BONUS_COINS = 20;

/** Where a guest stands on the way to the five-days bonus on the Berlin day `today`. */
export interface FiveDaysState {
  /** The five days ending today, oldest first, each with whether the guest claimed an offer. */
  days: { date: string; claimed: boolean }[];
  /** Days in a row with a claim since the last bonus, ending today (or yesterday while today is open): 0..5. */
  progress: number;
  /** Whether a claim today completes five days in a row (and no bonus of them was given yet). */
  dueWithTodaysClaim: boolean;
  /** Whether the bonus was given today. */
  grantedToday: boolean;
  /** The day of the last bonus in the days given. */
  lastBonus: string | null;
}

/**
 * The five-days bonus rule (one policy): a guest who claims a daily-bonus offer on five Berlin
 * days in a row gets the bonus on the fifth; the days of one bonus never count for the next, so
 * the next one needs five new days (a bonus on day D, the next at the earliest on D + 5). A missed
 * day starts the run again. `claimedDays` and `bonusDays` are the guest's days with a claim and
 * with a bonus (at least the last ten days are needed).
 */
export function fiveDaysState(
  claimedDays: ReadonlySet<string>,
  bonusDays: readonly string[],
  today: string,
): FiveDaysState {
  const lastBonus = bonusDays.reduce<string | null>(
    (last, day) => (last === null || day > last ? day : last),
    null,
  );
  const days = Array.from({ length: FIVE_DAYS }, (_, i) => {
    const date = addCalendarDays(today, i - (FIVE_DAYS - 1));
    return { date, claimed: claimedDays.has(date) };
  });
  const grantedToday = lastBonus === today;
  let progress = 0;
  let day = claimedDays.has(today) ? today : addCalendarDays(today, -1);
  while (progress < FIVE_DAYS && claimedDays.has(day) && (lastBonus === null || day > lastBonus)) {
    progress += 1;
    day = addCalendarDays(day, -1);
  }
  if (grantedToday) progress = FIVE_DAYS;
  const earlier = days.slice(0, FIVE_DAYS - 1);
  const dueWithTodaysClaim =
    !grantedToday &&
    earlier.every((d) => d.claimed) &&
    (lastBonus === null || lastBonus < (earlier[0] as { date: string }).date);
  return { days, progress, dueWithTodaysClaim, grantedToday, lastBonus };
}
