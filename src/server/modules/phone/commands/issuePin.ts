import { and, eq, gt, isNull } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { phoneVerifications } from "../../../db/schema/phone.ts";
import { hashPin, newPin, newSalt } from "../pin.ts";

/**
 * Makes the PIN of a started verification at the moment it is sent (handlers.ts sendPin), so the
 * secret is never written anywhere but into the message: the row gets only its salted hash. Answers
 * the PIN, or null when the verification already has one (a redelivered event), was verified, is
 * gone or has expired (a PIN that could no longer work is not sent).
 */
export async function issuePin(options: {
  tx: Tx;
  verificationId: number;
  now: Date;
}): Promise<string | null> {
  const { tx, verificationId, now } = options;
  const open = and(
    eq(phoneVerifications.id, verificationId),
    isNull(phoneVerifications.pinHash),
    isNull(phoneVerifications.verifiedAt),
    gt(phoneVerifications.expiresAt, now),
  );
  const [row] = await tx
    .select({ pinLength: phoneVerifications.pinLength })
    .from(phoneVerifications)
    .where(open)
    .for("update");
  if (!row) return null;
  const pin = newPin(row.pinLength);
  const pinSalt = newSalt();
  await tx
    .update(phoneVerifications)
    .set({ pinSalt, pinHash: hashPin(pin, pinSalt) })
    .where(eq(phoneVerifications.id, verificationId));
  return pin;
}
