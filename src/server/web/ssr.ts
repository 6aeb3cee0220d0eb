import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { WebLoadContext } from "../../common/contracts/webContext.ts";
import { matchPath } from "../../common/routes/index.ts";
import { redactUrl } from "../lib/logger.ts";
import { createCatalogApi } from "../modules/catalog/catalogApi.ts";
import { PageCache } from "./pageCache.ts";

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
  return new Request(new URL(request.url, origin), {
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
  const match = matchPath(pathname);
  if (!match || match.canonicalPath === pathname) return null;
  return match.canonicalPath;
}

/**
 * Serves the React Router app (SSR) for every path no other route took, inside an encapsulated
 * plugin whose body parsers are removed (React Router reads the raw body).
 */
export async function ssrPlugin(app: FastifyInstance, options: { build: ServerBuild }): Promise<void> {
  const mode = app.ctx.config.env === "production" ? "production" : "development";
  const handle = createRequestHandler(options.build, mode);
  const cache = new PageCache(app.ctx.config.pageCacheSeconds * 1000);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, _payload, done) => done(null));

  app.all("/*", async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = "/", search] = request.url.split("?");
    const target = canonicalRedirect(pathname);
    if (target && (request.method === "GET" || request.method === "HEAD")) {
      return reply.redirect(search ? `${target}?${search}` : target, 301);
    }
    const nonce = reply.cspNonce?.script ?? "";
    const key = cache.key(request);
    if (key) {
      const hit = cache.get(key, Date.now());
      if (hit) {
        for (const [name, value] of hit.headers) reply.header(name, value);
        return reply.status(hit.status).header("x-page-cache", "hit").send(PageCache.bodyFor(hit, nonce));
      }
    }
    const context: WebLoadContext = {
      catalog: createCatalogApi(app.ctx.db, app.ctx.now),
      cspNonce: nonce,
      publicUrl: app.ctx.config.publicUrl,
      requestId: String(request.id),
    };
    const response = await handle(toFetchRequest(request, app.ctx.config.publicUrl), context);
    if (response.status >= 500)
      request.log.error({ url: redactUrl(request.url) }, "SSR answered %d", response.status);
    if (key && response.status === 200 && !response.headers.has("set-cookie")) {
      const body = await response.text();
      cache.set(key, Date.now(), { status: response.status, headers: response.headers, body, nonce });
      for (const [name, value] of response.headers) reply.header(name, value);
      return reply.status(response.status).header("x-page-cache", "miss").send(body);
    }
    return reply.send(response);
  });
}
