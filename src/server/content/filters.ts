import { type TVideoFilter, type VideoOrder, ZVideoFilter } from "../../common/contracts/catalog.ts";
import { GENDER_TYPES } from "../../common/enums.ts";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { actorIdsByGenderTypes, type VideoQuery } from "../modules/catalog/index.ts";
import type { ContentContext } from "./context.ts";

const ORDERS: Record<string, VideoOrder> = {
  TOP_RATED: "topRated",
  NEWEST: "newest",
  DISCOUNT: "discount",
  TRENDING: "trending",
  BEST_SELLING: "bestSelling",
  PRICE_ASC: "priceAsc",
  PRICE_DESC: "priceDesc",
  LONGEST: "longest",
};

const unmapped = () => new AppError(AppErrorCode.VALIDATION_FAILED, "Unmapped category");

/** GraphQL passes explicit nulls; the catalogue's filter wants absent keys. */
function withoutNulls(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined));
}

/**
 * The GraphQL VideoFilter as the catalogue's filter (spec content §3 Video filter): category slugs
 * of the request language become ids, acting groups (gender types) become actor ids. An unknown
 * category slug or acting group, and the flags vxselect and shared, answer 'Unmapped category'.
 */
export async function videoFilterInput(ctx: ContentContext, input: unknown): Promise<TVideoFilter> {
  if (!input || typeof input !== "object") return {};
  const raw = withoutNulls(input as Record<string, unknown>);
  const {
    categories: slugs,
    actingGroups,
    ...rest
  } = raw as {
    categories?: string[];
    actingGroups?: string[];
  } & Record<string, unknown>;
  if (raw.types && typeof raw.types === "object")
    rest.types = withoutNulls(raw.types as Record<string, unknown>);
  if (slugs?.length) {
    if (slugs.length > 50) throw unmapped();
    const categories = await ctx.reads.categories();
    const column = ctx.language === "de" ? "slugDe" : ctx.language === "es" ? "slugEs" : "slugEn";
    const ids = slugs.map((slug) => {
      const found = categories.find((c) => c[column] === slug.toLowerCase());
      if (!found) throw unmapped();
      return found.id;
    });
    rest.categoryIds = [...((rest.categoryIds as number[] | undefined) ?? []), ...ids];
  }
  const parsed = ZVideoFilter.safeParse(rest);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    if (!issue || issue.message === "Unmapped category") throw unmapped();
    throw new AppError(AppErrorCode.VALIDATION_FAILED, `filter.${issue.path.join(".")}: ${issue.message}`);
  }
  const filter = parsed.data;
  if (filter.types?.vxselect || filter.types?.shared) throw unmapped();
  if (actingGroups?.length) {
    if (
      actingGroups.length > 5 ||
      !actingGroups.every((g) => (GENDER_TYPES as readonly string[]).includes(g))
    )
      throw unmapped();
    const acting = await actorIdsByGenderTypes(ctx.db, actingGroups);
    const allowed = filter.modelIds ? filter.modelIds.filter((id) => acting.includes(id)) : acting;
    // No actor of these groups: a filter that matches nothing (id 0 is never an actor).
    filter.modelIds = allowed.length ? allowed : [0];
  }
  return filter;
}

/** The catalogue query of a filter, order (GraphQL enum) and page. */
export function toVideoQuery(
  filter: TVideoFilter,
  order: unknown,
  limit: number,
  offset: number,
): Omit<VideoQuery, "now"> {
  return { filter, order: ORDERS[String(order)] ?? "newest", limit, offset };
}
