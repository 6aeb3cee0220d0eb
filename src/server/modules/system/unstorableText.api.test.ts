import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isErrorBody } from "../../../common/errors.ts";
import { actorNotes } from "../../db/schema/index.ts";
import { toAppError } from "../../lib/http/conventions.ts";
import { buildActor, buildAlbum } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * Text PostgreSQL cannot store (NUL anywhere; an unpaired surrogate in jsonb) is bad input: every
 * REST route answers 400 VALIDATION_FAILED naming the field, before anything is read or written,
 * never a 500 (docs/decisions.md "Bad input").
 */
let server: TestServer;
let bearer: Record<string, string>;
let actorId: number;
let albumId: number;
beforeAll(async () => {
  server = await startTestServer({ web: true }); // with the web app mounted, as users meet it
  bearer = (await signUpGuest(server)).bearer;
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx, { name: "NulLena" });
  actorId = actor.id;
  albumId = (await buildAlbum(ctx, actor.id, { pictures: 1 })).id;
});
afterAll(() => server.close());

/** Rate-limited calls (they have their own tests); the guard runs before them all the same. */
const SKIP = new Set([
  "POST /rest/v1/auth/login",
  "POST /rest/v1/auth/signup",
  "POST /rest/v1/auth/passwordLost",
]);

const restRoutes = () =>
  server.app.routeTable
    .filter((route) => route.url.startsWith("/rest/v1/"))
    .map((route) => ({ ...route, key: `${route.method} ${route.url}` }))
    .filter((route) => !SKIP.has(route.key));

const NUL = encodeURIComponent("a\u0000b");

