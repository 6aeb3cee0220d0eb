import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTwoInstances, type TwoInstances } from "../test/instances.ts";
import { TEST_OPERATOR_KEY, type TestServer } from "../test/testServer.ts";

/**
 * A guest's kept feed answer on one instance is dropped when she writes through another (the
 * change mark travels by Redis before her write is answered).
 */
const redisUrl = process.env.TEST_REDIS_URL;
let instances: TwoInstances;
let a: TestServer;
let b: TestServer;
let postId: number;

const FEED = "query { feed(mode: mixed, first: 4) { edges { node { id likes guestState { liked } } } } }";

beforeAll(async () => {
  if (!redisUrl) throw new Error("TEST_REDIS_URL is required for the multi-instance tests");
  instances = await startTwoInstances(redisUrl, "answers", { catalogCacheSeconds: 30 });
  ({ a, b } = instances);
  const actor = await buildActor({ db: a.database.db });
  const created = await a.fetch(`/rest/v1/internal/actors/${actor.id}/feed/posts`, {
    method: "POST",
    headers: { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" },
    body: JSON.stringify({ kind: "text", text: "Two instances" }),
  });
  postId = ((await created.json()) as { postId: number }).postId;
}, 60_000);
afterAll(() => instances?.close());

async function gql(server: TestServer, token: string, query: string, variables = {}) {
  const response = await server.fetch("/graphql?language=en", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return {
    cached: response.headers.get("x-content-cache") === "hit",
    body: (await response.json()) as { data: { feed: Feed }; errors?: unknown[] },
  };
}
type Feed = { edges: { node: { id: number; likes: number; guestState: { liked: boolean } } }[] };

/**
 * Reads until the answer is kept: a new guest's sign-up sends her events after its commit (the
 * outbox), and each one drops what was kept for her.
 */
async function untilKept(server: TestServer, token: string) {
  for (let i = 0; i < 40; i++) {
    if ((await gql(server, token, FEED)).cached) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the feed answer was never kept");
}

describe("a guest's kept answers on several instances", () => {
  it("a like through instance A and a logout through A are seen by her next read on instance B", async () => {
    for (let round = 0; round < 5; round++) {
      const guest = await signUpGuest(a);
      // Each test instance signs content tokens with its own key: one token for each.
      const tokenOn = async (server: TestServer) => {
        const issued = await server.fetch("/rest/v1/content/token", { headers: guest.bearer });
        return ((await issued.json()) as { token: string }).token;
      };
      const [token, tokenA] = [await tokenOn(b), await tokenOn(a)];
      await untilKept(b, token);
      const like = await gql(a, tokenA, "mutation ($postId: Int!) { likePost(postId: $postId) { likes } }", {
        postId,
      });
      expect(like.body.errors).toBeUndefined();
      const seen = await gql(b, token, FEED);
      expect(seen.cached).toBe(false);
      const node = seen.body.data.feed.edges.find((edge) => edge.node.id === postId)?.node;
      expect(node?.guestState.liked).toBe(true);
      expect((await gql(b, token, FEED)).cached).toBe(true);
      expect((await a.post("auth/logout", {}, guest.bearer)).status).toBeLessThan(300);
      const after = await b.fetch("/graphql?language=en", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: FEED }),
      });
      expect(after.status).toBe(401);
    }
  });
});
