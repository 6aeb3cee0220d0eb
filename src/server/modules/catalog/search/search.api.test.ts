import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TVideo } from "../../../../common/contracts/catalog.ts";
import type {
  TSearchActor,
  TSearchCategoryResult,
  TSearchResult,
  TSearchSuggestions,
} from "../../../../common/contracts/search.ts";
import { buildActor, buildCategory, buildTag, buildVideo } from "../../../test/factories.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../../test/testServer.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const texts = (en: string, de: string, es = en, nl = en) => ({ en, de, es, nl });

describe("global search REST", () => {
  let server: TestServer;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
    const ctx = { db: server.database.db, now: NOW };
    const lena = await buildActor(ctx, { name: "LenaRose", isOnline: true, isOnlineMobileVideocall: true });
    // City centres for the distance order; NadiaNowhere has no coordinates, NadiaBerlinToo ties.
    await buildActor(ctx, { name: "NadiaMunich", latitude: 48.1374, longitude: 11.5755 });
    await buildActor(ctx, { name: "NadiaNowhere", isOnline: true });
    await buildActor(ctx, { name: "NadiaHamburg", latitude: 53.5511, longitude: 9.9937 });
    await buildActor(ctx, { name: "NadiaBerlin", latitude: 52.52, longitude: 13.405 });
    await buildActor(ctx, { name: "NadiaBerlinToo", latitude: 52.52, longitude: 13.405, isOnline: true });
    const mia = await buildActor(ctx, { name: "MiaStar" });
    const anal = await buildTag(ctx, { groupKey: "anal", name: texts("Anal", "Anal", "Anal", "Anaal") });
    const outdoor = await buildCategory(ctx, {
      name: texts("Outdoor", "Draußen", "Al aire libre", "Buiten"),
    });
    ids.cat = (
      await buildVideo(ctx, mia.id, {
        title: texts("Kittens playing in the garden", "Katzen spielen im Garten", "Gatitos en el jardín"),
        description: texts("A sunny afternoon", "Ein sonniger Nachmittag"),
      })
    ).id;
    ids.tagged = (
      await buildVideo(ctx, mia.id, { title: texts("Evening fun", "Abendspaß"), tagIds: [anal.id] })
    ).id;
    ids.titled = (await buildVideo(ctx, mia.id, { title: texts("Anal adventure", "Anal Abenteuer") })).id;
    ids.lena = (await buildVideo(ctx, lena.id, { title: texts("Morning yoga", "Morgenyoga") })).id;
    ids.outdoor = (
      await buildVideo(ctx, lena.id, { title: texts("Picnic", "Picknick"), categoryIds: [outdoor.id] })
    ).id;
    // A blog post about a lighthouse in German and English: the search's blog category finds it.
    const post = await server.fetch("/rest/v1/internal/blog/posts", {
      method: "POST",
      headers: { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" },
      body: JSON.stringify({
        slug: "lighthouse-night",
        categoryId: 45,
        publishedAt: new Date(NOW.getTime() - DAY).toISOString(),
        texts: {
          de: { title: "Eine Nacht am Leuchtturm", markdown: "Der Leuchtturm leuchtet die ganze Nacht." },
          en: { title: "A night at the lighthouse", markdown: "The lighthouse shines all night." },
        },
      }),
    });
    if (post.status !== 201) throw new Error(`blog post: ${post.status} ${await post.text()}`);
    // Whispering videos: four in the asmr tag group, one not.
    const asmr = await buildTag(ctx, { groupKey: "asmr", name: texts("ASMR", "ASMR") });
    for (let i = 1; i <= 4; i++)
      await buildVideo(ctx, mia.id, {
        title: texts(`Whisper relax ${i}`, `Flüstern ${i}`),
        tagIds: [asmr.id],
      });
    ids.loud = (await buildVideo(ctx, mia.id, { title: texts("Whisper loud", "Lautes Flüstern") })).id;
    // A mediathek series with the kittens as its episode: the search's tv and mediathek categories.
    const series = await server.fetch("/rest/v1/internal/tv/updateMediathek", {
      method: "POST",
      headers: { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" },
      body: JSON.stringify({
        series: [
          {
            key: "harbour-nights",
            kind: "free",
            title: { en: "Harbour Nights", de: "Hafennächte" },
            episodes: [{ videoId: ids.cat, season: 1, episode: 1, title: { en: "Garden kittens" } }],
          },
        ],
      }),
    });
    if (series.status !== 200) throw new Error(`mediathek: ${series.status} ${await series.text()}`);
    ids.scheduled = (
      await buildVideo(ctx, lena.id, {
        title: texts("Secret kittens", "Geheime Katzen"),
        releasedAt: new Date(NOW.getTime() + DAY),
      })
    ).id;
  });
  afterAll(() => server.close());

  const get = async <T>(path: string) => {
    const response = await server.fetch(`/rest/v1/${path}`);
    return { status: response.status, body: (await response.json()) as T };
  };
  const videoIds = (result: { items: TVideo[] }) => result.items.map((v) => v.id);

  it("finds videos by title with the language's stemming and ranks title matches", async () => {
    const de = await get<TSearchResult>("searchResult/search/de/katze");
    expect(de.status).toBe(200);
    expect(videoIds(de.body.videos)).toEqual([ids.cat]);
    expect(de.body.videos.items[0]?.title).toBe("Katzen spielen im Garten");
    const en = await get<TSearchResult>("searchResult/search/en/kitten");
    expect(videoIds(en.body.videos)).toEqual([ids.cat]);
    // The German word is not in the English text: per-language documents.
    const mixed = await get<TSearchResult>("searchResult/search/en/katzen");
    expect(videoIds(mixed.body.videos)).toEqual([]);
    const es = await get<TSearchResult>("searchResult/search/es/gatitos");
    expect(videoIds(es.body.videos)).toEqual([ids.cat]);
  });

  it("counts tags, categories and actor names, and hides scheduled videos", async () => {
    const tag = await get<TSearchResult>("searchResult/search/en/anal");
    expect(videoIds(tag.body.videos).sort()).toEqual([ids.tagged, ids.titled].sort());
    const nlTag = await get<TSearchResult>("searchResult/search/nl/anaal");
    expect(videoIds(nlTag.body.videos)).toContain(ids.tagged);
    const category = await get<TSearchResult>("searchResult/search/de/draußen");
    expect(videoIds(category.body.videos)).toEqual([ids.outdoor]);
    const actor = await get<TSearchResult>("searchResult/search/en/lenarose");
    expect(videoIds(actor.body.videos).sort()).toEqual([ids.lena, ids.outdoor].sort());
    expect(actor.body.actors.items.map((a) => a.name)).toEqual(["LenaRose"]);
    expect(actor.body.actors.items[0]).toMatchObject({ isOnline: true, mobileVideoCall: true });
    expect(actor.body.actors.items[0]?.url).toBe("/en/amateur/lenarose/");
  });

  it("tolerates typos and proposes the corrected spelling", async () => {
    const typo = await get<TSearchResult>("searchResult/search/en/annal");
    expect(videoIds(typo.body.videos)).toEqual(expect.arrayContaining([ids.tagged, ids.titled]));
    expect(typo.body.proposals).toContain("anal");
    const swapped = await get<TSearchResult>("searchResult/search/en/anla");
    expect(videoIds(swapped.body.videos)).toEqual(expect.arrayContaining([ids.tagged]));
    const actorTypo = await get<TSearchResult>("searchResult/search/en/lenarise");
    expect(actorTypo.body.actors.items.map((a) => a.name)).toContain("LenaRose");
  });

  it("answers every category with the page sizes of the spec", async () => {
    const { body } = await get<TSearchResult>("searchResult/search/en/anal");
    expect(body.searchPattern).toBe("anal");
    expect(body.videos).toMatchObject({ type: "videos", pageSize: 30, link: "/en/search/videos/anal/" });
    expect(body.actors).toMatchObject({ pageSize: 30, link: "/en/search/videos/anal/?category=actors" });
    expect(body.asmr).toMatchObject({ count: 0, items: [], pageSize: 3 });
    expect(body.blog).toMatchObject({ count: 0, items: [], pageSize: 15 });
    expect(body.tv.pageSize).toBe(30);
    expect(body.mediathek.pageSize).toBe(30);
    const page = await get<{ result: TSearchCategoryResult<TSearchActor> }>(
      "searchResult/list/actors/en/lena?page=1&sort=distance&zip=10115",
    );
    expect(page.status).toBe(200);
    expect(page.body.result).toMatchObject({ type: "actors", count: 1, sort: "distance" });
    expect(page.body.result.items[0]).toMatchObject({ name: "LenaRose", distanceKm: null });
    const blog = await get<{ result: TSearchCategoryResult }>("searchResult/list/blog/de/lena");
    expect(blog.body.result).toMatchObject({ type: "blog", count: 0, items: [] });
  });

  it("finds blog posts in the request's language, in the overview and as a page", async () => {
    const overview = await get<TSearchResult>("searchResult/search/en/lighthouse");
    expect(overview.body.blog).toMatchObject({
      type: "blog",
      count: 1,
      pageSize: 15,
      link: "/en/search/videos/lighthouse/?category=blog",
    });
    expect(overview.body.blog.items[0]).toMatchObject({
      slug: "lighthouse-night",
      title: "A night at the lighthouse",
    });
    const german = await get<{ result: TSearchCategoryResult<{ title: string; url: string }> }>(
      "searchResult/list/blog/de/leuchtturm",
    );
    expect(german.body.result).toMatchObject({ type: "blog", count: 1, page: 1 });
    expect(german.body.result.items[0]).toMatchObject({
      title: "Eine Nacht am Leuchtturm",
      url: "/de/blog/lighthouse-night/",
    });
    // Not written in Spanish: not found in Spanish.
    expect((await get<TSearchResult>("searchResult/search/es/lighthouse")).body.blog.count).toBe(0);
    const beyond = await get<{ result: TSearchCategoryResult }>(
      "searchResult/list/blog/en/lighthouse?page=2",
    );
    expect(beyond.body.result).toMatchObject({ count: 1, items: [], page: 2 });
    const videos = await get<{ result: TSearchCategoryResult<TVideo> }>(
      "searchResult/list/videos/de/katze?page=2",
    );
    expect(videos.body.result).toMatchObject({ page: 2, count: 1, items: [] });
  });

  it("finds the asmr tag group's videos, 3 a page", async () => {
    const overview = await get<TSearchResult>("searchResult/search/en/whisper");
    expect(overview.body.videos.count).toBe(5);
    expect(overview.body.asmr).toMatchObject({ type: "asmr", count: 4, pageSize: 3 });
    expect(overview.body.asmr.items).toHaveLength(3);
    expect(videoIds(overview.body.asmr)).not.toContain(ids.loud);
    const second = await get<{ result: TSearchCategoryResult<TVideo> }>(
      "searchResult/list/asmr/en/whisper?page=2",
    );
    expect(second.body.result).toMatchObject({ count: 4, page: 2 });
    expect(second.body.result.items).toHaveLength(1);
    expect((await get<TSearchResult>("searchResult/search/en/kittens")).body.asmr.count).toBe(0);
  });

  it("finds the mediathek's series (tv) and episodes (mediathek)", async () => {
    const overview = await get<TSearchResult>("searchResult/search/de/hafennächte");
    expect(overview.body.tv).toMatchObject({ type: "tv", count: 1, pageSize: 30 });
    expect(overview.body.tv.items[0]).toMatchObject({ key: "harbour-nights", title: "Hafennächte" });
    expect(overview.body.mediathek).toMatchObject({ type: "mediathek", count: 1 });
    const episodes = await get<{ result: TSearchCategoryResult<{ title: string; video: { id: number } }> }>(
      "searchResult/list/mediathek/en/garden",
    );
    expect(episodes.body.result.items.map((e) => [e.title, e.video.id])).toEqual([
      ["Garden kittens", ids.cat],
    ]);
    expect((await get<TSearchResult>("searchResult/search/en/lighthouse")).body.tv.count).toBe(0);
  });

  type ActorPage = { result: TSearchCategoryResult<TSearchActor> };
  const distances = (result: TSearchCategoryResult<TSearchActor>) =>
    result.items.map((a) => [a.name, a.distanceKm]);

  it("sorts actors by distance from the postal code's place, nearest first, with km", async () => {
    // 80331 is Munich's centre; the two Berlin actors tie and keep their rank order (see below).
    const { status, body } = await get<ActorPage>(
      "searchResult/list/actors/de/nadia?sort=distance&zip=80331",
    );
    expect(status).toBe(200);
    expect(body.result.sort).toBe("distance");
    expect(body.result.items.map((a) => a.name)).toEqual([
      "NadiaMunich",
      "NadiaBerlin",
      "NadiaBerlinToo",
      "NadiaHamburg",
      "NadiaNowhere",
    ]);
    const [munich, berlin, , hamburg, nowhere] = body.result.items;
    expect(munich?.distanceKm).toBeLessThanOrEqual(2);
    expect(berlin?.distanceKm).toBeGreaterThan(490);
    expect(berlin?.distanceKm).toBeLessThan(515);
    expect(hamburg?.distanceKm).toBeGreaterThan(600);
    expect(hamburg?.distanceKm).toBeLessThan(625);
    expect(nowhere?.distanceKm).toBeNull();
    expect(Number.isInteger(berlin?.distanceKm)).toBe(true);
  });

  it("takes the place from the edge's headers without a postal code, the postal code first", async () => {
    const hamburg = { "cf-iplatitude": "53.55", "cf-iplongitude": "9.99" };
    const response = await server.fetch("/rest/v1/searchResult/list/actors/en/nadia?sort=distance", {
      headers: hamburg,
    });
    const body = (await response.json()) as ActorPage;
    expect(body.result.sort).toBe("distance");
    expect(distances(body.result)[0]).toEqual(["NadiaHamburg", 0]);
    expect(body.result.items.at(-1)?.name).toBe("NadiaNowhere");
    const zipFirst = (await (
      await server.fetch("/rest/v1/searchResult/list/actors/en/nadia?sort=distance&zip=10115", {
        headers: hamburg,
      })
    ).json()) as ActorPage;
    expect(zipFirst.result.items[0]?.name).toBe("NadiaBerlin");
    // Unusable headers are no place: rank order.
    const odd = (await (
      await server.fetch("/rest/v1/searchResult/list/actors/en/nadia?sort=distance", {
        headers: { "cf-iplatitude": "north", "cf-iplongitude": "9.99" },
      })
    ).json()) as ActorPage;
    expect(odd.result.sort).toBe("rank");
  });

  it("falls back to rank order without a place and says so", async () => {
    const { body } = await get<ActorPage>("searchResult/list/actors/en/nadia?sort=distance");
    expect(body.result.sort).toBe("rank");
    expect(body.result.items.every((a) => a.distanceKm === undefined)).toBe(true);
    // Rank: similarity to the pattern (shorter names first here), online first, then the name.
    expect(body.result.items.map((a) => a.name)).toEqual([
      "NadiaBerlin",
      "NadiaMunich",
      "NadiaNowhere",
      "NadiaHamburg",
      "NadiaBerlinToo",
    ]);
    const rank = await get<ActorPage>("searchResult/list/actors/en/nadia?zip=80331");
    expect(rank.body.result.sort).toBe("rank");
  });

  it("rejects a malformed or unknown postal code with 400 VALIDATION_FAILED", async () => {
    for (const zip of ["1234", "abcde", "00000"]) {
      const { status, body } = await get<{ error: { code: string } }>(
        `searchResult/list/actors/de/nadia?sort=distance&zip=${zip}`,
      );
      expect(status, zip).toBe(400);
      expect(body.error.code).toBe("VALIDATION_FAILED");
    }
  });

  it("suggests actors, terms and videos while typing", async () => {
    const { status, body } = await get<TSearchSuggestions>("searchResult/suggest/en/ana");
    expect(status).toBe(200);
    expect(body.terms[0]).toMatchObject({ text: "Anal", kind: "tag", url: "/en/search/videos/Anal/" });
    expect(body.videos.map((v) => v.id)).toContain(ids.titled);
    const actors = await get<TSearchSuggestions>("searchResult/suggest/de/len");
    expect(actors.body.actors.map((a) => a.name)).toEqual(["LenaRose"]);
    const category = await get<TSearchSuggestions>("searchResult/suggest/de/drau");
    expect(category.body.terms[0]).toMatchObject({ kind: "category", text: "Draußen" });
  });

  it("rejects short and huge patterns with 400 VALIDATION_FAILED and never fails on odd characters", async () => {
    for (const path of [
      "searchResult/suggest/en/ab",
      "searchResult/search/en/%20a%20",
      "searchResult/list/videos/en/x",
    ]) {
      const short = await get<{ error: { code: string } }>(path);
      expect(short.status, path).toBe(400);
      expect(short.body.error.code).toBe("VALIDATION_FAILED");
    }
    const huge = await get<{ error: { code: string } }>(`searchResult/search/en/${"a".repeat(101)}`);
    expect(huge.status).toBe(400);
    expect(huge.body.error.code).toBe("VALIDATION_FAILED");
    const enormous = await server.fetch(`/rest/v1/searchResult/suggest/en/${"a".repeat(5000)}`);
    expect(enormous.status).toBeGreaterThanOrEqual(400);
    expect(enormous.status).toBeLessThan(500);
    const unknown = await get<{ error: { code: string } }>("searchResult/list/photos/en/lena");
    expect(unknown.status).toBe(400);
    for (const odd of [
      "%_'\\",
      "a%b_c'd\\e",
      "'; drop table videos; --",
      "a & b | !c",
      "ä:* <-> ö",
      "🙂🙂🙂",
      "a\u0000bc",
    ]) {
      for (const kind of ["search", "suggest"]) {
        const response = await server.fetch(`/rest/v1/searchResult/${kind}/en/${encodeURIComponent(odd)}`);
        expect(response.status, `${kind} ${odd}`).toBeLessThan(500);
      }
    }
    const odd = await get<TSearchResult>(`searchResult/search/en/${encodeURIComponent("%_'\\")}`);
    expect(odd.status).toBe(200);
    expect(odd.body.videos.count).toBe(0);
  });
});
