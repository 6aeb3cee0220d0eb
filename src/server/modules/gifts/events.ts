/** The messenger gifts' domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** The gifts a guest owns (to send for free) changed; handlers read them now. */
    "gifts.changed": { guestId: number };
  }
}

export {};
