import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TActorSearchInit, TActorSearchResult } from "../../../common/contracts/actors.ts";
import { actorChatRatings, guests } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
const DAY = 86_400_000;
const born = (years: number) =>
  new Date(Date.now() - years * 365.25 * DAY - 10 * DAY).toISOString().slice(0, 10);
const ids: Record<string, number> = {};
beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  const now = Date.now();
  // A small, fresh catalogue (a new database per file): five actors with distinct traits.
  ids.anna = (
    await buildActor(ctx, {
      name: "Anna",
      genderType: "F",
      birthDate: born(22),
      country: "DE",
      languages: ["de", "en"],
      hairColor: "Blonde",
      bodyType: "slim",
      priceVideoChat: 10,
      isOnline: true,
      onlineSince: new Date(now - 60_000),
      registeredAt: new Date(now - 100 * DAY),
    })
  ).id;
  ids.bea = (
    await buildActor(ctx, {
      name: "Bea",
      genderType: "F",
      birthDate: born(35),
      country: "AT",
      languages: ["de"],
      hairColor: "brunette",
      bodyType: "curvy",
      priceVideoChat: 30,
      registeredAt: new Date(now - 5 * DAY),
    })
  ).id;
  ids.carl = (
    await buildActor(ctx, {
      name: "Carl",
      gender: "M",
      genderType: "M",
      birthDate: born(40),
      country: "NL",
      languages: ["nl", "en"],
      hairColor: "black",
      bodyType: "athletic",
      priceVideoChat: 20,
      isOnline: true,
      onlineSince: new Date(now - 3_600_000),
      registeredAt: new Date(now - 50 * DAY),
    })
  ).id;
  ids.duo = (
    await buildActor(ctx, {
      name: "Duo",
      genderType: "FM",
      birthDate: born(28),
      country: "ES",
      languages: ["es"],
      hairColor: null,
      bodyType: null,
      priceVideoChat: 15,
      registeredAt: new Date(now - 300 * DAY),
    })
  ).id;
  // Chat ratings: Bea 10 of 10 satisfied, Carl 5 of 10, Anna only 9 (not shown).
  const rate = (actorId: number, n: number, satisfied: number) =>
    Array.from({ length: n }, (_, i) => ({
      actorId,
      satisfied: i < satisfied,
      createdAt: new Date(now - DAY),
    }));
  await ctx.db
    .insert(actorChatRatings)
    .values([...rate(ids.bea ?? 0, 10, 10), ...rate(ids.carl ?? 0, 10, 5), ...rate(ids.anna ?? 0, 9, 9)]);
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
async function post<T>(path: string, body: unknown, guest: Guest | null = null, status = 200): Promise<T> {
  const response = await server.post(path, body, guest ? guest.bearer : {});
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(status);
  return answer as T;
}
const search = (filter: unknown, guest: Guest | null = null, extra: Record<string, unknown> = {}) =>
  post<TActorSearchResult>("actorsearch/search", { filter, ...extra }, guest);
const names = (result: TActorSearchResult) => result.items.map((item) => item.name);

