import { asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { SEARCH_COUNT_CAP } from "../../../../common/contracts/search.ts";
import type { Language } from "../../../../common/languages.ts";
import { type DbOrTx, queryRows } from "../../../db/client.ts";
import { actors, images } from "../../../db/schema/catalog.ts";
import type { ActorRow } from "../rows.ts";
import { distanceFrom } from "./place.ts";

const avatar = alias(images, "avatar");
/** The actors table is "a" in the raw queries and "actors" in the built one: names go unqualified. */
const NAME = sql.raw('"name"');

/** The text-search configuration and the generated document column of each language (migration 0016). */
const TEXT_SEARCH: Record<Language, { config: SQL; column: SQL; lang: string }> = {
  de: { config: sql.raw("'german'::regconfig"), column: sql.raw("v.search_de"), lang: "de" },
  en: { config: sql.raw("'english'::regconfig"), column: sql.raw("v.search_en"), lang: "en" },
  es: { config: sql.raw("'spanish'::regconfig"), column: sql.raw("v.search_es"), lang: "es" },
  nl: { config: sql.raw("'dutch'::regconfig"), column: sql.raw("v.search_nl"), lang: "nl" },
};

/** Ids read per search source at most (the newest). */
const SOURCE_CAP = SEARCH_COUNT_CAP;
/** Lexemes a word typed so far expands to. */
const EXPANSIONS = 5;
/** Minimum trigram similarity of a correction. */
const MIN_SIMILARITY = 0.4;

/** Escapes LIKE wildcards (the words are letters and digits already; this is a second guard). */
const likePrefix = (word: string) => `${word.replace(/[\\%_]/g, "\\$&")}%`;
/** Lexemes that can be written into a tsquery as they are. */
const isPlainLexeme = (lexeme: string) => /^[\p{L}\p{N}]+$/u.test(lexeme);
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
/** The first string after every string that starts with `prefix` (its last character + 1). */
const afterPrefix = (prefix: string) => {
  const chars = [...prefix];
  const last = chars.pop() ?? "a";
  return chars.join("") + String.fromCodePoint((last.codePointAt(0) ?? 96) + 1);
};
/**
 * Actor names starting with a prefix: a range of the lower(name) btree index (an OR of several
 * such ranges becomes a BitmapOr), LIKE rechecking it under any collation.
 */
const namePrefix = (prefix: string) =>
  sql`(lower(${NAME}) >= ${prefix} and lower(${NAME}) < ${afterPrefix(prefix)} and lower(${NAME}) like ${likePrefix(prefix)})`;

/** What a word of the pattern stands for in the language. */
export interface WordTerms {
  word: string;
  /** Lexemes: the word's stem, the lexemes it is a prefix of, and its corrections. */
  lexemes: string[];
  /** Tag, category, actor or title words close to an unknown word ("did you mean"). */
  corrections: string[];
}

/**
 * Each word's lexemes: its stem, up to 5 lexemes of the language's documents it is a prefix of
 * (typing "kitt" finds "kitten"), and, for a word the catalogue does not know at all, the closest
 * lexemes, tag, category and actor names (trigram similarity, one edit, or two neighbouring letters
 * swapped: "anla" -> "anal").
 */
export async function analyseWords(db: DbOrTx, language: Language, words: string[]): Promise<Analysis> {
  if (words.length === 0) return { terms: [], sources: NO_SOURCES };
  const { config, lang } = TEXT_SEARCH[language];
  // The sources (tags, categories, actors) of the words as typed come with the same round trip;
  // only a pattern with a correction asks again.
  const rows = await queryRows<AnalysedRow>(
    db,
    sql`with a as (select w.word, s.stems, x.expansions,
        (cardinality(x.expansions) > 0
          or exists (select 1 from search_lexemes l where l.lang = ${lang} and l.lexeme = any(s.stems))
          or exists (select 1 from actors a where lower(a.name) >= w.word and lower(a.name) < w.after
            and lower(a.name) like w.prefix)
          or exists (select 1 from tags t where lower(coalesce(nullif(t.name->>${lang}, ''), t.name->>'en')) like w.prefix)
          or exists (select 1 from categories c where lower(coalesce(nullif(c.name->>${lang}, ''), c.name->>'en')) like w.prefix)
        ) as known
      from (select word, after, replace(replace(replace(word, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%' as prefix
            from jsonb_to_recordset(${json(words.map((word) => ({ word, after: afterPrefix(word) })))})
              as r(word text, after text)) w
      cross join lateral (
        select coalesce(array_agg(l), '{}') as stems from unnest(tsvector_to_array(to_tsvector(${config}, w.word))) l
      ) s
      cross join lateral (
        select coalesce(array_agg(lexeme), '{}') as expansions from (
          select l.lexeme from search_lexemes l
          where l.lang = ${lang} and (l.lexeme like w.prefix or l.lexeme like any (select st || '%' from unnest(s.stems) st))
          order by length(l.lexeme), l.lexeme limit ${EXPANSIONS}
        ) e
      ) x),
      lexemes as (select array(select distinct l from a, unnest(a.stems || a.expansions) l) as all_lexemes)
      select a.*, ${sourcesSelect(language, sql`lexemes.all_lexemes`, words)} from a, lexemes`,
  );
  const unknown = rows.filter((r) => !r.known).map((r) => r.word);
  const known = rows.flatMap((r) => [...r.stems, ...r.expansions]);
  const corrections = await findCorrections(db, language, { unknown, words, known });
  const terms = words.map((word) => {
    const row = rows.find((r) => r.word === word);
    const fixes = corrections.filter((c) => c.word === word);
    const lexemes = [...(row?.stems ?? []), ...(row?.expansions ?? []), ...fixes.flatMap((c) => c.lexemes)];
    return {
      word,
      lexemes: [...new Set(lexemes)].filter(isPlainLexeme),
      corrections: [...new Set(fixes.map((c) => c.term))],
    };
  });
  // The sources come with the analysis, or with the corrections when there are any.
  const source = corrections[0] ?? rows[0];
  const sources = source
    ? { tags: source.tags, categories: source.categories, actors: source.actors }
    : NO_SOURCES;
  return { terms, sources };
}

/**
 * The closest known terms of unknown words (at most 2 each), with their lexemes; every row also
 * carries the sources named by all words (`known` lexemes, the corrections' lexemes, actor names
 * starting with a word or equal to a correction), so a typo costs one round trip more, not two.
 */
async function findCorrections(
  db: DbOrTx,
  language: Language,
  options: { unknown: string[]; words: string[]; known: string[] },
): Promise<({ word: string; term: string; lexemes: string[] } & Sources)[]> {
  const candidates = options.unknown.filter((w) => w.length >= 3 && w.length <= 40);
  if (candidates.length === 0) return [];
  const { config, lang } = TEXT_SEARCH[language];
  // One branch per word with the word as a parameter, so each can use the trigram indexes.
  const branches = sql.join(
    candidates.map((word) => {
      // Actor names sharing the first letter (a range of the lower(name) index): similarity is then
      // computed for a few hundred names, not all of them.
      const first = String.fromCodePoint(word.codePointAt(0) ?? 97);
      const afterFirst = String.fromCodePoint((word.codePointAt(0) ?? 97) + 1);
      return sql`(select ${word}::text as word, term, sim from (
          select l.lexeme as term, similarity(${word}::text, l.lexeme) as sim from search_lexemes l
          where l.lang = ${lang} and l.lexeme % ${word}::text
          union all
          select l.lexeme, 0.5 from search_lexemes l
          where l.lang = ${lang} and length(${word}::text) >= 4 and l.lexeme like ${likePrefix(word.slice(0, 1))}
            and length(l.lexeme) between length(${word}::text) - 1 and length(${word}::text) + 1
            and (levenshtein_less_equal(${word}::text, l.lexeme, 1) <= 1
              or (levenshtein_less_equal(${word}::text, l.lexeme, 2) = 2
                and sorted_letters(${word}::text) = sorted_letters(l.lexeme)))
          union all
          select x.term, greatest(similarity(${word}::text, x.term),
            case when levenshtein_less_equal(${word}::text, x.term, 1) <= 1
              or (length(${word}::text) >= 4 and sorted_letters(${word}::text) = sorted_letters(x.term)) then 0.5 else 0 end)
          from (
            select lower(coalesce(nullif(t.name->>${lang}, ''), t.name->>'en')) as term from tags t
            union select lower(coalesce(nullif(c.name->>${lang}, ''), c.name->>'en')) from categories c
          ) x
          union all
          select lower(a.name), similarity(${word}::text, lower(a.name)) from actors a
          where lower(a.name) >= ${first} and lower(a.name) < ${afterFirst}
            and similarity(${word}::text, lower(a.name)) >= ${MIN_SIMILARITY}
        ) found
        where term <> ${word}::text and sim >= ${MIN_SIMILARITY}
        order by sim desc, term limit 2)`;
    }),
    sql` union all `,
  );
  return queryRows(
    db,
    sql`with c as (
        select c.word, c.term,
          coalesce((select array_agg(l) from unnest(tsvector_to_array(to_tsvector(${config}, c.term))) l), '{}') as lexemes
        from (${branches}) c
      ),
      lexemes as (
        select array(select jsonb_array_elements_text(${json(options.known)})
          union select unnest(c.lexemes) from c) as all_lexemes
      )
      select c.*, ${sourcesSelect(language, sql`lexemes.all_lexemes`, options.words, sql`lower(a.name) = any(array(select term from c))`)}
      from c, lexemes`,
  );
}

/** One row per hit plus the total (a row with a null id when the page is empty). */
interface HitRow {
  id: number | null;
  score: number | null;
  total: number;
}

/** A page of ids, best first, and the number of all hits. */
export interface Hits {
  ids: number[];
  total: number;
}

const toHits = (rows: HitRow[]): Hits => ({
  ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
  total: rows[0]?.total ?? 0,
});

/** Tags, categories and actors the words name (their videos count as hits). */
export interface Sources {
  tags: number[];
  categories: number[];
  actors: number[];
}
const NO_SOURCES: Sources = { tags: [], categories: [], actors: [] };

/** What a pattern means in a language: its words' terms and the sources they name. */
export interface Analysis {
  terms: WordTerms[];
  sources: Sources;
}

interface AnalysedRow extends Sources {
  word: string;
  stems: string[];
  expansions: string[];
  known: boolean;
}

/** Select-list columns `tags`, `categories`, `actors`: the ids named by lexemes and name prefixes. */
function sourcesSelect(language: Language, lexemes: SQL, names: string[], orActor?: SQL): SQL {
  const { config, lang } = TEXT_SEARCH[language];
  const actorMatch = sql.join([...names.map(namePrefix), ...(orActor ? [orActor] : [])], sql` or `);
  return sql`coalesce((select array_agg(id) from (select t.id from tags t
      where tsvector_to_array(to_tsvector(${config}, coalesce(nullif(t.name->>${lang}, ''), t.name->>'en')))
        && ${lexemes} limit 10) x), '{}') as tags,
    coalesce((select array_agg(id) from (select c.id from categories c
      where tsvector_to_array(to_tsvector(${config}, coalesce(nullif(c.name->>${lang}, ''), c.name->>'en')))
        && ${lexemes} limit 10) x), '{}') as categories,
    coalesce((select array_agg(id) from (select a.id from actors a where ${actorMatch} limit 50) x), '{}') as actors`;
}

/**
 * Videos for the words, best first: the language's full-text document (title and description; every
 * word by one of its lexemes), plus videos of actors, tags and categories the words name. The score
 * adds up the sources (text 1, actor 0.6, tag 0.4, category 0.3), newest (highest id) first among
 * equals. Each source reads at most SOURCE_CAP ids, newest first, so a tag with 15,000 videos costs
 * as much as one with 300: `total` is exact below SOURCE_CAP and at least SOURCE_CAP otherwise
 * (docs/decisions.md "Search").
 */
export async function searchVideoIds(
  db: DbOrTx,
  options: HitOptions,
): Promise<Hits & { titles: VideoTitle[] }> {
  const page = hitPage(options);
  if (!page) return { ids: [], total: 0, titles: [] };
  return queryRows<
    HitRow & {
      title: Partial<Record<Language, string>> | null;
      actorName: string | null;
      actorLanguages: string[] | null;
    }
  >(
    db,
    sql`select p.id, p.score, p.total, v.title, a.name as "actorName", a.languages as "actorLanguages"
      from (${page}) p
      left join videos v on v.id = p.id
      left join actors a on a.id = v.actor_id
      order by p.score desc, p.id desc`,
  ).then((rows) => ({
    ...toHits(rows),
    titles: rows.flatMap((row) =>
      row.id === null || !row.title
        ? []
        : [
            {
              id: row.id,
              title: row.title,
              actorName: row.actorName ?? "",
              actorLanguages: row.actorLanguages ?? [],
            },
          ],
    ),
  }));
}

/** What a page of hits is chosen by. */
export interface HitOptions {
  language: Language;
  analysis: Analysis;
  now: Date;
  limit: number;
  offset: number;
}

/**
 * The statement choosing a page of hits (see searchVideoIds): rows `id, score, total`, one row with
 * a null id when the page is empty; null when nothing can match.
 */
export function hitPage(options: HitOptions): SQL | null {
  const { terms, sources } = options.analysis;
  const { column, lang } = TEXT_SEARCH[options.language];
  // A word without any lexeme (a stop word, or unknown without a correction) drops out of the AND.
  const groups = terms.filter((t) => t.lexemes.length > 0);
  if (terms.length === 0) return null;
  const branches: SQL[] = [];
  if (groups.length > 0) {
    const tsquery = groups.map((t) => `(${t.lexemes.join(" | ")})`).join(" & ");
    // A word none of whose lexemes is in any document of the language cannot match: the branch is
    // then skipped by a one-time filter (a few lexicon probes) instead of letting the planner, which
    // guesses absent lexemes to be common, scan the newest videos to the end for 300 hits.
    const possible = sql.join(
      groups.map(
        (t) =>
          sql`exists (select 1 from search_lexemes l where l.lang = ${lang} and l.lexeme = any(${`{${t.lexemes.join(",")}}`}::text[]))`,
      ),
      sql` and `,
    );
    branches.push(
      sql`(select v.id, 1.0 as s from videos v where ${column} @@ to_tsquery('simple', ${tsquery})
        and ${possible}
        order by v.id desc limit ${SOURCE_CAP})`,
    );
  }
  if (sources.actors.length > 0)
    branches.push(
      sql`(select v.id, 0.6 from videos v where v.actor_id = any(${`{${sources.actors.join(",")}}`}::int[])
        order by v.id desc limit ${SOURCE_CAP})`,
    );
  // One branch per tag and category: each an index-only scan of (tag_id, video_id) backwards.
  for (const id of sources.tags)
    branches.push(
      sql`(select vt.video_id, 0.4 from video_tags vt where vt.tag_id = ${id}
        order by vt.video_id desc limit ${SOURCE_CAP})`,
    );
  for (const id of sources.categories)
    branches.push(
      sql`(select vc.video_id, 0.3 from video_categories vc where vc.category_id = ${id}
        order by vc.video_id desc limit ${SOURCE_CAP})`,
    );
  if (branches.length === 0) return null;
  const now = sql`${options.now.toISOString()}::timestamptz`;
  return sql`with hits as (${sql.join(branches, sql` union all `)}),
      -- Scheduled videos are few (an index range): excluded by a hashed list, not a probe per hit.
      scheduled as (select v.id from videos v where v.released_at > ${now}),
      scored as (
        select id, sum(s) as score from hits where id not in (select id from scheduled) group by id
      )
      select p.id, p.score, t.total
      from (select count(*)::int as total from scored) t
      left join lateral (
        select id, score::float8 as score from scored order by score desc, id desc
        limit ${options.limit} offset ${options.offset}
      ) p on true`;
}

/** A found actor with its distance from the guest (km, unrounded; null without a place or coordinates). */
export type SearchActorRow = ActorRow & { distanceKm: number | null };

/**
 * Actors whose name starts with a word or with a correction (an unknown word's closest actor name
 * is among its corrections), closest to the whole pattern first, online first among equals; with a
 * place, nearest first (actors without coordinates last) and that order among equal distances: the
 * page's rows with their avatars and the number of all, in one statement.
 */
export async function findSearchActors(
  db: DbOrTx,
  options: {
    terms: WordTerms[];
    limit: number;
    offset: number;
    place?: { latitude: number; longitude: number } | null;
  },
): Promise<{ rows: SearchActorRow[]; total: number }> {
  const names = [...new Set(options.terms.flatMap((t) => [t.word, ...t.corrections]))];
  if (names.length === 0) return { rows: [], total: 0 };
  const pattern = options.terms.map((t) => t.word).join(" ");
  const where = sql.join(names.map(namePrefix), sql` or `);
  const distance = options.place ? distanceFrom(options.place) : sql<number | null>`null::float8`;
  const rank = [
    sql`similarity(lower(${actors.name}), ${pattern}) desc`,
    desc(actors.isOnline),
    asc(actors.name),
  ];
  const found = await db
    .select({ actor: actors, avatar, distanceKm: distance, total: sql<number>`(count(*) over ())::int` })
    .from(actors)
    .leftJoin(avatar, eq(avatar.id, actors.avatarImageId))
    .where(where)
    .orderBy(...(options.place ? [sql`${distance} asc nulls last`, ...rank] : rank))
    .limit(options.limit)
    .offset(options.offset);
  let total = found[0]?.total ?? 0;
  if (found.length === 0 && options.offset > 0) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(actors).where(where);
    total = row?.n ?? 0;
  }
  return {
    rows: found.map((r) => ({
      ...r.actor,
      avatar: r.avatar,
      distanceKm: r.distanceKm === null ? null : Number(r.distanceKm),
    })),
    total,
  };
}

