/** The payments' domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /**
     * A guest's VIP or TV membership may have changed: a subscription payment started or extended
     * it, or the renewal job renewed or ended it. Handlers read the membership now.
     */
    "payments.membershipChanged": { guestId: number };
  }
}

export {};
