import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentRatings, favorites, purchases } from "../db/schema/index.ts";
import { buildActor, buildAlbum, buildCategory, buildTag, buildVideo } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { contentTokenKey, issueContentToken } from "./token.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;

type GqlAnswer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

describe("content service (POST /graphql)", () => {
  let server: TestServer;
  let anonymous: string;
  let ids: {
    actor: number;
    other: number;
    video: number;
    vip: number;
    album: number;
    category: string;
    tag: string;
  };
  let guestA: Awaited<ReturnType<typeof signUpGuest>>;
  let guestB: Awaited<ReturnType<typeof signUpGuest>>;
  let tokenA: string;
  let tokenB: string;

  const gql = async (
    token: string | null,
    query: string,
    variables: Record<string, unknown> = {},
    language = "en",
  ) => {
    const response = await server.fetch(`/graphql?language=${language}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return { status: response.status, body: (await response.json()) as GqlAnswer };
  };
  const tokenOf = async (headers: Record<string, string> = {}) => {
    const response = await server.fetch("/rest/v1/content/token", { headers });
    expect(response.status).toBe(200);
    return (await response.json()) as { token: string; kind: string; expiresAt: string };
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => NOW });
    const ctx = { db: server.database.db, now: NOW };
    const actor = await buildActor(ctx, { name: "GqlLena", isOnline: true, genderType: "F" });
    const other = await buildActor(ctx, { name: "GqlMia", genderType: "F" });
    const category = await buildCategory(ctx);
    const tag = await buildTag(ctx);
    const video = await buildVideo(ctx, actor.id, {
      title: { en: "Sunset", de: "Sonnenuntergang", es: "Atardecer", nl: "Zonsondergang" },
      categoryIds: [category.id],
      tagIds: [tag.id],
      likes: 10,
      salesCount: 7,
    });
    const vip = await buildVideo(ctx, other.id, { vip: true, likes: 3, salesCount: 2 });
    await buildVideo(ctx, other.id, { releasedAt: new Date(NOW.getTime() + DAY) });
    const album = await buildAlbum(ctx, actor.id, { pictures: 2 });
    ids = {
      actor: actor.id,
      other: other.id,
      video: video.id,
      vip: vip.id,
      album: album.id,
      category: category.slugEn,
      tag: tag.groupKey,
    };
    anonymous = (await tokenOf()).token;
    guestA = await signUpGuest(server);
    guestB = await signUpGuest(server);
    tokenA = (await tokenOf(guestA.bearer)).token;
    tokenB = (await tokenOf(guestB.bearer)).token;
    const db = server.database.db;
    await db
      .insert(purchases)
      .values({ guestId: guestA.guest.id, itemType: "video", itemId: video.id, price: 20 });
    await db
      .insert(purchases)
      .values({ guestId: guestA.guest.id, itemType: "album", itemId: album.id, price: 12 });
    await db
      .insert(contentRatings)
      .values({ guestId: guestA.guest.id, objectType: "video", objectId: video.id, value: 1 });
    await db.insert(favorites).values({ guestId: guestA.guest.id, objectType: "album", objectId: album.id });
    await db.insert(favorites).values({ guestId: guestA.guest.id, objectType: "actor", objectId: actor.id });
  }, 60_000);
  afterAll(async () => server.close());

  describe("token", () => {
    it("rejects a request without a token with 'Missing Vxql-Token'", async () => {
      const { status, body } = await gql(null, "{ videos { total } }");
      expect(status).toBe(401);
      expect(body.errors?.[0]?.message).toBe("Missing Vxql-Token");
      expect(body.data).toBeNull();
    });

    it("rejects a forged, a foreign and an expired token", async () => {
      const [head, payload] = anonymous.split(".");
      const forged = `${head}.${Buffer.from('{"k":"g","g":1,"s":"x","e":9999999999}').toString("base64url")}.${anonymous.split(".")[2]}`;
      expect((await gql(forged, "{ videos { total } }")).body.errors?.[0]?.message).toBe(
        "Invalid Vxql-Token",
      );
      const foreign = issueContentToken(contentTokenKey("another-key-another-key-another-key"), NOW).token;
      expect((await gql(foreign, "{ videos { total } }")).status).toBe(401);
      expect((await gql(`${head}.${payload}`, "{ videos { total } }")).status).toBe(401);
      const old = issueContentToken(
        contentTokenKey(server.config.mediaSigningKey),
        new Date(NOW.getTime() - 7 * 3_600_000),
      );
      const expired = await gql(old.token, "{ videos { total } }");
      expect(expired.status).toBe(401);
      expect(expired.body.errors?.[0]?.message).toBe("Expired Vxql-Token");
    });

    it("issues anonymous tokens, and guest tokens bound to the session", async () => {
      expect((await tokenOf()).kind).toBe("anonymous");
      const guest = await signUpGuest(server);
      const issued = await tokenOf(guest.bearer);
      expect(issued.kind).toBe("guest");
      expect((await gql(issued.token, "{ videos { total } }")).status).toBe(200);
      await server.post("auth/logout", {}, guest.bearer);
      const after = await gql(issued.token, "{ videos { total } }");
      expect(after.status).toBe(401);
    });
  });

  describe("queries", () => {
    it("lists videos with model, preview and texts in the request language", async () => {
      const query = `query($filter: VideoFilter) { videos(filter: $filter, order: TOP_RATED, first: 10) {
        total items { id title url linkVX price { value currency } preview { src srcSet } model { id name url avatar { src } } tags { groupKey name } } } }`;
      const { status, body } = await gql(anonymous, query, {}, "de");
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      const page = body.data?.videos as {
        total: number;
        items: { id: number; title: string; model: { name: string } }[];
      };
      expect(page.total).toBe(2);
      expect(page.items.map((v) => v.id)).toEqual([ids.video, ids.vip]);
      expect(page.items[0]?.title).toBe("Sonnenuntergang");
      expect(page.items[0]?.model.name).toBe("GqlLena");
    });

    it("filters by category slug, tag, acting group and type flags", async () => {
      const query = `query($filter: VideoFilter) { videos(filter: $filter) { total items { id } } }`;
      const one = async (filter: unknown) => (await gql(anonymous, query, { filter })).body;
      expect((await one({ categories: [ids.category] })).data?.videos).toEqual({
        total: 1,
        items: [{ id: ids.video }],
      });
      expect((await one({ tags: [ids.tag] })).data?.videos).toEqual({ total: 1, items: [{ id: ids.video }] });
      expect((await one({ types: { vip: true } })).data?.videos).toEqual({
        total: 1,
        items: [{ id: ids.vip }],
      });
      expect((await one({ actingGroups: ["F"] })).data?.videos).toMatchObject({ total: 2 });
      expect((await one({ actingGroups: ["M"] })).data?.videos).toMatchObject({ total: 0 });
    });

    it("answers 'Unmapped category' for unmapped categories and type flags", async () => {
      const query = `query($filter: VideoFilter) { videos(filter: $filter) { total } }`;
      for (const filter of [
        { categories: ["no-such-category"] },
        { types: { vxselect: true } },
        { types: { shared: true } },
        { actingGroups: ["XX"] },
      ]) {
        const { status, body } = await gql(anonymous, query, { filter });
        expect(status).toBe(200);
        expect(body.errors?.[0]?.message).toBe("Unmapped category");
        expect(body.errors?.[0]?.extensions?.code).toBe("VALIDATION_FAILED");
      }
    });

    it("answers single videos, albums, models and the lists around them", async () => {
      const query = `query($v: Int!, $a: Int!, $m: Int!) {
        video(id: $v) { id model { name } }
        missing: video(id: 999999) { id }
        album(id: $a) { id title pictureCount actor { name } }
        albums(first: 5) { total items { id } }
        model(id: $m) { name isOnline prices { video { value } } }
        models(filter: { online: true }) { total items { name } }
        preferredModels { name }
        recommendedModels(actorId: $m) { name }
        recommendedVideos(albumId: $a) { id }
        recommendedAlbums(actorId: $m) { id }
        videoStars(first: 2) { rank sales videoCount model { name } }
        collections { id }
      }`;
      const { status, body } = await gql(anonymous, query, { v: ids.video, a: ids.album, m: ids.actor });
      expect(status).toBe(200);
      expect(body.errors).toBeUndefined();
      const data = body.data as Record<string, unknown>;
      expect(data.video).toEqual({ id: ids.video, model: { name: "GqlLena" } });
      expect(data.missing).toBeNull();
      expect(data.album).toMatchObject({ id: ids.album, pictureCount: 2, actor: { name: "GqlLena" } });
      expect(data.models).toEqual({ total: 1, items: [{ name: "GqlLena" }] });
      expect(data.preferredModels).toEqual([{ name: "GqlLena" }]);
      expect(data.recommendedModels).toEqual([{ name: "GqlMia" }]);
      expect(data.recommendedVideos).toEqual([{ id: ids.video }]);
      expect(data.videoStars).toEqual([
        { rank: 1, sales: 7, videoCount: 1, model: { name: "GqlLena" } },
        { rank: 2, sales: 2, videoCount: 1, model: { name: "GqlMia" } },
      ]);
      expect(data.collections).toEqual([]);
    });

    it("lists private shop albums with their flag", async () => {
      const ctx = { db: server.database.db, now: NOW };
      const shop = await buildAlbum(ctx, ids.other, { isPrivateShop: true, pictures: 1 });
      const { body } = await gql(anonymous, `query($id: Int!) { album(id: $id) { id isPrivateShop } }`, {
        id: shop.id,
      });
      expect(body.data?.album).toEqual({ id: shop.id, isPrivateShop: true });
    });

    it("answers lookups, SEO texts, legal texts and banners", async () => {
      const query = `query($keys: [String!]!, $ids: [Int!]!, $v: [Int!]!) {
        lookups { categories { slug name } tags { groupKey } languages { code } videoOrders genderTypes }
        seoTexts(tags: $keys) { key title text }
        legalTexts(types: [GTC]) { type language title html }
        banners { imagePath }
        actorLookups(ids: $ids) { id name link }
        videoLookups(ids: $v) { id title model { name } }
      }`;
      const { body } = await gql(
        anonymous,
        query,
        { keys: [ids.category, ids.tag, "unknown"], ids: [ids.other, ids.actor, 999999], v: [ids.video] },
        "es",
      );
      expect(body.errors).toBeUndefined();
      const data = body.data as Record<string, unknown>;
      const lookups = data.lookups as { languages: { code: string }[]; categories: unknown[] };
      expect(lookups.languages.map((l) => l.code)).toEqual(["de", "en", "es", "nl"]);
      expect(lookups.categories).toHaveLength(1);
      expect((data.seoTexts as { key: string }[]).map((s) => s.key)).toEqual([ids.category, ids.tag]);
      const legal = data.legalTexts as { type: string; language: string; html: string }[];
      expect(legal).toHaveLength(1);
      expect(legal[0]?.language).toBe("es");
      expect(legal[0]?.html).toContain("<h2>");
      expect(data.banners).toEqual([]);
      expect((data.actorLookups as { id: number }[]).map((a) => a.id)).toEqual([ids.other, ids.actor]);
      expect(data.videoLookups).toEqual([
        { id: ids.video, title: expect.any(String), model: { name: "GqlLena" } },
      ]);
    });

    it("answers the three legal documents, PP, GTC and IMP, and filters them by type", async () => {
      type Legal = {
        id: string;
        type: string;
        version: string;
        language: string;
        title: string;
        html: string;
      };
      const query = `query($types: [LegalTextType!]) {
        legalTexts(types: $types) { id type product version language title html published download }
      }`;
      for (const language of ["de", "en", "es", "nl"]) {
        const { body } = await gql(anonymous, query, {}, language);
        expect(body.errors).toBeUndefined();
        const texts = body.data?.legalTexts as Legal[];
        expect(texts.map((t) => t.type)).toEqual(["PP", "GTC", "IMP"]);
        expect(texts.every((t) => t.language === language && t.html.startsWith("<h2>"))).toBe(true);
      }
      const { body } = await gql(anonymous, query, { types: ["IMP"] }, "de");
      expect(body.errors).toBeUndefined();
      const imprint = body.data?.legalTexts as Legal[];
      expect(imprint).toHaveLength(1);
      expect(imprint[0]).toMatchObject({
        id: expect.stringMatching(/^[1-9][0-9]*$/),
        type: "IMP",
        product: "velvet",
        title: "Impressum",
        version: "2026-11-01",
        published: "2026-11-01T00:00:00.000Z",
      });
      expect((imprint[0] as unknown as { download: string }).download).toBe(
        `/rest/v1/asset/legal-text/download/${imprint[0]?.id}`,
      );
      expect(imprint[0]?.html).toContain("Velvet Media GmbH");
      expect(imprint[0]?.html).toContain("<h2>5. Jugendschutzbeauftragter</h2>");
    });
  });

  describe("guest fields", () => {
    const query = `query($a: Int!) {
      videos(order: TOP_RATED) { items { id guestInfo { bought liked flatrate } } }
      album(id: $a) { guestInfo { bought pinned } actor { pinned } }
    }`;

    it("need a guest token", async () => {
      const { status, body } = await gql(anonymous, query, { a: ids.album });
      expect(status).toBe(200);
      expect(body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
      const items = (body.data?.videos as { items: { guestInfo: unknown }[] } | undefined)?.items ?? [];
      expect(items).toHaveLength(2);
      expect(items.every((item) => item.guestInfo === null)).toBe(true);
    });

    it("show the token's guest's own purchases, likes and pins and never another guest's", async () => {
      const mine = await gql(tokenA, query, { a: ids.album });
      expect(mine.body.errors).toBeUndefined();
      expect(mine.body.data).toEqual({
        videos: {
          items: [
            { id: ids.video, guestInfo: { bought: true, liked: true, flatrate: false } },
            { id: ids.vip, guestInfo: { bought: false, liked: false, flatrate: false } },
          ],
        },
        album: { guestInfo: { bought: true, pinned: true }, actor: { pinned: true } },
      });
      const theirs = await gql(tokenB, query, { a: ids.album });
      expect(theirs.body.data).toEqual({
        videos: {
          items: [
            { id: ids.video, guestInfo: { bought: false, liked: false, flatrate: false } },
            { id: ids.vip, guestInfo: { bought: false, liked: false, flatrate: false } },
          ],
        },
        album: { guestInfo: { bought: false, pinned: false }, actor: { pinned: false } },
      });
    });

    it("filter bought videos only with a guest token", async () => {
      const bought = `{ videos(filter: { types: { bought: true } }) { items { id } } }`;
      expect((await gql(tokenA, bought)).body.data?.videos).toEqual({ items: [{ id: ids.video }] });
      expect((await gql(tokenB, bought)).body.data?.videos).toEqual({ items: [] });
      expect((await gql(anonymous, bought)).body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    });
  });

  describe("bad and abusive queries", () => {
    it("answer GraphQL errors with a 4xx or 200, never a 5xx", async () => {
      const cases: [string, unknown][] = [
        ["syntax", { query: "{ videos { total " }],
        ["unknown field", { query: "{ nothing }" }],
        ["wrong argument type", { query: '{ video(id: "x") { id } }' }],
        ["wrong variable", { query: "query($id: Int!) { video(id: $id) { id } }", variables: { id: "abc" } }],
        ["missing variable", { query: "query($id: Int!) { video(id: $id) { id } }" }],
        ["no query", {}],
        ["batched", [{ query: "{ videos { total } }" }, { query: "{ videos { total } }" }]],
        ["huge page", { query: "{ videos(first: 100000) { total } }" }],
        ["negative offset", { query: "{ videos(offset: -1) { total } }" }],
        ["id beyond Int", { query: "{ video(id: 2147483648) { id } }" }],
        [
          "too many ids",
          {
            query: `{ actorLookups(ids: [${Array.from({ length: 500 }, (_, i) => i + 1).join(",")}]) { id } }`,
          },
        ],
        ["mutation", { query: "mutation { x }" }],
        ["bad release date", { query: '{ videos(filter: { releasedFrom: "yesterday" }) { total } }' }],
      ];
      for (const [name, body] of cases) {
        const response = await server.fetch("/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${anonymous}` },
          body: JSON.stringify(body),
        });
        expect(response.status, name).toBeLessThan(500);
        const answer = (await response.json()) as GqlAnswer & { error?: unknown };
        expect(answer.errors ?? answer.error, name).toBeDefined();
      }
      const notJson = await server.fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${anonymous}` },
        body: "{not json",
      });
      expect(notJson.status, await notJson.clone().text()).toBe(400);
    });

    it("refuses deep and very large queries before running them", async () => {
      const deep = `{ videos { items { model { avatar { src } } } } }`;
      expect((await gql(anonymous, deep)).status).toBe(200);
      const nested = "{ lookups { categories { image { src } } } }";
      expect((await gql(anonymous, nested)).status).toBe(200);
      const fragments = `fragment V on Video { id title duration model { id name age url } preview { src } }
        { ${Array.from({ length: 10 }, (_, i) => `l${i}: videos(first: 100) { items { ...V ...V ...V ...V ...V } }`).join(" ")} }`;
      const big = await gql(anonymous, fragments);
      expect(big.status).toBe(400);
      expect(big.body.errors?.[0]?.message).toMatch(/too complex/);
      const aliases = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: videos { total }`).join(" ")} }`;
      const many = await gql(anonymous, aliases);
      expect(many.status).toBe(400);
      expect(many.body.errors?.[0]?.message).toMatch(/top-level/);
    });
  });
});
