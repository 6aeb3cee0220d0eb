import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody } from "../../../common/errors.ts";
import { guests } from "../../db/schema/index.ts";
import { MAX_JSON_BODY_BYTES } from "../../lib/http/conventions.ts";
import { MAX_JSON_DEPTH } from "../../lib/validate.ts";
import { cpuMsOf } from "../../test/cpuTime.ts";
import { buildActor, buildAlbum } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * The HTTP layer's defences against bad input (issue 10), with the web app mounted as users meet it:
 * JSON nested too deep is refused before anything parses or walks it, the worst bodies of at most
 * the body limit hold the event loop briefly, every /rest/v1 answer has the error shape, and API
 * answers are not cached.
 */
let server: TestServer;
let guest: Awaited<ReturnType<typeof signUpGuest>>;
let albumId: number;
beforeAll(async () => {
  server = await startTestServer({ web: true });
  guest = await signUpGuest(server, { coins: 100 });
  const actor = await buildActor({ db: server.database.db });
  albumId = (await buildAlbum({ db: server.database.db }, actor.id, { pictures: 1 })).id;
});
afterAll(() => server.close());

const JSON_TYPE = { "content-type": "application/json" };
const deepArrays = (depth: number, closed = true) =>
  `${"[".repeat(depth)}1${closed ? "]".repeat(depth) : ""}`;

async function answer(response: Response) {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  return { status: response.status, headers: response.headers, body };
}

/** "" when the answer is a JSON error body with this status (and code, when given); else what it was. */
function problem(got: Awaited<ReturnType<typeof answer>>, status: number, code?: string): string {
  const error = isErrorBody(got.body) ? got.body.error : null;
  const json = (got.headers.get("content-type") ?? "").startsWith("application/json");
  if (got.status === status && json && error && (!code || error.code === code)) return "";
  return `${got.status} ${got.headers.get("content-type")} ${JSON.stringify(got.body).slice(0, 120)}`;
}

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  server.fetch(path, { method: "POST", headers: { ...JSON_TYPE, ...headers }, body });

describe("JSON nested too deep", () => {
  it("is refused with 400 VALIDATION_FAILED by the body parser, before anything parses or walks it", async () => {
    const key = { ...guest.bearer, "idempotency-key": "deep-body-0001" };
    const cases: [string, string, Record<string, string>][] = [
      ["/rest/v1/gallery/view", `{"albumId":${deepArrays(15_000)}}`, {}],
      // Unclosed: had anything parsed it, the answer would be "not valid JSON".
      ["/rest/v1/gallery/view", `{"albumId":${deepArrays(15_000, false)}`, {}],
      ["/rest/v1/payment/charge", `{"packageId":${deepArrays(5_000)}}`, key],
      ["/rest/v1/payment/oneclick", deepArrays(5_000), key],
      ["/rest/v1/subscription/start", `{"plan":${deepArrays(5_000)}}`, key],
      [`/rest/v1/video/1/buy`, `{"x":${deepArrays(5_000)}}`, key],
      ["/rest/v1/guest/profile/update", `{"name":${deepArrays(MAX_JSON_DEPTH + 1)}}`, guest.bearer],
    ];
    const failures: string[] = [];
    for (const [path, body, headers] of cases) {
      const got = await answer(await post(path, body, headers));
      const message = isErrorBody(got.body) ? got.body.error.message : "";
      const wrong = problem(got, 400, "VALIDATION_FAILED");
      if (wrong || !/nested too deep/.test(message)) failures.push(`${path} -> ${wrong || message}`);
    }
    expect(failures).toEqual([]);
  });

  it("is accepted up to the limit (then the route's own validation answers)", async () => {
    const got = await answer(
      await post("/rest/v1/gallery/view", `{"albumId":${deepArrays(MAX_JSON_DEPTH - 1)}}`),
    );
    expect(got.status).toBe(400);
    expect(JSON.stringify(got.body)).not.toMatch(/nested too deep/);
    expect(JSON.stringify(got.body)).toMatch(/albumId/);
  });

  it("is refused in GraphQL variables, posted and in the query string, with 400 in GraphQL's shape", async () => {
    const token = ((await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }).token;
    const auth = { authorization: `Bearer ${token}` };
    const query = "query($a: String) { __typename }";
    const posted = await post(
      "/graphql",
      `{"query":${JSON.stringify(query)},"variables":{"a":${deepArrays(5_000)}}}`,
      auth,
    );
    expect(posted.status).toBe(400);
    const postedBody = (await posted.json()) as { errors: { message: string }[] };
    expect(postedBody.errors[0]?.message).toMatch(/nested too deep/);
    const viaGet = await server.fetch(
      `/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(deepArrays(1_000))}`,
      { headers: auth },
    );
    expect(viaGet.status).toBe(400);
    const getBody = (await viaGet.json()) as { errors: { message: string }[] };
    expect(getBody.errors[0]?.message).toMatch(/nested too deep/);
  });
});

