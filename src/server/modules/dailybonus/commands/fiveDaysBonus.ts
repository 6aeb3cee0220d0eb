import { and, eq, gte, lte } from "drizzle-orm";
import { addCalendarDays, berlinDate } from "../../../../common/berlinTime.ts";
import type { TFiveDaysBonus } from "../../../../common/contracts/values/dailybonus.ts";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { dailyClaims, dailyStreakRewards } from "../../../db/schema/dailybonus.ts";
import { grantBenefits } from "../../benefits/index.ts";
import { FIVE_DAYS, FIVE_DAYS_BONUS_COINS, fiveDaysState } from "../streak.ts";

/** The days the rule needs: two runs of five before today. */
const WINDOW_DAYS = 2 * FIVE_DAYS;

async function streakOf(db: DbOrTx, guestId: number, today: string) {
  const from = addCalendarDays(today, -WINDOW_DAYS);
  const [claims, bonuses] = await Promise.all([
    db
      .selectDistinct({ day: dailyClaims.day })
      .from(dailyClaims)
      .where(and(eq(dailyClaims.guestId, guestId), gte(dailyClaims.day, from), lte(dailyClaims.day, today))),
    db
      .select({ day: dailyStreakRewards.day })
      .from(dailyStreakRewards)
      .where(and(eq(dailyStreakRewards.guestId, guestId), gte(dailyStreakRewards.day, from))),
  ]);
  return { claimed: new Set(claims.map((row) => row.day)), bonusDays: bonuses.map((row) => row.day) };
}

/**
 * Gives the five-days bonus with the claim that earns it, in the claim's transaction (the guest's
 * row is locked by the claim): when the days before `today` complete the run (streak.ts), the
 * bonus row (guest, day) is written and its coins credited through the benefits module. The
 * primary key makes a second grant of the day impossible. Answers the coins given (null: none).
 */
export async function grantFiveDaysBonus(
  tx: Tx,
  guestId: number,
  today: string,
  now: Date,
): Promise<number | null> {
  const { claimed, bonusDays } = await streakOf(tx, guestId, today);
  if (!fiveDaysState(claimed, bonusDays, today).dueWithTodaysClaim) return null;
  const [row] = await tx
    .insert(dailyStreakRewards)
    .values({ guestId, day: today, coins: FIVE_DAYS_BONUS_COINS, createdAt: now })
    .onConflictDoNothing()
    .returning({ coins: dailyStreakRewards.coins });
  if (!row) return null;
  await grantBenefits(tx, guestId, [{ kind: "coins", amount: row.coins }], `fiveDaysBonus:${today}`, now);
  return row.coins;
}

/** GET dailyBonus/fiveDays: the guest's last five Berlin days and her way to the bonus. */
export async function fiveDaysBonusOf(db: DbOrTx, guestId: number, now: Date): Promise<TFiveDaysBonus> {
  const today = berlinDate(now);
  const { claimed, bonusDays } = await streakOf(db, guestId, today);
  const state = fiveDaysState(claimed, bonusDays, today);
  return {
    today,
    days: state.days,
    progress: state.progress,
    required: FIVE_DAYS,
    grantedToday: state.grantedToday,
    bonusCoins: FIVE_DAYS_BONUS_COINS,
    lastGrantedOn: state.lastBonus,
  };
}
