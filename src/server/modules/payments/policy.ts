import { LIMIT_COOLING_OFF_DAYS } from "../../../common/contracts/payments.ts";

export interface LimitState {
  depositLimitCents: number | null;
  depositLimitNextCents: number | null;
  depositLimitNextFrom: Date | null;
}

/** The deposit limit in force at `now`: a pending change counts once its cooling-off is over. */
export function effectiveLimit(state: LimitState, now: Date): number | null {
  if (state.depositLimitNextFrom && state.depositLimitNextFrom <= now) return state.depositLimitNextCents;
  return state.depositLimitCents;
}

/**
 * A new monthly limit: lowering (or a first limit) applies at once and drops a pending raise;
 * raising or removing applies after the cooling-off period, the current limit staying until then.
 */
export function changeLimit(state: LimitState, wantedCents: number | null, now: Date): LimitState {
  const current = effectiveLimit(state, now);
  const stricter = wantedCents !== null && (current === null || wantedCents <= current);
  if (stricter)
    return { depositLimitCents: wantedCents, depositLimitNextCents: null, depositLimitNextFrom: null };
  return {
    depositLimitCents: current,
    depositLimitNextCents: wantedCents,
    depositLimitNextFrom: new Date(now.getTime() + LIMIT_COOLING_OFF_DAYS * 86_400_000),
  };
}

/** Whether a card has expired by `now` (valid through the end of its expiry month). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  return Date.UTC(expYear, expMonth, 1) <= now.getTime();
}

/** The price of a subscription renewal, lowered while cancellation-offer renewals remain. */
export function renewalPrice(fullMinor: number, discountedRenewals: number, percent: number): number {
  return discountedRenewals > 0 ? Math.ceil((fullMinor * percent) / 100) : fullMinor;
}
