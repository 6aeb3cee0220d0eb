import { buildSchema, getIntrospectionQuery, graphqlSync } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";
import { contentTypeDefs } from "./schema.ts";

type GqlAnswer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/**
 * Every request the content service cannot run answers 400 with GraphQL's error shape and a code
 * (issue 26): request errors are the client's, however the request is broken; only field errors
 * of a request that ran answer 200. Each case is sent three times: the second and third runs of a
 * document take other paths (mercurius' parsed-document cache, then its JIT-compiled query).
 */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = ((await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }).token;
});
afterAll(() => server.close());

async function post(body: string, contentType = "application/json") {
  const response = await server.fetch("/graphql", {
    method: "POST",
    headers: { "content-type": contentType, authorization: `Bearer ${token}` },
    body,
  });
  return { status: response.status, body: (await response.json()) as GqlAnswer };
}

async function get(params: Record<string, string>) {
  const response = await server.fetch(`/graphql?${new URLSearchParams(params)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as GqlAnswer };
}

const TWO_OPERATIONS = "query a { __typename } query b { videos { total } }";

describe("requests the content service cannot run", () => {
  const bodies: [string, unknown, RegExp][] = [
    ["several operations without operationName", { query: TWO_OPERATIONS }, /operationName|operation name/i],
    [
      "several operations without operationName, with variables",
      { query: TWO_OPERATIONS, variables: {} },
      /operation name/i,
    ],
    ["an operationName that names no operation", { query: TWO_OPERATIONS, operationName: "c" }, /"c"/],
    [
      "an operationName for a document of one anonymous operation",
      { query: "{ __typename }", operationName: "a" },
      /"a"/,
    ],
    ["a syntax error", { query: "{ videos { total " }, /Syntax Error/],
    ["a validation error", { query: "{ nothing }" }, /nothing/],
    ["a missing query", {}, /query/i],
    ["an empty query", { query: "" }, /query/i],
    ["a query that is not a string", { query: 5 }, /query/i],
    ["variables that are not an object (string)", { query: "{ __typename }", variables: "{}" }, /variables/],
    ["variables that are not an object (list)", { query: "{ __typename }", variables: [1] }, /variables/],
    ["an operationName that is not a string", { query: "{ __typename }", operationName: 5 }, /operationName/],
    [
      "a variable of the wrong type",
      { query: "query($id: Int!) { video(id: $id) { id } }", variables: { id: "abc" } },
      /\$id/,
    ],
    [
      "a required variable missing, without variables",
      { query: "query($id: Int!) { video(id: $id) { id } }" },
      /\$id/,
    ],
    ["a body that is a list (batched)", [{ query: "{ __typename }" }], /./],
    ["a body that is a string", "{ __typename }", /./],
    ["a body that is null", null, /./],
  ];

  for (const [name, body, message] of bodies)
    it(`answers 400 to ${name}, in GraphQL's error shape with a code`, async () => {
      for (const attempt of [1, 2, 3]) {
        const answer = await post(JSON.stringify(body));
        expect(answer.status, `${name} #${attempt}`).toBe(400);
        expect(answer.body.data ?? null).toBeNull();
        expect(answer.body.errors?.[0]?.message, name).toMatch(message);
        expect(answer.body.errors?.[0]?.extensions?.code, name).toBe("VALIDATION_FAILED");
      }
    });

  it("answers 400 to a body that is not JSON, or not of a type it reads", async () => {
    for (const [body, type] of [
      ["{not json", "application/json"],
      ["{ __typename }", "text/plain"],
      ["query={ __typename }", "application/x-www-form-urlencoded"],
    ] as const) {
      const answer = await post(body, type);
      expect(answer.status, type).toBe(400);
      expect(answer.body.errors?.[0]?.message, type).toBeTruthy();
      expect(answer.body.errors?.[0]?.extensions?.code, type).toBe("VALIDATION_FAILED");
    }
  });

  it("answers 400 to a GET with a mutation, without a query, or with variables that are not JSON", async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ query: "mutation { rateVideo(videoId: 1, rating: 1) { isLiked } }" }, /GET|POST/],
      [{ query: "query a { __typename } mutation b { __typename }", operationName: "b" }, /GET|POST/],
      [{}, /query/i],
      [{ query: "query($id: Int!) { video(id: $id) { id } }", variables: "{not json" }, /variables/],
      [{ query: TWO_OPERATIONS }, /operation name|operationName/i],
      [{ query: TWO_OPERATIONS, operationName: "c" }, /"c"/],
      [{ query: "fragment F on Query { __typename }" }, /no operation/],
    ];
    for (const [params, message] of cases)
      for (const attempt of [1, 2, 3]) {
        const answer = await get(params);
        expect(answer.status, `${JSON.stringify(params)} #${attempt}`).toBe(400);
        expect(answer.body.errors?.[0]?.message, JSON.stringify(params)).toMatch(message);
        expect(answer.body.errors?.[0]?.extensions?.code).toBe("VALIDATION_FAILED");
      }
  });
});

