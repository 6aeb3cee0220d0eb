import type { TEventReward } from "../../../../common/contracts/games.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { notFound } from "../../../lib/errors.ts";
import { eventCreditsOf, eventRewardHistoryOf } from "../eventViews.ts";
import type { RandomSource } from "../odds.ts";
import { assertQmdate } from "../policy.ts";
import { gameByEventId } from "../queries.ts";
import { presentReward } from "../views.ts";
import { drawAttempt } from "./attempt.ts";

/**
 * A guest's attempt at a reward event (GET special/{eventType}/getReward/{eventId}, spec content
 * "Event reward"): the event must exist with that type (404 otherwise), the qmdate, when given, must
 * be today's Berlin day (409 `qmdateNotToday`), and the attempt is the games' one draw (same locks,
 * stock, coin budget and key). Answers the reward and the guest's data: her reward history and
 * today's credits.
 */
export async function useEventReward(options: {
  tx: Tx;
  guestId: number;
  eventId: number;
  eventType: string;
  qmdate: string | undefined;
  language: Language;
  now: Date;
  random?: RandomSource;
}): Promise<TEventReward> {
  const { tx, guestId, language, now } = options;
  const game = await gameByEventId(tx, options.eventId);
  if (!game || game.eventType !== options.eventType) throw notFound("Event");
  assertQmdate(options.qmdate, now);
  const reward = await drawAttempt({ tx, guestId, game, now, random: options.random });
  const [rewardHistory, credits] = await Promise.all([
    eventRewardHistoryOf(tx, game, guestId, now, language),
    eventCreditsOf(tx, game, guestId, now),
  ]);
  return { reward: reward ? presentReward(reward, language) : null, guestData: { rewardHistory, credits } };
}
