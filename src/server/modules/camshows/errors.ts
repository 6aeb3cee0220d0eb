import { TICKET_ERROR, type TicketErrorCode } from "../../../common/contracts/camshows.ts";
import { AppError, type AppErrorCode } from "../../lib/errors.ts";

/**
 * A refused ticket call: the platform's error (code and HTTP status) with the spec's
 * `success: false` and the ticket errorCode in its details (docs/REST.md "Cam shows").
 */
export function ticketError(code: AppErrorCode, errorCode: TicketErrorCode, message: string): AppError {
  return new AppError(code, message, { success: false, errorCode });
}

/** The ticket errorCode of an error another module threw (money, spend limits, access). */
export function asTicketError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  if (error.code === "INSUFFICIENT_FUNDS")
    return ticketError(error.code, TICKET_ERROR.insufficientFunds, error.message);
  if (["SPEND_LIMIT", "ACCOUNT_LOCKED", "ACCOUNT_RESTRICTED", "FORBIDDEN"].includes(error.code))
    return new AppError(error.code, error.message, {
      ...(typeof error.details === "object" && error.details !== null ? error.details : {}),
      success: false,
      errorCode: TICKET_ERROR.notAllowed,
    });
  return error;
}
