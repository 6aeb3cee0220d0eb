import type { FavoriteObjectType } from "../../../common/contracts/favorites.ts";

/** The favourites' domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A guest pinned (pinned: true) or unpinned something; recorded only when the pin changed. */
    "favorites.changed": {
      guestId: number;
      objectType: FavoriteObjectType;
      objectId: number;
      pinned: boolean;
    };
  }
}