describe("requests the content service runs", () => {
  it("runs the operation operationName names among several, by POST and by GET", async () => {
    for (const attempt of [1, 2, 3]) {
      const posted = await post(JSON.stringify({ query: TWO_OPERATIONS, operationName: "a" }));
      expect(posted.status, `#${attempt}`).toBe(200);
      expect(posted.body).toEqual({ data: { __typename: "Query" } });
      const got = await get({ query: TWO_OPERATIONS, operationName: "b" });
      expect(got.status).toBe(200);
      expect(got.body.data).toEqual({ videos: { total: 0 } });
    }
  });

  it("answers field errors of a query it ran with 200 and the errors beside the data", async () => {
    const answer = await post(JSON.stringify({ query: "{ videos(first: 100000) { total } }" }));
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.extensions?.code).toBeTruthy();
  });

  it("answers the standard introspection query outside production (GraphiQL, codegen)", async () => {
    // The service answers it off the event loop (introspection.ts): graphql's own answer for the
    // schema it serves, also with other options (GraphiQL asks for descriptions, codegen may not).
    const served = buildSchema(contentTypeDefs());
    for (const options of [{}, { descriptions: false, specifiedByUrl: true, directiveIsRepeatable: true }]) {
      const query = getIntrospectionQuery(options);
      const expected = graphqlSync({ schema: served, source: query }).data;
      for (const attempt of [1, 2, 3]) {
        const answer = await post(JSON.stringify({ query }));
        expect(answer.status, `#${attempt} ${JSON.stringify(answer.body.errors)}`).toBe(200);
        const schema = answer.body.data?.__schema as {
          queryType: { name: string };
          types: { name: string }[];
        };
        expect(schema.queryType.name).toBe("Query");
        expect(answer.body.data).toEqual(expected);
      }
    }
    // A schema-only document graphql finds invalid gets the service's own 400.
    const invalid = await post(JSON.stringify({ query: "{ __schema { nothing } }" }));
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.[0]?.message).toMatch(/nothing/);
    // Still behind the token, as every query.
    const anonymous = await server.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: getIntrospectionQuery() }),
    });
    expect(anonymous.status).toBe(401);
  });

  it("keeps a depth limit: 8 with data (the data is 7 deep), 15 for the schema alone", async () => {
    // A type reference `ofType` after `ofType`: 4 + levels deep.
    const typeRef = (levels: number) =>
      `__type(name: "Video") { fields { type { ${"ofType { ".repeat(levels)}name${" }".repeat(levels)} } } }`;
    const deepest = await post(JSON.stringify({ query: `{ ${typeRef(11)} }` }));
    expect(deepest.status, JSON.stringify(deepest.body.errors)).toBe(200);
    const tooDeep = await post(JSON.stringify({ query: `{ ${typeRef(12)} }` }));
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors?.[0]?.message).toMatch(/depth 16, at most 15/);
    // Beside data, the schema is held to the limit of data.
    const mixed = await post(JSON.stringify({ query: `{ videos { total } ${typeRef(5)} }` }));
    expect(mixed.status).toBe(400);
    expect(mixed.body.errors?.[0]?.message).toMatch(/depth 9, at most 8/);
    expect((await post(JSON.stringify({ query: `{ videos { total } ${typeRef(4)} }` }))).status).toBe(200);
  });

  it("answers no introspection in production, and keeps the depth limit there", async () => {
    const production = await buildApp({
      config: { ...server.config, env: "production" },
      database: server.database,
      web: false,
      logger: false,
    });
    try {
      const send = (query: string) =>
        production.inject({
          method: "POST",
          url: "/graphql",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          payload: JSON.stringify({ query }),
        });
      const introspection = await send(getIntrospectionQuery());
      expect(introspection.statusCode).toBe(400);
      expect(introspection.body).toMatch(/introspection/i);
      const typename = await send("{ __typename }");
      expect(typename.statusCode).toBe(200);
      const deep = await send("{ videos { items { model { avatar { src } } } } }");
      expect(deep.statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