describe("actorsearch/search", () => {
  it("filters by gender type, age, online, language, country, hair, body and price", async () => {
    expect(names(await search({}))).toEqual(["Anna", "Carl", "Bea", "Duo"]);
    expect(names(await search({ genderTypes: ["F"] }))).toEqual(["Anna", "Bea"]);
    expect(names(await search({ ageMin: 30, ageMax: 39 }))).toEqual(["Bea"]);
    expect(names(await search({ ageMin: 22, ageMax: 22 }))).toEqual(["Anna"]);
    expect(names(await search({ onlineOnly: true }))).toEqual(["Anna", "Carl"]);
    expect(names(await search({ language: "en", sort: "newest" }))).toEqual(["Carl", "Anna"]);
    expect(names(await search({ country: "ES" }))).toEqual(["Duo"]);
    expect(names(await search({ hairColors: ["blonde", "BLACK"] }))).toEqual(["Anna", "Carl"]);
    expect(names(await search({ bodyTypes: ["curvy"] }))).toEqual(["Bea"]);
    expect(names(await search({ priceMin: 15, priceMax: 20, sort: "priceAsc" }))).toEqual(["Duo", "Carl"]);
    const hit = (await search({ country: "AT" })).items[0];
    expect(hit).toMatchObject({
      id: ids.bea,
      age: 35,
      pricePerMinute: 30,
      satisfactionRate: 100,
      isOnline: false,
    });
    expect(hit?.url).toBe("/en/amateur/bea/");
  });

  it("sorts online first, newest, by price and by rating, and pages", async () => {
    expect(names(await search({ sort: "newest" }))).toEqual(["Bea", "Carl", "Anna", "Duo"]);
    expect(names(await search({ sort: "priceDesc" }))).toEqual(["Bea", "Carl", "Duo", "Anna"]);
    // Rated (≥ 10 ratings) first by satisfaction, then the others online first.
    expect(names(await search({ sort: "rating" }))).toEqual(["Bea", "Carl", "Anna", "Duo"]);
    const page2 = await search({ sort: "newest" }, null, { page: 2, pageSize: 3 });
    expect(page2).toMatchObject({ page: 2, pageSize: 3, total: 4 });
    expect(names(page2)).toEqual(["Duo"]);
    expect((await search({ country: "FR" })).total).toBe(0);
  });

  it("answers bad filters with 400 VALIDATION_FAILED", async () => {
    for (const filter of [
      { ageMin: 40, ageMax: 30 },
      { ageMin: 17 },
      { priceMin: 20, priceMax: 10 },
      { genderTypes: ["X"] },
      { language: "deu" },
      { country: "de" },
      { sort: "random" },
      { unknown: true },
      { hairColors: [""] },
    ]) {
      const answer = await post<{ error: { code: string } }>("actorsearch/search", { filter }, null, 400);
      expect(answer.error.code, JSON.stringify(filter)).toBe("VALIDATION_FAILED");
    }
    await post("actorsearch/search", { page: 0 }, null, 400);
    await post("actorsearch/search", { pageSize: 1000 }, null, 400);
  });
});

describe("actorsearch/init and the stored filter", () => {
  it("lists the allowed values with counts", async () => {
    const init = await post<TActorSearchInit>("actorsearch/init", {});
    expect(init.storedFilter).toBeNull();
    expect(init.options.genderTypes).toEqual([
      { value: "F", count: 2 },
      { value: "FM", count: 1 },
      { value: "M", count: 1 },
    ]);
    expect(init.options.languages).toContainEqual({ value: "de", count: 2 });
    expect(init.options.hairColors).toContainEqual({ value: "blonde", count: 1 });
    expect(init.options.bodyTypes).toHaveLength(3);
    expect(init.options.countries).toHaveLength(4);
    expect(init.options.age).toEqual({ min: 22, max: 40 });
    expect(init.options.pricePerMinute).toEqual({ min: 10, max: 30, currency: "VXC" });
    expect(init.options.online).toBe(2);
    expect(init.options.sorts).toContain("rating");
  });

  it("stores a logged-in guest's last filter only, keeps it per guest, and deletes it", async () => {
    const [a, b] = [await signUpGuest(server), await signUpGuest(server)];
    const filter = { genderTypes: ["F"], ageMin: 20, sort: "newest" };
    expect((await search(filter, a)).stored).toBe(true);
    expect((await search({ country: "NL" }, a, { store: false })).stored).toBe(false);
    expect((await search(filter, null)).stored).toBe(false);
    expect((await post<TActorSearchInit>("actorsearch/init", {}, a)).storedFilter).toEqual(filter);
    expect((await post<TActorSearchInit>("actorsearch/init", {}, b)).storedFilter).toBeNull();
    expect((await post<TActorSearchInit>("actorsearch/init", {}, null)).storedFilter).toBeNull();

    // Kept beside the grid settings: guest/savePreferences leaves it alone.
    await post("guest/savePreferences", { data: { theme: "dark" } }, a);
    const [row] = await server.database.db.select().from(guests).where(eq(guests.id, a.guest.id));
    expect(row?.preferences).toMatchObject({ theme: "dark", tileGridSettings: { actorSearch: filter } });

    expect(await post("actorsearch/filter/delete", {}, a)).toEqual({ success: true, storedFilter: null });
    expect((await post<TActorSearchInit>("actorsearch/init", {}, a)).storedFilter).toBeNull();
    const anonymous = await post<{ error: { code: string } }>("actorsearch/filter/delete", {}, null, 401);
    expect(anonymous.error.code).toBe("UNAUTHENTICATED");
  });
});
