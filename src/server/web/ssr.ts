import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { WebLoadContext } from "../../common/contracts/webContext.ts";
import { renderedHtmlOf } from "../../common/renderedHtml.ts";
import { eventRedirect, matchPath } from "../../common/routes/index.ts";
import { contentTokenKey, issueContentToken } from "../content/token.ts";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { type Auth, credentialsOf } from "../lib/http/auth.ts";
import { overlaySiteOrigins, siteOverlayOrigin } from "../lib/http/overlayOrigins.ts";
import { sendShared } from "../lib/http/sharedBody.ts";
import { redactUrl } from "../lib/logger.ts";
import { hashToken } from "../modules/accounts/index.ts";
import { createSearchApi, searchPlaces } from "../modules/catalog/index.ts";
import { guestStateOf } from "../modules/guestState/index.ts";
import { boughtIds } from "../modules/purchases/index.ts";
import { cachedCatalogApi, catalogOptions, createCatalogApi } from "../modules/storefront/index.ts";
import { type CachedPage, PageCache } from "./pageCache.ts";

/** Paths of the payment/login overlay (and their loader data requests). */
const OVERLAY_PATH = /^\/_overlay\/[a-z]+(\/|\.data)?$/;

/** Cache-Control of every page and data answer rendered with a credential. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Sends a rendered answer: status, headers and the whole body as one buffer (our documents and data
 * answers are complete when React Router returns them, so nothing streams through web streams).
 * A credentialed answer is marked `Cache-Control: private, no-store` and `Vary: Cookie, Authorization`.
 */
async function sendResponse(
  reply: FastifyReply,
  response: Response,
  credentialed: boolean,
): Promise<FastifyReply> {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  if (credentialed)
    reply.header("cache-control", PRIVATE_CACHE_CONTROL).header("vary", "Cookie, Authorization");
  if (!response.body) return reply.send();
  return reply.send(renderedHtmlOf(response) ?? Buffer.from(await response.arrayBuffer()));
}

/**
 * The URL React Router sees: always on the site's origin. A request path such as `//evil.example/`
 * must not turn into another host (it would be, parsed as a relative URL).
 */
function requestUrl(url: string, origin: string): URL {
  if (url.startsWith("/")) {
    try {
      return new URL(`${origin}${url}`);
    } catch {
      // falls through to the path alone
    }
  }
  const parsed = URL.canParse(url, origin) ? new URL(url, origin) : new URL("/", origin);
  return new URL(`${origin}${parsed.pathname}${parsed.search}`);
}

