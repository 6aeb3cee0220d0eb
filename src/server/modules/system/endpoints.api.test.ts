import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * A sweep over every REST route of the site: anonymous calls, malformed bodies and odd path
 * parameters must answer the right 4xx, never a 5xx, and every route is in the REST reference.
 */
let server: TestServer;
let bearer: Record<string, string>;
beforeAll(async () => {
  server = await startTestServer({ web: true }); // with the web app mounted, as users meet it
  bearer = (await signUpGuest(server)).bearer;
});
afterAll(() => server.close());

/** Routes that work without login (all others answer 401 to an anonymous caller). */
const PUBLIC = new Set([
  "GET /rest/v1/alive",
  "GET /rest/v1/actor/getActorDataByIdOrName/:actorIdOrName",
  "GET /rest/v1/actor/getActorStateById/:actorId",
  "GET /rest/v1/actor/getInsights/:actorId",
  "GET /rest/v1/actor/getChatButtonConfig/:actorId",
  "GET /rest/v1/gallery/getpromotedvideo/:actorId",
  "GET /rest/v1/gallery/getTopVideos/:actorIdOrName",
  "GET /rest/v1/sales/actor/:actorId",
  "GET /rest/v1/actor/getActorPreviewImage/:actorIdOrName",
  "GET /rest/v1/actor/getActorTVLivestreamDataById/:actorId",
  "GET /rest/v1/phoenix/get_profile_preview/:actorId",
  "GET /rest/v1/monitoringActors/onlineActorsAmount",
  "GET /rest/v1/seo/getActorSeoContent/:actorId/:tagGroup",
  "GET /rest/v1/gallery/getPreview/:albumId",
  "POST /rest/v1/actorsearch/init",
  "POST /rest/v1/actorsearch/search",
  "GET /rest/v1/content/token",
  "GET /rest/v1/gallery/getsedcards/:actorIdOrName",
  "GET /rest/v1/gallery/getsedcards/:actorIdOrName/:payload",
  "GET /rest/v1/auth/verifyEmail/:token",
  "GET /rest/v1/gallery/getComments",
  "GET /rest/v1/gallery/open/:albumId",
  "GET /rest/v1/payment/packages",
  "GET /rest/v1/vipclub",
  "GET /rest/v1/searchResult/list/:category/:language/:searchPattern",
  "GET /rest/v1/searchResult/search/:language/:searchPattern",
  "GET /rest/v1/searchResult/suggest/:language/:searchPattern",
  "GET /rest/v1/tileGrid/get/:type/:payload",
  "GET /rest/v1/tileGrid/getVideoPictures/:videoId",
  "GET /rest/v1/utility/getGeoLocationByZip/:zipCode",
  "GET /rest/v1/video/:videoId",
  "GET /rest/v1/home/more",
  "GET /rest/v1/video/jumbotron/config",
  "GET /rest/v1/video/jumbotron/homepage",
  "POST /rest/v1/breadcrumb/:breadcrumbType",
  "GET /rest/v1/home/online",
  "GET /rest/v1/cams",
  "GET /rest/v1/camshows",
  "GET /rest/v1/camshows/ics/guest/:token",
  "GET /rest/v1/camshows/ics/actor/:actorId",
  "GET /rest/v1/blog/pm",
  "GET /rest/v1/blog/posts/:categoryId/:payload",
  "GET /rest/v1/blog/archives/:category",
  "GET /rest/v1/blog/actors/:payload",
  "GET /rest/v1/blog/post/:slug",
  "GET /rest/v1/blog/search/:searchPattern",
  "GET /rest/v1/tv/series",
  "GET /rest/v1/tv/format/:key",
  "GET /rest/v1/tv/mediathek/:key/videos",
  "GET /rest/v1/tv/article/:slug",
  "GET /rest/v1/tv/video/:videoId",
  "GET /rest/v1/tv/suggest/:hashId",
  "GET /rest/v1/tv/recommendations",
  "GET /rest/v1/asset/legal-text/download/:legalTextId",
  "GET /rest/v1/tv/program/:type",
  "GET /rest/v1/dailyBonus",
  "GET /rest/v1/tv/stream/:type",
  "POST /rest/v1/reports/content",
  "GET /rest/v1/reports/content/:reference",
  "POST /rest/v1/partners/apply",
  "GET /rest/v1/games",
  "GET /rest/v1/games/:configId",
  "GET /rest/v1/special/adventcalendar",
  "GET /rest/v1/special/getData/goldrush",
  // The easter event: a visitor sees the reward ladder; the egg of a page is null for a visitor.
  "GET /rest/v1/special/getData/easter",
  "GET /rest/v1/special/easter/egg",
  "GET /rest/v1/special/get/events",
  // A newsletter mail's unsubscribe link: the signed token is the proof, no login (RFC 8058).
  "GET /rest/v1/newsletter/unsubscribe",
  "POST /rest/v1/newsletter/unsubscribe",
  "GET /rest/v1/special/getData/:eventType",
  "GET /rest/v1/contests",
  "GET /rest/v1/contests/:contestId",
  "GET /rest/v1/contests/:contestId/topList",
  "GET /rest/v1/contests/:contestId/getHeader",
  "GET /rest/v1/contests/:contestId/actor/:actorId",
  "GET /rest/v1/contests/getContestGridItems/:contestId/:contestSub/:limit/:offset",
  "GET /rest/v1/actor/recommended/:actorIdOrName",
  "GET /rest/v1/webpush/key",
  "POST /rest/v1/auth/login",
  "POST /rest/v1/auth/logout",
  "POST /rest/v1/auth/passwordLost",
  "POST /rest/v1/auth/passwordReset",
  "POST /rest/v1/auth/signup",
  "POST /rest/v1/auth/verifyEmail",
  "POST /rest/v1/gallery/view",
  "POST /rest/v1/tracker/track",
  "POST /rest/v1/logger/websocketConnectionError",
  "POST /rest/v1/logger/browserOnline",
  "POST /rest/v1/vxpay/logout",
  "POST /rest/v1/vxpay/onsuccess",
  // Voice calls: anonymous visitors may call (spec core §6); a call is reached by its secret id.
  "POST /rest/v1/voicecall/startAnonymousVoicecallChat",
  "GET /rest/v1/voicecall/:clientId",
  "POST /rest/v1/voicecall/:clientId/heartbeat",
  "POST /rest/v1/voicecall/:clientId/end",
]);

