import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor, buildAlbum, buildVideo } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../test/testServer.ts";

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

describe("content service: a guest's feed answers are hers, reused until her data or the feed changes", () => {
  let server: TestServer;
  let actorId: number;
  const FEED = `query ($first: Int) { feed(mode: mixed, first: $first) {
    edges { node { id likes text guestState { liked following } } } } }`;
  type FeedAnswer = {
    data: {
      feed: {
        edges: { node: { id: number; likes: number; text: string; guestState: Record<string, boolean> } }[];
      };
    };
  };

  beforeAll(async () => {
    server = await startTestServer({ catalogCacheSeconds: 30 });
    actorId = (await buildActor({ db: server.database.db })).id;
    await newPost("The first post");
  }, 60_000);
  afterAll(async () => server.close());

  async function newPost(text: string) {
    const response = await server.fetch(`/rest/v1/internal/actors/${actorId}/feed/posts`, {
      method: "POST",
      headers: { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" },
      body: JSON.stringify({ kind: "text", text }),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { postId: number }).postId;
  }
  const gql = (token: string, query: string, variables: Record<string, unknown> = {}) =>
    server.fetch("/graphql?language=en", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
  async function feed(token: string) {
    const response = await gql(token, FEED, { first: 8 });
    expect(response.status).toBe(200);
    return {
      cached: response.headers.get("x-content-cache") === "hit",
      body: (await response.json()) as FeedAnswer,
    };
  }
  const signedIn = async () => {
    const guest = await signUpGuest(server);
    const answer = await server.fetch("/rest/v1/content/token", { headers: guest.bearer });
    return { ...guest, token: ((await answer.json()) as { token: string }).token };
  };

  it("answers a guest's repeated feed from memory, and never another guest's answer", async () => {
    const [ann, ben] = [await signedIn(), await signedIn()];
    const first = await feed(ann.token);
    expect(first.cached).toBe(false);
    const again = await feed(ann.token);
    expect(again.cached).toBe(true);
    expect(again.body).toEqual(first.body);
    expect((await feed(ben.token)).cached).toBe(false);
    // Other root fields of a guest (her wallet, her purchases) are never kept.
    await gql(ann.token, "{ videos { total } }");
    expect((await gql(ann.token, "{ videos { total } }")).headers.get("x-content-cache")).toBeNull();
  });

  it("reads again after her like (a mutation), her follow (REST) and her logout", async () => {
    const ann = await signedIn();
    const { body } = await feed(ann.token);
    const post = body.data.feed.edges[0]?.node;
    if (!post) throw new Error("no post");
    expect((await feed(ann.token)).cached).toBe(true);

    const like = await gql(ann.token, "mutation ($postId: Int!) { likePost(postId: $postId) { likes } }", {
      postId: post.id,
    });
    expect(like.status).toBe(200);
    const liked = await feed(ann.token);
    expect(liked.cached).toBe(false);
    expect(liked.body.data.feed.edges[0]?.node).toMatchObject({ id: post.id, guestState: { liked: true } });
    expect((await feed(ann.token)).cached).toBe(true);

    const pin = await server.post(
      "guest/favorite/pin",
      { objectType: "actor", objectId: actorId },
      ann.bearer,
    );
    expect(pin.status).toBe(200);
    const followed = await feed(ann.token);
    expect(followed.cached).toBe(false);
    expect(followed.body.data.feed.edges[0]?.node.guestState.following).toBe(true);

    expect((await server.post("auth/logout", {}, ann.bearer)).status).toBeLessThan(300);
    const after = await gql(ann.token, FEED, { first: 8 });
    expect(after.status).toBe(401);
  });

  it("shows a performer's new post at once (the new-posts bar's reload), not after the cache time", async () => {
    const ann = await signedIn();
    await feed(ann.token);
    expect((await feed(ann.token)).cached).toBe(true);
    const text = `New post ${Date.now()}`;
    await newPost(text);
    // The post's event goes out after its commit (the outbox): the cached answer is dropped then.
    const deadline = Date.now() + 5000;
    let top = "";
    while (Date.now() < deadline && top !== text) {
      top = (await feed(ann.token)).body.data.feed.edges[0]?.node.text ?? "";
      if (top !== text) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(top).toBe(text);
  });
});
