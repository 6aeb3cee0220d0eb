import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx, Tx } from "../../../db/client.ts";
import { accountTokens, guests, sessions } from "../../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { verifyPassword } from "../password.ts";
import type { GuestRow } from "../sessions.ts";

/** The account's part of a guest's data export (GDPR art. 15/20): the profile without secrets, the sessions. */
export async function accountDataOf(db: DbOrTx, guest: GuestRow) {
  const { passwordHash: _secret, ...profile } = guest;
  const guestSessions = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.guestId, guest.id));
  return { profile, sessions: guestSessions };
}

/**
 * The account's part of a deletion (GDPR art. 17), after the password is confirmed (403 when it is
 * wrong, with nothing written): e-mail, name and password are erased, sessions and tokens removed.
 * The row stays, anonymous, for the bookkeeping other modules keep (modules/privacy).
 */
export async function eraseAccount(options: { tx: Tx; guest: GuestRow; password: string; now: Date }) {
  const { tx, guest } = options;
  if (!(await verifyPassword(guest.passwordHash, options.password)))
    throw new AppError(AppErrorCode.FORBIDDEN, "The password is wrong");
  await tx.delete(sessions).where(eq(sessions.guestId, guest.id));
  await tx.delete(accountTokens).where(eq(accountTokens.guestId, guest.id));
  await tx
    .update(guests)
    .set({
      email: `deleted-${guest.id}@deleted.invalid`,
      name: "",
      // Not an argon2 hash: no password can ever match it.
      passwordHash: `deleted:${randomBytes(16).toString("hex")}`,
      emailVerifiedAt: null,
      signupSite: null,
      deletedAt: options.now,
    })
    .where(eq(guests.id, guest.id));
}
