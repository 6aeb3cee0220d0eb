import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOME_ONLINE_FIRST } from "../../../common/contracts/catalog.ts";
import { buildActor } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { createCatalogApi } from "./catalogApi.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

/**
 * "New girls" lists new female performers only, and the start page shows every online performer
 * (issue 12, point 8; the first ones with the page, all through home/online, issue 13): through
 * the catalogue the loaders read, the REST calls and the rendered pages.
 */
let server: TestServer;
const ONLINE = 14;
beforeAll(async () => {
  server = await startTestServer({ web: true, now: () => NOW });
  const ctx = { db: server.database.db, now: NOW };
  await buildActor(ctx, { name: "NewWoman", gender: "F", genderType: "F", registeredAt: ago(5) });
  await buildActor(ctx, { name: "NewMan", gender: "M", genderType: "M", registeredAt: ago(4) });
  await buildActor(ctx, { name: "NewCouple", gender: "F", genderType: "FM", registeredAt: ago(3) });
  await buildActor(ctx, { name: "NewTrans", gender: "F", genderType: "S", registeredAt: ago(2) });
  await buildActor(ctx, { name: "OldWoman", gender: "F", genderType: "F", registeredAt: ago(400) });
  for (let i = 0; i < ONLINE; i++) {
    await buildActor(ctx, {
      name: `LiveOne${i}`,
      isOnline: true,
      onlineSince: ago(i / 100),
      priceMessage: 3,
      freeMessages: i === 0 ? 2 : 0,
    });
  }
});
afterAll(() => server.close());

describe("new girls", () => {
  it("lists only new female performers, on the list and on the start page", async () => {
    const catalog = createCatalogApi(server.database.db, () => NOW);
    const list = await catalog.newActors("en", 1);
    expect(list.items.map((actor) => actor.name)).toEqual(["NewWoman"]);
    expect(list.total).toBe(1);
    const more = await catalog.homeMore("en");
    expect(more.newActors.map((actor) => actor.name)).toEqual(["NewWoman"]);
    // The start page's lower blocks come from home/more, not with the page.
    const answer = await server.fetch("/rest/v1/home/more?language=en");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);
    const body = (await answer.json()) as { newActors: { name: string }[]; categories: unknown[] };
    expect(body.newActors.map((actor) => actor.name)).toEqual(["NewWoman"]);
    expect(Array.isArray(body.categories)).toBe(true);
    expect(await (await server.fetch("/en/")).text()).not.toContain("NewWoman");

    const html = await (await server.fetch("/en/new-girls/")).text();
    expect(html).toContain("NewWoman");
    for (const name of ["NewMan", "NewCouple", "NewTrans", "OldWoman"]) expect(html).not.toContain(name);
  });
});

describe("online performers on the start page", () => {
  it("carries the first online performers with the message price and the count; home/online gives all of them", async () => {
    const catalog = createCatalogApi(server.database.db, () => NOW);
    const home = await catalog.home("de");
    expect(home.counts.online).toBe(ONLINE);
    expect(home.onlineActors).toHaveLength(HOME_ONLINE_FIRST);
    expect(home.onlineActors.every((actor) => actor.isOnline)).toBe(true);
    expect(home.onlineActors[0]).toMatchObject({
      name: "LiveOne0",
      messagePrice: { value: 3, currency: "VXC" },
      freeMessages: 2,
    });
    expect(await catalog.onlineActors("de")).toHaveLength(ONLINE);

    const response = await server.fetch("/en/");
    const html = await response.text();
    expect(response.status).toBe(200);
    for (let i = 0; i < HOME_ONLINE_FIRST; i++) expect(html).toContain(`LiveOne${i}`);
    expect(html).not.toContain(`LiveOne${HOME_ONLINE_FIRST}`);

    const online = await server.fetch("/rest/v1/home/online?language=en");
    expect(online.status).toBe(200);
    const { items } = (await online.json()) as { items: { name: string; isOnline: boolean }[] };
    expect(items.map((actor) => actor.name)).toEqual(Array.from({ length: ONLINE }, (_, i) => `LiveOne${i}`));
    expect(items.every((actor) => actor.isOnline)).toBe(true);
  });
});
