/** The feed's domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A performer published a post (the operator API, the simulator). */
    "feed.postPublished": { postId: number; actorId: number };
    /** A post's like counter moved (a like or an unlike that changed something). */
    "feed.likesChanged": { postId: number };
    /** A guest tipped a post; its tips sum moved. */
    "feed.tipped": { postId: number; guestId: number; coins: number };
    /** A post's tipping goal was reached: recorded once, by the tip that reached it. */
    "feed.goalReached": { postId: number; actorId: number };
    /** A guest bought a paid post. */
    "feed.postBought": { postId: number; guestId: number; coins: number };
  }
}

export {};