/** Tag and category names of the language that start with the pattern or are close to it. */
export async function suggestTerms(
  db: DbOrTx,
  language: Language,
  pattern: string,
  limit: number,
): Promise<{ text: string; kind: "tag" | "category"; slug: string }[]> {
  const { lang } = TEXT_SEARCH[language];
  const slugColumn =
    language === "de"
      ? sql.raw("c.slug_de")
      : language === "es"
        ? sql.raw("c.slug_es")
        : sql.raw("c.slug_en");
  return queryRows(
    db,
    sql`select text, kind, slug from (
        select coalesce(nullif(t.name->>${lang}, ''), t.name->>'en') as text, 'tag' as kind, t.group_key as slug from tags t
        union all
        select coalesce(nullif(c.name->>${lang}, ''), c.name->>'en'), 'category', ${slugColumn} from categories c
      ) x
      where lower(text) like ${likePrefix(pattern)} or word_similarity(${pattern}, lower(text)) >= ${MIN_SIMILARITY}
      order by (lower(text) like ${likePrefix(pattern)}) desc, word_similarity(${pattern}, lower(text)) desc, text
      limit ${limit}`,
  );
}

/** A hit's titles (all languages), actor name and her languages: what a suggestion shows. */
export interface VideoTitle {
  id: number;
  title: Partial<Record<Language, string>>;
  actorName: string;
  actorLanguages: string[];
}
