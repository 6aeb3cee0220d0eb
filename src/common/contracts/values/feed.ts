// The feed's rules the web app needs too, without the contracts' schemas (zod stays out of the
// pages' JavaScript).

/** How far a post's tips have come towards its goal, in whole percent (at most 100). */
export function goalPercent(goalCoins: number, tipsSumCoins: number): number {
  return Math.min(100, Math.floor((tipsSumCoins * 100) / goalCoins));
}
