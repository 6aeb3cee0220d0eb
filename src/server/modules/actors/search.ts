import type {
  TActorSearchFilter,
  TActorSearchInput,
  TActorSearchResult,
} from "../../../common/contracts/actors.ts";
import type { Language } from "../../../common/languages.ts";
import type { DbOrTx } from "../../db/client.ts";
import { gridSettingsOf, storeGridSettings } from "../accounts/index.ts";
import { findActorsByFilter } from "../catalog/index.ts";
import { presentSearchHit } from "./presenter.ts";
import { chatRatingsOf } from "./queries.ts";

/** The key of the stored filter among the guest's grid settings (tileGrid/storeTileGridSettings). */
export const ACTOR_SEARCH_GRID = "actorSearch";

/** The guest's stored search filter (kept with the grid settings), or null. */
export async function storedSearchFilter(db: DbOrTx, guestId: number): Promise<unknown> {
  return gridSettingsOf(db, guestId, ACTOR_SEARCH_GRID);
}

/** Stores the guest's last search filter with the grid settings, or removes it (filter null). */
export async function storeSearchFilter(
  db: DbOrTx,
  guestId: number,
  filter: TActorSearchFilter | null,
): Promise<void> {
  await storeGridSettings(db, guestId, ACTOR_SEARCH_GRID, filter);
}

/**
 * A page of the actor search with the chat ratings of its actors; `storeFor` (a logged-in guest who
 * asked to keep the filter) stores the filter with the guest's grid settings.
 */
export async function actorSearchPage(
  db: DbOrTx,
  input: TActorSearchInput,
  options: { storeFor: number | null; now: Date; language: Language },
): Promise<TActorSearchResult> {
  const { filter, page, pageSize } = input;
  const { now } = options;
  const { rows, total } = await findActorsByFilter(
    db,
    filter,
    { offset: (page - 1) * pageSize, limit: pageSize },
    now,
  );
  const ratings = await chatRatingsOf(
    db,
    rows.map((row) => row.id),
    now,
  );
  if (options.storeFor !== null) await storeSearchFilter(db, options.storeFor, filter);
  const items = rows.map((row) =>
    presentSearchHit(row, ratings.get(row.id)?.satisfactionRate ?? null, now, options.language),
  );
  return { filter, page, pageSize, total, items, stored: options.storeFor !== null };
}
