import type { TFavoriteActors } from "../../../common/contracts/favorites.ts";
import type { Language } from "../../../common/languages.ts";
import { presentActorTile } from "../catalog/index.ts";
import type { FavoriteActorRow } from "./queries.ts";

/** GET guest/favorite/actors: actor tiles with the guest's notification switches, and how many are online. */
export function presentFavoriteActors(
  rows: FavoriteActorRow[],
  language: Language,
  now: Date,
): TFavoriteActors {
  const items = rows.map((row) => ({
    ...presentActorTile(row.actor, language, now),
    emailNotify: row.emailNotify,
    smsNotify: row.smsNotify,
    pushNotify: row.pushNotify,
    pinnedAt: row.pinnedAt.toISOString(),
  }));
  return { items, onlineCount: items.filter((item) => item.isOnline).length };
}
