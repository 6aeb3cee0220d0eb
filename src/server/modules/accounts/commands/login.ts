import { eq, sql } from "drizzle-orm";
import type { TLogin } from "../../../../common/contracts/accounts.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { guests } from "../../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { assertMayUsePlatform } from "../access.ts";
import { dummyHash, verifyPassword } from "../password.ts";
import { createSession, type GuestRow } from "../sessions.ts";

/**
 * Checks e-mail and password and opens a new session (a new token at every login); a locked guest
 * gets 403 ACCOUNT_LOCKED and no session (the guest-access policy, access.ts).
 */
export async function login(options: {
  tx: DbOrTx;
  input: TLogin;
  now: Date;
}): Promise<{ guest: GuestRow; token: string }> {
  const [guest] = await options.tx
    .select()
    .from(guests)
    .where(eq(sql`lower(${guests.email})`, options.input.email.toLowerCase()))
    .limit(1);
  // Unknown e-mail and wrong password take the same time and give the same answer.
  const ok = await verifyPassword(guest?.passwordHash ?? (await dummyHash()), options.input.password);
  if (!guest || !ok) throw new AppError(AppErrorCode.UNAUTHENTICATED, "Wrong e-mail address or password");
  // Only after the password: the lock is not told to someone who does not know it.
  assertMayUsePlatform(guest);
  const token = await createSession(options.tx, guest.id, options.now);
  return { guest, token };
}
