import { asc, eq, lt, sql } from "drizzle-orm";
import { normalizeLanguage } from "../../../../common/languages.ts";
import { buildPath } from "../../../../common/routes/index.ts";
import type { Mailer } from "../../../adapters/mailer/mailer.ts";
import type { Db, DbOrTx } from "../../../db/client.ts";
import { guests, passwordResetRequests } from "../../../db/schema/accounts.ts";
import { mayUsePlatform } from "../access.ts";
import { resetMail } from "../mails.ts";
import { issueToken } from "./accountTokens.ts";

/** A request whose mail failed this often is dropped (the guest can ask again). */
const MAX_ATTEMPTS = 5;
/** Requests older than this are dropped unprocessed (a reset link lives one hour anyway). */
const REQUEST_TTL_MS = 60 * 60_000;

/**
 * auth/passwordLost's only work in the request: one insert, the same for every address, so the
 * answer tells nothing (not even by its time) about which addresses have an account.
 */
export async function queuePasswordReset(db: DbOrTx, email: string, now: Date): Promise<void> {
  await db.insert(passwordResetRequests).values({ email: email.trim().toLowerCase(), createdAt: now });
}

/**
 * Works off queued requests, one transaction each: a request is taken with SKIP LOCKED (several
 * instances never handle one twice) and deleted, and for a known address of a guest who may use
 * the platform a reset token is issued; the mail goes out after the commit (the mailer may write
 * through its own connection). A failed mail puts the request back, one attempt older, for a later
 * run (at most MAX_ATTEMPTS). Returns how many requests were handled, and whether a mail failed
 * (then requests are left for a later run).
 */
export async function processPasswordResets(options: {
  db: Db;
  mailer: Mailer;
  /** The origin of a guest's mail links from the site address they signed up at (lib/siteAddresses.ts mailLinkOrigin). */
  linkOrigin: (signupSite: string | null) => string;
  now: Date;
  log: { error(object: object, message: string): void };
  limit?: number;
}): Promise<{ handled: number; failed: boolean }> {
  const { db, now } = options;
  await db
    .delete(passwordResetRequests)
    .where(lt(passwordResetRequests.createdAt, new Date(now.getTime() - REQUEST_TTL_MS)));
  let handled = 0;
  let failed = false;
  while (handled < (options.limit ?? 100)) {
    const taken = await db.transaction(async (tx) => {
      const [request] = await tx
        .select()
        .from(passwordResetRequests)
        .where(lt(passwordResetRequests.attempts, MAX_ATTEMPTS))
        .orderBy(asc(passwordResetRequests.id))
        .limit(1)
        .for("update", { skipLocked: true });
      if (!request) return null;
      await tx.delete(passwordResetRequests).where(eq(passwordResetRequests.id, request.id));
      const [guest] = await tx
        .select()
        .from(guests)
        .where(eq(sql`lower(${guests.email})`, request.email))
        .limit(1);
      if (!guest || !mayUsePlatform(guest)) return { request, mail: null };
      const token = await issueToken(tx, guest.id, "reset-password", now);
      const language = normalizeLanguage(guest.language);
      const origin = options.linkOrigin(guest.signupSite);
      const link = `${origin}${buildPath(language, "home")}?vxpFlow=pwdreset&token=${token}`;
      return { request, mail: resetMail(guest.email, guest.name, language, link) };
    });
    if (taken === null) break;
    handled += 1;
    if (!taken.mail) continue;
    try {
      await options.mailer.send(taken.mail);
    } catch (error) {
      options.log.error({ err: error }, "password reset mail failed");
      const { email, createdAt, attempts } = taken.request;
      await db.insert(passwordResetRequests).values({ email, createdAt, attempts: attempts + 1 });
      failed = true;
      break;
    }
  }
  return { handled, failed };
}
