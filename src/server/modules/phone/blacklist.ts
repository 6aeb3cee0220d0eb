import { asc, eq, type SQL, sql } from "drizzle-orm";
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from "libphonenumber-js/max";
import type { TPhoneBlacklistEntry, TPhoneBlacklistInput } from "../../../common/contracts/phone.ts";
import { type DbOrTx, queryRows, type Tx } from "../../db/client.ts";
import { phoneBlacklist } from "../../db/schema/phone.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/**
 * The operator's phone blacklist (docs/decisions.md "Voice calls and phone: the rest"): E.164
 * prefixes; a whole number is its own prefix. One rule, `blacklistedSql`, decides whether a number
 * is on it, for startVerification (code 5), the SMS switch and the SMS alerts.
 */

type BlacklistRow = typeof phoneBlacklist.$inferSelect;

const CALLING_CODES = new Set(getCountries().map((country) => getCountryCallingCode(country)));

/** The stored prefix of an operator's entry: a valid number's E.164, or a prefix with a real calling code. */
export function blacklistPrefixOf(input: TPhoneBlacklistInput): {
  prefix: string;
  kind: "number" | "prefix";
} {
  if (input.number !== undefined) {
    const text = input.number.replace(/^00/, "+");
    const parsed = parsePhoneNumberFromString(text);
    if (!parsed?.isValid())
      throw new AppError(
        AppErrorCode.VALIDATION_FAILED,
        "number: not a valid phone number in international form",
      );
    return { prefix: parsed.number, kind: "number" };
  }
  const prefix = input.prefix ?? "";
  const digits = prefix.slice(1);
  const known = [1, 2, 3].some((n) => digits.length >= n && CALLING_CODES.has(digits.slice(0, n)));
  if (!known)
    throw new AppError(AppErrorCode.VALIDATION_FAILED, "prefix: starts with no country calling code");
  return { prefix, kind: "prefix" };
}

/** SQL: true when the E.164 number (an SQL expression) starts with a blacklisted prefix. */
export function blacklistedSql(e164: SQL | string): SQL {
  const value = typeof e164 === "string" ? sql`${e164}` : e164;
  return sql`exists (select 1 from phone_blacklist b where left(${value}, length(b.prefix)) = b.prefix)`;
}

/** Whether a number (E.164) is blacklisted. */
export async function isBlacklisted(db: DbOrTx, e164: string): Promise<boolean> {
  const [row] = await queryRows<{ hit: boolean }>(db, sql`select ${blacklistedSql(e164)} as hit`);
  return row?.hit === true;
}

function present(row: BlacklistRow): TPhoneBlacklistEntry {
  return {
    id: row.id,
    prefix: row.prefix,
    kind: row.kind === "number" ? "number" : "prefix",
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Operator: the blacklist, by prefix. */
export async function blacklistEntries(db: DbOrTx): Promise<TPhoneBlacklistEntry[]> {
  return (await db.select().from(phoneBlacklist).orderBy(asc(phoneBlacklist.prefix))).map(present);
}

/** Operator: blacklists a number or prefix; adding it again answers the entry (`created: false`). */
export async function addToBlacklist(options: {
  tx: Tx;
  input: TPhoneBlacklistInput;
  now: Date;
}): Promise<{ created: boolean; entry: TPhoneBlacklistEntry }> {
  const { prefix, kind } = blacklistPrefixOf(options.input);
  const [created] = await options.tx
    .insert(phoneBlacklist)
    .values({ prefix, kind, note: options.input.note ?? null, createdAt: options.now })
    .onConflictDoNothing()
    .returning();
  if (created) return { created: true, entry: present(created) };
  const [existing] = await options.tx.select().from(phoneBlacklist).where(eq(phoneBlacklist.prefix, prefix));
  if (!existing) throw new AppError(AppErrorCode.CONFLICT, "The entry changed meanwhile; try again");
  return { created: false, entry: present(existing) };
}

/** Operator: takes a number or prefix off the blacklist; `removed: false` when it was not on it. */
export async function removeFromBlacklist(options: {
  tx: Tx;
  input: TPhoneBlacklistInput;
}): Promise<{ removed: boolean; prefix: string }> {
  const { prefix } = blacklistPrefixOf(options.input);
  const gone = await options.tx
    .delete(phoneBlacklist)
    .where(eq(phoneBlacklist.prefix, prefix))
    .returning({ id: phoneBlacklist.id });
  return { removed: gone.length > 0, prefix };
}
