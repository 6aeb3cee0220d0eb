import { parseConsent } from "../../../common/consent.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/** Tracking needs the analytics cookie category (spec core §5): without it nothing is stored. */
export function authorizeTracking(consentCookie: string | undefined): void {
  const consent = parseConsent(consentCookie);
  if (!consent?.analytics) throw new AppError(AppErrorCode.FORBIDDEN, "Analytics consent is missing");
}