describe("the worst JSON bodies of at most the JSON body limit", () => {
  it("are answered quickly (linear work only)", async () => {
    const limit = MAX_JSON_BODY_BYTES - 64;
    const fill = (unit: string, open: string, close: string) =>
      `${open}${Array.from({ length: Math.floor((limit - 2) / (unit.length + 1)) }, () => unit).join(",")}${close}`;
    const bodies = {
      "deep within the limit": `{"albumId":${deepArrays(MAX_JSON_DEPTH - 1)}}`,
      "many zeros": fill("0", "[", "]"),
      "many empty arrays": fill("[]", "[", "]"),
      "many empty objects": fill("{}", "[", "]"),
      "many keys": `{${Array.from({ length: 11_000 }, (_, i) => `"k${i}":0`).join(",")}}`,
      "one long string": JSON.stringify({ albumId: "x".repeat(limit - 20) }),
      "many short strings, one NUL at the end": `${fill('"a"', "[", "")},"\\u0000"]`,
      "nested wide": `[${Array.from({ length: 2_000 }, () => deepArrays(30)).join(",")}]`,
    };
    // Timed in process (app.inject: no sockets, no client work in between) as this thread's CPU time,
    // anonymous (no session read), the fastest of three runs, so that other processes on a busy
    // machine add nothing: what remains is the server's own work on the body (parse, checks,
    // validation).
    const worst: Record<string, number> = {};
    for (const [name, body] of Object.entries(bodies)) {
      const payload = Buffer.from(body);
      expect(payload.length, name).toBeLessThanOrEqual(MAX_JSON_BODY_BYTES);
      for (const url of ["/rest/v1/gallery/view", "/rest/v1/guest/profile/update", "/graphql"]) {
        let fastest = Number.POSITIVE_INFINITY;
        for (let run = 0; run < 3; run++) {
          let response: Awaited<ReturnType<typeof server.app.inject>> | undefined;
          const cpu = await cpuMsOf(async () => {
            response = await server.app.inject({ method: "POST", url, headers: JSON_TYPE, payload });
          });
          fastest = Math.min(fastest, cpu);
          if (!response) throw new Error("no response");
          expect(response.statusCode, `${name} ${url}`).toBeGreaterThanOrEqual(400);
          expect(response.statusCode, `${name} ${url}`).toBeLessThan(500);
        }
        worst[`${name} ${url}`] = Math.round(fastest);
      }
    }
    // The requirement is 50 ms; the bound is loose so that a loaded CI machine cannot fail it, while
    // the quadratic walks this replaced took seconds.
    console.log("time per request with the worst bodies (ms):", worst);
    for (const [name, ms] of Object.entries(worst)) expect(ms, name).toBeLessThan(250);
  }, 60_000);
});

