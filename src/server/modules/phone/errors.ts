import { type PhoneCode, phoneCodeMessage } from "../../../common/contracts/phone.ts";
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
