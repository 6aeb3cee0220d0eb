import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor, buildAlbum, buildVideo } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const QUERY = "{ videos { total items { id } } }";

describe("content service: answers of anonymous tokens are reused for the catalogue cache time", () => {
  let server: TestServer;
  let albumId: number;

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW, catalogCacheSeconds: 10 });
    const actor = await buildActor({ db: server.database.db, now: NOW });
    await buildVideo({ db: server.database.db, now: NOW }, actor.id);
    albumId = (await buildAlbum({ db: server.database.db, now: NOW }, actor.id, { pictures: 1 })).id;
  }, 60_000);
  afterAll(async () => server.close());

  const ask = async (token: string, query = QUERY, language = "en") =>
    server.fetch(`/graphql?language=${language}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query }),
    });
  const tokenOf = async (headers: Record<string, string> = {}) =>
    ((await (await server.fetch("/rest/v1/content/token", { headers })).json()) as { token: string }).token;

  it("serves a repeated anonymous query from the cache, per language, and never a guest's", async () => {
    const anonymous = await tokenOf();
    const first = await ask(anonymous);
    expect(first.headers.get("x-content-cache")).toBeNull();
    const body = await first.text();
    const second = await ask(anonymous);
    expect(second.headers.get("x-content-cache")).toBe("hit");
    expect(await second.text()).toBe(body);
    expect((await ask(anonymous, QUERY, "de")).headers.get("x-content-cache")).toBeNull();
    const guest = await signUpGuest(server);
    const guestToken = await tokenOf(guest.bearer);
    for (let i = 0; i < 2; i++) expect((await ask(guestToken)).headers.get("x-content-cache")).toBeNull();
  });

  it("does not keep answers with errors", async () => {
    const anonymous = await tokenOf();
    const failing = "{ videos { items { guestInfo { bought } } } }";
    await ask(anonymous, failing);
    const again = await ask(anonymous, failing);
    expect(again.headers.get("x-content-cache")).toBeNull();
    expect(((await again.json()) as { errors: unknown[] }).errors).toHaveLength(1);
  });

  it("never answers a mutation from the cache: a repeated album view is a repeat, not a copy", async () => {
    const anonymous = await tokenOf();
    const view = `mutation { viewAlbum(albumId: ${albumId}) { counted } }`;
    const first = await ask(anonymous, view);
    expect(await first.json()).toEqual({ data: { viewAlbum: { counted: true } } });
    const second = await ask(anonymous, view);
    expect(second.headers.get("x-content-cache")).toBeNull();
    expect(await second.json()).toEqual({ data: { viewAlbum: { counted: false } } });
  });
});
