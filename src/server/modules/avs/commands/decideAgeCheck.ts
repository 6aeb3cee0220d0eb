import { and, eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { avsChecks } from "../../../db/schema/avs.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { type AgeCheckStatus, setAgeCheckState } from "../../accounts/index.ts";

/**
 * Support sets a guest's age-check status, in the caller's transaction: decides a pending check
 * (accepted, or rejected with a message), revokes an accepted one (with a message), or resets it.
 * Records avs.statusChanged. An unknown guest is 404, with nothing written.
 */
export async function decideAgeCheck(options: {
  tx: Tx;
  guestId: number;
  status: AgeCheckStatus;
  /** Shown to the guest for a rejection or revocation. */
  message: string | null;
  now: Date;
}): Promise<void> {
  const { tx, guestId, status, message } = options;
  const stored = await setAgeCheckState({
    tx,
    guestId,
    status,
    message: status === "rejected" || status === "revoked" ? message : null,
  });
  if (!stored) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
  if (status === "accepted" || status === "rejected")
    await tx
      .update(avsChecks)
      .set({ status, message, decidedAt: options.now })
      .where(and(eq(avsChecks.guestId, guestId), eq(avsChecks.status, "pending")));
  await recordEvent(tx, "avs.statusChanged", { guestId });
}
