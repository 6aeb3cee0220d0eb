import { eq, sql } from "drizzle-orm";
import type { Tx } from "../../../db/client.ts";
import { guests, sessions } from "../../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";
import { lockActiveGuest, mayUsePlatform } from "../access.ts";
import { hashPassword } from "../password.ts";
import { createSession, type GuestRow } from "../sessions.ts";
import { consumeToken } from "./accountTokens.ts";

const INVALID_LINK = "The link is invalid, used or expired";

/** Marks the guest's address verified with a mailed token; records accounts.emailVerified. */
export async function verifyEmail(options: { tx: Tx; token: string; now: Date }): Promise<GuestRow> {
  const guestId = await consumeToken(options.tx, options.token, "verify-email", options.now);
  if (guestId === null) throw new AppError(AppErrorCode.BAD_REQUEST, INVALID_LINK);
  const [guest] = await options.tx
    .update(guests)
    .set({
      emailVerifiedAt: sql`coalesce(${guests.emailVerifiedAt}, ${options.now.toISOString()}::timestamptz)`,
    })
    .where(eq(guests.id, guestId))
    .returning();
  if (!guest) throw new AppError(AppErrorCode.BAD_REQUEST, INVALID_LINK);
  await recordEvent(options.tx, "accounts.emailVerified", { guestId });
  return guest;
}

/**
 * The mailed verification link (GET auth/verifyEmail/{token}): verifies the address and, when
 * `logIn` (a browser without a session of its own on the site), starts a session of the guest: the
 * link proves the mailbox as a reset link does, and it brings the guest back logged in to the
 * address they signed up at (issue 27). A guest who may not use the platform gets no session; the
 * address is verified all the same.
 */
export async function verifyEmailLink(options: {
  tx: Tx;
  token: string;
  logIn: boolean;
  now: Date;
}): Promise<{ guest: GuestRow; session: string | null }> {
  const guest = await verifyEmail(options);
  const session =
    options.logIn && mayUsePlatform(guest) ? await createSession(options.tx, guest.id, options.now) : null;
  return { guest, session };
}

/**
 * Sets a new password with a mailed reset token: every existing session ends, a new one starts,
 * and the address counts as verified (the guest just proved they read its mail).
 */
export async function resetPassword(options: {
  tx: Tx;
  token: string;
  password: string;
  now: Date;
}): Promise<{ guest: GuestRow; token: string }> {
  const { tx, now } = options;
  const guestId = await consumeToken(tx, options.token, "reset-password", now);
  if (guestId === null) throw new AppError(AppErrorCode.BAD_REQUEST, INVALID_LINK);
  // A locked guest gets no session this way either (the transaction, token use included, rolls back).
  await lockActiveGuest(tx, guestId);
  const passwordHash = await hashPassword(options.password);
  const [guest] = await tx
    .update(guests)
    .set({
      passwordHash,
      emailVerifiedAt: sql`coalesce(${guests.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(guests.id, guestId))
    .returning();
  if (!guest) throw new AppError(AppErrorCode.BAD_REQUEST, INVALID_LINK);
  await tx.delete(sessions).where(eq(sessions.guestId, guestId));
  return { guest, token: await createSession(tx, guestId, now) };
}
