import { sql } from "drizzle-orm";
import type { PinLimitReason } from "../../../common/contracts/phone.ts";
import type { Language } from "../../../common/languages.ts";
import { queryRows, type Tx } from "../../db/client.ts";
import { pinLimitError } from "./errors.ts";

/**
 * The limits on PIN messages (issue 26, docs/decisions.md "Phone PINs: limits, budget, storage"):
 * every PIN sent is a row of phone_verifications, so the limits count those rows, per guest, per
 * number and per network (lib/network.ts: an IPv4 address, or an IPv6 /64), in a rolling hour and a
 * rolling day. The platform's daily budget is budget.ts.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** PIN messages allowed in a rolling hour and a rolling 24 hours, per scope. */
export const PIN_LIMITS = {
  guest: { hour: 5, day: 10 },
  number: { hour: 3, day: 5 },
  network: { hour: 10, day: 30 },
} as const;

type Scope = keyof typeof PIN_LIMITS;

const REASON: Record<Scope, PinLimitReason> = {
  guest: "guestLimit",
  number: "numberLimit",
  network: "networkLimit",
};

/**
 * The advisory-lock class of each scope (pg_advisory_xact_lock(class, key)): the phone module owns
 * no guest row to lock, and a number or a network has no row at all before its first PIN.
 */
const LOCK_CLASS: Record<Scope, number> = { guest: 7_411_001, number: 7_411_002, network: 7_411_003 };

/** Who a PIN would go to, and who asked for it. */
export interface PinScopes {
  guestId: number;
  e164: string;
  network: string;
}

/**
 * Takes the transaction's locks of the guest, the number and the network, always in this order
 * (and the budget's day row after them, budget.ts), so starts that share any of them count one
 * after the other and none deadlocks. The locks end with the transaction, after the insert.
 */
export async function lockPinScopes(tx: Tx, scopes: PinScopes): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.guest}, ${scopes.guestId})`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.number}, hashtext(${scopes.e164}))`);
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS.network}, hashtext(${scopes.network}))`);
}

type Counts = Record<`${Scope}_${"hour" | "day"}`, number> &
  Record<`${Scope}_${"hour" | "day"}_oldest`, Date | string | null>;

/**
 * Refuses a start over any limit (code 9, details {reason, limit, window, retryAt}); the caller
 * holds lockPinScopes, so the counts cannot change before its insert commits.
 */
export async function assertWithinPinLimits(
  tx: Tx,
  scopes: PinScopes,
  now: Date,
  language: Language,
): Promise<void> {
  const hourAgo = new Date(now.getTime() - HOUR_MS).toISOString();
  const dayAgo = new Date(now.getTime() - DAY_MS).toISOString();
  const match: Record<Scope, ReturnType<typeof sql>> = {
    guest: sql`guest_id = ${scopes.guestId}`,
    number: sql`e164 = ${scopes.e164}`,
    network: sql`network = ${scopes.network}`,
  };
  const columns = (Object.keys(match) as Scope[]).flatMap((scope) => [
    sql`count(*) filter (where ${match[scope]} and created_at > ${hourAgo}::timestamptz)::int as ${sql.raw(`${scope}_hour`)}`,
    sql`min(created_at) filter (where ${match[scope]} and created_at > ${hourAgo}::timestamptz) as ${sql.raw(`${scope}_hour_oldest`)}`,
    sql`count(*) filter (where ${match[scope]})::int as ${sql.raw(`${scope}_day`)}`,
    sql`min(created_at) filter (where ${match[scope]}) as ${sql.raw(`${scope}_day_oldest`)}`,
  ]);
  const [counts] = await queryRows<Counts>(
    tx,
    sql`select ${sql.join(columns, sql`, `)} from phone_verifications
        where created_at > ${dayAgo}::timestamptz
          and (${match.guest} or ${match.number} or ${match.network})`,
  );
  if (!counts) return;
  for (const scope of Object.keys(PIN_LIMITS) as Scope[]) {
    for (const window of ["hour", "day"] as const) {
      const limit = PIN_LIMITS[scope][window];
      if (counts[`${scope}_${window}`] < limit) continue;
      const oldest = counts[`${scope}_${window}_oldest`];
      const retryAt = new Date(new Date(oldest ?? now).getTime() + (window === "hour" ? HOUR_MS : DAY_MS));
      throw pinLimitError(REASON[scope], language, { limit, window, retryAt: retryAt.toISOString() });
    }
  }
}