async function call(method: string, url: string, body?: string) {
  const response = await server.fetch(url, {
    method,
    headers: body === undefined ? bearer : { "content-type": "application/json", ...bearer },
    body: method === "GET" ? undefined : body,
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, body: json };
}

/** The answer is 400 VALIDATION_FAILED whose message starts with the field; else a description. */
function refused(answer: { status: number; body: unknown }, field: string): string | null {
  const error = isErrorBody(answer.body) ? answer.body.error : null;
  if (answer.status === 400 && error?.code === "VALIDATION_FAILED" && error.message.startsWith(field))
    return null;
  return `${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`;
}

describe("text the database cannot store", () => {
  it("is refused in every path parameter, query string and JSON body of every REST route", async () => {
    const failures: string[] = [];
    for (const route of restRoutes()) {
      const body = route.method === "POST" ? "{}" : undefined;
      for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
        const url = route.url.replace(`:${name}`, NUL).replace(/:\w+/g, "1");
        const problem = refused(await call(route.method, url, body), `params.${name}`);
        if (problem) failures.push(`${route.key} param ${name} -> ${problem}`);
      }
      const plain = route.url.replace(/:\w+/g, "1");
      const query = refused(await call(route.method, `${plain}?language=en&q=${NUL}`, body), "query.q");
      if (query) failures.push(`${route.key} query -> ${query}`);
      if (route.method === "POST") {
        for (const [text, field] of [
          ['{"filter":{"tags":["a\\u0000"]},"text":"ok"}', "body.filter.tags.0"],
          ['{"comment":"\\ud800"}', "body.comment"],
          ['[{"a\\u0000":1}]', "body.0"],
        ] as const) {
          const problem = refused(await call(route.method, plain, text), field);
          if (problem) failures.push(`${route.key} body ${field} -> ${problem}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it("is refused in the calls the audit found answering 500, and nothing is written", async () => {
    const cases: [string, string, string | undefined, string][] = [
      ["GET", `/rest/v1/actor/getActorPreviewImage/${NUL}`, undefined, "params.actorIdOrName"],
      ["GET", `/rest/v1/gallery/getsedcards/${NUL}`, undefined, "params.actorIdOrName"],
      ["GET", `/rest/v1/actor/getActorDataByIdOrName/${NUL}`, undefined, "params.actorIdOrName"],
      // JSON in a path segment: the escape only becomes a NUL when the handler parses it.
      [
        "GET",
        `/rest/v1/tileGrid/get/videos/${encodeURIComponent('{"filter":{"tags":["a\\u0000"]}}')}`,
        undefined,
        "filter.tags.0",
      ],
      ["GET", `/rest/v1/gallery/getComments?albumId=${NUL}`, undefined, "query.albumId"],
      [
        "POST",
        "/rest/v1/actorsearch/search",
        '{"filter":{"hairColors":["a\\u0000"]}}',
        "body.filter.hairColors.0",
      ],
      [
        "POST",
        "/rest/v1/tileGrid/storeTileGridSettings",
        '{"type":"videos","settings":{"sort":"a\\u0000"}}',
        "body.settings.sort",
      ],
      [
        "POST",
        "/rest/v1/tileGrid/storeTileGridSettings",
        '{"type":"videos","settings":{"sort":"\\udc00"}}',
        "body.settings.sort",
      ],
      [
        "POST",
        "/rest/v1/actor/storeActorNote",
        `{"actorId":${actorId},"comment":"a\\u0000b"}`,
        "body.comment",
      ],
      [
        "POST",
        "/rest/v1/gallery/postComment",
        `{"albumId":${albumId},"commentText":"hi\\u0000"}`,
        "body.commentText",
      ],
      ["GET", "/rest/v1/alive?%00=1", undefined, "query"],
      ["GET", "/rest/v1/no-such-route%00", undefined, "params.*"],
      // A value the query parser leaves undecoded (a stray %): the raw URL check still sees %00.
      ["GET", "/rest/v1/alive?q=%00%", undefined, "url"],
    ];
    const failures: string[] = [];
    for (const [method, url, body, field] of cases) {
      const problem = refused(await call(method, url, body), field);
      if (problem) failures.push(`${method} ${url} -> ${problem}`);
    }
    expect(failures).toEqual([]);
    const notes = await server.database.db.select().from(actorNotes).where(eq(actorNotes.actorId, actorId));
    expect(notes).toEqual([]);
    const comments = await call("GET", `/rest/v1/gallery/getComments?albumId=${albumId}`);
    expect(comments.status).toBe(200);
    expect(JSON.stringify(comments.body)).not.toContain("hi");
  });

  it("still accepts ordinary text, emoji (surrogate pairs) and the escaped text %2500", async () => {
    const stored = await call(
      "POST",
      "/rest/v1/actor/storeActorNote",
      JSON.stringify({ actorId, comment: "Grüße 😀 %00 \\u0000" }),
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const read = await call("GET", `/rest/v1/actor/getActorDataByIdOrName/${encodeURIComponent("%00")}`);
    expect(read.status).toBe(404);
  });

  it("that reaches the database anyway is answered as bad input (what PGlite and PostgreSQL report)", async () => {
    const { db } = server.database;
    const attempts = [
      sql`select ${"a\u0000b"}::text`,
      sql`select ${["a\u0000"]}::text[]`,
      sql`select ${JSON.stringify({ a: "a\u0000" })}::jsonb`,
      sql`select ${JSON.stringify({ a: "\ud800" })}::jsonb`,
    ];
    for (const attempt of attempts) {
      const error = await db.execute(attempt).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).not.toBeNull();
      const mapped = toAppError(error);
      expect(mapped.code).toBe("VALIDATION_FAILED");
      expect(mapped.status).toBe(400);
    }
    // Inside a transaction (drizzle rolls back and rethrows) it is the same.
    const inTx = await db
      .transaction(async (tx) => {
        await tx.execute(sql`select ${"a\u0000"}::text`);
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(toAppError(inTx).code).toBe("VALIDATION_FAILED");
    // Other database errors stay internal.
    const other = await db.execute(sql`select 1 / 0`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(toAppError(other).code).toBe("INTERNAL");
  });
});
