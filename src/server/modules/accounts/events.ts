/** The accounts' domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A guest confirmed their e-mail address with the mailed link. */
    "accounts.emailVerified": { guestId: number };
    /** Support locked a guest (their sessions ended in the same transaction). */
    "accounts.guestLocked": { guestId: number };
    /** Support restricted a guest, or lifted the restriction (level 0). */
    "accounts.guestRestricted": { guestId: number; level: number };
  }
}

export {};
