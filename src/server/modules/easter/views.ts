import { berlinDate } from "../../../common/berlinTime.ts";
import type {
  TEasterData,
  TEasterEggAnswer,
  TEasterReward,
  TEasterRewardHistoryItem,
  TEggPosition,
  TRunningEasterEvent,
} from "../../../common/contracts/easter.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { spotsOfDay } from "./policy.ts";
import {
  collectedCount,
  currentEvent,
  type EasterEventRow,
  type EasterRewardRow,
  grantsOf,
  rewardsOf,
  runningEvents,
  spotsCollectedOn,
  spotsOf,
} from "./queries.ts";
import { eggSigningKey, signEggToken } from "./token.ts";
import { upToRange } from "./upTo.ts";

/** The running easter events, for the events list (special/get/events). */
export async function runningEasterEvents(
  db: DbOrTx,
  now: Date,
  language: Language,
): Promise<TRunningEasterEvent[]> {
  return (await runningEvents(db, now)).map((event) => ({
    eventId: event.id,
    eventType: "easter",
    title: pickLocalized(event.title, language),
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt?.toISOString() ?? null,
  }));
}

/** A step of the ladder; a hidden one keeps its secret until granted. */
export function presentReward(row: EasterRewardRow, granted: boolean, language: Language): TEasterReward {
  const revealed = !row.hidden || granted;
  return {
    id: row.id,
    requiredEggs: row.requiredEggs,
    isUpTo: row.isUpTo,
    hidden: row.hidden,
    revealed,
    label: revealed ? pickLocalized(row.label, language) : null,
    benefit: revealed ? row.benefit : null,
    range: revealed && row.isUpTo ? upToRange(row.benefit) : null,
    granted,
  };
}

/** The data of an event for a guest (or a visitor, guestId null). */
export async function eventData(
  db: DbOrTx,
  event: EasterEventRow | null,
  options: { guestId: number | null; language: Language; now: Date },
): Promise<TEasterData> {
  const { guestId, language, now } = options;
  const day = berlinDate(now);
  if (!event)
    return {
      day,
      event: null,
      collectedEggs: guestId === null ? null : 0,
      collectedToday: guestId === null ? null : 0,
      rewards: [],
      rewardHistory: guestId === null ? null : [],
    };
  const [rewards, collected, today, grants] = await Promise.all([
    rewardsOf(db, event.id),
    guestId === null ? null : collectedCount(db, event.id, guestId),
    guestId === null ? null : spotsCollectedOn(db, event.id, guestId, day),
    guestId === null ? [] : grantsOf(db, event.id, guestId),
  ]);
  const grantedIds = new Set(grants.map((grant) => grant.rewardId));
  const byId = new Map(rewards.map((reward) => [reward.id, reward]));
  const history: TEasterRewardHistoryItem[] = grants.flatMap((grant) => {
    const reward = byId.get(grant.rewardId);
    return reward ? [historyItem(reward, grant.benefit, grant.createdAt, language)] : [];
  });
  return {
    day,
    event: {
      eventId: event.id,
      eventType: "easter",
      title: pickLocalized(event.title, language),
      startsAt: event.startsAt.toISOString(),
      endsAt: event.endsAt?.toISOString() ?? null,
      eggsPerDay: event.eggsPerDay,
      totalEggs: Math.max(0, ...rewards.map((reward) => reward.requiredEggs)),
    },
    collectedEggs: collected,
    collectedToday: today === null ? null : today.length,
    rewards: rewards.map((reward) => presentReward(reward, grantedIds.has(reward.id), language)),
    rewardHistory: guestId === null ? null : history,
  };
}

/** A granted reward as the history shows it. */
export function historyItem(
  reward: EasterRewardRow,
  benefit: EasterRewardRow["benefit"],
  grantedAt: Date,
  language: Language,
): TEasterRewardHistoryItem {
  return {
    rewardId: reward.id,
    requiredEggs: reward.requiredEggs,
    label: pickLocalized(reward.label, language),
    benefit,
    grantedAt: grantedAt.toISOString(),
  };
}

/** special/getData/easter: the current event's data for the caller. */
export async function easterData(
  db: DbOrTx,
  options: { guestId: number | null; language: Language; now: Date },
): Promise<TEasterData> {
  return eventData(db, await currentEvent(db, options.now), options);
}

/**
 * The egg hiding on a page today for a guest, with its verification token; null when none hides
 * there today, the guest found it already today, no event runs, or the caller is a visitor.
 */
export async function eggForPage(
  db: DbOrTx,
  options: { secret: string; guestId: number | null; page: string; now: Date },
): Promise<TEasterEggAnswer> {
  const { guestId, page, now } = options;
  if (guestId === null) return { egg: null };
  const event = await currentEvent(db, now);
  if (!event) return { egg: null };
  const day = berlinDate(now);
  const hidden = spotsOfDay(await spotsOf(db, event.id), event.id, day, event.eggsPerDay).filter(
    (spot) => spot.routeName === page,
  );
  if (hidden.length === 0) return { egg: null };
  const found = new Set(await spotsCollectedOn(db, event.id, guestId, day));
  const spot = hidden.find((candidate) => !found.has(candidate.id));
  if (!spot) return { egg: null };
  const verificationToken = signEggToken(eggSigningKey(options.secret), {
    eventId: event.id,
    spotId: spot.id,
    guestId,
    day,
  });
  return { egg: { eggId: spot.eggKey, verificationToken, position: spot.position as TEggPosition } };
}
