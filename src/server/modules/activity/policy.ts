import { benefitQuantity } from "../../../common/contracts/benefits.ts";

/** What an activity earns: its points, plus its VIP bonus for a guest who is VIP now. */
export function pointsFor(activity: { points: number; vipBonus: number }, vip: boolean): number {
  return activity.points + (vip ? activity.vipBonus : 0);
}

/** Whether one more of an activity counts today: `counted` today so far, under its limit a day. */
export function mayCount(counted: number, limitPerDay: number): boolean {
  return counted < limitPerDay;
}

/** The rewards a total of points reaches, of those not granted yet, lowest first. */
export function rewardsDue<R extends { id: number; requiredPoints: number }>(
  rewards: readonly R[],
  total: number,
  granted: ReadonlySet<number>,
): R[] {
  return rewards
    .filter((reward) => reward.requiredPoints <= total && !granted.has(reward.id))
    .sort((a, b) => a.requiredPoints - b.requiredPoints);
}

/** The value spec §3 names beside a reward's type: the benefit's amount, days or count. */
export const benefitValue = benefitQuantity;
