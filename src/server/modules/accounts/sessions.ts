import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { guests, sessions } from "../../db/schema/index.ts";

/** A session ends after 30 days without use, and 90 days after login whatever the use. */
export const SESSION_IDLE_MS = 30 * 86_400_000;
export const SESSION_ABSOLUTE_MS = 90 * 86_400_000;
/** Last-seen is written at most every 5 minutes per session. */
const TOUCH_EVERY_MS = 5 * 60_000;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

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

export type GuestRow = typeof guests.$inferSelect;

/** The session lookup, built and prepared once per database handle (it runs on every request). */
const lookups = new WeakMap<DbOrTx, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: DbOrTx) {
  return db
    .select({ guest: guests, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(guests, eq(guests.id, sessions.guestId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
        gt(sessions.lastSeenAt, sql.placeholder("idleSince")),
      ),
    )
    .limit(1)
    .prepare("velvet_resolve_session");
}

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

/** The guest of a live session token, or null (unknown, idle too long or past its absolute end). */
export async function resolveSession(db: DbOrTx, token: string, now: Date): Promise<GuestRow | null> {
  const tokenHash = sessionTokenHash(token);
  if (tokenHash === null) return null;
  let lookup = lookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    lookups.set(db, lookup);
  }
  const { idleSince, touchBefore } = sessionWindow(now);
  const [row] = await lookup.execute({ tokenHash, now, idleSince });
  if (!row) return null;
  if (row.lastSeenAt.getTime() < touchBefore.getTime()) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
  }
  return row.guest;
}

/** Ends a session. */
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
