import { sql } from "drizzle-orm";
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLObjectType,
  getNamedType,
  isLeafType,
} from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody } from "../../../common/errors.ts";
import { contentTypeDefs } from "../../content/schema.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor, buildAlbum, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/**
 * The bad-input sweep (issue 10), generated from the route table and the GraphQL schema, so that a
 * new route or argument is covered without anyone listing it. Every REST route gets malformed JSON,
 * wrong types for the whole body and for each field its validation names, deep nesting, huge
 * strings and numbers, NUL and lone surrogates, unknown fields, wrong content types and odd path
 * and query values; every GraphQL argument gets values of every wrong type. Anonymous and as a
 * logged-in guest with coins, with the web app mounted. It fails on any 5xx, on any REST answer
 * outside the `{error:{code,message}}` shape, on any GraphQL answer without `errors` or with an
 * INTERNAL error, and on any write by a refused request (a snapshot of every table around each route).
 */
let server: TestServer;
let guest: Awaited<ReturnType<typeof signUpGuest>>;
const spareTokens: string[] = [];

async function login(): Promise<string> {
  const response = await server.fetch("/rest/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: guest.email, password: guest.password }),
  });
  const { accessToken } = (await response.json()) as { accessToken: string };
  return accessToken;
}

beforeAll(async () => {
  server = await startTestServer({ web: true });
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx);
  await buildVideo(ctx, actor.id, { price: 10 });
  await buildAlbum(ctx, actor.id, { pictures: 2 });
  guest = await signUpGuest(server, { coins: 500 });
  // Spare sessions of the guest, for when a route of the sweep ends the current one (logout): the
  // login route itself is swept too, and its rate limit would refuse logging in again later.
  for (let i = 0; i < 6; i++) spareTokens.push(await login());
});
afterAll(() => server.close());

async function contentToken(headers: Record<string, string>) {
  const response = await server.fetch("/rest/v1/content/token", { headers });
  return (await response.json()) as { token: string };
}

// ---------------------------------------------------------------------------------------------
// Answers

interface Answer {
  status: number;
  type: string;
  text: string;
  json: unknown;
}

async function send(
  method: string,
  path: string,
  options: {
    body?: string | Uint8Array<ArrayBuffer>;
    type?: string | null;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.type) headers["content-type"] = options.type;
  const response = await server.fetch(path, {
    method,
    headers,
    body: method === "GET" || method === "HEAD" ? undefined : options.body,
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, type: response.headers.get("content-type") ?? "", text, json };
}

/** What is wrong with a REST answer to bad input, or null: a 5xx, or an error outside the shape. */
function restProblem(answer: Answer): string | null {
  if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 160)}`;
  if (answer.status >= 400 && !(answer.type.startsWith("application/json") && isErrorBody(answer.json)))
    return `${answer.status} not the error shape: ${answer.type} ${answer.text.slice(0, 120)}`;
  // A redirect (a link followed from a mail) has no body to shape.
  if (answer.status >= 300 && answer.status < 400) return null;
  if (answer.status < 400 && !answer.type.startsWith("application/json") && answer.status !== 204)
    return `${answer.status} not JSON: ${answer.type}`;
  return null;
}

/** The fields a validation answer names (`details.issues[].path`), with the JSON type each expects. */
function issueFields(answer: Answer): Map<string, string | null> {
  const details = isErrorBody(answer.json) ? (answer.json.error.details as { issues?: unknown }) : null;
  const issues = Array.isArray(details?.issues)
    ? (details.issues as { path?: unknown; message?: unknown }[])
    : [];
  const fields = new Map<string, string | null>();
  for (const issue of issues) {
    const path = String(issue.path ?? "");
    if (!path || /^\d/.test(path)) continue;
    const expected = /expected (number|string|boolean|object|array)\b/.exec(String(issue.message ?? ""));
    fields.set(path, expected?.[1] ?? null);
  }
  return fields;
}

/** The JSON type of a JSON text. */
function jsonType(text: string): string {
  const value: unknown = JSON.parse(text);
  if (Array.isArray(value)) return "array";
  return value === null ? "null" : typeof value;
}

/**
 * True when a value of this JSON type is the wrong type for a field expecting `expected`. Left out:
 * strings for numbers (numbers coerced from strings are how path and query values arrive) and null
 * (the message of a nullable field does not say that null is allowed).
 */
function wrongType(expected: string | null, type: string): boolean {
  if (!expected || type === expected || type === "null") return false;
  return !(expected === "number" && type === "string");
}

// ---------------------------------------------------------------------------------------------
// Writes

/**
 * Tables left out of the write check, each because reads change it legitimately: `sessions` (every
 * authenticated request moves the session's last-seen time), `app_secrets` (keys such as the web
 * push key pair are created on first use, by a read).
 */
const CHANGE_ON_READ = new Set(["sessions", "app_secrets"]);
let tableNames: string[] | null = null;

/**
 * Row count and checksum of every table, in one round trip, once the outbox has delivered what
 * earlier (accepted) calls recorded: a delivery going on in the background is not the next call's write.
 */
async function snapshot(): Promise<Map<string, string>> {
  await server.app.outbox.settled();
  const db = server.database.db;
  if (!tableNames)
    tableNames = (
      await queryRows<{ table_name: string }>(
        db,
        sql`select table_name from information_schema.tables
             where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
      )
    )
      .map((row) => row.table_name)
      .filter((name) => !CHANGE_ON_READ.has(name) && !name.startsWith("__"));
  const union = tableNames
    .map(
      (name) =>
        `select '${name}' as t, count(*)::text || ':' || md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as s from "${name}" x`,
    )
    .join(" union all ");
  const rows = await queryRows<{ t: string; s: string }>(db, sql.raw(union));
  return new Map(rows.map((row) => [row.t, row.s]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([table, state]) => before.get(table) !== state).map(([table]) => table);
}

