import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { cpuMsOf } from "../test/cpuTime.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { MAX_QUERY_BYTES, MAX_TOKENS, MAX_VALIDATION_ERRORS } from "./limits.ts";

type GqlAnswer = { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };

/**
 * The content service's limits on documents (issue 10): size and tokens are capped before parsing,
 * complexity before graphql's own validation; every refused document answers 400 in GraphQL's error
 * shape, however many errors it has; production answers no introspection.
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = ((await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }).token;
});
afterAll(() => server.close());

/** A GraphQL call; `ms` is the CPU time this thread (the server's and the client's) spent on it. */
async function gql(query: string, variables: Record<string, unknown> = {}) {
  let answer: { status: number; body: GqlAnswer } | undefined;
  const ms = await cpuMsOf(async () => {
    const response = await server.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    answer = { status: response.status, body: (await response.json()) as GqlAnswer };
  });
  if (!answer) throw new Error("no answer");
  return { ...answer, ms };
}

describe("GraphQL documents", () => {
  it("over the size or token limit are refused with 400 before parsing, quickly", async () => {
    const fragments = (n: number) =>
      `{ __typename } ${Array.from({ length: n }, (_, i) => `fragment f${i} on Query { __typename }`).join(" ")}`;
    const big = await gql(fragments(2_000));
    expect(big.status).toBe(400);
    expect(big.body.errors?.[0]?.message).toMatch(new RegExp(`more than ${MAX_QUERY_BYTES} bytes`));
    expect(big.ms).toBeLessThan(1_000);
    const tokens = await gql(`{ ${"__typename ".repeat(MAX_TOKENS)} }`.replaceAll("__typename", "a"));
    expect(tokens.status).toBe(400);
    expect(tokens.body.errors?.[0]?.message).toMatch(/tokens/);
    // The 1 MB document of the report (30,000 fragments) is beyond the JSON body limit: 413.
    const huge = await gql(fragments(30_000));
    expect(huge.status).toBe(413);
    expect(huge.body.errors?.[0]?.message).toBeTruthy();
  });

  it("that are invalid answer 400, however many errors, at most a few reported", async () => {
    const cases = [
      `{ ${Array.from({ length: 40 }, (_, i) => `f${i}`).join(" ")} }`,
      "{ __typename } { __typename }",
      "query { __typename } query { __typename }",
      "subscription { x }",
      "{ videos { total ",
      "query($a: Int!) { video(id: $a) { id } }",
    ];
    for (const query of cases) {
      const answer = await gql(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.data ?? null, query).toBeNull();
      expect(answer.body.errors?.length, query).toBeGreaterThan(0);
      expect(answer.body.errors?.length, query).toBeLessThanOrEqual(MAX_VALIDATION_ERRORS + 1);
    }
  });

  it("that are JSON instead of GraphQL, or too complex through fragments, are refused with 400", async () => {
    const ast = await gql(
      JSON.stringify({ kind: "Document", definitions: [{ kind: "OperationDefinition" }] }),
    );
    expect(ast.status).toBe(400);
    expect(ast.body.errors?.[0]?.message).toMatch(/not a GraphQL document/);
    // Fragments spreading each other in a cycle, hundreds of times each.
    const spreads = (name: string) => Array.from({ length: 300 }, () => `...${name}`).join(" ");
    const cycle = `fragment A on Query { ${spreads("B")} } fragment B on Query { ${spreads("A")} } { ...A }`;
    const cyclic = await gql(cycle);
    expect(cyclic.status).toBe(400);
    expect(cyclic.ms).toBeLessThan(1_000);
    // Many operations, each expanding the same fragment.
    const operations = `${Array.from({ length: 150 }, (_, i) => `query q${i} { ...F }`).join(" ")} fragment F on Query { a: __typename b: __typename c: __typename d: __typename e: __typename f: __typename g: __typename h: __typename i: __typename j: __typename k: __typename }`;
    const many = await gql(operations);
    expect(many.status).toBe(400);
    expect(many.body.errors?.[0]?.message).toMatch(/too complex/);
  });

  it("are answered with introspection outside production only", async () => {
    const query = "{ __schema { queryType { name } } }";
    expect((await gql(query)).status).toBe(200);
    const production = await buildApp({
      config: { ...server.config, env: "production" },
      database: server.database,
      web: false,
      logger: false,
    });
    try {
      const response = await production.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query }),
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(/introspection/i);
      const plain = await production.inject({
        method: "POST",
        url: "/graphql",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        payload: JSON.stringify({ query: "{ __typename }" }),
      });
      expect(plain.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
