import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { preparedPerDatabase } from "../../db/prepared.ts";
import { guests, sessions } from "../../db/schema/accounts.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { ACTIVE_GUEST, accessDenial, accessError } from "./access.ts";

/** A session ends after 30 days without use, and 90 days after login whatever the use. */
export const SESSION_IDLE_MS = 30 * 86_400_000;
export const SESSION_ABSOLUTE_MS = 90 * 86_400_000;
/** Last-seen is written at most every 5 minutes per session. */
const TOUCH_EVERY_MS = 5 * 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** An overlay ticket lasts 15 minutes (and never longer than its parent session). */
export const OVERLAY_TICKET_MS = 15 * 60_000;

/** What a token is: a login's session, or an overlay ticket issued to one (its parent). */
export type SessionKind = "session" | "overlay_ticket";

/** Creates a session: 256 random bits, returned once; only their hash is stored. */
export async function createSession(tx: DbOrTx, guestId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(sessions).values({
    tokenHash: hashToken(token),
    guestId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/**
 * Issues an overlay ticket for a live session: short-lived, tied to the parent session (it ends
 * with it, ON DELETE CASCADE), and never a parent itself. Null when the parent is gone.
 */
export async function createOverlayTicket(
  db: DbOrTx,
  parentToken: string,
  guestId: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date } | null> {
  const token = randomBytes(32).toString("base64url");
  const parentHash = hashToken(parentToken);
  const ticketEnd = now.getTime() + OVERLAY_TICKET_MS;
  // One statement: the parent must still be a live session of this guest when the ticket is written.
  const [row] = await queryRows<{ expires_at: string | Date }>(
    db,
    sql`insert into ${sessions} (token_hash, guest_id, created_at, last_seen_at, expires_at, kind, parent_token_hash)
      select ${hashToken(token)}, s.guest_id, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz,
        least(s.expires_at, ${new Date(ticketEnd).toISOString()}::timestamptz), 'overlay_ticket', s.token_hash
      from ${sessions} s
      where s.token_hash = ${parentHash} and s.guest_id = ${guestId} and s.kind = 'session'
      returning expires_at`,
  );
  return row ? { token, expiresAt: new Date(row.expires_at) } : null;
}

export type GuestRow = typeof guests.$inferSelect;

// The session lookup, built and prepared once per database handle (it runs on every request). The
// guest-access policy is part of the lookup: a locked or deleted guest's token resolves to no one,
// so every route that needs a guest refuses them at once (access.ts).
const lookupOf = preparedPerDatabase((db: DbOrTx) =>
  db
    .select({ guest: guests, lastSeenAt: sessions.lastSeenAt, kind: sessions.kind })
    .from(sessions)
    .innerJoin(guests, eq(guests.id, sessions.guestId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(sessions.lastSeenAt, sql.placeholder("idleSince")),
        ACTIVE_GUEST,
      ),
    )
    .limit(1)
    .prepare("velvet_resolve_session_v2"),
);

/** The stored hash of a token that can be a session token at all, else null (never looked up). */
export function sessionTokenHash(token: string): string | null {
  if (token.length < 20 || token.length > 100) return null;
  return hashToken(token);
}

/**
 * At `now`: a live session was last seen after `idleSince` (and ends after now); its last-seen is
 * written again when it is before `touchBefore`. (buy_item_by_session() in the database applies
 * the same rule with these values.)
 */
export function sessionWindow(now: Date): { idleSince: Date; touchBefore: Date } {
  return {
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS),
    touchBefore: new Date(now.getTime() - TOUCH_EVERY_MS),
  };
}

/**
 * The guest and kind of a live token, or null (unknown, idle too long, past its absolute end, or
 * its guest may not use the platform: locked or deleted).
 */
export async function resolveToken(
  db: DbOrTx,
  token: string,
  now: Date,
): Promise<{ guest: GuestRow; kind: SessionKind } | null> {
  const tokenHash = sessionTokenHash(token);
  if (tokenHash === null) return null;
  const { idleSince, touchBefore } = sessionWindow(now);
  const [row] = await lookupOf(db).execute({ tokenHash, now, idleSince });
  if (!row) return null;
  if (row.lastSeenAt.getTime() < touchBefore.getTime()) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return { guest: row.guest, kind: row.kind as SessionKind };
}

/**
 * The guest of a live login session, or null: like resolveToken(), and an overlay ticket is no
 * session here (tickets count only on the overlay's origin, see lib/http/auth.ts).
 */
export async function resolveSession(db: DbOrTx, token: string, now: Date): Promise<GuestRow | null> {
  const found = await resolveToken(db, token, now);
  return found?.kind === "session" ? found.guest : null;
}

/**
 * Why a token resolved to no one: 403 ACCOUNT_LOCKED when it is a session of a guest the access
 * policy refuses, else 401 (unknown, ended, or an overlay ticket where a session is needed).
 */
export async function refusedTokenError(db: DbOrTx, token: string): Promise<AppError> {
  const tokenHash = sessionTokenHash(token);
  if (tokenHash !== null) {
    const [row] = await db
      .select({ isLocked: guests.isLocked, deletedAt: guests.deletedAt })
      .from(sessions)
      .innerJoin(guests, eq(guests.id, sessions.guestId))
      .where(eq(sessions.tokenHash, tokenHash))
      .limit(1);
    const denial = row ? accessDenial(row) : null;
    if (denial) return accessError(denial);
  }
  return new AppError(AppErrorCode.UNAUTHENTICATED, "The session is not valid");
}

/** Ends a session (and, by the foreign key, its overlay tickets). */
export async function endSession(db: DbOrTx, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** Deletes the sessions that can no longer be used. */
export async function purgeSessions(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))),
    );
}

/**
 * Whether a content token's session still stands (not logged out, not idle, not past its end, its
 * guest active), with the guest's VIP end and age check (the content service, src/server/content).
 */
export async function contentTokenSession(
  db: DbOrTx,
  guestId: number,
  sessionPrefix: string,
  now: Date,
): Promise<{ vipUntil: Date | null; avsAccepted: boolean } | null> {
  const [row] = await db
    .select({ vipUntil: guests.vipUntil, avsAccepted: sql<boolean>`${guests.avsStatus} = 'accepted'` })
    .from(sessions)
    .innerJoin(guests, eq(guests.id, sessions.guestId))
    .where(
      and(
        eq(sessions.guestId, guestId),
        sql`left(${sessions.tokenHash}, 16) = ${sessionPrefix}`,
        sql`${sessions.expiresAt} > ${now}`,
        sql`${sessions.lastSeenAt} > ${new Date(now.getTime() - SESSION_IDLE_MS)}`,
        eq(sessions.kind, "session"),
        ACTIVE_GUEST,
      ),
    )
    .limit(1);
  return row ?? null;
}
