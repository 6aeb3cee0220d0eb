/**
 * A live stream's URL carries its grant in the path (`/live/{actor}/{session}/{expires}/{sig}/…`,
 * adapters/streaming): the playlist and the segments beside it. The grant lives a short time and
 * the chat screen renews it; the player keeps playing by sending each request under the newest
 * grant, so a renewal never reloads the video.
 */

/** The stream a URL plays, without its grant and file: stays the same when the URL is renewed. */
export function streamKey(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  return path.split("/").slice(0, -3).join("/");
}

/**
 * The file a request asks for (a playlist or a segment), under the newest grant's directory.
 * hls.js hands the first playlist's URL as given (relative), later ones absolute: both resolve
 * against the page (`page`).
 */
export function underLatestGrant(
  requested: string,
  latest: string,
  page = globalThis.location?.href,
): string {
  const absolute = new URL(requested, page);
  const file = absolute.pathname.split("/").pop() ?? "";
  return new URL(file, new URL(latest, absolute)).href;
}
