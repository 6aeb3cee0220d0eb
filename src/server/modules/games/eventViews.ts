import type {
  TEventCredits,
  TEventRewardHistoryItem,
  TEventType,
  TRunningEvents,
} from "../../../common/contracts/games.ts";
import type { Language } from "../../../common/languages.ts";
import { pickLocalized } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/builders.ts";
import { REWARD_EVENT_PAGES } from "../../../common/routes/events.ts";
import type { DbOrTx } from "../../db/client.ts";
import { vouchersOf } from "../benefits/index.ts";
import { attemptDay, attemptSource, dayRules } from "./policy.ts";
import { attemptsOn, type GameRow, rewardsOf, runningEventGames, wonAttempts } from "./queries.ts";
import { presentReward } from "./views.ts";

/** A guest's credits at a reward event today: the day's attempts, those used and those left. */
export async function eventCreditsOf(
  db: DbOrTx,
  game: GameRow,
  guestId: number,
  now: Date,
): Promise<TEventCredits> {
  const { day } = attemptDay(now);
  const total = dayRules(game, day).dailyAttempts;
  const used = Math.min(total, await attemptsOn(db, game.id, guestId, day));
  return { available: total - used, total, used };
}

/**
 * A guest's rewards at a reward event, newest first, with the line's optionCode and canRedeem: a
 * voucher reward can be redeemed while the voucher granted by that attempt has units left and has not
 * ended; coins, VIP days and messenger gifts are credited at once (nothing left to redeem: false).
 */
export async function eventRewardHistoryOf(
  db: DbOrTx,
  game: GameRow,
  guestId: number,
  now: Date,
  language: Language,
): Promise<TEventRewardHistoryItem[]> {
  const [won, rewards, vouchers] = await Promise.all([
    wonAttempts(db, game.id, guestId),
    rewardsOf(db, game.id),
    vouchersOf(db, guestId),
  ]);
  const byId = new Map(rewards.map((row) => [row.id, row]));
  const usable = new Set(
    vouchers.filter((v) => v.remaining > 0 && v.validTo > now && v.validFrom <= now).map((v) => v.source),
  );
  return won.flatMap(({ rewardId, day, attemptNo, at }) => {
    const row = byId.get(rewardId);
    if (!row) return [];
    const canRedeem = row.benefit.kind === "voucher" && usable.has(attemptSource(game.id, day, attemptNo));
    return [{ optionCode: row.code, canRedeem, reward: presentReward(row, language), at: at.toISOString() }];
  });
}

/** The reward events running now (GET special/get/events), by event id, with their page if any. */
export async function runningRewardEvents(
  db: DbOrTx,
  now: Date,
  language: Language,
): Promise<TRunningEvents> {
  const games = await runningEventGames(db, now);
  return {
    events: games.map((game) => {
      const eventType = game.eventType as TEventType;
      const page = REWARD_EVENT_PAGES[eventType];
      return {
        eventId: game.eventId as number,
        eventType,
        configId: game.id,
        title: pickLocalized(game.title, language),
        startsAt: game.startsAt.toISOString(),
        endsAt: game.endsAt?.toISOString() ?? null,
        path: buildPath(language, page),
      };
    }),
  };
}