// ---------------------------------------------------------------------------------------------
// Bad values

const deep = (depth: number) => `${"[".repeat(depth)}1${"]".repeat(depth)}`;

/** Bad JSON values, as JSON text: every wrong type, extremes, unstorable text, nesting. */
const BAD_VALUES: string[] = [
  "1e308",
  "-1",
  "0",
  String(2 ** 53),
  "1e309",
  "-0.5",
  '"NaN"',
  '""',
  JSON.stringify("x".repeat(20_000)),
  JSON.stringify("\u0000"),
  '"\\ud800"',
  "true",
  "false",
  "null",
  "[]",
  "[1]",
  '["a"]',
  "{}",
  '{"a":1}',
  deep(20),
];

/** Whole bodies that are not what any route takes. */
const BAD_BODIES: string[] = [
  "{not json",
  '{"a":',
  "[1,]",
  '{"a":1}}',
  "",
  "1",
  '"text"',
  "true",
  "null",
  "[]",
  "[1,2]",
  '[{"a":1}]',
  deep(40),
  deep(5_000),
  `{"a":${deep(31)}}`,
  JSON.stringify({ zzUnknown: "x".repeat(100_000) }),
  JSON.stringify(Object.fromEntries(Array.from({ length: 2_000 }, (_, i) => [`k${i}`, i]))),
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a\\u0000":1}',
  '{"zzUnknown":1}',
];

/** Bodies of other content types (the JSON routes refuse them or see no object). */
const OTHER_TYPES: [string | null, string | Uint8Array<ArrayBuffer>][] = [
  ["text/plain", "hello"],
  ["application/x-www-form-urlencoded", "a=1&b=2"],
  [
    "multipart/form-data; boundary=zz",
    '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz--\r\n',
  ],
  [null, new TextEncoder().encode('{"a":1}') as Uint8Array<ArrayBuffer>],
  ["application/json; charset=latin1", '{"a":1}'],
  ["application/xml", "<a/>"],
];

/** Odd path parameter values (percent-encoded as sent). */
const BAD_PARAMS = [
  "-1",
  "0",
  "abc",
  "1.5",
  "1e308",
  "NaN",
  "99999999999999999999",
  "%00",
  "%ff",
  "%ud800",
  "..%2F..%2Fetc",
  "a".repeat(3_000),
  "%20",
  "true",
  "null",
  "%5B1%5D",
];

