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

function insufficientFunds(required: number): AppError {
  return new AppError(AppErrorCode.INSUFFICIENT_FUNDS, "Not enough VXC for this purchase", { required });
}

type BuyRow = { outcome: Outcome; balance_now: number | null; item_price: number | null };

/** Runs one of the buy functions: its one row, or "raced" (SQLSTATE VX402: nothing written). */
async function run<T extends BuyRow>(
  database: Database,
  name: string,
  text: string,
  values: unknown[],
): Promise<T | { raced: number }> {
  try {
    const [row] = await rawQueryOf(database)<T>(name, text, values);
    if (!row) throw new Error(`${name} answered no row`);
    return row;
  } catch (error) {
    const { code, detail } = error as { code?: string; detail?: string };
    if (code === RACED_INSUFFICIENT) return { raced: Number(detail) };
    if (code === RACED_LOCKED) throw accessError("locked");
    throw error;
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
  const row = await run(options.database, "velvet_buy_item", BUY_SQL, [guestId, itemType, itemId, now]);
  if ("raced" in row) throw insufficientFunds(row.raced);
  const result = resultOf(row, itemType);
  if (result instanceof AppError) throw result;
  return result;
}

const BUY_BY_SESSION_SQL = `select outcome, buyer_id, auto_recharge, balance_now, item_price
  from buy_item_by_session($1, $2, $3, $4, $5, $6)`;
const BUY_GROUP_SQL = `select outcome, buyer_id, auto_recharge, balance_now, item_price
  from buy_items_by_session($1::text[], $2::timestamptz[], $3::timestamptz[], $4::timestamptz[], $5::text[], $6::int[])`;

/** Purchases by session running at once on PostgreSQL; the ones that arrive meanwhile share a commit. */
export const GROUP_IN_FLIGHT = 4;
/** The most purchases in one statement. */
const GROUP_SIZE = 32;

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

/**
 * buy_item_by_session() for one purchase; on PostgreSQL through group commit (lib/groupCommit):
 * purchases that arrive while others are in flight go as one buy_items_by_session() statement
 * (migration 0035), each with exactly its own rules and answer, in one transaction. A group that
 * fails wrote nothing, and each of its purchases then runs alone.
 */
function sessionBuyerOf(database: Database): SessionBuyer {
  const found = sessionBuyers.get(database.db);
  if (found) return found;
  const single: SessionBuyer = (buy) =>
    run<SessionBuyRow>(database, "velvet_buy_item_by_session", BUY_BY_SESSION_SQL, [
      buy.tokenHash,
      buy.now,
      buy.idleSince,
      buy.touchBefore,
      buy.itemType,
      buy.itemId,
    ]);
  const buyer: SessionBuyer =
    database.kind === "postgres"
      ? groupCommit<SessionBuy, SessionBuyRow | { raced: number }>({
          single,
          group: (list) =>
            rawQueryOf(database)<SessionBuyRow>("velvet_buy_items_by_session", BUY_GROUP_SQL, [
              list.map((buy) => buy.tokenHash),
              list.map((buy) => buy.now),
              list.map((buy) => buy.idleSince),
              list.map((buy) => buy.touchBefore),
              list.map((buy) => buy.itemType),
              list.map((buy) => buy.itemId),
            ]),
          maxInFlight: GROUP_IN_FLIGHT,
          maxGroup: GROUP_SIZE,
        })
      : single;
  sessionBuyers.set(database.db, buyer);
  return buyer;
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
