/**
 * The purchases' domain events (lib/outbox): recorded by buyItem() and by the SQL fast path
 * buy_item() (migration 0024), with the same payload.
 */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A guest bought a video or an album (charged in coins or paid by a voucher). */
    "purchases.completed": {
      guestId: number;
      itemType: "video" | "album";
      itemId: number;
      /** The price in coins (also when a voucher paid). */
      price: number;
      voucherUsed: boolean;
    };
  }
}

export {};
