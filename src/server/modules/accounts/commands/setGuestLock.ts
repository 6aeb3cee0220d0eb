import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { guests, sessions } from "../../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";

/**
 * Support locks a guest or unlocks them, in the caller's transaction. A locked guest is logged
 * out everywhere (their sessions end) and accounts.guestLocked is recorded. 404 for an unknown guest.
 */
export async function setGuestLock(options: { tx: Tx; guestId: number; locked: boolean }): Promise<void> {
  const { tx, guestId, locked } = options;
  const [row] = await tx
    .update(guests)
    .set({ isLocked: locked })
    .where(eq(guests.id, guestId))
    .returning({ id: guests.id });
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
  if (!locked) return;
  await tx.delete(sessions).where(eq(sessions.guestId, guestId));
  await recordEvent(tx, "accounts.guestLocked", { guestId });
}
