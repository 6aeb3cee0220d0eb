import type { FastifyInstance } from "fastify";
import {
  type TActorSearchHit,
  type TActorSearchInit,
  type TActorSearchResult,
  ZActorSearchFilter,
  ZActorSearchInput,
} from "../../../common/contracts/actors.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { memoizeAsync } from "../../lib/memoize.ts";
import { parseInput } from "../../lib/validate.ts";
import { ageOn } from "../catalog/presenter.ts";
import { imageUrls } from "./presenter.ts";
import { chatRatingsOf } from "./queries.ts";
import { searchActors, searchOptions, storedSearchFilter, storeSearchFilter } from "./search.ts";

/**
 * The actor search (spec core §7 actorsearch/*): filter options with counts, a paged search, and
 * the logged-in guest's last filter, kept with the grid settings; anonymous guests keep nothing.
 */
export async function actorSearchRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const options = memoizeAsync(() => searchOptions(ctx.db, ctx.now()), ctx.config.catalogCacheSeconds * 1000);

  app.post("/actorsearch/init", async (request): Promise<TActorSearchInit> => {
    const auth = await request.auth();
    const stored = auth ? await storedSearchFilter(ctx.db, auth.guest.id) : null;
    // A filter stored under an older contract is dropped rather than failing the page.
    const parsed = stored === null ? null : ZActorSearchFilter.safeParse(stored);
    return { options: await options(), storedFilter: parsed?.success ? parsed.data : null };
  });

  app.post("/actorsearch/search", async (request): Promise<TActorSearchResult> => {
    const { filter, page, pageSize, store } = parseInput(ZActorSearchInput, request.body ?? {});
    const auth = await request.auth();
    const now = ctx.now();
    const { rows, total } = await searchActors(
      ctx.db,
      filter,
      { offset: (page - 1) * pageSize, limit: pageSize },
      now,
    );
    const ratings = await chatRatingsOf(
      ctx.db,
      rows.map((row) => row.id),
      now,
    );
    const stored = auth !== null && store;
    if (stored) await storeSearchFilter(ctx.db, auth.guest.id, filter);
    const language = request.language;
    const items = rows.map(
      (row): TActorSearchHit => ({
        id: row.id,
        name: row.name,
        age: ageOn(row.birthDate, now),
        genderType: row.genderType,
        isOnline: row.isOnline,
        country: row.country,
        city: row.city,
        languages: row.languages,
        hairColor: row.hairColor,
        bodyType: row.bodyType,
        pricePerMinute: row.priceVideoChat,
        satisfactionRate: ratings.get(row.id)?.satisfactionRate ?? null,
        avatar: imageUrls(row.avatar),
        url: buildPath(language, "actorProfile", { actorName: row.name }),
      }),
    );
    return { filter, page, pageSize, total, items, stored };
  });

  app.post("/actorsearch/filter/delete", async (request) => {
    const { guest } = await requireGuest(request);
    await storeSearchFilter(ctx.db, guest.id, null);
    return { success: true, storedFilter: null };
  });
}
