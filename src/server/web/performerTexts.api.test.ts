import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActorProfile, TVideo } from "../../common/contracts/catalog.ts";
import type { Language } from "../../common/languages.ts";
import { buildPath } from "../../common/routes/index.ts";
import { actorInterviews } from "../db/schema/index.ts";
import { buildActor, buildAlbum, buildSedcard, buildVideo, localized } from "../test/factories.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../test/testServer.ts";

/**
 * A performer's texts in the guest's language (issue 27; docs/decisions.md "Performer texts in the
 * guest's language"): the page's language where she has the text, else her own language (then en,
 * then de) marked with `lang` on the element, in the server's HTML and in the REST answers.
 */

const NOW = new Date("2026-11-20T12:00:00Z");

let server: TestServer;
let gretaVideoId = 0;
let gretaAlbumId = 0;

beforeAll(async () => {
  server = await startTestServer({ web: true, now: () => NOW });
  const ctx = { db: server.database.db, now: NOW };
  // Lucía wrote her texts in every language.
  const lucia = await buildActor(ctx, {
    name: "LuciaMar",
    languages: ["es", "en"],
    headline: { ...localized("Always smiling"), es: "Siempre sonriendo" },
    about: { ...localized("I am Lucía from Valencia"), es: "Soy Lucía, de Valencia, y me encanta el mar." },
  });
  await buildSedcard(ctx, lucia.id);
  // Greta wrote hers in German only (a title in English too: the import wants one).
  const greta = await buildActor(ctx, {
    name: "GretaHain",
    languages: ["de", "en"],
    headline: { de: "Grüß dich aus Köln" },
    about: { de: "Ich bin Greta und wandere gern am Rhein." },
  });
  await buildSedcard(ctx, greta.id);
  gretaVideoId = (
    await buildVideo(ctx, greta.id, {
      title: { de: "Abendspaziergang", en: "Evening walk" },
      description: { de: "Ein langer Spaziergang am Rhein." },
    })
  ).id;
  gretaAlbumId = (
    await buildAlbum(ctx, greta.id, { title: { de: "Sonnenuntergang", en: "Sunset" }, pictures: 3 })
  ).id;
  await server.database.db.insert(actorInterviews).values({
    actorId: greta.id,
    position: 0,
    question: {
      en: "Perfect evening?",
      de: "Perfekter Abend?",
      es: "¿Noche perfecta?",
      nl: "Perfecte avond?",
    },
    answer: { de: "Wein und ein langes Gespräch.", en: "Wine and a long talk." } as never,
  });
  for (const [actorId, title, hour] of [
    [
      lucia.id,
      { es: "Noche de flamenco", en: "Flamenco night", de: "Flamenco-Abend", nl: "Flamencoavond" },
      2,
    ],
    [greta.id, { de: "Mondscheinshow", en: "Moonlight show" }, 4],
  ] as const) {
    const scheduled = await server.post(
      `internal/actors/${actorId}/camshows`,
      {
        start: new Date(NOW.getTime() + hour * 3_600_000).toISOString(),
        lengthMinutes: 30,
        price: 40,
        seats: 5,
        title,
      },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    expect(scheduled.status).toBe(201);
  }
});
afterAll(() => server.close());

/** The page's HTML without its scripts: what is rendered, not the loader data riding along. */
async function rendered(path: string): Promise<string> {
  const response = await server.fetch(path);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/** The opening tag of the body's element whose text starts with `text` (not the head's title or meta). */
function tagAround(html: string, text: string): string {
  const body = html.slice(html.indexOf("<body"));
  const at = body.indexOf(`>${text}`);
  expect(at, text).toBeGreaterThan(-1);
  const open = body.lastIndexOf("<", at);
  return body.slice(open, at + 1);
}

const aboutPage = (language: Language, actorName: string) =>
  buildPath(language, "actorAbout", { actorName: actorName.toLowerCase() });

describe("a performer's texts on a Spanish page", () => {
  it("shows her Spanish text where she wrote one, without a lang of its own", async () => {
    const html = await rendered(aboutPage("es", "LuciaMar"));
    expect(html).toContain('<html lang="es"');
    expect(tagAround(html, "Soy Lucía, de Valencia")).not.toContain("lang=");
    expect(html).not.toContain("I am Lucía");
    const profile = await rendered(buildPath("es", "actorProfile", { actorName: "luciamar" }));
    expect(tagAround(profile, "Siempre sonriendo")).not.toContain("lang=");
  });

  it('shows a text without a Spanish version in her own language, marked lang="de"', async () => {
    const html = await rendered(aboutPage("es", "GretaHain"));
    expect(tagAround(html, "Ich bin Greta und wandere")).toMatch(/^<p\b[^>]*\blang="de"/);
    // The profile's headline and the start of her about text too.
    const profile = await rendered(buildPath("es", "actorProfile", { actorName: "gretahain" }));
    expect(tagAround(profile, "Grüß dich aus Köln")).toMatch(/^<p\b[^>]*\blang="de"/);
    expect(tagAround(profile, "Ich bin Greta und wandere")).toMatch(/^<p\b[^>]*\blang="de"/);
    // The platform's question in Spanish; her answer in German (her language before English).
    expect(tagAround(html, "¿Noche perfecta?")).not.toContain("lang=");
    expect(tagAround(html, "Wein und ein langes Gespräch.")).toMatch(/^<dd\b[^>]*\blang="de"/);
  });

  it("marks a video's and an album's texts in her language on their pages and tiles", async () => {
    const video = await rendered(
      buildPath("es", "actorVideo", { actorName: "gretahain", videoId: gretaVideoId }),
    );
    // First in the breadcrumb trail, then as the page's heading: marked German in both.
    expect(tagAround(video, "Abendspaziergang")).toMatch(/^<span\b[^>]*\blang="de"/);
    expect(video).toMatch(/<h2\b[^>]*\blang="de"[^>]*>Abendspaziergang</);
    expect(tagAround(video, "Ein langer Spaziergang")).toMatch(/\blang="de"/);
    expect(video).not.toContain("Evening walk");
    const videos = await rendered(buildPath("es", "actorVideos", { actorName: "gretahain" }));
    expect(tagAround(videos, "Abendspaziergang")).toMatch(/^<a\b[^>]*\blang="de"/);
    expect(videos).toMatch(/<img\b[^>]*alt="Abendspaziergang"[^>]*lang="de"/);
    const album = await rendered(
      buildPath("es", "actorAlbum", { actorName: "gretahain", albumId: gretaAlbumId }),
    );
    expect(tagAround(album, "Sonnenuntergang")).toMatch(/^<h2\b[^>]*\blang="de"/);
  });

  it("marks a cam show's title in the performer's language, a Spanish one not", async () => {
    const html = await rendered(buildPath("es", "camShows"));
    expect(tagAround(html, "Mondscheinshow")).toMatch(/^<h3\b[^>]*\blang="de"/);
    expect(tagAround(html, "Noche de flamenco")).not.toContain("lang=");
  });

  it("marks nothing on a page in the text's own language", async () => {
    const html = await rendered(aboutPage("de", "GretaHain"));
    expect(html).toContain('<html lang="de"');
    expect(tagAround(html, "Ich bin Greta und wandere")).not.toContain("lang=");
    expect(tagAround(html, "Wein und ein langes Gespräch.")).not.toContain("lang=");
  });
});

describe("the REST answers carry each text's language", () => {
  it("names the language of the text shown: the asked one, or hers", async () => {
    const get = async <T>(path: string) => {
      const response = await server.fetch(`/rest/v1/${path}`);
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
    const greta = await get<TActorProfile>("actor/getActorDataByIdOrName/GretaHain?language=nl");
    expect(greta).toMatchObject({ about: "Ich bin Greta und wandere gern am Rhein.", aboutLanguage: "de" });
    expect(greta).toMatchObject({ headline: "Grüß dich aus Köln", headlineLanguage: "de" });
    const lucia = await get<TActorProfile>("actor/getActorDataByIdOrName/LuciaMar?language=es");
    expect(lucia).toMatchObject({ aboutLanguage: "es", headlineLanguage: "es" });
    const video = await get<TVideo>(`video/${gretaVideoId}?language=es`);
    expect(video).toMatchObject({
      title: "Abendspaziergang",
      titleLanguage: "de",
      descriptionLanguage: "de",
    });
    expect(await get<TVideo>(`video/${gretaVideoId}?language=en`)).toMatchObject({
      title: "Evening walk",
      titleLanguage: "en",
      description: "Ein langer Spaziergang am Rhein.",
      descriptionLanguage: "de",
    });
  });
});

describe("the content service carries each text's language", () => {
  it("answers titleLanguage, headlineLanguage and answerLanguage by the same rule", async () => {
    const { token } = (await (await server.fetch("/rest/v1/content/token")).json()) as { token: string };
    const response = await server.fetch("/graphql?language=nl", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `{
          videos { items { title titleLanguage description descriptionLanguage } }
          albums { items { title titleLanguage } }
          models { items { name headline headlineLanguage interviews { answer answerLanguage } } }
        }`,
      }),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as {
      data: {
        videos: { items: unknown[] };
        albums: { items: unknown[] };
        models: { items: { name: string }[] };
      };
    };
    expect(data.videos.items).toEqual([
      {
        title: "Abendspaziergang",
        titleLanguage: "de",
        description: "Ein langer Spaziergang am Rhein.",
        descriptionLanguage: "de",
      },
    ]);
    expect(data.albums.items).toEqual([{ title: "Sonnenuntergang", titleLanguage: "de" }]);
    expect(data.models.items.find((m) => m.name === "GretaHain")).toEqual({
      name: "GretaHain",
      headline: "Grüß dich aus Köln",
      headlineLanguage: "de",
      interviews: [{ answer: "Wein und ein langes Gespräch.", answerLanguage: "de" }],
    });
    expect(data.models.items.find((m) => m.name === "LuciaMar")).toMatchObject({
      headline: "Always smiling (nl)",
      headlineLanguage: "nl",
    });
  });
});
