import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPath } from "../../common/routes/index.ts";
import { buildActor, buildVideo, localized } from "../test/factories.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Open Graph and schema.org JSON-LD of the actor profile and the video page (issue 13), read from
// the server-rendered HTML as a link-preview crawler or a search engine reads it.

const NOW = new Date("2026-11-20T12:00:00Z");
const HOSTILE = "</script><script>alert(1)</script><!--";

let server: TestServer;
let videoId: number;
let hostileId: number;

beforeAll(async () => {
  server = await startTestServer({ web: true, now: () => NOW });
  const ctx = { db: server.database.db, now: NOW };
  const lena = await buildActor(ctx, { name: "LenaRose", headline: localized("Hello from the sea") });
  videoId = (
    await buildVideo(ctx, lena.id, {
      title: localized("Beach day"),
      description: localized("A day at the sea"),
      durationSec: 754,
      likes: 42,
      mediaKey: "test/beach",
      releasedAt: new Date("2026-10-01T08:00:00Z"),
    })
  ).id;
  hostileId = (
    await buildVideo(ctx, lena.id, { title: localized(HOSTILE), description: localized(`${HOSTILE} & more`) })
  ).id;
});
afterAll(() => server.close());

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The page's head: its meta properties/names (each with all its values) and its JSON-LD objects. */
async function head(path: string) {
  const response = await server.fetch(path);
  expect(response.status).toBe(200);
  const html = await response.text();
  const meta = new Map<string, string[]>();
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const attrs = Object.fromEntries(
      [...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decode(value ?? "")]),
    );
    const key = attrs.property ?? attrs.name;
    if (key && attrs.content !== undefined) meta.set(key, [...(meta.get(key) ?? []), attrs.content]);
  }
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? "") as Record<string, unknown>,
  );
  const one = (key: string) => {
    const values = meta.get(key) ?? [];
    expect(values, key).toHaveLength(1);
    return values[0] as string;
  };
  return { html, meta, one, jsonLd };
}

const isAbsolute = (url: unknown) => typeof url === "string" && url.startsWith(`${server.url}/`);

describe("Open Graph and JSON-LD", () => {
  it("describes a video as video.other with its preview image and a VideoObject", async () => {
    const path = buildPath("en", "actorVideo", { actorName: "lenarose", videoId });
    const { one, meta, jsonLd } = await head(path);
    const profileUrl = `${server.url}${buildPath("en", "actorProfile", { actorName: "LenaRose" })}`;
    expect(one("og:type")).toBe("video.other");
    expect(one("og:site_name")).toBe("Velvet");
    expect(one("og:locale")).toBe("en_US");
    expect(meta.get("og:locale:alternate")?.sort()).toEqual(["de_DE", "es_ES", "nl_NL"]);
    expect(one("twitter:card")).toBe("summary_large_image");
    expect(one("og:image")).toMatch(new RegExp(`^${server.url}/media/test/.+-w1280\\.jpg$`));
    expect(one("og:image:width")).toBe("1280");
    expect(one("og:image:height")).toBe("720");
    expect(one("og:image:alt")).toBe("Beach day");
    expect(one("video:duration")).toBe("754");
    expect(one("og:video:duration")).toBe("754");
    expect(one("video:actor")).toBe(profileUrl);
    expect(one("og:url")).toBe(`${server.url}${path}`);

    // The video and its breadcrumb trail.
    expect(jsonLd.map((ld) => ld["@type"])).toEqual(["VideoObject", "BreadcrumbList"]);
    const video = jsonLd[0] as Record<string, unknown>;
    expect(video).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Beach day",
      description: "A day at the sea",
      url: `${server.url}${path}`,
      uploadDate: "2026-10-01T08:00:00.000Z",
      duration: "PT12M34S",
      contentUrl: `${server.url}/media/test/beach-preview.mp4`,
      isFamilyFriendly: false,
      inLanguage: "en",
      interactionStatistic: {
        "@type": "InteractionCounter",
        interactionType: { "@type": "LikeAction" },
        userInteractionCount: 42,
      },
      actor: { "@type": "Person", name: "LenaRose", url: profileUrl },
      creator: { "@type": "Person", name: "LenaRose", url: profileUrl },
    });
    expect(video.thumbnailUrl).toEqual([one("og:image")]);
    expect(Number.isNaN(Date.parse(String(video.uploadDate)))).toBe(false);
  });

  it("describes the profile as a profile with the actor's picture and a ProfilePage of a Person", async () => {
    const path = buildPath("de", "actorProfile", { actorName: "lenarose" });
    const { one, jsonLd } = await head(path);
    expect(one("og:type")).toBe("profile");
    expect(one("profile:username")).toBe("LenaRose");
    expect(one("og:locale")).toBe("de_DE");
    expect(one("twitter:card")).toBe("summary_large_image");
    expect(isAbsolute(one("og:image"))).toBe(true);
    // The avatar is 3:4, stored 1280 wide at most.
    expect([one("og:image:width"), one("og:image:height")]).toEqual(["1280", "1707"]);
    expect(one("og:image:alt")).toBe("LenaRose");

    expect(jsonLd).toHaveLength(1);
    const page = jsonLd[0] as Record<string, unknown>;
    expect(page).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: `${server.url}${path}`,
      inLanguage: "de",
      mainEntity: {
        "@type": "Person",
        name: "LenaRose",
        url: `${server.url}${path}`,
        image: one("og:image"),
        description: "Hello from the sea (de)",
      },
    });
    expect(page.mainEntity).not.toHaveProperty("sameAs");
  });

  it("gives the actor's other tabs the profile's Open Graph without JSON-LD", async () => {
    const { one, jsonLd } = await head(buildPath("en", "actorVideos", { actorName: "lenarose" }));
    expect(one("og:type")).toBe("profile");
    expect(isAbsolute(one("og:image"))).toBe(true);
    expect(jsonLd).toHaveLength(0);
  });

  it("keeps a title that closes the script element inside the JSON-LD", async () => {
    const path = buildPath("en", "actorVideo", { actorName: "lenarose", videoId: hostileId });
    const { html, one, jsonLd } = await head(path);
    expect(html).not.toContain("<script>alert(1)");
    // Every script element is one of the page's own: none was closed early or opened by the title.
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.some(([, , body]) => body === "alert(1)")).toBe(false);
    const ld = scripts.filter(([, attrs]) => attrs?.includes("application/ld+json"));
    expect(ld).toHaveLength(2);
    for (const script of ld) expect(script[2]).not.toMatch(/[<>]/);
    expect(jsonLd.map((entry) => entry["@type"])).toEqual(["VideoObject", "BreadcrumbList"]);
    expect(jsonLd[0]).toMatchObject({ name: HOSTILE, description: `${HOSTILE} & more` });
    expect(one("og:image:alt")).toBe(HOSTILE);
  });
});
