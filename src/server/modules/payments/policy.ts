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

const BERLIN_MONTH = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Berlin",
  year: "numeric",
  month: "2-digit",
});

/** Start of the calendar month in Berlin time that contains `now` (limits count per month). */
export function monthStart(now: Date): Date {
  const parts = Object.fromEntries(BERLIN_MONTH.formatToParts(now).map((part) => [part.type, part.value]));
  const year = Number(parts.year);
  const month = Number(parts.month);
  // Midnight in Berlin is 22:00 or 23:00 UTC the day before; find it from the UTC candidate.
  const utcMidnight = Date.UTC(year, month - 1, 1);
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(utcMidnight - offsetHours * 3_600_000);
    const check = Object.fromEntries(
      BERLIN_MONTH.formatToParts(candidate).map((part) => [part.type, part.value]),
    );
    if (Number(check.month) === month) return candidate;
  }
  return new Date(utcMidnight);
}

/** Whether a card has expired by `now` (valid through the end of its expiry month). */
export function cardExpired(expMonth: number, expYear: number, now: Date): boolean {
  return Date.UTC(expYear, expMonth, 1) <= now.getTime();
}

/** The price of a subscription renewal, lowered while cancellation-offer renewals remain. */
export function renewalPrice(fullMinor: number, discountedRenewals: number, percent: number): number {
  return discountedRenewals > 0 ? Math.ceil((fullMinor * percent) / 100) : fullMinor;
}
