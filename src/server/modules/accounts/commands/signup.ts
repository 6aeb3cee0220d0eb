import type { TSignup } from "../../../../common/contracts/accounts.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { guests } from "../../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { hashPassword } from "../password.ts";
import { createSession, type GuestRow } from "../sessions.ts";

/** Creates a guest account and its first session, in the caller's transaction. */
export async function signup(options: {
  tx: Tx;
  input: TSignup;
  language: Language;
  now: Date;
}): Promise<{ guest: GuestRow; token: string }> {
  const { tx, input } = options;
  const passwordHash = await hashPassword(input.password);
  const [guest] = await tx
    .insert(guests)
    .values({
      email: input.email,
      name: input.name,
      passwordHash,
      language: options.language,
      createdAt: options.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!guest) throw new AppError(AppErrorCode.CONFLICT, "This e-mail address already has an account");
  const token = await createSession(tx, guest.id, options.now);
  return { guest, token };
}