/** Operator calls outside internal/ (under the spec's own name): 403 without the operator key. */
const OPERATOR = new Set(["POST /rest/v1/tv/updateMediathek"]);

/** Calls that sign up, log in or mail: left out of the sweep (rate limits; they have their own tests). */
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

const withParams = (url: string, value: string) => url.replace(/:\w+/g, encodeURIComponent(value));

async function call(method: string, url: string, body: string | null, headers: Record<string, string> = {}) {
  return server.fetch(url, {
    method,
    headers: body === null ? headers : { "content-type": "application/json", ...headers },
    body: method === "GET" ? undefined : (body ?? undefined),
  });
}

// Sweeps of every route: hundreds of requests, so longer than the default 5 s on a busy machine.
describe("every REST route", () => {
  it("answers an anonymous caller with 401 unless public, operator routes with 403", async () => {
    const answers: string[] = [];
    for (const route of restRoutes()) {
      const response = await call(route.method, withParams(route.url, "1"), "{}");
      const operatorOnly = route.url.startsWith("/rest/v1/internal/") || OPERATOR.has(route.key);
      const expected = operatorOnly ? 403 : PUBLIC.has(route.key) ? null : 401;
      if (response.status >= 500 || (expected !== null && response.status !== expected))
        answers.push(`${route.key} -> ${response.status}`);
    }
    expect(answers).toEqual([]);
  }, 60_000);

  it("answers malformed JSON with 400 and odd bodies and parameters with a 4xx, never a 5xx", async () => {
    const failures: string[] = [];
    for (const route of restRoutes()) {
      const url = withParams(route.url, "1");
      if (route.method === "POST") {
        const broken = await call(route.method, url, "{not json", bearer);
        if (broken.status !== 400) failures.push(`${route.key} broken JSON -> ${broken.status}`);
        for (const body of [
          "[1,2]",
          '"text"',
          "null",
          '{"a":{"b":[{}]}}',
          JSON.stringify({ x: "y".repeat(5000) }),
        ]) {
          const odd = await call(route.method, url, body, bearer);
          if (odd.status >= 500) failures.push(`${route.key} ${body.slice(0, 20)} -> ${odd.status}`);
        }
      }
      for (const value of ["-1", "0", "abc", "99999999999999999999", "../../etc", "%", "a".repeat(300)]) {
        if (!route.url.includes(":")) break;
        const odd = await call(
          route.method,
          withParams(route.url, value),
          route.method === "POST" ? "{}" : null,
          bearer,
        );
        if (odd.status >= 500) failures.push(`${route.key} param ${value.slice(0, 12)} -> ${odd.status}`);
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);

  it("is described in the REST reference", () => {
    const reference = readFileSync(new URL("../../../../docs/REST.md", import.meta.url), "utf8");
    const missing = restRoutes()
      .concat(
        server.app.routeTable
          .filter((route) => SKIP.has(`${route.method} ${route.url}`))
          .map((r) => ({ ...r, key: "" })),
      )
      .map((route) => route.url.replace("/rest/v1/", "").replace(/:(\w+)/g, "{$1}"))
      .filter((path) => !reference.includes(path));
    expect(missing).toEqual([]);
  });
});
