import type { FastifyInstance } from "fastify";
import {
  type TActorSearchInit,
  type TActorSearchResult,
  ZActorSearchFilter,
  ZActorSearchInput,
} from "../../../common/contracts/actors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { memoizeAsync } from "../../lib/memoize.ts";
import { parseInput } from "../../lib/validate.ts";
import { actorFilterOptions } from "../catalog/index.ts";
import { actorSearchPage, storedSearchFilter, storeSearchFilter } from "./search.ts";

/**
 * The actor search (spec core §7 actorsearch/*): filter options with counts, a paged search, and
 * the logged-in guest's last filter, kept with the grid settings; anonymous guests keep nothing.
 */
export async function actorSearchRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const options = memoizeAsync(
    () => actorFilterOptions(ctx.db, ctx.now()),
    ctx.config.catalogCacheSeconds * 1000,
  );

  app.post("/actorsearch/init", async (request): Promise<TActorSearchInit> => {
    const auth = await request.auth();
    const stored = auth ? await storedSearchFilter(ctx.db, auth.guest.id) : null;
    // A filter stored under an older contract is dropped rather than failing the page.
    const parsed = stored === null ? null : ZActorSearchFilter.safeParse(stored);
    return { options: await options(), storedFilter: parsed?.success ? parsed.data : null };
  });

  app.post("/actorsearch/search", async (request): Promise<TActorSearchResult> => {
    const input = parseInput(ZActorSearchInput, request.body ?? {});
    const auth = await request.auth();
    return actorSearchPage(ctx.db, input, {
      storeFor: auth !== null && input.store ? auth.guest.id : null,
      now: ctx.now(),
      language: request.language,
    });
  });

  app.post("/actorsearch/filter/delete", async (request) => {
    const { guest } = await requireGuest(request);
    await storeSearchFilter(ctx.db, guest.id, null);
    return { success: true, storedFilter: null };
  });
}
