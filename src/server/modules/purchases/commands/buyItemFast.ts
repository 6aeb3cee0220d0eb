import type { TBuyResult } from "../../../../common/contracts/accounts.ts";
import type { Database } from "../../../db/client.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { groupCommit } from "../../../lib/groupCommit.ts";
import {
  accessError,
  type GuestRow,
  restrictionError,
  sessionTokenHash,
  sessionWindow,
} from "../../accounts/index.ts";
import { buyAnswer } from "../presenter.ts";
import type { ItemType } from "../queries.ts";
import { rawQueryOf } from "../rawQuery.ts";

/** SQLSTATE buy_item() raises when a concurrent charge took the coins after its balance check. */
const RACED_INSUFFICIENT = "VX402";
/** SQLSTATE buy_item() raises when the guest was locked between its check and its debit. */
const RACED_LOCKED = "VX423";

/** buy_item()'s outcomes, and the two more of buy_item_by_session(). */
type Outcome =
  | "not_found"
  | "no_guest"
  | "free"
  | "owned"
  | "voucher"
  | "limited"
  | "insufficient"
  | "charged"
  | "locked"
  | "unauthenticated"
  | "restricted";

const BUY_SQL = "select outcome, balance_now, item_price from buy_item($1, $2, $3, $4)";
const BUY_ITEMS_SQL =
  "select outcome, balance_now, item_price from buy_items($1::int[], $2::text[], $3::int[], $4::timestamptz[]) order by ord";

function insufficientFunds(required: number): AppError {
  return new AppError(AppErrorCode.INSUFFICIENT_FUNDS, "Not enough VXC for this purchase", { required });
}

/** Purchases running at once on PostgreSQL (per statement); the ones that arrive meanwhile share a commit. */
export const GROUP_IN_FLIGHT = 4;
/** The most purchases in one statement. */
const GROUP_SIZE = 32;

type BuyRow = { outcome: Outcome; balance_now: number | null; item_price: number | null };

/** SQLSTATE of a deadlock: PostgreSQL rolled the statement back (nothing written). */
const DEADLOCK = "40P01";
/** Runs of one statement that a deadlock rolled back before the error is answered. */
const DEADLOCK_TRIES = 3;

/**
 * Runs one of the buy functions: its one row, or "raced" (SQLSTATE VX402: nothing written). A
 * deadlock (rare: a guest buying through two sessions at once, one of them in a group) rolls one
 * statement back: a lone buy then runs again.
 */
async function run<T extends BuyRow>(
  database: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T | { raced: number }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const [row] = await rawQueryOf(database)<T>(name, text, values);
      if (!row) throw new Error(`${name} answered no row`);
      return row;
    } catch (error) {
      const { code, detail } = error as { code?: string; detail?: string };
      if (code === RACED_INSUFFICIENT) return { raced: Number(detail) };
      if (code === RACED_LOCKED) throw accessError("locked");
      if (code === DEADLOCK && attempt < DEADLOCK_TRIES) continue;
      throw error;
    }
  }
}

/** buy_item()'s outcome as the answer, null (a voucher may pay), or the error to throw. */
function resultOf(row: BuyRow, itemType: ItemType): TBuyResult | null | AppError {
  switch (row.outcome) {
    case "charged":
      return buyAnswer(row.balance_now as number, true);
    case "free":
    case "owned":
      return buyAnswer(row.balance_now as number, false);
    case "voucher":
    case "limited": // a spend limit: the wallet's debit checks it, in the transaction
      return null;
    case "insufficient":
      return insufficientFunds(row.item_price as number);
    case "not_found":
      return notFound(itemType === "video" ? "Video" : "Album");
    case "no_guest":
      return new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
    case "locked":
      return accessError("locked");
    default:
      throw new Error(`buy_item answered ${String(row.outcome)}`);
  }
}

/**
 * Buys a video or an album in ONE round trip: the database function buy_item() (migration
 * 0009_buy_item_function) writes the purchase row, the conditional debit and the ledger entry in
 * one autocommit statement, with the same rules and answers as buyItem(). Answers null, having
 * written nothing, when the guest has voucher units left: a voucher may pay instead of coins, and
 * the caller then takes buyItem() in a transaction.
 */
export async function buyItemFast(options: {
  database: Database;
  guestId: number;
  itemType: ItemType;
  itemId: number;
  now: Date;
}): Promise<TBuyResult | null> {
  const { guestId, itemType, itemId, now } = options;
  const row = await guestBuyerOf(options.database)({ guestId, itemType, itemId, now });
  if ("raced" in row) throw insufficientFunds(row.raced);
  const result = resultOf(row, itemType);
  if (result instanceof AppError) throw result;
  return result;
}

interface GuestBuy {
  guestId: number;
  itemType: ItemType;
  itemId: number;
  now: Date;
}
type GuestBuyer = (buy: GuestBuy) => Promise<BuyRow | { raced: number }>;
const guestBuyers = new WeakMap<Database["db"], GuestBuyer>();

