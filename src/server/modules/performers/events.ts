/** The performer integration's domain events (lib/outbox): the actor's state, told by the performer software. */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** An offline actor came online (a new online streak; staying online records nothing). */
    "performers.actorWentOnline": { actorId: number };
    /** An online actor went offline. */
    "performers.actorWentOffline": { actorId: number };
    /** An actor started a free show (the channels to the actor show freeChat). */
    "performers.freeShowStarted": { actorId: number };
    /** An actor stopped a free show. */
    "performers.freeShowStopped": { actorId: number };
  }
}

export {};
