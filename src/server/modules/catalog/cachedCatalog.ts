import type { CatalogApi } from "../../../common/contracts/catalog.ts";

/**
 * A shared, short-lived cache in front of the catalogue reads the web app makes. The catalogue is
 * read-mostly and the same blocks (home, categories, an actor's profile) are read by every guest,
 * so each answer is computed once per `ttlMs` and per arguments; concurrent callers share the read
 * in flight. Changes appear after at most `ttlMs` (see docs/decisions.md).
 */
export function cachedCatalogApi(api: CatalogApi, ttlMs: number, maxEntries = 5000): CatalogApi {
  if (ttlMs <= 0) return api;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  const wrap =
    <A extends unknown[], R>(method: string, read: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      const key = `${method}\u0000${JSON.stringify(args)}`;
      const now = Date.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value as Promise<R>;
      const value = read(...args);
      entries.delete(key);
      entries.set(key, { expires: now + ttlMs, value });
      // A failed read is not remembered.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    };
  return {
    home: wrap("home", api.home),
    videoList: wrap("videoList", api.videoList),
    categories: wrap("categories", api.categories),
    categoryBySlug: wrap("categoryBySlug", api.categoryBySlug),
    newActors: wrap("newActors", api.newActors),
    actorProfile: wrap("actorProfile", api.actorProfile),
    actorSedcards: wrap("actorSedcards", api.actorSedcards),
    actorAlbums: wrap("actorAlbums", api.actorAlbums),
    album: wrap("album", api.album),
    video: wrap("video", api.video),
    tag: wrap("tag", api.tag),
  };
}