/** buy_item() for one purchase; grouped with others under load like sessionBuyerOf(). */
function guestBuyerOf(database: Database): GuestBuyer {
  return grouped(
    guestBuyers,
    database,
    (buy) => buy.guestId,
    (buy) => run(database, "velvet_buy_item", BUY_SQL, [buy.guestId, buy.itemType, buy.itemId, buy.now]),
    (list) =>
      rawQueryOf(database)<BuyRow>("velvet_buy_items", BUY_ITEMS_SQL, [
        list.map((buy) => buy.guestId),
        list.map((buy) => buy.itemType),
        list.map((buy) => buy.itemId),
        list.map((buy) => buy.now),
      ]),
  );
}

/**
 * One runner per database and statement: on PostgreSQL through group commit (lib/groupCommit), so
 * purchases that arrive while GROUP_IN_FLIGHT others are in flight go as one statement (the
 * functions of migration 0035 call the single one per purchase, in order, in one transaction); a
 * group that fails wrote nothing and each of its purchases then runs alone. A group has at most one
 * purchase per buyer key (session or guest), sorted by it: it never holds a guest's row while it
 * waits for a purchase row of that guest (which a lone buy of the same item may hold while it waits
 * for the guest's row), and groups lock guests in one order. On PGlite (one connection, in process)
 * each runs alone.
 */
function grouped<A, R>(
  cache: WeakMap<Database["db"], (args: A) => Promise<R>>,
  database: Database,
  keyOf: (args: A) => string | number,
  single: (args: A) => Promise<R>,
  group: (list: readonly A[]) => Promise<R[]>,
): (args: A) => Promise<R> {
  const found = cache.get(database.db);
  if (found) return found;
  const runner =
    database.kind === "postgres"
      ? groupCommit<A, R>({ single, group, keyOf, maxInFlight: GROUP_IN_FLIGHT, maxGroup: GROUP_SIZE })
      : single;
  cache.set(database.db, runner);
  return runner;
}

const BUY_BY_SESSION_SQL = `select outcome, buyer_id, auto_recharge, balance_now, item_price
  from buy_item_by_session($1, $2, $3, $4, $5, $6)`;
const BUY_GROUP_SQL = `select outcome, buyer_id, auto_recharge, balance_now, item_price
  from buy_items_by_session($1::text[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[], $5::text[], $6::int[])
  order by ord`;

/** The buyer as buyItemBySession() found it. */
export interface Buyer {
  id: number;
  autoRechargeConfig: GuestRow["autoRechargeConfig"];
}

interface SessionBuy {
  tokenHash: string;
  now: Date;
  idleSince: Date;
  touchBefore: Date;
  itemType: ItemType;
  itemId: number;
}
type SessionBuyRow = BuyRow & { buyer_id: number; auto_recharge: Buyer["autoRechargeConfig"] };
type SessionBuyer = (buy: SessionBuy) => Promise<SessionBuyRow | { raced: number }>;

const sessionBuyers = new WeakMap<Database["db"], SessionBuyer>();

/** buy_item_by_session() for one purchase; grouped with others under load (grouped()). */
function sessionBuyerOf(database: Database): SessionBuyer {
  return grouped(
    sessionBuyers,
    database,
    (buy) => buy.tokenHash,
    (buy) =>
      run<SessionBuyRow>(database, "velvet_buy_item_by_session", BUY_BY_SESSION_SQL, [
        buy.tokenHash,
        buy.now,
        buy.idleSince,
        buy.touchBefore,
        buy.itemType,
        buy.itemId,
      ]),
    (list) =>
      rawQueryOf(database)<SessionBuyRow>("velvet_buy_items_by_session", BUY_GROUP_SQL, [
        list.map((buy) => buy.tokenHash),
        list.map((buy) => buy.now),
        list.map((buy) => buy.idleSince),
        list.map((buy) => buy.touchBefore),
        list.map((buy) => buy.itemType),
        list.map((buy) => buy.itemId),
      ]),
  );
}

/**
 * The session lookup of resolveSession() and buyItemFast() in ONE statement
 * (buy_item_by_session(), migration 0010_buy_item_by_session; grouped with others under load). Throws 401 for no live session and 403 for a restricted guest (nothing
 * bought); otherwise answers the buyer and the outcome: the answer, null (a voucher may pay:
 * nothing written), or the error of the buy (404, 402) for the caller to throw. Answers null when
 * a concurrent charge took the coins between the function's balance check and its debit (rare):
 * nothing was written, and the caller takes the path with the session lookup of its own.
 */
export async function buyItemBySession(options: {
  database: Database;
  token: string;
  itemType: ItemType;
  itemId: number;
  now: Date;
}): Promise<{ buyer: Buyer; outcome: TBuyResult | null | AppError } | null> {
  const { itemType, now } = options;
  const tokenHash = sessionTokenHash(options.token);
  if (tokenHash === null) throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
  const { idleSince, touchBefore } = sessionWindow(now);
  const row = await sessionBuyerOf(options.database)({
    tokenHash,
    now,
    idleSince,
    touchBefore,
    itemType,
    itemId: options.itemId,
  });
  if ("raced" in row) return null;
  if (row.outcome === "unauthenticated") throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
  if (row.outcome === "restricted") throw restrictionError();
  return {
    buyer: { id: row.buyer_id, autoRechargeConfig: row.auto_recharge },
    outcome: resultOf(row, itemType),
  };
}
