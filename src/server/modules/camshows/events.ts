/** The cam shows' domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A guest bought a ticket for a show (chat ticket bought). */
    "camshows.ticketBought": { guestId: number; showId: number };
    /** A guest's ticket ended: given back before the start, or refunded with a cancelled show. */
    "camshows.ticketRemoved": { guestId: number; showId: number; reason: "removed" | "cancelled" };
    /** A show of a ticket holder begins in 15 minutes. */
    "camshows.reminded": { guestId: number; showId: number };
    /** A show began: the holder's private ticket show invitation. */
    "camshows.invited": { guestId: number; showId: number; actorId: number };
    /** A free show (price 0) began: everyone may join (freeshow.start to every socket). */
    "camshows.freeShowStarted": { actorId: number; showId: number };
    /** A free show ended (freeshow.stop to every socket). */
    "camshows.freeShowStopped": { actorId: number; showId: number };
  }
}

export {};
