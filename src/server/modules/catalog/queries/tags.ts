import { eq, sql } from "drizzle-orm";
import { type Language, type Localized, pickLocalized } from "../../../../common/languages.ts";
import { type DbOrTx, queryRows } from "../../../db/client.ts";
import { tags } from "../../../db/schema/catalog.ts";

const DAY = 86_400_000;
/** Views of this many days make a tag popular. */
export const POPULAR_TAG_DAYS = 30;

export interface TagCountRow {
  groupKey: string;
  name: Localized;
  videoCount: number;
}

/**
 * The most popular tags: by views of their released videos in the last POPULAR_TAG_DAYS days, then
 * by how many released videos carry them (tags without a released video are left out).
 */
export async function findPopularTags(db: DbOrTx, now: Date, limit: number): Promise<TagCountRow[]> {
  const at = now.toISOString();
  const since = new Date(now.getTime() - POPULAR_TAG_DAYS * DAY).toISOString().slice(0, 10);
  return queryRows<TagCountRow>(
    db,
    sql`select t.group_key as "groupKey", t.name, count(distinct v.id)::int as "videoCount"
      from tags t
      join video_tags vt on vt.tag_id = t.id
      join videos v on v.id = vt.video_id and v.released_at <= ${at}::timestamptz
      left join video_activity_daily a on a.video_id = v.id and a.day >= ${since}::date
      group by t.id
      order by coalesce(sum(a.views), 0) desc, count(distinct v.id) desc, t.group_key
      limit ${limit}`,
  );
}

/** `%` and `_` match themselves in a LIKE pattern. */
function likeText(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Tags whose name in the language (or English) or group key contains the text, as you type: names
 * that start with it first, then by how many released videos carry them.
 */
export async function findTagSuggestions(
  db: DbOrTx,
  options: { text: string; language: Language; now: Date; limit: number },
): Promise<TagCountRow[]> {
  const text = options.text.trim().toLowerCase();
  const contains = `%${likeText(text)}%`;
  const starts = `${likeText(text)}%`;
  const name = sql`lower(coalesce(nullif(t.name ->> ${options.language}, ''), t.name ->> 'en'))`;
  return queryRows<TagCountRow>(
    db,
    sql`select t.group_key as "groupKey", t.name, count(distinct v.id)::int as "videoCount"
      from tags t
      left join video_tags vt on vt.tag_id = t.id
      left join videos v on v.id = vt.video_id and v.released_at <= ${options.now.toISOString()}::timestamptz
      where ${name} like ${contains} or t.group_key like ${contains}
      group by t.id
      order by (${name} like ${starts}) desc, count(distinct v.id) desc, t.group_key
      limit ${options.limit}`,
  );
}

/** A tag group by its key, with its name in the language, or null. */
export async function findTag(
  db: DbOrTx,
  language: Language,
  groupKey: string,
): Promise<{ groupKey: string; name: string } | null> {
  const [row] = await db.select().from(tags).where(eq(tags.groupKey, groupKey)).limit(1);
  return row ? { groupKey: row.groupKey, name: pickLocalized(row.name, language) } : null;
}

/** Every tag: its group key and names. */
export async function allTags(db: DbOrTx) {
  return db.select({ groupKey: tags.groupKey, name: tags.name }).from(tags);
}
