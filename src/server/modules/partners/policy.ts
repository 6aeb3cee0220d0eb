import { PARTNER_LIMITS } from "../../../common/contracts/partners.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/** Whole years between a date of birth (YYYY-MM-DD) and a day, by the calendar. */
export function ageOn(birthDate: string, now: Date): number {
  const [year, month, day] = birthDate.split("-").map(Number) as [number, number, number];
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const d = now.getUTCDate();
  return y - year - (m < month || (m === month && d < day) ? 1 : 0);
}

/** A performer applies only at 18 or older, with a date of birth that can be true. */
export function checkApplicantAge(birthDate: string, now: Date): void {
  const age = ageOn(birthDate, now);
  if (age < 0 || age > 120)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "birthDate: not a possible date of birth", {
      issues: [{ path: "birthDate", message: "not a possible date of birth" }],
    });
  if (age < PARTNER_LIMITS.minAge)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "birthDate: you must be 18 or older", {
      issues: [{ path: "birthDate", message: "under 18" }],
      reason: "underAge",
    });
}