describe("every /rest/v1 answer with the web app mounted", () => {
  it("is JSON in the error shape: unknown paths, wrong methods, bad URLs, bad bodies", async () => {
    const cases: [string, () => Promise<Response>, number][] = [
      ["unknown GET", () => server.fetch("/rest/v1/no-such-thing"), 404],
      ["unknown POST", () => post("/rest/v1/no-such-thing", "{}"), 404],
      ["unknown DELETE", () => server.fetch("/rest/v1/alive", { method: "DELETE" }), 404],
      ["wrong method", () => post("/rest/v1/alive", "{}"), 404],
      ["bad percent-encoding", () => server.fetch("/rest/v1/video/%ff"), 400],
      ["bad percent-encoding in a POST", () => post("/rest/v1/gallery/view/%E0%A4%A", "{}"), 400],
      ["too long path segment", () => server.fetch(`/rest/v1/video/${"1".repeat(5_000)}`), 404],
      ["text/plain body", () => post("/rest/v1/gallery/view", "hi", { "content-type": "text/plain" }), 400],
      [
        "form body",
        () => post("/rest/v1/gallery/view", "a=1", { "content-type": "application/x-www-form-urlencoded" }),
        415,
      ],
      [
        "multipart body",
        () =>
          post("/rest/v1/gallery/view", "--x\r\n\r\n--x--", {
            "content-type": "multipart/form-data; boundary=x",
          }),
        415,
      ],
      [
        "no content type",
        () => server.fetch("/rest/v1/gallery/view", { method: "POST", body: new TextEncoder().encode("{}") }),
        415,
      ],
      ["empty JSON body", () => post("/rest/v1/gallery/view", ""), 400],
      ["malformed JSON", () => post("/rest/v1/gallery/view", "{not json"), 400],
      ["prototype poisoning", () => post("/rest/v1/gallery/view", '{"__proto__":{"x":1}}'), 400],
      [
        "body too large",
        () => post("/rest/v1/gallery/view", JSON.stringify({ a: "x".repeat(1_100_000) })),
        413,
      ],
      ["the overlay's path on the site", () => server.fetch("/rest/v1/"), 404],
    ];
    const failures: string[] = [];
    for (const [name, call, status] of cases) {
      const got = await answer(await call());
      const wrong = problem(got, status);
      if (wrong) failures.push(`${name}: ${wrong}`);
      else if (got.headers.get("cache-control") !== "no-store") failures.push(`${name}: cacheable`);
    }
    expect(failures).toEqual([]);
  });

  it("answers requests Node refuses (a URL beyond the header limit) in the error shape", async () => {
    const raw = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest(`${server.url}/rest/v1/video/${"9".repeat(20_000)}`, (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on("error", reject);
      request.end();
    });
    expect(raw.status).toBe(431);
    expect(JSON.parse(raw.body)).toEqual({
      error: { code: "HEADERS_TOO_LARGE", message: expect.any(String) },
    });
  });
});

describe("caching of API answers", () => {
  it("is off (no-store) for REST and GraphQL answers, errors included, unless public for everyone", async () => {
    const token = ((await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }).token;
    const calls: [string, () => Promise<Response>, string][] = [
      ["alive", () => server.fetch("/rest/v1/alive"), "no-store"],
      ["guest data", () => server.fetch("/rest/v1/payment/state", { headers: guest.bearer }), "no-store"],
      ["401", () => server.fetch("/rest/v1/payment/state"), "no-store"],
      ["content token", () => server.fetch("/rest/v1/content/token", { headers: guest.bearer }), "no-store"],
      [
        "graphql",
        () =>
          post("/graphql", JSON.stringify({ query: "{ __typename }" }), { authorization: `Bearer ${token}` }),
        "no-store",
      ],
      ["graphql 401", () => post("/graphql", JSON.stringify({ query: "{ __typename }" })), "no-store"],
      // The same for every caller, never per credential: public caching is kept.
      ["push key", () => server.fetch("/rest/v1/webpush/key"), "public, max-age=3600"],
      [
        "postal code",
        () => server.fetch("/rest/v1/utility/getGeoLocationByZip/10115"),
        "public, max-age=86400",
      ],
      ["unknown postal code", () => server.fetch("/rest/v1/utility/getGeoLocationByZip/00000"), "no-store"],
    ];
    const failures: string[] = [];
    for (const [name, call, expected] of calls) {
      const response = await call();
      await response.arrayBuffer();
      const got = response.headers.get("cache-control");
      if (got !== expected) failures.push(`${name} (${response.status}): ${got}`);
    }
    expect(failures).toEqual([]);
  });
});

describe("guest/profile/update", () => {
  it("answers an update naming no field with 400 VALIDATION_FAILED and changes nothing", async () => {
    const [before] = await server.database.db.select().from(guests).where(eq(guests.id, guest.guest.id));
    for (const body of ["{}", '{"notificationsSettings":null}']) {
      const got = await answer(await post("/rest/v1/guest/profile/update", body, guest.bearer));
      expect(problem(got, 400, "VALIDATION_FAILED"), body).toBe("");
    }
    const [after] = await server.database.db.select().from(guests).where(eq(guests.id, guest.guest.id));
    expect(after).toEqual(before);
    const renamed = await post("/rest/v1/guest/profile/update", '{"name":"Renamed"}', guest.bearer);
    expect(renamed.status).toBe(200);
  });

  it("keeps working for album views (an anonymous write route) after all of the above", async () => {
    const response = await post("/rest/v1/gallery/view", JSON.stringify({ albumId }));
    expect(response.status).toBeLessThan(300);
  });
});
