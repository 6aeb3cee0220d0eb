import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor, buildTag, buildVideo } from "../test/factories.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/** Popular tags and tag suggestions on the content service (spec content §7). */
const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
let server: TestServer;
let token: string;

type SearchTag = { groupKey: string; name: string; videoCount: number; url: string };
type Answer = { data?: Record<string, SearchTag[]> | null; errors?: { extensions?: { code?: string } }[] };

async function gql(query: string, variables: Record<string, unknown> = {}, language = "en") {
  const response = await server.fetch(`/graphql?language=${language}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as Answer;
}

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  const ctx = { db: server.database.db, now: NOW };
  const actor = await buildActor(ctx);
  const stockings = await buildTag(ctx, {
    groupKey: "stockings",
    name: { en: "Stockings", de: "Strümpfe", es: "Medias", nl: "Kousen" },
  });
  const shower = await buildTag(ctx, {
    groupKey: "shower",
    name: { en: "Shower", de: "Dusche", es: "Ducha", nl: "Douche" },
  });
  const stilettos = await buildTag(ctx, {
    groupKey: "stilettos",
    name: { en: "Stilettos", de: "High Heels", es: "Tacones", nl: "Hakken" },
  });
  const unreleased = await buildTag(ctx, {
    groupKey: "secret",
    name: { en: "Secret", de: "Geheim", es: "Secreto", nl: "Geheim" },
  });
  // Shower: one video, many recent views. Stockings: three videos, few views. Stilettos: one, none.
  await buildVideo(ctx, actor.id, { tagIds: [shower.id], recentViews: [200, 150] });
  for (let i = 0; i < 3; i++) await buildVideo(ctx, actor.id, { tagIds: [stockings.id], recentViews: [5] });
  await buildVideo(ctx, actor.id, { tagIds: [stilettos.id, stockings.id] });
  await buildVideo(ctx, actor.id, { tagIds: [unreleased.id], releasedAt: new Date(NOW.getTime() + DAY) });
  const answer = await server.fetch("/rest/v1/content/token");
  token = ((await answer.json()) as { token: string }).token;
});
afterAll(() => server.close());

describe("popularTags", () => {
  it("ranks tags by recent views of their released videos, then by video count", async () => {
    const answer = await gql("{ popularTags { groupKey name videoCount url } }", {}, "de");
    expect(answer.data?.popularTags).toEqual([
      { groupKey: "shower", name: "Dusche", videoCount: 1, url: "/de/suche/videos/dusche/" },
      { groupKey: "stockings", name: "Strümpfe", videoCount: 4, url: "/de/suche/videos/str%C3%BCmpfe/" },
      { groupKey: "stilettos", name: "High Heels", videoCount: 1, url: "/de/suche/videos/high%20heels/" },
    ]);
    expect((await gql("{ popularTags(first: 1) { groupKey } }")).data?.popularTags).toEqual([
      { groupKey: "shower" },
    ]);
    expect((await gql("{ popularTags(first: 0) { groupKey } }")).errors?.[0]?.extensions?.code).toBe(
      "VALIDATION_FAILED",
    );
  });
});

describe("tagSuggestions", () => {
  const suggest = async (pattern: string, language = "en") =>
    (
      await gql("query ($p: String!) { tagSuggestions(pattern: $p) { groupKey } }", { p: pattern }, language)
    ).data?.tagSuggestions?.map((tag) => tag.groupKey);

  it("finds tags by name in the language or by key, prefixes first, then by video count", async () => {
    expect(await suggest("st")).toEqual(["stockings", "stilettos"]);
    expect(await suggest("ING")).toEqual(["stockings"]);
    expect(await suggest("heels", "de")).toEqual(["stilettos"]);
    expect(await suggest("ducha", "es")).toEqual(["shower"]);
    // An unreleased video's tag is suggested (the tag exists) but counts no video.
    expect(await suggest("secr")).toEqual(["secret"]);
  });

  it("takes LIKE wildcards literally and refuses patterns under 2 characters", async () => {
    expect(await suggest("%%")).toEqual([]);
    expect(await suggest("s_o")).toEqual([]);
    const short = await gql('{ tagSuggestions(pattern: "s") { groupKey } }');
    expect(short.errors?.[0]?.extensions?.code).toBe("VALIDATION_FAILED");
  });
});
