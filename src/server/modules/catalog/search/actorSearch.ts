import { and, asc, desc, eq, gt, gte, inArray, lte, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  ACTOR_SEARCH_SORTS,
  CHAT_RATING_DAYS,
  type TActorSearchFilter,
  type TActorSearchInit,
  type TFilterOption,
} from "../../../../common/contracts/actors.ts";
import { type DbOrTx, queryRows } from "../../../db/client.ts";
import { actors, images } from "../../../db/schema/catalog.ts";
import { satisfactionRateSql } from "../../ratings/index.ts";
import type { ActorRow } from "../rows.ts";

// The actor search (actorsearch/*, modules/actors): actors by filter and the filter's options.

const avatar = alias(images, "avatar");
const DAY = 86_400_000;

/** The birth date (YYYY-MM-DD, UTC) on which someone turns `years` at `now`. */
function birthDateFor(now: Date, years: number): string {
  const date = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate()));
  return date.toISOString().slice(0, 10);
}

/** The SQL conditions of a search filter. */
function filterConditions(filter: TActorSearchFilter, now: Date): SQL[] {
  const where: (SQL | undefined)[] = [];
  if (filter.genderTypes?.length) where.push(inArray(actors.genderType, filter.genderTypes));
  // At least ageMin years old: born on or before the day ageMin years ago.
  if (filter.ageMin !== undefined) where.push(lte(actors.birthDate, birthDateFor(now, filter.ageMin)));
  // At most ageMax years old: not yet ageMax + 1.
  if (filter.ageMax !== undefined) where.push(gt(actors.birthDate, birthDateFor(now, filter.ageMax + 1)));
  if (filter.onlineOnly) where.push(eq(actors.isOnline, true));
  if (filter.language) where.push(sql`${filter.language} = any(${actors.languages})`);
  if (filter.country) where.push(eq(actors.country, filter.country));
  const lowered = (values: string[]) => values.map((value) => value.toLowerCase());
  if (filter.hairColors?.length)
    where.push(inArray(sql`lower(${actors.hairColor})`, lowered(filter.hairColors)));
  if (filter.bodyTypes?.length)
    where.push(inArray(sql`lower(${actors.bodyType})`, lowered(filter.bodyTypes)));
  if (filter.priceMin !== undefined) where.push(gte(actors.priceVideoChat, filter.priceMin));
  if (filter.priceMax !== undefined) where.push(lte(actors.priceVideoChat, filter.priceMax));
  return where.filter((c): c is SQL => c !== undefined);
}

/** Satisfaction (0–100) of the last CHAT_RATING_DAYS days, null below MIN_CHAT_RATINGS (ratings' rule). */
function satisfaction(now: Date) {
  return satisfactionRateSql(actors.id, new Date(now.getTime() - CHAT_RATING_DAYS * DAY));
}

/** A page of actors matching a filter, in the filter's order, with the number of all matches. */
export async function findActorsByFilter(
  db: DbOrTx,
  filter: TActorSearchFilter,
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ rows: ActorRow[]; total: number }> {
  const order = {
    online: [desc(actors.isOnline), sql`${actors.onlineSince} desc nulls last`, asc(actors.name)],
    newest: [desc(actors.registeredAt), desc(actors.id)],
    priceAsc: [asc(actors.priceVideoChat), asc(actors.name)],
    priceDesc: [desc(actors.priceVideoChat), asc(actors.name)],
    rating: [sql`${satisfaction(now)} desc nulls last`, desc(actors.isOnline), asc(actors.name)],
  }[filter.sort];
  const where = and(...filterConditions(filter, now));
  const found = await db
    .select({ actor: actors, avatar, total: sql<number>`count(*) over()::int` })
    .from(actors)
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const total =
    found[0]?.total ??
    (await db.select({ n: sql<number>`count(*)::int` }).from(actors).where(where))[0]?.n ??
    0;
  return { rows: found.map((row) => ({ ...row.actor, avatar: row.avatar })), total };
}

/** The values every filter can take, with the number of actors per value, and the ranges. */
export async function actorFilterOptions(db: DbOrTx, now: Date): Promise<TActorSearchInit["options"]> {
  const facet = async (column: SQL) => {
    const rows = await queryRows<{ value: string; count: number }>(
      db,
      sql`select ${column} as value, count(*)::int as count from ${actors}
        where ${column} is not null and ${column} <> '' group by 1 order by 2 desc, 1`,
    );
    return rows.map((row): TFilterOption => ({ value: row.value, count: Number(row.count) }));
  };
  const [genderTypes, countries, hairColors, bodyTypes, languages, [ranges]] = await Promise.all([
    facet(sql`${actors.genderType}`),
    facet(sql`${actors.country}`),
    facet(sql`lower(${actors.hairColor})`),
    facet(sql`lower(${actors.bodyType})`),
    queryRows<{ value: string; count: number }>(
      db,
      sql`select l as value, count(*)::int as count from ${actors}, unnest(${actors.languages}) l
        group by 1 order by 2 desc, 1`,
    ).then((rows) => rows.map((row) => ({ value: row.value, count: Number(row.count) }))),
    db
      .select({
        oldest: sql<string | null>`min(${actors.birthDate})::text`,
        youngest: sql<string | null>`max(${actors.birthDate})::text`,
        minPrice: sql<number | null>`min(${actors.priceVideoChat})::int`,
        maxPrice: sql<number | null>`max(${actors.priceVideoChat})::int`,
        online: sql<number>`count(*) filter (where ${actors.isOnline})::int`,
      })
      .from(actors),
  ]);
  const age = (birthDate: string | null | undefined, fallback: number) => {
    if (!birthDate) return fallback;
    const birth = new Date(`${birthDate}T00:00:00Z`);
    let years = now.getUTCFullYear() - birth.getUTCFullYear();
    if (
      now.getUTCMonth() < birth.getUTCMonth() ||
      (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate())
    )
      years -= 1;
    return years;
  };
  return {
    genderTypes,
    languages,
    countries,
    hairColors,
    bodyTypes,
    age: { min: Math.max(18, age(ranges?.youngest, 18)), max: Math.max(18, age(ranges?.oldest, 99)) },
    pricePerMinute: { min: ranges?.minPrice ?? 0, max: ranges?.maxPrice ?? 0, currency: "VXC" },
    sorts: ACTOR_SEARCH_SORTS,
    online: ranges?.online ?? 0,
  };
}
