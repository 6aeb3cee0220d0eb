import { AppErrorCode, ERROR_STATUS, type ErrorBody } from "../../common/errors.ts";

export { AppErrorCode };

/** The one error type commands, policies and handlers throw; mapped to HTTP by its code. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: unknown;

  constructor(code: AppErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  /** The HTTP status of this error's code. */
  get status(): number {
    return ERROR_STATUS[this.code];
  }

  /** The platform's error body. */
  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

/** Shorthand for a 404 with the NOT_FOUND code. */
export function notFound(what: string): AppError {
  return new AppError(AppErrorCode.NOT_FOUND, `${what} not found`);
}
