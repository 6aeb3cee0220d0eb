import type { PincallType, TPincallVerification } from "../../../common/contracts/phone.ts";
import type { phoneVerifications } from "../../db/schema/phone.ts";

export type VerificationRow = typeof phoneVerifications.$inferSelect;

/** A verification row as spec §3 shows it (never the PIN's hash or salt). */
export function presentVerification(row: VerificationRow): TPincallVerification {
  return {
    id: row.id,
    type: row.type as PincallType,
    verified: row.verifiedAt !== null,
    countryCode: row.countryCode,
    preCode: row.preCode,
    number: row.number,
    e123: row.e123,
    pinLength: row.pinLength,
    isMobile: row.lineType === "mobile",
    expiresAt: row.verifiedAt ? null : row.expiresAt.toISOString(),
  };
}