/** Turns a Fastify request into a fetch Request for React Router. */
function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const controller = new AbortController();
  request.raw.once("close", () => {
    if (!request.raw.complete) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(requestUrl(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

/** The canonical redirect for a page path: trailing slash per the route table, German home at /. */
export function canonicalRedirect(pathname: string): string | null {
  // Client-side navigations fetch loader data from `<path>.data` (`/_root.data` for the home page).
  if (pathname.endsWith(".data")) return null;
  if (pathname === "/de" || pathname === "/de/") return "/";
  const special = eventRedirect(pathname);
  if (special) return special;
  const match = matchPath(pathname);
  if (!match || match.canonicalPath === pathname) return null;
  return match.canonicalPath;
}

/**
 * Serves the React Router app (SSR) for every path no other route took, inside an encapsulated
 * plugin whose body parsers are removed (React Router reads the raw body).
 */
export async function ssrPlugin(
  app: FastifyInstance,
  options: { build: ServerBuild; role: "site" | "pay" },
): Promise<void> {
  const mode = app.ctx.config.env === "production" ? "production" : "development";
  const handle = createRequestHandler(options.build, mode);
  const cache = new PageCache(app.ctx.config.pageCacheSeconds * 1000);
  // Catalogue reads shared by every request for a few seconds; without that cache each request still
  // reads a profile once although the actor layout and its tab page both ask for it.
  const sharedCatalog =
    app.ctx.config.catalogCacheSeconds > 0
      ? cachedCatalogApi(
          createCatalogApi(app.ctx.db, app.ctx.now, catalogOptions(app.ctx)),
          app.ctx.config.catalogCacheSeconds * 1000,
        )
      : null;
  const requestCatalog = () =>
    cachedCatalogApi(createCatalogApi(app.ctx.db, app.ctx.now, catalogOptions(app.ctx)), 60_000);
  const contentKey = contentTokenKey(app.ctx.config.mediaSigningKey);
  const searchApi = createSearchApi(
    app.ctx.db,
    app.ctx.now,
    app.ctx.config.searchCacheSeconds * 1000,
    searchPlaces(app.ctx),
    app.ctx.searchSources,
  );
  app.addHook("onClose", async () => searchApi.close());
  /** What the pages' loaders get for one render: the request's guest (or none) and its origins. */
  const loadContext = async (input: {
    nonce: string;
    requestId: string;
    payOrigin: string;
    siteOrigins: string[];
    auth: Auth | null;
  }): Promise<WebLoadContext> => {
    const { auth } = input;
    return {
      catalog: sharedCatalog ?? requestCatalog(),
      search: searchApi,
      cspNonce: input.nonce,
      publicUrl: app.ctx.config.publicUrl,
      requestId: input.requestId,
      role: options.role,
      payOrigin: input.payOrigin,
      siteOrigins: input.siteOrigins,
      guest: auth ? await guestStateOf(app.ctx.db, auth.guest, app.ctx.now()) : null,
      contentToken: issueContentToken(
        contentKey,
        app.ctx.now(),
        auth ? { guestId: auth.guest.id, sessionTokenHash: hashToken(auth.token) } : undefined,
      ).token,
      owns: async (itemType, itemId) =>
        auth ? (await boughtIds(app.ctx.db, auth.guest.id, itemType, [itemId])).has(itemId) : false,
    };
  };
  // The first render compiles the pages' code (about 170 ms of CPU against 45 ms warm): done once
  // when the app is ready, outside any request and the page cache, so the first guest after a
  // start does not hold the event loop for it. A failure is logged and changes nothing.
  if (options.role === "site")
    app.addHook("onReady", async () => {
      try {
        const context = await loadContext({
          nonce: "",
          requestId: "warm-up",
          payOrigin: siteOverlayOrigin(app.ctx.config, null),
          siteOrigins: overlaySiteOrigins(app.ctx.config, null),
          auth: null,
        });
        await (await handle(new Request(`${app.ctx.config.publicUrl}/`), context)).text();
      } catch (error) {
        app.log.warn({ err: error }, "the page warm-up failed");
      }
    });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.all("/*", async (request: FastifyRequest, reply: FastifyReply) => {
    const checked = (response: Response) => {
      if (response.status >= 500)
        request.log.error({ url: redactUrl(request.url) }, "SSR answered %d", response.status);
      return response;
    };
    const [pathname = "/", search] = request.url.split("?");
    // The overlay origin serves the overlay pages only.
    if (options.role === "pay" && !OVERLAY_PATH.test(pathname))
      throw new AppError(AppErrorCode.NOT_FOUND, "Not found");
    const target = canonicalRedirect(pathname);
    if (target && (request.method === "GET" || request.method === "HEAD")) {
      return reply.redirect(search ? `${target}?${search}` : target, 301);
    }
    const nonce = reply.cspNonce?.script ?? "";
    // This request's own policy (with its nonce), taken before a cached page replaces the header.
    const renderPolicy = String(reply.getHeader("content-security-policy") ?? "");
    // The request's credential, found by the same function `request.auth()` resolves: a request with
    // any credential (Bearer, access_token, session cookie; valid or not) renders its own page, marked
    // private and no-store, and is neither served from nor stored in the shared page cache.
    const credentialed = credentialsOf(request, true) !== null;
    const render = async () => {
      const auth = credentialed ? await request.auth().catch(() => null) : null;
      const context = await loadContext({
        nonce,
        requestId: String(request.id),
        payOrigin: request.overlayOrigins.payOrigin,
        siteOrigins: request.overlayOrigins.siteOrigins,
        auth,
      });
      return handle(toFetchRequest(request, app.ctx.config.publicUrl), context);
    };
    // The overlay origin is in the page (and its policy), the site's sources in its policy: pages
    // for different addresses are kept apart.
    const pageKey = credentialed ? null : cache.key(request);
    const { payOrigin, siteSources } = request.overlayOrigins;
    const key = pageKey && `${pageKey}\u0000${payOrigin}\u0000${siteSources.join(" ")}`;
    if (!key) return sendResponse(reply, checked(await render()), credentialed);

    const send = async (page: CachedPage, state: string) => {
      for (const [name, value] of page.headers) reply.header(name, value);
      reply.status(page.status).header("content-security-policy", page.csp).header("x-page-cache", state);
      // Compressed once per page and encoding, not per request.
      return sendShared(request, reply, page);
    };
    // One render per page at a time; it stores the page for everyone waiting and coming.
    let own: Response | null = null;
    const refresh = () =>
      cache.single(key, async () => {
        const response = checked(await render());
        if (!PageCache.cacheable(response)) {
          own = response;
          return null;
        }
        const body = await response.text();
        return cache.set(key, Date.now(), {
          status: response.status,
          headers: response.headers,
          body,
          policy: renderPolicy,
        });
      });

    const found = cache.lookup(key, Date.now());
    if (found) {
      // A stale page is served at once while one request renders it again in the background.
      if (!found.fresh)
        refresh().result.catch((error: unknown) => request.log.error({ err: error }, "page refresh failed"));
      return send(found.page, found.fresh ? "hit" : "stale");
    }
    const { leader, result } = refresh();
    const page = await result;
    if (page) return send(page, leader ? "miss" : "shared");
    // Not cacheable (an error page, a redirect, a cookie): the leader sends its own response,
    // the others render theirs.
    return sendResponse(reply, leader && own ? own : checked(await render()), false);
  });
}
