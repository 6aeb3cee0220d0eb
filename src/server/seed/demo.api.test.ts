import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinDate } from "../../common/berlinTime.ts";
import { LocalMediaStore } from "../adapters/media-store/localMediaStore.ts";
import { type Database, queryRows } from "../db/client.ts";
import { jumbotronHomepage } from "../modules/videostation/index.ts";
import { createTestDatabase } from "../test/testDb.ts";
import { seedDemo } from "./demo.ts";
import { ensureDemoBlog } from "./demoBlog.ts";
import { ensureDemoCamShows } from "./demoCamShows.ts";
import { ensureDemoDailyBonus } from "./demoDailyBonus.ts";
import { ensureDemoFeed } from "./demoFeed.ts";
import { DEMO_GUEST, ensureDemoBonusCode, ensureDemoGuest } from "./demoGuest.ts";
import { ensureDemoMediathek } from "./demoMediathek.ts";
import { planDemo } from "./demoPlan.ts";
import { ensureDemoJumbotron } from "./demoVideostation.ts";

const NOW = new Date("2026-11-20T12:00:00Z");

describe("demo seed", () => {
  let database: Database;
  let mediaDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = mkdtempSync(path.join(tmpdir(), "velvet-seed-"));
    await seedDemo({ db: database.db, media: new LocalMediaStore(mediaDir), now: NOW, renderImages: false });
  });
  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  async function one<T>(query: SQL): Promise<T> {
    const [row] = await queryRows<T>(database.db, query);
    return row as T;
  }

  it("creates the volumes the platform needs", async () => {
    const counts = await one<Record<string, number>>(sql`select
      (select count(*)::int from actors) as actors,
      (select count(*)::int from videos) as videos,
      (select count(*)::int from albums) as albums,
      (select count(*)::int from album_pictures) as pictures,
      (select count(*)::int from categories) as categories,
      (select count(*)::int from tags) as tags,
      (select count(*)::int from actor_sedcards) as sedcards`);
    expect(counts.actors).toBeGreaterThanOrEqual(60);
    expect(counts.videos).toBeGreaterThanOrEqual(400);
    expect(counts.albums).toBeGreaterThanOrEqual(80);
    expect(counts.pictures).toBeGreaterThanOrEqual((counts.albums ?? 0) * 4);
    expect(counts.categories).toBeGreaterThanOrEqual(12);
    expect(counts.tags).toBeGreaterThanOrEqual(20);
    expect(counts.sedcards).toBeGreaterThanOrEqual((counts.actors ?? 0) * 2);
    // The search's asmr category has videos to find (the asmr tag group).
    const asmr = await one<{ videos: number }>(sql`select count(*)::int as videos from video_tags vt
      join tags t on t.id = vt.tag_id where t.group_key = 'asmr'`);
    expect(asmr.videos).toBeGreaterThan(0);
  });

  it("seeds a live feed: posts of every kind for every performer, paid ones, goals, comments", async () => {
    const feed = await one<Record<string, number>>(sql`select
      (select count(distinct actor_id)::int from feed_posts) as performers,
      (select count(*)::int from actors) as actors,
      (select count(*)::int from feed_posts where kind = 'clip') as clips,
      (select count(*)::int from feed_posts where kind = 'photos') as photos,
      (select count(*)::int from feed_posts where kind = 'text') as texts,
      (select count(*)::int from feed_posts where price_coins > 0) as paid,
      (select count(*)::int from feed_posts where goal_coins is not null) as goals,
      (select count(*)::int from feed_comments where actor_id is not null) as replies,
      (select count(*)::int from feed_comments where guest_id is not null) as comments,
      (select extract(epoch from ${NOW.toISOString()}::timestamptz - max(published_at))::int from feed_posts) as newest_age`);
    expect(feed.performers).toBe(feed.actors);
    for (const key of ["clips", "photos", "texts", "paid", "goals", "replies", "comments"])
      expect(feed[key], key).toBeGreaterThan(0);
    // Relative to the seed's now: the newest post is hours old, whatever the date.
    expect(feed.newest_age).toBeLessThan(24 * 3600);
  });

  it("seeds the feed once on a data dir from before it, and leaves a feed with posts alone", async () => {
    expect(await ensureDemoFeed(database.db, NOW)).toBe(0);
    // A data dir seeded before the feed existed: no posts, no demo fans.
    await database.db.execute(sql`truncate feed_reports, feed_tips, feed_purchases, feed_post_views,
      feed_post_likes, feed_comments, feed_post_pictures, feed_posts`);
    await database.db.execute(
      sql`update guests set email = 'before-' || email where email like 'fan%@velvet.example'`,
    );
    expect(await ensureDemoFeed(database.db, NOW)).toBeGreaterThan(0);
    const { posts } = await one<{ posts: number }>(sql`select count(*)::int as posts from feed_posts`);
    expect(posts).toBeGreaterThan(0);
    expect(await ensureDemoFeed(database.db, NOW)).toBe(0);
    // A whole feed for 60 performers written twice: 20 s were too few on a loaded machine.
  }, 120_000);

  it("seeds the mediathek once: four series, free and premium, with episodes and articles in four languages", async () => {
    expect(await ensureDemoMediathek(database.db, NOW)).toBe(4);
    expect(await ensureDemoMediathek(database.db, NOW)).toBe(0);
    const series = await queryRows<{ kind: string; episodes: number; languages: number }>(
      database.db,
      sql`select s.kind, (select count(*) from tv_episodes e where e.series_id = s.id)::int as episodes,
        (select min((select count(*) from tv_article_texts t where t.article_id = a.id)) from tv_articles a where a.series_id = s.id)::int as languages
        from tv_series s order by s.position`,
    );
    expect(series.map((row) => row.kind)).toEqual(["free", "premium", "free", "premium"]);
    for (const row of series) {
      expect(row.episodes).toBeGreaterThanOrEqual(2);
      expect(row.languages).toBe(4);
    }
  }, 120_000);

  it("seeds the daily bonus once: a free offer, a discounted video and a top-up bonus every Berlin day", async () => {
    expect(await ensureDemoDailyBonus(database.db, NOW)).toBeGreaterThan(300);
    expect(await ensureDemoDailyBonus(database.db, NOW)).toBe(0);
    const days = await queryRows<{ day: string; kinds: string[] }>(
      database.db,
      sql`select day::text as day, array_agg(case when free then 'free' else kind end order by slot) as kinds
        from daily_offers where day between ${berlinDate(new Date(NOW.getTime() - 86_400_000))}::date
          and ${berlinDate(new Date(NOW.getTime() + 86_400_000))}::date
        group by day order by day`,
    );
    expect(days).toHaveLength(3);
    for (const day of days) expect(day.kinds).toEqual(["free", "video", "free"]);
  });

  it("sets the start page's jumbotron once, with real videos; the operator's later config stays", async () => {
    const slides = await ensureDemoJumbotron(database.db, NOW);
    expect(slides).toBeGreaterThan(1);
    expect(await ensureDemoJumbotron(database.db, NOW)).toBe(0);
    const home = await jumbotronHomepage(database.db, "de", NOW);
    expect(home.slides).toHaveLength(slides);
    expect(home.slides[0]?.headline).toBe("Heute im Rampenlicht");
    expect(new Set(home.slides.map((s) => s.video.id)).size).toBe(slides);
  });

  it("schedules cam shows whenever none is coming, so the calendar is alive on any date", async () => {
    expect(await ensureDemoCamShows(database.db, NOW)).toBe(4);
    expect(await ensureDemoCamShows(database.db, NOW)).toBe(0);
    const later = new Date(NOW.getTime() + 30 * 86_400_000);
    expect(await ensureDemoCamShows(database.db, later)).toBe(4);
    const { shows } = await one<{ shows: number }>(
      sql`select count(*)::int as shows from cam_shows where starts_at > ${later.toISOString()}::timestamptz`,
    );
    expect(shows).toBe(4);
  });

  it("seeds the blog once: a post in every category, each in the four languages, over two years", async () => {
    expect(await ensureDemoBlog(database.db, NOW)).toBeGreaterThan(0);
    expect(await ensureDemoBlog(database.db, NOW)).toBe(0);
    const categories = await queryRows<{ category: number; languages: number }>(
      database.db,
      sql`select p.category_id as category, min((select count(*) from blog_post_texts t where t.post_id = p.id))::int as languages
        from blog_posts p group by 1 order by 1`,
    );
    expect(categories.map((row) => row.category)).toEqual([1, 38, 39, 40, 41, 43, 44, 45, 46, 506]);
    for (const row of categories) expect(row.languages, String(row.category)).toBe(4);
    const { years } = await one<{ years: number }>(
      sql`select count(distinct extract(year from published_at))::int as years from blog_posts`,
    );
    expect(years).toBe(2);
  });

  it("covers every gender and gender type, and new actors of the last 60 days", async () => {
    const genders = await queryRows<{ gender: string }>(
      database.db,
      sql`select distinct gender from actors order by 1`,
    );
    expect(genders.map((r) => r.gender)).toEqual(["F", "M", "N"]);
    const types = await queryRows<{ type: string }>(
      database.db,
      sql`select distinct gender_type as type from actors order by 1`,
    );
    expect(types.map((r) => r.type)).toEqual(["F", "FF", "FM", "M", "S"]);
    const fresh = await one<{ n: number }>(
      sql`select count(*)::int as n from actors where registered_at > ${NOW.toISOString()}::timestamptz - interval '60 days'`,
    );
    expect(fresh.n).toBeGreaterThanOrEqual(10);
    const online = await one<{ n: number }>(sql`select count(*)::int as n from actors where is_online`);
    expect(online.n).toBeGreaterThan(5);
  });

  it("spreads free, vip, on-sale, classic, new and scheduled videos", async () => {
    const flags = await one<Record<string, number>>(sql`select
      count(*) filter (where free)::int as free,
      count(*) filter (where free and price <> 0)::int as free_with_price,
      count(*) filter (where vip)::int as vip,
      count(*) filter (where base_price > price)::int as on_sale,
      count(*) filter (where classic)::int as classic,
      count(*) filter (where released_at > ${NOW.toISOString()}::timestamptz)::int as scheduled,
      count(*) filter (where released_at > ${NOW.toISOString()}::timestamptz - interval '14 days' and released_at <= ${NOW.toISOString()}::timestamptz)::int as new
      from videos`);
    for (const key of ["free", "vip", "on_sale", "classic", "scheduled", "new"])
      expect(flags[key], key).toBeGreaterThan(3);
    expect(flags.free_with_price).toBe(0);
    const trending = await one<{ n: number }>(
      sql`select count(distinct video_id)::int as n from video_activity_daily`,
    );
    expect(trending.n).toBeGreaterThan(20);
    const uncategorised = await one<{ n: number }>(
      sql`select count(*)::int as n from videos v where not exists (select 1 from video_categories c where c.video_id = v.id)`,
    );
    expect(uncategorised.n).toBe(0);
  });

  it("writes texts in all four languages", async () => {
    const row = await one<{ title: Record<string, string>; about: Record<string, string> }>(
      sql`select v.title, a.about from videos v join actors a on a.id = v.actor_id where a.about ? 'nl' limit 1`,
    );
    for (const language of ["de", "en", "es", "nl"]) {
      expect(row.title[language]).toBeTruthy();
      expect(row.about[language]).toBeTruthy();
    }
  });

  it("writes every performer text in the four languages, translated; a few only in her own", async () => {
    const texts = await queryRows<{ kind: string; text: Record<string, string> }>(
      database.db,
      sql`select 'video title' as kind, title as text from videos
        union all select 'video description', description from videos
        union all select 'album title', title from albums
        union all select 'album description', description from albums
        union all select 'interview answer', answer from actor_interviews`,
    );
    for (const { kind, text } of texts)
      for (const language of ["de", "en", "es", "nl"]) expect(text[language], kind).toBeTruthy();
    // Translated, not the English copied (a few titles are the same word everywhere: "Polaroids").
    const copied = texts.filter(
      ({ text }) => text.es === text.en || text.nl === text.en || text.de === text.en,
    );
    expect(copied.length).toBeLessThan(texts.length * 0.05);

    const actors = await queryRows<{
      languages: string[];
      headline: Record<string, string>;
      about: Record<string, string>;
    }>(database.db, sql`select languages, headline, about from actors`);
    const own = actors.filter((a) => Object.keys(a.about).length === 1);
    for (const actor of actors) {
      const kept = Object.keys(actor.about);
      if (kept.length === 1) {
        // Only in her own language: the first of hers the site has.
        expect(kept[0]).toBe(actor.languages.find((l) => ["de", "en", "es", "nl"].includes(l)));
        expect(Object.keys(actor.headline)).toEqual(kept);
      } else {
        expect(kept.sort()).toEqual(["de", "en", "es", "nl"]);
        expect(Object.keys(actor.headline).sort()).toEqual(["de", "en", "es", "nl"]);
      }
    }
    expect(own.length).toBeGreaterThanOrEqual(5);
    expect(own.length).toBeLessThan(actors.length / 3);
  });

  it("is deterministic for a seed and a moment", () => {
    const a = planDemo({ now: NOW });
    const b = planDemo({ now: NOW });
    expect(a.actorPlans.map((x) => x.row)).toEqual(b.actorPlans.map((x) => x.row));
    expect(a.videoPlans.map((x) => x.row)).toEqual(b.videoPlans.map((x) => x.row));
    expect(planDemo({ now: NOW, seed: 1 }).actorPlans[0]?.row.name).not.toBe(undefined);
  });
});

describe("demo guest", () => {
  it("is created once with its coins booked through the ledger", async () => {
    const database = await createTestDatabase();
    try {
      expect(await ensureDemoGuest(database.db, NOW)).toBe(DEMO_GUEST.coins);
      expect(await ensureDemoGuest(database.db, NOW)).toBe(DEMO_GUEST.coins);
      const [row] = await queryRows<{ guests: number; sum: number }>(
        database.db,
        sql`select (select count(*) from guests)::int as guests, (select sum(delta) from ledger_entries)::int as sum`,
      );
      expect(row).toEqual({ guests: 1, sum: DEMO_GUEST.coins });
      await ensureDemoBonusCode(database.db, NOW);
      await ensureDemoBonusCode(database.db, NOW);
      const [code] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from bonus_codes`,
      );
      expect(code?.n).toBe(1);
    } finally {
      await database.close();
    }
  });
});
