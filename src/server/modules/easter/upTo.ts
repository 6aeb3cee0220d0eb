import { randomInt } from "node:crypto";
import { benefitQuantity, type TBenefit } from "../../../common/contracts/benefits.ts";
import type { TUpToRange } from "../../../common/contracts/easter.ts";

/** A random integer in [min, max), as crypto.randomInt; tests pass their own. */
export type RandomInt = (min: number, max: number) => number;

function withQuantity(benefit: TBenefit, quantity: number): TBenefit {
  switch (benefit.kind) {
    case "coins":
      return { ...benefit, amount: quantity };
    case "vipDays":
      return { ...benefit, days: quantity };
    case "voucher":
      return { ...benefit, amount: quantity };
    case "messengerGifts":
      return { ...benefit, count: quantity };
  }
}

/**
 * The published range of an "up to N" reward (docs/decisions.md "Easter eggs"): from a quarter of N
 * (rounded up, at least 1) to N, both included.
 */
export function upToRange(benefit: TBenefit): TUpToRange {
  const max = benefitQuantity(benefit);
  return { min: Math.max(1, Math.ceil(max / 4)), max };
}

/** What an "up to" reward grants: the amount drawn evenly from its published range, securely. */
export function drawUpTo(benefit: TBenefit, random: RandomInt = randomInt): TBenefit {
  const { min, max } = upToRange(benefit);
  const quantity = random(min, max + 1);
  if (!Number.isInteger(quantity) || quantity < min || quantity > max)
    throw new Error("The draw left the published range");
  return withQuantity(benefit, quantity);
}
