import type { TCamTile } from "../../../common/contracts/catalog.ts";
import { GENDER_TYPES, type GenderType } from "../../../common/enums.ts";

/** The /cams/ filters, kept in the page's address (shareable, back button). */
export interface CamFilters {
  gender: GenderType | null;
  language: string | null;
  freeChat: boolean;
  isNew: boolean;
  /** Most VXC per minute of a private chat (LIVECHAT); null: any. */
  maxPrice: number | null;
}

/** The price steps the filter offers (VXC per minute of a private chat). */
export const MAX_PRICE_STEPS = [50, 100, 200] as const;

export const NO_FILTERS: CamFilters = {
  gender: null,
  language: null,
  freeChat: false,
  isNew: false,
  maxPrice: null,
};

/** Reads the filters from a query string; anything unknown is ignored, never an error. */
export function readCamFilters(search: URLSearchParams): CamFilters {
  const gender = search.get("gender");
  const language = search.get("lang");
  const max = Number(search.get("max"));
  return {
    gender: GENDER_TYPES.includes(gender as GenderType) ? (gender as GenderType) : null,
    language: language && /^[a-z]{2}$/.test(language) ? language : null,
    freeChat: search.get("free") === "1",
    isNew: search.get("new") === "1",
    maxPrice: (MAX_PRICE_STEPS as readonly number[]).includes(max) ? max : null,
  };
}

/** The query string of a set of filters (only what is set, in a fixed order). */
export function camFiltersSearch(filters: CamFilters): string {
  const search = new URLSearchParams();
  if (filters.gender) search.set("gender", filters.gender);
  if (filters.language) search.set("lang", filters.language);
  if (filters.freeChat) search.set("free", "1");
  if (filters.isNew) search.set("new", "1");
  if (filters.maxPrice !== null) search.set("max", String(filters.maxPrice));
  const text = search.toString();
  return text ? `?${text}` : "";
}

/** A private chat's price of a cam, or null when she offers none. */
export function privatePrice(cam: TCamTile): number | null {
  return cam.offers.find((offer) => offer.chatType === "LIVECHAT")?.pricePerMinute.value ?? null;
}

/** The cams that pass every filter, in the list's order. */
export function filterCams(cams: readonly TCamTile[], filters: CamFilters): TCamTile[] {
  return cams.filter((cam) => {
    if (filters.gender && cam.genderType !== filters.gender) return false;
    if (filters.language && !cam.languages.includes(filters.language)) return false;
    if (filters.freeChat && !cam.freeChat) return false;
    if (filters.isNew && !cam.isNew) return false;
    if (filters.maxPrice !== null) {
      const price = privatePrice(cam);
      if (price === null || price > filters.maxPrice) return false;
    }
    return true;
  });
}

/** The languages the online performers speak, for the language filter (sorted). */
export function spokenLanguages(cams: readonly TCamTile[]): string[] {
  return [...new Set(cams.flatMap((cam) => cam.languages))].filter((l) => /^[a-z]{2}$/.test(l)).sort();
}
