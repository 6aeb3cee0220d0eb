import { createHash } from "node:crypto";

/**
 * The hash id of tv/suggest/{hashId} (docs/decisions.md "Mediathek hash ids"): an opaque, stable id
 * of a series or an episode, "s" or "e" and 15 hex digits of SHA-256 over the item's natural key
 * (the series key; the episode's catalog video id). The same item keeps its id across imports and
 * databases, and it reveals neither a row id nor the series' order.
 */
export const HASH_ID = /^[se][0-9a-f]{15}$/;

const digest = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 15);

/** The hash id of a series. */
export const seriesHashId = (key: string): string => `s${digest(`tv-series:${key}`)}`;

/** The hash id of an episode (a catalog video in a series). */
export const episodeHashId = (videoId: number): string => `e${digest(`tv-episode:${videoId}`)}`;
