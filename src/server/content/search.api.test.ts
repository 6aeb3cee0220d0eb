import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TSearchResult } from "../../common/contracts/search.ts";
import { buildActor, buildVideo } from "../test/factories.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/** The global search on the content service: the REST use cases, Video and Model types. */
const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const texts = (en: string, de: string) => ({ en, de, es: en, nl: en });
let server: TestServer;
let token: string;
const ids: Record<string, number> = {};

type Answer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

async function gql(query: string, variables: Record<string, unknown> = {}, language = "en") {
  const response = await server.fetch(`/graphql?language=${language}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

beforeAll(async () => {
  server = await startTestServer({ now: () => NOW });
  const ctx = { db: server.database.db, now: NOW };
  const sara = await buildActor(ctx, { name: "SaraSunset", isOnline: true });
  const mia = await buildActor(ctx, { name: "MiaMoon" });
  ids.sara = sara.id;
  ids.beach = (
    await buildVideo(ctx, mia.id, { title: texts("Sunset on the beach", "Sonnenuntergang am Strand") })
  ).id;
  ids.roof = (
    await buildVideo(ctx, sara.id, { title: texts("Rooftop sunset", "Sonnenuntergang auf dem Dach") })
  ).id;
  await buildVideo(ctx, sara.id, { title: texts("Morning yoga", "Morgenyoga") });
  await buildVideo(ctx, mia.id, {
    title: texts("Sunset secret", "Geheimer Sonnenuntergang"),
    releasedAt: new Date(NOW.getTime() + DAY),
  });
  token = ((await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }).token;
});
afterAll(() => server.close());

describe("content service: global search", () => {
  it("answers the whole search with the REST counts, as Video and Model items", async () => {
    const { body } = await gql(`{ search(pattern: "sunset") {
      searchPattern videos { count link items { id title model { name } } }
      models { count items { id name isOnline } } blog { type count } } }`);
    expect(body.errors).toBeUndefined();
    const search = body.data?.search as {
      searchPattern: string;
      videos: {
        count: number;
        link: string;
        items: { id: number; title: string; model: { name: string } }[];
      };
      models: { count: number; items: { id: number; name: string; isOnline: boolean }[] };
      blog: { type: string; count: number };
    };
    const rest = (await (
      await server.fetch("/rest/v1/searchResult/search/en/sunset")
    ).json()) as TSearchResult;
    expect(search.searchPattern).toBe("sunset");
    // Scheduled videos are not found.
    expect(search.videos.count).toBe(rest.videos.count);
    expect(search.videos.items.map((v) => v.id).sort()).toEqual([ids.beach, ids.roof].sort());
    expect(search.videos.items.map((v) => v.id)).toEqual(rest.videos.items.map((v) => v.id));
    expect(search.videos.link).toBe(rest.videos.link);
    expect(search.videos.items.find((v) => v.id === ids.roof)?.model.name).toBe("SaraSunset");
    expect(search.models).toEqual({
      count: rest.actors.count,
      items: rest.actors.items.map((a) => ({ id: a.id, name: a.name, isOnline: a.isOnline })),
    });
    expect(search.blog).toEqual({ type: "blog", count: 0 });
  });

  it("suggests as you type and pages the videos, in the request language", async () => {
    const { body } = await gql(
      '{ searchSuggestions(pattern: "sara") { searchPattern models { name } videos { id title } } }',
    );
    expect(body.errors).toBeUndefined();
    expect(
      (body.data?.searchSuggestions as { models: { name: string }[] } | undefined)?.models.map((m) => m.name),
    ).toEqual(["SaraSunset"]);
    const models = await gql('{ searchModels(pattern: "sara") { count items { id name } } }');
    expect(models.body.data?.searchModels).toEqual({
      count: 1,
      items: [{ id: ids.sara, name: "SaraSunset" }],
    });
    const page = await gql(
      '{ searchVideos(pattern: "sonnenuntergang", page: 1) { count items { title } } }',
      {},
      "de",
    );
    expect(page.body.data?.searchVideos).toMatchObject({ count: 2 });
    expect(
      (page.body.data?.searchVideos as { items: { title: string }[] } | undefined)?.items
        .map((v) => v.title)
        .sort(),
    ).toEqual(["Sonnenuntergang am Strand", "Sonnenuntergang auf dem Dach"]);
  });

  it("refuses patterns under 3 characters and pages out of range", async () => {
    for (const query of [
      '{ search(pattern: "ab") { searchPattern } }',
      '{ searchVideos(pattern: "sunset", page: 0) { count } }',
    ]) {
      const { status, body } = await gql(query);
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.code).toBe("VALIDATION_FAILED");
    }
  });
});
