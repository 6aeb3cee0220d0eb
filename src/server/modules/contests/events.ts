/** The contests' domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A guest's vote for an entry was cast or taken back: the entry's count moved. */
    "contests.votesChanged": { contestId: number; entryId: number; guestId: number };
  }
}

export {};
