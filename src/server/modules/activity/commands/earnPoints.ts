import { and, eq, sql } from "drizzle-orm";
import { berlinDate } from "../../../../common/berlinTime.ts";
import type { TActivityCode } from "../../../../common/contracts/activity.ts";
import type { Tx } from "../../../db/client.ts";
import { activityPoints, activityRewardGrants } from "../../../db/schema/activity.ts";
import { accessDenial, isVip, lockGuestRow } from "../../accounts/index.ts";
import { grantBenefits } from "../../benefits/index.ts";
import { mayCount, pointsFor, rewardsDue } from "../policy.ts";
import { type ActivityEventRow, challengeKey, rulesOf, runningEvents, standingOf } from "../queries.ts";

/**
 * Counts one activity of a guest in every running activity event that has it (spec content §3
 * "Special event (activity points)"), in one transaction: the guest's row is locked (her activities
 * count one after another), the activity counts only under its limit for the Berlin day, and its
 * source (the domain event, the day's visit) only once (unique key); a challenge it completes adds
 * its bonus points once, and every reward the points now reach is granted through the benefits
 * module in the same transaction, once (reward, guest). Answers whether it counted anywhere.
 */
export async function earnPoints(options: {
  tx: Tx;
  now: Date;
  guestId: number;
  code: TActivityCode;
  sourceKey: string;
  /** When the activity happened (its Berlin day and the events running then); default now. */
  at?: Date;
}): Promise<boolean> {
  const { tx, now, guestId, code, sourceKey } = options;
  const at = options.at ?? now;
  const guest = await lockGuestRow(tx, guestId);
  if (!guest || accessDenial(guest) !== null) return false;
  let counted = false;
  for (const event of await runningEvents(tx, at)) {
    if (await countIn(tx, event, { guestId, code, sourceKey, at, now, vip: isVip(guest, at) }))
      counted = true;
  }
  return counted;
}

async function countIn(
  tx: Tx,
  event: ActivityEventRow,
  input: { guestId: number; code: TActivityCode; sourceKey: string; at: Date; now: Date; vip: boolean },
): Promise<boolean> {
  const { guestId, code, sourceKey, now } = input;
  const rules = await rulesOf(tx, event.id);
  const activity = rules.activities.find((a) => a.code === code);
  if (!activity) return false;
  const day = berlinDate(input.at);
  const before = await standingOf(tx, event.id, guestId, day);
  if (!mayCount(before.counts.get(code)?.today ?? 0, activity.limitPerDay)) return false;
  const [inserted] = await tx
    .insert(activityPoints)
    .values({
      eventId: event.id,
      guestId,
      activityCode: code,
      day,
      points: pointsFor(activity, input.vip),
      sourceKey,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: activityPoints.id });
  if (!inserted) return false;
  const done = (before.counts.get(code)?.total ?? 0) + 1;
  for (const challenge of rules.challenges) {
    if (challenge.activityCode !== code || done < challenge.target || before.completed.has(challenge.id))
      continue;
    await tx
      .insert(activityPoints)
      .values({
        eventId: event.id,
        guestId,
        activityCode: "challenge",
        day,
        points: challenge.bonusPoints,
        sourceKey: challengeKey(challenge.id, guestId),
        createdAt: now,
      })
      .onConflictDoNothing();
  }
  await grantReached(tx, event.id, guestId, rules.rewards, now);
  return true;
}

/** Grants every reward of the event the guest's points reach and she has not got yet. */
async function grantReached(
  tx: Tx,
  eventId: number,
  guestId: number,
  rewards: Awaited<ReturnType<typeof rulesOf>>["rewards"],
  now: Date,
): Promise<void> {
  const [{ total } = { total: 0 }] = await tx
    .select({ total: sql<number>`coalesce(sum(${activityPoints.points}), 0)::int` })
    .from(activityPoints)
    .where(and(eq(activityPoints.eventId, eventId), eq(activityPoints.guestId, guestId)));
  const granted = await tx
    .select({ rewardId: activityRewardGrants.rewardId })
    .from(activityRewardGrants)
    .where(and(eq(activityRewardGrants.eventId, eventId), eq(activityRewardGrants.guestId, guestId)));
  for (const reward of rewardsDue(rewards, total, new Set(granted.map((g) => g.rewardId)))) {
    const [grant] = await tx
      .insert(activityRewardGrants)
      .values({ eventId, rewardId: reward.id, guestId, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: activityRewardGrants.id });
    if (grant) await grantBenefits(tx, guestId, [reward.benefit], `activity:${eventId}:${reward.id}`, now);
  }
}
