import { eq, sql } from "drizzle-orm";
import type { TLogin } from "../../../../common/contracts/accounts.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { guests } from "../../../db/schema/index.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { dummyHash, verifyPassword } from "../password.ts";
import { createSession, type GuestRow } from "../sessions.ts";

/** Checks e-mail and password and opens a new session (a new token at every login). */
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
  const token = await createSession(options.tx, guest.id, options.now);
  return { guest, token };
}
