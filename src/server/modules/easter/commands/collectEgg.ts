import { and, eq, lte } from "drizzle-orm";
import type { TCollectEggResult, TEasterRewardHistoryItem } from "../../../../common/contracts/easter.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import {
  easterCollections,
  easterEggSpots,
  easterRewardGrants,
  easterRewards,
} from "../../../db/schema/easter.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { lockActiveGuest } from "../../accounts/index.ts";
import { grantBenefits } from "../../benefits/index.ts";
import { assertMayCollect } from "../policy.ts";
import { collectedCount, eventById } from "../queries.ts";
import { eggSigningKey, verifyEggToken } from "../token.ts";
import { drawUpTo, type RandomInt } from "../upTo.ts";
import { eventData, historyItem } from "../views.ts";

/**
 * Collects a hidden egg (POST special/easter/collectEgg), in one transaction: the token must be
 * this server's (400 `malformedToken`, 403 `invalidToken`) and this guest's (403 `notYourEgg`),
 * of today in Berlin like qmdate, of a running event (409, policy.ts); the guest's row is locked,
 * the collection is written under its key (a used token: 409 `alreadyCollected`), and every reward
 * whose number of eggs is now reached is granted once (keyed by guest and reward) through the
 * benefits module, an "up to" reward with its drawn amount.
 */
export async function collectEgg(options: {
  tx: Tx;
  now: Date;
  guestId: number;
  secret: string;
  verificationToken: string;
  qmdate: string;
  language: Language;
  random?: RandomInt;
}): Promise<TCollectEggResult> {
  const { tx, now, guestId, language } = options;
  const claim = verifyEggToken(eggSigningKey(options.secret), options.verificationToken);
  if (claim.guestId !== guestId)
    throw new AppError(AppErrorCode.FORBIDDEN, "This egg was hidden for another guest", {
      errorMessage: "notYourEgg",
    });
  const event = await eventById(tx, claim.eventId);
  if (!event) throw notFound("Easter event");
  assertMayCollect({ qmdate: options.qmdate, tokenDay: claim.day, event }, now);
  await lockActiveGuest(tx, guestId);
  const [spot] = await tx
    .select({ id: easterEggSpots.id })
    .from(easterEggSpots)
    .where(and(eq(easterEggSpots.id, claim.spotId), eq(easterEggSpots.eventId, event.id)))
    .limit(1);
  if (!spot) throw notFound("Egg");
  const [collected] = await tx
    .insert(easterCollections)
    .values({ eventId: event.id, guestId, spotId: spot.id, day: claim.day, createdAt: now })
    .onConflictDoNothing()
    .returning({ id: easterCollections.id });
  if (!collected)
    throw new AppError(AppErrorCode.CONFLICT, "You found this egg already", {
      errorMessage: "alreadyCollected",
    });
  const eggs = await collectedCount(tx, event.id, guestId);
  const reached = await tx
    .select()
    .from(easterRewards)
    .where(and(eq(easterRewards.eventId, event.id), lte(easterRewards.requiredEggs, eggs)))
    .orderBy(easterRewards.requiredEggs);
  const newRewards: TEasterRewardHistoryItem[] = [];
  for (const reward of reached) {
    const benefit = reward.isUpTo ? drawUpTo(reward.benefit, options.random) : reward.benefit;
    const [grant] = await tx
      .insert(easterRewardGrants)
      .values({ eventId: event.id, guestId, rewardId: reward.id, benefit, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: easterRewardGrants.id });
    if (!grant) continue;
    await grantBenefits(tx, guestId, [benefit], `easter:${event.id}:${reward.id}`, now);
    newRewards.push(historyItem(reward, benefit, now, language));
  }
  return { collectedEggs: eggs, newRewards, data: await eventData(tx, event, { guestId, language, now }) };
}
