import { Writable } from "node:stream";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { renderedHtmlResponse } from "../common/renderedHtml.ts";
import "./api/context.ts";
import { deferHydration } from "./ssr/deferHydration.ts";

export const streamTimeout = 5_000;

/**
 * Renders a page to HTML. Our loaders await all their data, so the whole document is rendered
 * before the answer starts (one buffer, Content-Length, no streaming bookkeeping); inline scripts
 * carry the response's CSP nonce. The app's scripts run after the first paint (deferHydration).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(new Response(null, { status: responseStatusCode, headers: responseHeaders }));
  }
  const nonce = loadContext.cspNonce || undefined;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const chunks: Buffer[] = [];
    // The rendered chunks are only collected: a bare Writable, not a PassThrough's readable side.
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const html = Buffer.from(deferHydration(Buffer.concat(chunks).toString("utf8")));
        resolve(renderedHtmlResponse(html, { status, headers: responseHeaders }));
        done();
      },
    });
    const options: RenderToPipeableStreamOptions = {
      ...(nonce ? { nonce } : {}),
      // The whole document goes out as one buffer: no Suspense boundary is sent apart from its
      // place. React outlines every boundary past the first 12.8 KB by default (a hidden copy
      // moved in by a script, revealed up to 300 ms later: the status bar pushed the page down).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        pipe(sink);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    };
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} {...(nonce ? { nonce } : {})} />,
      options,
    );
    const timer = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
