import type { VideoOrder } from "../../../common/contracts/catalog.ts";

/** The part of a guest's stored grid settings the video lists use: an order per list. */
type VideoGridSettings = { orders?: Record<string, unknown> };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function videoSettings(tileGridSettings: Record<string, unknown> | undefined): VideoGridSettings {
  const settings = tileGridSettings?.videos;
  return isObject(settings) ? settings : {};
}

/**
 * The order a logged-in guest chose last for a list (`list` is the list's key, e.g. "videosNew" or
 * "category"), when that list still offers it; else null.
 */
export function storedVideoOrder(
  tileGridSettings: Record<string, unknown> | undefined,
  list: string,
  offered: readonly VideoOrder[],
): VideoOrder | null {
  const orders = videoSettings(tileGridSettings).orders;
  const stored = isObject(orders) ? orders[list] : undefined;
  return offered.find((order) => order === stored) ?? null;
}

/** The "videos" grid settings with one list's order changed (other lists and keys kept). */
export function withVideoOrder(
  tileGridSettings: Record<string, unknown> | undefined,
  list: string,
  order: VideoOrder,
): Record<string, unknown> {
  const settings = videoSettings(tileGridSettings);
  const orders = isObject(settings.orders) ? settings.orders : {};
  return { ...settings, orders: { ...orders, [list]: order } };
}
