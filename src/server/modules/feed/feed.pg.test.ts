import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/**
 * The feed on PostgreSQL with real concurrency: 50 tips at once on one 100-coin wallet keep every
 * coin (balance + tips = 100, never below zero, the post's sum = its tips), and paging a feed while
 * 200 posts arrive returns no post twice and skips none of those that were there.
 */
let server: TestServer;
let actorId: number;

beforeAll(async () => {
  server = await startTestServer();
  actorId = (await buildActor({ db: server.database.db }, { name: "RaceRita" })).id;
});
afterAll(() => server.close());

async function newPost(text: string): Promise<number> {
  const response = await server.fetch(`/rest/v1/internal/actors/${actorId}/feed/posts`, {
    method: "POST",
    headers: { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" },
    body: JSON.stringify({ kind: "text", text, goalCoins: 60 }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { postId: number }).postId;
}

async function gql(token: string, query: string, variables: Record<string, unknown>) {
  const response = await server.fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      data?: Record<string, unknown>;
      errors?: { extensions?: { code?: string } }[];
    },
  };
}

describe("feed concurrency", () => {
  it("conserves one 100-coin wallet under 50 parallel tips", async () => {
    const postId = await newPost("Tip me");
    const guest = await signUpGuest(server, { coins: 100 });
    const token = (
      (await (await server.fetch("/rest/v1/content/token", { headers: guest.bearer })).json()) as {
        token: string;
      }
    ).token;
    const TIP = "mutation ($p: Int!, $c: Int!) { tipPost(postId: $p, amountCoins: $c) { success coins } }";
    const amounts = Array.from({ length: 50 }, (_, i) => 1 + (i % 7));
    const answers = await Promise.all(amounts.map((c) => gql(token, TIP, { p: postId, c })));
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500);
      const code = answer.body.errors?.[0]?.extensions?.code;
      if (code !== undefined) expect(code).toBe("INSUFFICIENT_FUNDS");
    }
    const paid = answers.reduce(
      (sum, answer, i) => sum + (answer.body.data?.tipPost ? (amounts[i] as number) : 0),
      0,
    );
    const [state] = await queryRows<{
      balance: number;
      tips: number;
      tips_sum: number;
      ledger: number;
      reached: boolean;
    }>(
      server.database.db,
      sql`select (select balance from wallet_balances where guest_id = ${guest.guest.id}) as balance,
                 (select coalesce(sum(coins), 0)::int from feed_tips where post_id = ${postId}) as tips,
                 (select tips_sum from feed_posts where id = ${postId}) as tips_sum,
                 (select coalesce(sum(delta), 0)::int from ledger_entries where guest_id = ${guest.guest.id}) as ledger,
                 (select goal_reached_at is not null from feed_posts where id = ${postId}) as reached`,
    );
    expect(state?.tips).toBe(paid);
    expect(state?.tips_sum).toBe(paid);
    expect((state?.balance ?? -1) + paid).toBe(100);
    expect(state?.ledger).toBe(state?.balance);
    expect(state?.balance).toBeGreaterThanOrEqual(0);
    // Amounts of 1..7 coins: the last coins run out only when less than 7 are left.
    expect(state?.balance).toBeLessThan(7);
    expect(state?.reached).toBe(true);
  }, 60_000);

  it("pages a feed while 200 posts arrive: no post twice, none of the old ones skipped", async () => {
    const old: number[] = [];
    for (let i = 0; i < 30; i++) old.push(await newPost(`Old ${i}`));
    const token = ((await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }).token;
    const FEED = `query ($m: Int, $after: String) { feed(modelId: $m, first: 4, after: $after) {
      edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`;
    const arriving = (async () => {
      const batch: Promise<number>[] = [];
      for (let i = 0; i < 200; i++) {
        batch.push(newPost(`New ${i}`));
        if (batch.length === 10) await Promise.all(batch.splice(0));
      }
      await Promise.all(batch);
    })();
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 500; page++) {
      const { body } = await gql(token, FEED, { m: actorId, after });
      expect(body.errors).toBeUndefined();
      const feed = body.data?.feed as {
        edges: { node: { id: number } }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
      seen.push(...feed.edges.map((edge) => edge.node.id));
      if (!feed.pageInfo.hasNextPage) break;
      after = feed.pageInfo.endCursor;
    }
    const [during] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from feed_posts where actor_id = ${actorId} and text like 'New %'`,
    );
    await arriving;
    // Posts did arrive while the feed was paged.
    expect(during?.n).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of old) expect(seen).toContain(id);
  }, 120_000);
});
