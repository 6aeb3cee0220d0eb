import { randomInt } from "node:crypto";

/** Weights are parts of a million: a reward of weight 250,000 is drawn one time in four. */
export const ODDS_SCALE = 1_000_000;

/** A reward as the draw sees it: its weight, and its stock (null: unlimited) and what went out of it. */
export interface DrawableReward {
  id: number;
  weight: number;
  stock: number | null;
  granted: number;
  /** What it grants: a coins reward counts against the game's coin budget. */
  benefit?: { kind: string; amount?: number };
}

/** One line of a game's published odds: a reward (null: nothing), its probability and what is left. */
export interface OddsLine {
  rewardId: number | null;
  /** Parts of ODDS_SCALE. */
  weight: number;
  /** How many are left where the stock is limited (null: unlimited). */
  left: number | null;
}

/**
 * The odds a game publishes and draws by, at this moment: each reward's weight while it is in
 * stock, and "nothing" with the rest of the million. A reward that is out of stock gives its share
 * to "nothing", not to the other rewards: a prize running out never makes another one likelier,
 * and the table the guest reads is the table the draw uses. With a coin budget (`coinsLeft`, null:
 * none), a coins reward of more than the coins left is out of stock the same way.
 */
export function publishedOdds(rewards: DrawableReward[], coinsLeft: number | null = null): OddsLine[] {
  const lines: OddsLine[] = rewards.map((reward) => {
    const left = reward.stock === null ? null : Math.max(0, reward.stock - reward.granted);
    if (overBudget(reward, coinsLeft)) return { rewardId: reward.id, weight: 0, left: 0 };
    return { rewardId: reward.id, weight: left === 0 ? 0 : reward.weight, left };
  });
  const taken = lines.reduce((sum, line) => sum + line.weight, 0);
  if (taken > ODDS_SCALE) throw new RangeError("A game's weights add up to more than a million");
  return [...lines, { rewardId: null, weight: ODDS_SCALE - taken, left: null }];
}

/** Whether a reward is coins beyond what the game's budget has left. */
export function overBudget(reward: DrawableReward, coinsLeft: number | null): boolean {
  return coinsLeft !== null && reward.benefit?.kind === "coins" && (reward.benefit.amount ?? 0) > coinsLeft;
}

/** A source of whole random numbers in [0, max): the crypto source, or a seeded one in tests. */
export type RandomSource = (max: number) => number;

/** node's cryptographically secure source (crypto.randomInt). */
export const secureRandom: RandomSource = (max) => randomInt(max);

/**
 * Draws one line of the table with the source: a number in [0, a million), and the line whose
 * share of the million holds it. Exactly the published probabilities, nothing else.
 */
export function draw(table: OddsLine[], random: RandomSource = secureRandom): OddsLine {
  const total = table.reduce((sum, line) => sum + line.weight, 0);
  if (total !== ODDS_SCALE) throw new RangeError("Odds must add up to a million");
  let point = random(ODDS_SCALE);
  for (const line of table) {
    if (point < line.weight) return line;
    point -= line.weight;
  }
  throw new RangeError("The random source answered outside [0, a million)");
}

/** A line's probability as published (0..1). */
export function probabilityOf(line: OddsLine): number {
  return line.weight / ODDS_SCALE;
}
