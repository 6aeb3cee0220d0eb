import { and, eq, sql } from "drizzle-orm";
import type { TBuyResult } from "../../../../common/contracts/accounts.ts";
import { VOUCHER_TYPES } from "../../../../common/enums.ts";
import { queryRows, type Tx } from "../../../db/client.ts";
import { purchases } from "../../../db/schema/purchases.ts";
import { notFound } from "../../../lib/errors.ts";
import { recordEvent, recordEvents } from "../../../lib/outbox/events.ts";
import { accessError, isActiveGuest } from "../../accounts/index.ts";
import { hasVoucherUnits, spendVoucher } from "../../benefits/index.ts";
import { sellableItemSql } from "../../catalog/index.ts";
import { balanceOf, debit } from "../../wallet/index.ts";
import { buyAnswer } from "../presenter.ts";

import type { ItemType } from "../queries.ts";

/**
 * Buys a video or an album for a guest, in the caller's transaction: the purchase row and the
 * debit commit together or not at all. Owning it already (or a free item) charges nothing.
 * buyItemFast() does the same in one round trip when no voucher can pay; this is the path for
 * guests with vouchers and for requests with an Idempotency-Key. Records purchases.completed (and
 * benefits.vouchersChanged when a voucher paid) with it, as buy_item() does in SQL.
 */
export async function buyItem(options: {
  tx: Tx;
  guestId: number;
  itemType: ItemType;
  itemId: number;
  now: Date;
}): Promise<TBuyResult> {
  const { tx, guestId, itemType, itemId, now } = options;
  const balanceNow = () => balanceOf(tx, guestId);
  const answer = buyAnswer;

  // One round trip: the item if it is released, the purchase row
  // when it is for sale, and whether the guest has any voucher units left at all. The primary key
  // (guest, type, item) makes a second purchase of the same item wait for the first and then find
  // it: it is never charged twice.
  // The guest-access policy (access.ts) is part of the statement: nothing is bought, and no
  // voucher spent, for a guest who may not use the platform.
  const [item] = await queryRows<{
    price: number;
    free: boolean;
    actorId: number;
    bought: boolean;
    vouchers: boolean;
    active: boolean;
  }>(
    tx,
    sql`with buyer as (
        select ${isActiveGuest(guestId)} as active
      ), item as (${sellableItemSql(itemType, itemId, now)}
      ), bought as (
        insert into ${purchases} (guest_id, item_type, item_id, price, created_at)
        select ${guestId}::int, ${itemType}::text, ${itemId}::int, price, ${now}::timestamptz from item
        where not free and price > 0 and exists (select 1 from buyer where active)
        on conflict do nothing returning 1
      )
      select price, free, actor_id as "actorId", exists (select 1 from bought) as bought,
        ${hasVoucherUnits(guestId)} as vouchers,
        coalesce((select active from buyer), false) as active
      from item`,
  );
  if (!item) throw notFound(itemType === "video" ? "Video" : "Album");
  if (!item.active) throw accessError("locked");
  // Free, or owned already (the balance is read after the wait on a concurrent buyer's commit).
  if (item.free || item.price === 0 || !item.bought) return answer(await balanceNow(), false);

  // A usable voucher of the item's kind (video or photo album) pays instead of coins; a guest with
  // no voucher units left at all (the usual case) skips the search.
  const voucherId = item.vouchers
    ? await spendVoucher(tx, {
        guestId,
        type: itemType === "video" ? VOUCHER_TYPES.video : VOUCHER_TYPES.photoAlbum,
        actorId: item.actorId,
        now,
      })
    : null;
  if (voucherId !== null) {
    await tx
      .update(purchases)
      .set({ voucherId, price: 0 })
      .where(
        and(eq(purchases.guestId, guestId), eq(purchases.itemType, itemType), eq(purchases.itemId, itemId)),
      );
    await recordEvents(tx, [
      { type: "benefits.vouchersChanged", payload: { guestId } },
      {
        type: "purchases.completed",
        payload: { guestId, itemType, itemId, price: item.price, voucherUsed: true },
      },
    ]);
    return answer(await balanceNow(), false, true);
  }

  const { balance, ledgerEntryId } = await debit({
    tx,
    guestId,
    coins: item.price,
    kind: "purchase",
    reason: `${itemType}:${itemId}`,
  });
  await tx.execute(
    sql`update ${purchases} set ledger_entry_id = ${ledgerEntryId}
      where guest_id = ${guestId} and item_type = ${itemType} and item_id = ${itemId}`,
  );
  await recordEvent(tx, "purchases.completed", {
    guestId,
    itemType,
    itemId,
    price: item.price,
    voucherUsed: false,
  });
  return answer(balance, true);
}
