/**
 * The one error-code enum of the platform. Clients branch on `code`, never on message text.
 * Every code has exactly one HTTP status (see ERROR_STATUS).
 */
export const AppErrorCode = {
  BAD_REQUEST: "BAD_REQUEST",
  VALIDATION_FAILED: "VALIDATION_FAILED",
  UNAUTHENTICATED: "UNAUTHENTICATED",
  FORBIDDEN: "FORBIDDEN",
  NEED_AGE_CHECK: "NEED_AGE_CHECK",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_ALLOWED",
  CONFLICT: "CONFLICT",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  UNSUPPORTED_MEDIA_TYPE: "UNSUPPORTED_MEDIA_TYPE",
  RANGE_NOT_SATISFIABLE: "RANGE_NOT_SATISFIABLE",
  URI_TOO_LONG: "URI_TOO_LONG",
  HEADERS_TOO_LARGE: "HEADERS_TOO_LARGE",
  REQUEST_TIMEOUT: "REQUEST_TIMEOUT",
  INSUFFICIENT_FUNDS: "INSUFFICIENT_FUNDS",
  PAYMENT_DECLINED: "PAYMENT_DECLINED",
  LIMIT_REACHED: "LIMIT_REACHED",
  /** A charge would break one of the guest's own spend limits (day, week, month). */
  SPEND_LIMIT: "SPEND_LIMIT",
  ACCOUNT_RESTRICTED: "ACCOUNT_RESTRICTED",
  /** The operator locked the account: no session, no spending, no writing. */
  ACCOUNT_LOCKED: "ACCOUNT_LOCKED",
  /** The guest's e-mail address is not confirmed yet (e.g. no PIN goes to a phone before it is). */
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  IDEMPOTENCY_KEY_REUSED: "IDEMPOTENCY_KEY_REUSED",
  RATE_LIMITED: "RATE_LIMITED",
  INTERNAL: "INTERNAL",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
} as const;
export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

/** HTTP status per error code. */
export const ERROR_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_FUNDS: 402,
  PAYMENT_DECLINED: 402,
  LIMIT_REACHED: 403,
  SPEND_LIMIT: 403,
  ACCOUNT_RESTRICTED: 403,
  ACCOUNT_LOCKED: 403,
  EMAIL_NOT_VERIFIED: 403,
  FORBIDDEN: 403,
  NEED_AGE_CHECK: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  IDEMPOTENCY_KEY_REUSED: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RANGE_NOT_SATISFIABLE: 416,
  URI_TOO_LONG: 414,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
};

/** The one error body every failing REST call answers with. */
export interface ErrorBody {
  error: { code: AppErrorCode; message: string; details?: unknown };
}

/** True when a parsed JSON body has the platform's error shape. */
export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === "object" && error !== null && typeof (error as { code: unknown }).code === "string";
}
