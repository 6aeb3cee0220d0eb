/**
 * The rendered page's bytes, attached by the web app's server entry to the Response it hands React
 * Router, so the server sends them as they are instead of reading them back through the Response's
 * web stream (a copy and a stream per page). A global symbol: the server and the built web app each
 * have their own copy of this module. A Response without it is read as usual.
 */
export const RENDERED_HTML = Symbol.for("velvet.renderedHtml");

/** A Response that may carry its rendered bytes. */
export type WithRenderedHtml = Response & { [RENDERED_HTML]?: Buffer };

/** The Response for a rendered page, carrying its bytes. */
export function renderedHtmlResponse(html: Buffer, init: ResponseInit): Response {
  // A Buffer is a Uint8Array over an ArrayBuffer here (the DOM types also allow a shared one).
  const response: WithRenderedHtml = new Response(html as Uint8Array<ArrayBuffer>, init);
  response[RENDERED_HTML] = html;
  return response;
}

/** The bytes a rendered page's Response carries, if it carries them. */
export function renderedHtmlOf(response: Response): Buffer | undefined {
  return (response as WithRenderedHtml)[RENDERED_HTML];
}
