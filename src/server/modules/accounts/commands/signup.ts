import type { TSignup } from "../../../../common/contracts/accounts.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { guests } from "../../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { hashPassword } from "../password.ts";
import { createSession, type GuestRow } from "../sessions.ts";
import { issueToken } from "./accountTokens.ts";

/**
 * Creates a guest account and its first session, in the caller's transaction. `site` is the site
 * address the guest signs up at (one of the site's, lib/siteAddresses.ts): the mails' links lead
 * back to it in development (null: none known, they lead to PUBLIC_URL).
 */
export async function signup(options: {
  tx: Tx;
  input: TSignup;
  language: Language;
  site: string | null;
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
      signupSite: options.site,
      createdAt: options.now,
    })
    .onConflictDoNothing()
    .returning();
  if (!guest) throw new AppError(AppErrorCode.CONFLICT, "This e-mail address already has an account");
  const token = await createSession(tx, guest.id, options.now);
  return { guest, token };
}

/**
 * POST auth/signup: signup() and the token of the verification mail, in the caller's transaction
 * (the route mails the link after the commit).
 */
export async function signupWithVerification(
  options: Parameters<typeof signup>[0],
): Promise<{ guest: GuestRow; token: string; verifyToken: string }> {
  const created = await signup(options);
  const verifyToken = await issueToken(options.tx, created.guest.id, "verify-email", options.now);
  return { ...created, verifyToken };
}
