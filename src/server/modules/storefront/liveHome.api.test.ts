import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { createCatalogApi } from "./catalogApi.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

/**
 * "New girls" lists new female performers only, and the start page carries every online performer
 * (issue 12, point 8): through the catalogue the loaders read and through the rendered pages.
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
    const home = await catalog.home("en");
    expect(home.newActors.map((actor) => actor.name)).toEqual(["NewWoman"]);

    const html = await (await server.fetch("/en/new-girls/")).text();
    expect(html).toContain("NewWoman");
    for (const name of ["NewMan", "NewCouple", "NewTrans", "OldWoman"]) expect(html).not.toContain(name);
  });
});

describe("online performers on the start page", () => {
  it("carries every online performer (not 10) with the message price, and the count matches", async () => {
    const home = await createCatalogApi(server.database.db, () => NOW).home("de");
    expect(home.counts.online).toBe(ONLINE);
    expect(home.onlineActors).toHaveLength(ONLINE);
    expect(home.onlineActors.every((actor) => actor.isOnline)).toBe(true);
    expect(home.onlineActors[0]).toMatchObject({
      name: "LiveOne0",
      messagePrice: { value: 3, currency: "VXC" },
      freeMessages: 2,
    });

    const response = await server.fetch("/en/");
    const html = await response.text();
    expect(response.status).toBe(200);
    for (let i = 0; i < ONLINE; i++) expect(html).toContain(`LiveOne${i}`);
  });
});
