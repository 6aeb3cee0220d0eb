import { type SQL, sql } from "drizzle-orm";
import type { Language } from "../../../common/languages.ts";
import { type DbOrTx, queryRows } from "../../db/client.ts";

/** The text-search configuration and the generated document column of each language (migration 0016). */
const TEXT_SEARCH: Record<Language, { config: SQL; column: SQL; lang: SQL }> = {
  de: { config: sql.raw("'german'::regconfig"), column: sql.raw("v.search_de"), lang: sql.raw("'de'") },
  en: { config: sql.raw("'english'::regconfig"), column: sql.raw("v.search_en"), lang: sql.raw("'en'") },
  es: { config: sql.raw("'spanish'::regconfig"), column: sql.raw("v.search_es"), lang: sql.raw("'es'") },
  nl: { config: sql.raw("'dutch'::regconfig"), column: sql.raw("v.search_nl"), lang: sql.raw("'nl'") },
};

/** Minimum trigram similarity of a correction; edit distance 1 counts for short words. */
const MIN_SIMILARITY = 0.4;

/** Escapes LIKE wildcards (the words are letters and digits already; this is a second guard). */
const likePrefix = (word: string) => `${word.replace(/[\\%_]/g, "\\$&")}%`;

/** A tsquery text of words (letters and digits only, so no tsquery syntax can slip in). */
const orQuery = (words: string[]) => words.map((w) => `${w}:*`).join(" | ");

/**
 * Vocabulary terms close to each word: tag and category names in the language and actor names,
 * by trigram similarity or (words of 4+ letters) an edit distance of 1 or one swap of neighbouring
 * letters ("anla" -> "anal": same letters, distance 2). Feeds typo tolerance and
 * the "did you mean" proposals.
 */
export async function findCorrections(
  db: DbOrTx,
  language: Language,
  words: string[],
): Promise<{ word: string; term: string }[]> {
  const candidates = words.filter((w) => w.length >= 3 && w.length <= 40);
  if (candidates.length === 0) return [];
  const { lang } = TEXT_SEARCH[language];
  return queryRows<{ word: string; term: string }>(
    db,
    sql`with w as (select jsonb_array_elements_text(${JSON.stringify(candidates)}::jsonb) as word),
      terms as (
        select lower(coalesce(nullif(t.name->>${lang}, ''), t.name->>'en')) as term from tags t
        union select lower(coalesce(nullif(c.name->>${lang}, ''), c.name->>'en')) from categories c
      ),
      close_terms as (
        select w.word, x.term, similarity(w.word, x.term) as sim
        from w cross join terms x
        where x.term <> w.word and (similarity(w.word, x.term) >= ${MIN_SIMILARITY}
          or (length(w.word) >= 4 and levenshtein_less_equal(w.word, x.term, 1) <= 1)
          or (length(w.word) >= 4 and length(w.word) = length(x.term)
            and levenshtein_less_equal(w.word, x.term, 2) <= 2 and sorted_letters(w.word) = sorted_letters(x.term)))
        union all
        select w.word, lower(a.name), similarity(w.word, lower(a.name))
        from w join actors a on lower(a.name) % w.word
        where lower(a.name) <> w.word and similarity(w.word, lower(a.name)) >= ${MIN_SIMILARITY}
      )
      select word, term from (
        select word, term, row_number() over (partition by word order by sim desc, term) as n
        from close_terms
      ) ranked where n <= 2`,
  );
}

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

/** One row per hit plus the total (a row with a null id when the page is empty). */
const toHits = (rows: HitRow[]): Hits => ({
  ids: rows.flatMap((row) => (row.id === null ? [] : [row.id])),
  total: rows[0]?.total ?? 0,
});

/**
 * Videos for the words (and their corrections), best first: the language's full-text document
 * (title A, description B; all words, each as a prefix or one of its corrections), plus videos of
 * matching actors, tags and categories. The score adds text rank, actor, tag and category matches
 * and a little popularity.
 */
