import { and, asc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { TBenefits, TVoucher } from "../../../common/contracts/benefits.ts";
import { VOUCHER_TYPES } from "../../../common/enums.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { vouchers } from "../../db/schema/benefits.ts";

type VoucherRow = typeof vouchers.$inferSelect;

const usable = (guestId: number, now: Date) =>
  and(
    eq(vouchers.guestId, guestId),
    gt(vouchers.remaining, 0),
    lte(vouchers.validFrom, now),
    gt(vouchers.validTo, now),
  );

export function presentVoucher(row: VoucherRow): TVoucher {
  return {
    id: row.id,
    type: row.type,
    amount: row.amount,
    remaining: row.remaining,
    actorId: row.actorId,
    actors: row.actorId === null ? [] : [row.actorId],
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
  };
}

/**
 * SQL condition: the guest has voucher units left at all (any type, any window); a purchase skips
 * the voucher search without them (the usual case).
 */
export function hasVoucherUnits(guestId: number): SQL {
  return sql`exists (select 1 from ${vouchers} where ${vouchers.guestId} = ${guestId} and ${vouchers.remaining} > 0)`;
}

/** The guest's usable vouchers (left, inside their validity window), soonest expiry first. */
export async function usableVouchers(db: DbOrTx, guestId: number, now: Date): Promise<VoucherRow[]> {
  return db
    .select()
    .from(vouchers)
    .where(usable(guestId, now))
    .orderBy(asc(vouchers.validTo), asc(vouchers.id));
}

/** usableVouchers() of several guests with one query (a push round presents many guests' channels). */
export async function usableVouchersOf(
  db: DbOrTx,
  guestIds: readonly number[],
  now: Date,
): Promise<Map<number, VoucherRow[]>> {
  const byGuest = new Map<number, VoucherRow[]>(guestIds.map((id) => [id, []]));
  if (guestIds.length === 0) return byGuest;
  const rows = await db
    .select()
    .from(vouchers)
    .where(
      and(
        inArray(vouchers.guestId, [...byGuest.keys()]),
        gt(vouchers.remaining, 0),
        lte(vouchers.validFrom, now),
        gt(vouchers.validTo, now),
      ),
    )
    .orderBy(asc(vouchers.validTo), asc(vouchers.id));
  for (const row of rows) byGuest.get(row.guestId)?.push(row);
  return byGuest;
}

/** The benefits summary: usable vouchers and the counts derived from them. */
export async function benefitsOf(db: DbOrTx, guestId: number, now: Date): Promise<TBenefits> {
  const rows = await usableVouchers(db, guestId, now);
  const count = (type: number) =>
    rows.filter((r) => r.type === type).reduce((sum, r) => sum + r.remaining, 0);
  return {
    vouchers: rows.map(presentVoucher),
    spinwheelSpins: count(VOUCHER_TYPES.spins),
    messengerGiftCount: count(VOUCHER_TYPES.messengerGift),
    freeMessagesCount: count(VOUCHER_TYPES.messages),
    privateShowTickets: count(VOUCHER_TYPES.privateShow),
    chatShowTickets: count(VOUCHER_TYPES.liveShow),
  };
}

/** Usable vouchers of a type, for any actor or (actorId given) those that apply to that actor. */
function usableOfType(guestId: number, now: Date, type: number, actorId?: number) {
  return and(
    usable(guestId, now),
    eq(vouchers.type, type),
    actorId === undefined ? undefined : or(isNull(vouchers.actorId), eq(vouchers.actorId, actorId)),
  );
}

/** How many units of usable vouchers of a type the guest holds for an item of `actorId`. */
export async function voucherUnits(
  db: DbOrTx,
  options: { guestId: number; type: number; actorId: number; now: Date },
): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${vouchers.remaining}), 0)::int` })
    .from(vouchers)
    .where(usableOfType(options.guestId, options.now, options.type, options.actorId));
  return row?.units ?? 0;
}

/** The units of usable vouchers of a type by the actor they are bound to (null: any actor). */
export async function voucherUnitsByActor(
  db: DbOrTx,
  options: { guestId: number; type: number; now: Date },
): Promise<{ actorId: number | null; remaining: number }[]> {
  return db
    .select({ actorId: vouchers.actorId, remaining: sql<number>`sum(${vouchers.remaining})::int` })
    .from(vouchers)
    .where(usableOfType(options.guestId, options.now, options.type))
    .groupBy(vouchers.actorId);
}

/**
 * Spends one unit of a usable voucher of `type` for an item of `actorId` (null: something of no
 * performer, such as a spin of the spin wheel: only unbound vouchers), in the caller's
 * transaction: actor-bound vouchers first (they are the most specific), then the soonest to
 * expire. A conditional update, so two purchases can never spend the same last unit.
 * Returns the voucher id, or null when none applies.
 */
export async function spendVoucher(
  tx: Tx,
  options: { guestId: number; type: number; actorId: number | null; now: Date },
): Promise<number | null> {
  for (;;) {
    const [candidate] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(
        and(
          usable(options.guestId, options.now),
          eq(vouchers.type, options.type),
          options.actorId === null
            ? isNull(vouchers.actorId)
            : or(isNull(vouchers.actorId), eq(vouchers.actorId, options.actorId)),
        ),
      )
      .orderBy(sql`${vouchers.actorId} is null`, asc(vouchers.validTo), asc(vouchers.id))
      .limit(1);
    if (!candidate) return null;
    const [spent] = await tx
      .update(vouchers)
      .set({ remaining: sql`${vouchers.remaining} - 1` })
      .where(and(eq(vouchers.id, candidate.id), gt(vouchers.remaining, 0)))
      .returning({ id: vouchers.id });
    if (spent) return spent.id;
    // Another transaction took the last unit meanwhile: look again.
  }
}

/**
 * Gives back one unit of a voucher spent for something that was refunded (a cam-show ticket), in
 * the caller's transaction; the voucher keeps its validity window.
 */
export async function restoreVoucher(tx: Tx, voucherId: number): Promise<void> {
  await tx
    .update(vouchers)
    .set({ remaining: sql`${vouchers.remaining} + 1` })
    .where(eq(vouchers.id, voucherId));
}

/** Every voucher of a guest, used up or not (the data export). */
export async function vouchersOf(db: DbOrTx, guestId: number): Promise<VoucherRow[]> {
  return db.select().from(vouchers).where(eq(vouchers.guestId, guestId));
}
