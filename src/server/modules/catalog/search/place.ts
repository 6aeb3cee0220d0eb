import { sql } from "drizzle-orm";
import type { TSearchPlaceInput } from "../../../../common/contracts/search.ts";
import { actors } from "../../../db/schema/catalog.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";

/** Where the guest is (WGS84 decimal degrees), for the distance order. */
export interface GuestPlace {
  latitude: number;
  longitude: number;
  /** What the answer cache keys the place by. */
  key: string;
}

/**
 * The postal-code lookup of the geo adapter (utility/getGeoLocationByZip uses the same); it may wait
 * for its index, which a worker thread builds at start.
 */
export interface ZipLookup {
  locate(zip: string): Promise<{ lat: number; long: number } | null>;
}

/** How the search finds the guest: the postal-code lookup and the edge's header names. */
export interface PlaceOptions {
  geo: ZipLookup;
  latitudeHeader: string;
  longitudeHeader: string;
}

/** A header's decimal degrees within ±limit, else null. */
function degrees(value: string | null | undefined, limit: number): number | null {
  const text = value?.trim() ?? "";
  if (!/^[+-]?\d{1,3}(\.\d+)?$/.test(text)) return null;
  const number = Number(text);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/**
 * The guest's place: the German postal code when given (an unknown one is a 400, as a typo should
 * not silently sort by rank), else the edge's visitor-location headers when both are valid, rounded
 * to 0.01° (about 1 km, so nearby guests share cached answers), else null (rank order).
 */
export async function guestPlace(
  input: TSearchPlaceInput,
  options: PlaceOptions,
): Promise<GuestPlace | null> {
  if (input.zip !== undefined) {
    const found = await options.geo.locate(input.zip);
    if (!found) throw new AppError(AppErrorCode.VALIDATION_FAILED, "Unknown postal code", { zip: input.zip });
    return { latitude: found.lat, longitude: found.long, key: `zip:${input.zip}` };
  }
  if (!input.header) return null;
  const latitude = degrees(input.header(options.latitudeHeader), 90);
  const longitude = degrees(input.header(options.longitudeHeader), 180);
  if (latitude === null || longitude === null) return null;
  const rounded = (value: number) => Math.round(value * 100) / 100;
  return {
    latitude: rounded(latitude),
    longitude: rounded(longitude),
    key: `at:${rounded(latitude)},${rounded(longitude)}`,
  };
}

/** The place options of an app: its postal-code lookup and configured header names. */
export function searchPlaces(ctx: {
  geo: ZipLookup;
  config: { latitudeHeader: string; longitudeHeader: string };
}): PlaceOptions {
  return {
    geo: ctx.geo,
    latitudeHeader: ctx.config.latitudeHeader,
    longitudeHeader: ctx.config.longitudeHeader,
  };
}

/** Mean earth radius in km (IUGG), for great-circle distances. */
const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle distance in km from a place to the actor (haversine in plain SQL, the same on PGlite
 * and PostgreSQL); null when the actor has no coordinates.
 */
export const distanceFrom = (place: { latitude: number; longitude: number }) => {
  const lat = sql`${place.latitude}::float8`;
  const long = sql`${place.longitude}::float8`;
  // least() skips nulls, so an actor without coordinates is null by the case, not by the formula.
  return sql<number | null>`(case when ${actors.latitude} is null or ${actors.longitude} is null then null
    else 2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
      power(sin(radians(${actors.latitude} - ${lat}) / 2), 2)
      + cos(radians(${lat})) * cos(radians(${actors.latitude})) * power(sin(radians(${actors.longitude} - ${long}) / 2), 2))))
    end)`;
};