export async function searchVideoIds(
  db: DbOrTx,
  options: {
    language: Language;
    words: string[];
    corrections: { word: string; term: string }[];
    now: Date;
    limit: number;
    offset: number;
  },
): Promise<Hits> {
  const { config, column, lang } = TEXT_SEARCH[options.language];
  const groups = options.words.map((word) => {
    const alternatives = options.corrections
      .filter((c) => c.word === word)
      .map((c) => (c.term.match(/[\p{L}\p{N}]+/gu) ?? []).join(" & "))
      .filter(Boolean)
      .map((t) => `(${t})`);
    return `(${[`${word}:*`, ...alternatives].join(" | ")})`;
  });
  const allQuery = groups.join(" & ");
  const anyWords = [
    ...options.words,
    ...options.corrections.flatMap((c) => c.term.match(/[\p{L}\p{N}]+/gu) ?? []),
  ];
  const anyQuery = orQuery(anyWords);
  const actorNames = [...options.words, ...options.corrections.map((c) => c.term)];
  const actorMatch = sql.join(
    actorNames.map((name) => sql`lower(a.name) like ${likePrefix(name)}`),
    sql` or `,
  );
  return queryRows<HitRow>(
    db,
    sql`with q as (select to_tsquery(${config}, ${allQuery}) as q_all, to_tsquery(${config}, ${anyQuery}) as q_any),
      ma as (select a.id from actors a where ${actorMatch} limit 50),
      mt as (select t.id from tags t, q
        where to_tsvector(${config}, coalesce(nullif(t.name->>${lang}, ''), t.name->>'en')) @@ q.q_any),
      mc as (select c.id from categories c, q
        where to_tsvector(${config}, coalesce(nullif(c.name->>${lang}, ''), c.name->>'en')) @@ q.q_any),
      cand as (
        select v.id from videos v, q where ${column} @@ q.q_all
        union select v.id from videos v where v.actor_id in (select id from ma)
        union select vt.video_id from video_tags vt where vt.tag_id in (select id from mt)
        union select vc.video_id from video_categories vc where vc.category_id in (select id from mc)
      ),
      scored as (
        select v.id,
          ts_rank(${column}, q.q_all)
          + case when v.actor_id in (select id from ma) then 0.6 else 0 end
          + case when exists (select 1 from video_tags vt where vt.video_id = v.id and vt.tag_id in (select id from mt)) then 0.4 else 0 end
          + case when exists (select 1 from video_categories vc where vc.video_id = v.id and vc.category_id in (select id from mc)) then 0.3 else 0 end
          + ln(1 + v.sales_count) / 100.0 as score
        from cand join videos v on v.id = cand.id, q
        where v.released_at <= ${options.now.toISOString()}::timestamptz
      )
      select p.id, p.score, t.total from (select count(*)::int as total from scored) t
      left join lateral (
        select id, score::float8 as score from scored order by score desc, id desc
        limit ${options.limit} offset ${options.offset}
      ) p on true`,
  ).then(toHits);
}

/** Actors whose name starts with a word or is close to it (trigram), prefix matches first. */
export async function searchActorIds(
  db: DbOrTx,
  options: { words: string[]; corrections: { word: string; term: string }[]; limit: number; offset: number },
): Promise<Hits> {
  const names = [...new Set([...options.words, ...options.corrections.map((c) => c.term)])];
  const pattern = options.words.join(" ");
  const prefix = sql.join(
    names.map((name) => sql`lower(a.name) like ${likePrefix(name)}`),
    sql` or `,
  );
  return queryRows<HitRow>(
    db,
    sql`with found as (
        select a.id, a.is_online, a.name,
          (case when ${prefix} then 1 else 0 end + similarity(lower(a.name), ${pattern}))::float8 as score
        from actors a
        where ${prefix} or lower(a.name) % ${pattern}
      )
      select p.id, p.score, t.total from (select count(*)::int as total from found) t
      left join lateral (
        select id, score from found order by score desc, is_online desc, name
        limit ${options.limit} offset ${options.offset}
      ) p on true`,
  ).then(toHits);
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
