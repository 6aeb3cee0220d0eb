import {
  emailFirstMessage,
  type PhoneCode,
  type PinLimitReason,
  phoneCodeMessage,
  pinLimitMessage,
} from "../../../common/contracts/phone.ts";
import type { Language } from "../../../common/languages.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/** The platform error code (and so the HTTP status) of each phone code of spec §8. */
const APP_CODE: Record<PhoneCode, AppErrorCode> = {
  1: AppErrorCode.VALIDATION_FAILED,
  2: AppErrorCode.FORBIDDEN,
  3: AppErrorCode.VALIDATION_FAILED,
  4: AppErrorCode.CONFLICT,
  5: AppErrorCode.FORBIDDEN,
  6: AppErrorCode.CONFLICT,
  7: AppErrorCode.NOT_FOUND,
  8: AppErrorCode.BAD_REQUEST,
  9: AppErrorCode.LIMIT_REACHED,
  10: AppErrorCode.BAD_REQUEST,
};

/** A pin-call failure: the platform's error with the phone code in details.phoneCode (spec §8). */
export function phoneError(
  code: PhoneCode,
  language: Language,
  extra: Record<string, unknown> = {},
): AppError {
  return new AppError(APP_CODE[code], phoneCodeMessage(code, language), { phoneCode: code, ...extra });
}

/**
 * A start refused by a limit on PIN messages: code 9 (403 LIMIT_REACHED) with `reason` and what the
 * client may tell the guest (the limit, its window, when a start works again), and that reason's text.
 */
export function pinLimitError(
  reason: PinLimitReason,
  language: Language,
  details: { limit: number; window: "hour" | "day"; retryAt: string },
): AppError {
  return new AppError(APP_CODE[9], pinLimitMessage(reason, language), { phoneCode: 9, reason, ...details });
}

/** A start by a guest whose e-mail address is not confirmed: 403 EMAIL_NOT_VERIFIED, no phone code. */
export function emailNotVerifiedError(language: Language): AppError {
  return new AppError(AppErrorCode.EMAIL_NOT_VERIFIED, emailFirstMessage(language));
}