/** Odd values for a query parameter (percent-encoded as sent). */
const BAD_QUERY_VALUES = ["abc", "-1", "1e308", "", "%00", "%ff", "a".repeat(3_000), "%5B%5D", "true", "NaN"];

/** A value for each path parameter that names nothing (so no route acts on a real row). */
function placeholder(name: string): string {
  if (name === "language") return "en";
  if (/id/i.test(name)) return "2147483000";
  return "zz-none";
}

function fillPath(url: string, override?: { name: string; value: string }): string {
  return url.replace(/:(\w+)/g, (_, name: string) =>
    override?.name === name ? override.value : encodeURIComponent(placeholder(name)),
  );
}

/** A copy of `body` with the value at a dotted path replaced by raw JSON text. */
function withValue(path: string, rawValue: string): string {
  const keys = path.split(".");
  let text = rawValue;
  for (let i = keys.length - 1; i >= 0; i--) text = `{${JSON.stringify(keys[i])}:${text}}`;
  return text;
}

// ---------------------------------------------------------------------------------------------
// The sweep

type Caller = { who: "anonymous" | "guest" | "operator"; headers: Record<string, string> };

interface Findings {
  failures: string[];
  /** Routes that took some of the values (shown, not failures: some are valid for their field). */
  accepted: string[];
  requests: number;
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.min(size, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(workers);
}

/** The guest's session still works (a route may end it); else the guest logs in again. */
async function keepGuestSession(caller: Caller, findings: Findings, route: string): Promise<void> {
  if (caller.who !== "guest") return;
  const check = await send("GET", "/rest/v1/guest/getGuestBalance", { headers: caller.headers });
  if (check.status === 200) return;
  const token = spareTokens.shift();
  if (!token) {
    findings.failures.push(`${route}: ended the guest's session, and no spare session is left`);
    return;
  }
  caller.headers.authorization = `Bearer ${token}`;
}

async function sweepRoute(route: { method: string; url: string }, caller: Caller, findings: Findings) {
  const key = `${caller.who} ${route.method} ${route.url}`;
  const path = fillPath(route.url);
  const isPost = route.method !== "GET";
  const json = (body: string) => ({ body, type: "application/json", headers: caller.headers });
  // The route's answer to no input: a route that takes none (2xx) may write on any call.
  const baseline = await send(route.method, path, isPost ? json("{}") : { headers: caller.headers });
  findings.requests++;
  const baselineProblem = restProblem(baseline);
  if (baselineProblem) findings.failures.push(`${key} {} -> ${baselineProblem}`);
  const takesNoInput = baseline.status < 400;

  type Options = Parameters<typeof send>[2];
  const calls: { what: string; method: string; path: string; options: Options; mustRefuse: boolean }[] = [];
  const add = (what: string, method: string, target: string, options: Options, mustRefuse = false) =>
    calls.push({ what, method, path: target, options, mustRefuse });

  for (const name of [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string))
    for (const value of BAD_PARAMS)
      add(`param ${name}=${value.slice(0, 16)}`, route.method, fillPath(route.url, { name, value }), {
        ...(isPost ? json("{}") : { headers: caller.headers }),
      });
  // Query fields the route's validation names (from its answer to an empty query), and a stray one.
  const queryFields = new Set(isPost ? [] : issueFields(baseline).keys());
  queryFields.add("zzUnknown");
  for (const field of queryFields)
    for (const value of BAD_QUERY_VALUES) {
      add(`query ${field}=${value.slice(0, 16)}`, route.method, `${path}?${field}=${value}`, {
        ...(isPost ? json("{}") : { headers: caller.headers }),
      });
    }
  if (!isPost)
    add("query repeated", route.method, `${path}?language=en&language=de&q=1&q=2`, {
      headers: caller.headers,
    });
  if (isPost) {
    for (const body of BAD_BODIES) add(`body ${body.slice(0, 24)}`, route.method, path, json(body));
    for (const [type, body] of OTHER_TYPES)
      add(`content-type ${type}`, route.method, path, { body, type, headers: caller.headers });
    // Each field the route's validation names (one level into objects as well) gets every bad value;
    // a value of another JSON type than the field expects must be refused.
    const fields = issueFields(baseline);
    for (const field of [...fields.keys()]) {
      const inner = await send(route.method, path, json(withValue(field, "{}")));
      findings.requests++;
      for (const [nested, type] of issueFields(inner))
        if (nested.startsWith(`${field}.`)) fields.set(nested, type);
    }
    for (const [field, expected] of fields)
      for (const value of BAD_VALUES) {
        const mustRefuse = wrongType(expected, jsonType(value));
        add(`${field}=${value.slice(0, 16)}`, route.method, path, json(withValue(field, value)), mustRefuse);
      }
  }

  const before = takesNoInput ? null : await snapshot();
  const accepted: string[] = [];
  await pool(calls, 4, async (call) => {
    const answer = await send(call.method, call.path, call.options);
    findings.requests++;
    const problem = restProblem(answer);
    if (problem) findings.failures.push(`${key} ${call.what} -> ${problem}`);
    else if (answer.status < 400) {
      accepted.push(call.what);
      if (call.mustRefuse)
        findings.failures.push(
          `${key} ${call.what} -> ${answer.status}: a value of the wrong type was taken`,
        );
    }
  });
  if (accepted.length) findings.accepted.push(`${key}: ${accepted.slice(0, 8).join("; ")}`);
  if (before) {
    const changed = changedTables(before, await snapshot());
    // Some "bad" values are valid for some fields (true for a flag, null where null is allowed): a
    // change after accepted calls is theirs. Then each call runs again alone, and only a refused
    // call that changed something is a failure (refused, yet half-written).
    if (changed.length && !accepted.length)
      findings.failures.push(`${key} wrote to ${changed.join(", ")} although every call was refused`);
    else if (changed.length)
      for (const call of calls) {
        const start = await snapshot();
        const answer = await send(call.method, call.path, call.options);
        findings.requests++;
        const wrote = changedTables(start, await snapshot());
        if (answer.status >= 400 && wrote.length)
          findings.failures.push(`${key} ${call.what} -> ${answer.status} but wrote to ${wrote.join(", ")}`);
      }
  }
  await keepGuestSession(caller, findings, key);
}

describe("the bad-input sweep", () => {
  // One test per caller: each sweeps every route (minutes on a slow machine), each in its own time.
  const callerOf = (who: Caller["who"]): Caller =>
    who === "guest"
      ? { who, headers: { ...guest.bearer } }
      : // The operator's routes (`internal/*`) behind their key; everyone else answers them 403.
        { who, headers: who === "operator" ? { "x-operator-key": TEST_OPERATOR_KEY } : {} };
  it.each(["anonymous", "guest", "operator"] as const)(
    "never answers a REST route's bad input with a 5xx, another shape, or a write (%s)",
    async (who) => {
      const caller = callerOf(who);
      const routes = server.app.routeTable.filter((route) => route.url.startsWith("/rest/v1/"));
      expect(routes.length).toBeGreaterThan(100);
      const findings: Findings = { failures: [], accepted: [], requests: 0 };
      for (const route of routes)
        if (who !== "operator" || route.url.startsWith("/rest/v1/internal/"))
          await sweepRoute(route, caller, findings);
      console.info(`bad-input sweep (${who}): ${routes.length} routes, ${findings.requests} requests`);
      console.info(`accepted values (valid for their field, or ignored):\n${findings.accepted.join("\n")}`);
      expect(findings.failures).toEqual([]);
    },
    240_000,
  );

  it("never answers a GraphQL argument's bad value with a 5xx, an INTERNAL error, or a write", async () => {
    // The service's own schema (introspection answers no more than this; it is off in production).
    const schema = buildSchema(contentTypeDefs());
    // Fresh content tokens: the REST sweep may have ended the session the guest's token was bound to.
    const session = spareTokens.shift() ?? (await login());
    const tokens = {
      anonymous: (await contentToken({})).token,
      guest: (await contentToken({ authorization: `Bearer ${session}` })).token,
    };
    const roots = [schema.getQueryType(), schema.getMutationType()].filter(Boolean) as GraphQLObjectType[];
    const failures: string[] = [];
    let requests = 0;
    const graphql = async (token: string, body: string) => {
      requests++;
      return send("POST", "/graphql", {
        type: "application/json",
        headers: { authorization: `Bearer ${token}` },
        body,
      });
    };
    const graphqlProblem = (answer: Answer): string | null => {
      if (answer.status >= 500) return `${answer.status} ${answer.text.slice(0, 160)}`;
      const body = answer.json as { data?: unknown; errors?: { extensions?: { code?: string } }[] } | null;
      if (!body || typeof body !== "object") return `${answer.status} not JSON: ${answer.text.slice(0, 120)}`;
      if (answer.status >= 400 && !Array.isArray(body.errors)) return `${answer.status} without errors`;
      // The sweep must reach the service: a refused token would hide everything behind it.
      if (answer.status === 401) return `401 ${answer.text.slice(0, 120)}`;
      if (body.errors?.some((error) => error.extensions?.code === "INTERNAL"))
        return `${answer.status} INTERNAL ${answer.text.slice(0, 160)}`;
      return null;
    };
    for (const root of roots) {
      const operation = root === schema.getMutationType() ? "mutation" : "query";
      for (const field of Object.values(root.getFields()) as GraphQLField<unknown, unknown>[]) {
        const selection = isLeafType(getNamedType(field.type)) ? "" : "{ __typename }";
        for (const arg of field.args as readonly GraphQLArgument[]) {
          const others = field.args.filter((other) => other !== arg);
          const declared = [`$v: ${String(arg.type)}`, ...others.map((o) => `$${o.name}: ${String(o.type)}`)];
          const passed = [`${arg.name}: $v`, ...others.map((o) => `${o.name}: $${o.name}`)];
          const query = `${operation} (${declared.join(", ")}) { ${field.name}(${passed.join(", ")}) ${selection} }`;
          for (const token of [tokens.anonymous, tokens.guest]) {
            const before = operation === "mutation" ? await snapshot() : null;
            await pool(BAD_VALUES, 4, async (value) => {
              const answer = await graphql(
                token,
                `{"query":${JSON.stringify(query)},"variables":{"v":${value}}}`,
              );
              const problem = graphqlProblem(answer);
              if (problem)
                failures.push(`${root.name}.${field.name}(${arg.name}: ${value.slice(0, 16)}) -> ${problem}`);
            });
            if (before) {
              const changed = changedTables(before, await snapshot());
              if (changed.length)
                failures.push(`${root.name}.${field.name}(${arg.name}) wrote to ${changed.join(", ")}`);
            }
          }
        }
      }
    }
    // Whole documents that are not what the service takes.
    const documents = [
      "{ videos { total ",
      "{ a b c d e f g h i j k l m n o p q r s t u v w x y z }",
      "{ __typename } { __typename }",
      "subscription { x }",
      "mutation { __typename }",
      `{ __typename } ${"fragment f on Query { __typename } ".repeat(700)}`,
      "{".repeat(5_000),
      JSON.stringify({ kind: "Document", definitions: [{ kind: "OperationDefinition" }] }),
      "query($a: String) { __typename }",
      "\u0000",
    ];
    for (const token of [tokens.anonymous, tokens.guest])
      for (const document of documents) {
        const answer = await graphql(token, JSON.stringify({ query: document }));
        const problem =
          graphqlProblem(answer) ??
          (answer.status === 200 ? null : answer.status === 400 ? null : `${answer.status}`);
        if (problem) failures.push(`document ${document.slice(0, 30)} -> ${problem}`);
      }
    console.info(`bad-input sweep: GraphQL, ${requests} requests`);
    expect(failures).toEqual([]);
  }, 180_000);
});
