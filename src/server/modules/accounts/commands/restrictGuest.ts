import { eq } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { guests } from "../../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";

/**
 * Support restricts a guest (e.g. after a charge-back) with the amount owed, or lifts the
 * restriction (level 0, nothing owed), in the caller's transaction; records
 * accounts.guestRestricted. 404 for an unknown guest.
 */
export async function restrictGuest(options: {
  tx: Tx;
  guestId: number;
  level: number;
  compensationDueCents: number;
  forcePayment: boolean;
}): Promise<void> {
  const { tx, guestId, level } = options;
  const [row] = await tx
    .update(guests)
    .set({
      restrictionLevel: level,
      compensationDueCents: level === 0 ? 0 : options.compensationDueCents,
      isForcePayment: options.forcePayment,
    })
    .where(eq(guests.id, guestId))
    .returning({ id: guests.id });
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "Guest not found");
  await recordEvent(tx, "accounts.guestRestricted", { guestId, level });
}
