/** The wallet's domain events (lib/outbox): recorded by debit() and credit() and buy_item(). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A guest's balance changed (a debit or credit of any kind); handlers read the balance now. */
    "wallet.balanceChanged": { guestId: number };
  }
}

export {};
