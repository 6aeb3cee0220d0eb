import { describe, expect, it } from "vitest";
import type { TCamTile } from "../../../common/contracts/catalog.ts";
import { camFiltersSearch, filterCams, NO_FILTERS, readCamFilters, spokenLanguages } from "./filters.ts";

function cam(id: number, over: Partial<TCamTile> = {}): TCamTile {
  return {
    id,
    name: `Cam${id}`,
    age: 25,
    gender: "female",
    genderType: "F",
    isOnline: true,
    isNew: false,
    avatar: null,
    headline: "",
    url: `/en/amateur/Cam${id}/`,
    messagePrice: { value: 10, currency: "VXC" },
    freeMessages: 0,
    still: `/live/${id}/still.jpg`,
    languages: ["de"],
    freeChat: false,
    offers: [{ chatType: "LIVECHAT", pricePerMinute: { value: 100, currency: "VXC" } }],
    ...over,
  } as TCamTile;
}

describe("cam filters", () => {
  const cams = [
    cam(1),
    cam(2, { genderType: "M", languages: ["en", "de"], isNew: true }),
    cam(3, {
      freeChat: true,
      offers: [{ chatType: "LIVECHAT", pricePerMinute: { value: 40, currency: "VXC" } }],
    }),
    cam(4, { offers: [] }),
  ];

  it("keep every cam without filters and narrow by each one", () => {
    expect(filterCams(cams, NO_FILTERS).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(filterCams(cams, { ...NO_FILTERS, gender: "M" }).map((c) => c.id)).toEqual([2]);
    expect(filterCams(cams, { ...NO_FILTERS, language: "en" }).map((c) => c.id)).toEqual([2]);
    expect(filterCams(cams, { ...NO_FILTERS, freeChat: true }).map((c) => c.id)).toEqual([3]);
    expect(filterCams(cams, { ...NO_FILTERS, isNew: true }).map((c) => c.id)).toEqual([2]);
    // A price limit leaves out dearer cams and those without a private chat.
    expect(filterCams(cams, { ...NO_FILTERS, maxPrice: 50 }).map((c) => c.id)).toEqual([3]);
    expect(filterCams(cams, { ...NO_FILTERS, maxPrice: 100 }).map((c) => c.id)).toEqual([1, 2, 3]);
  });

  it("round-trip through the address and ignore what they do not know", () => {
    const filters = { gender: "FM" as const, language: "es", freeChat: true, isNew: true, maxPrice: 200 };
    const search = camFiltersSearch(filters);
    expect(search).toBe("?gender=FM&lang=es&free=1&new=1&max=200");
    expect(readCamFilters(new URLSearchParams(search))).toEqual(filters);
    expect(readCamFilters(new URLSearchParams("gender=X&lang=<script>&free=yes&max=73"))).toEqual(NO_FILTERS);
    expect(camFiltersSearch(NO_FILTERS)).toBe("");
  });

  it("list the spoken languages once, sorted", () => {
    expect(spokenLanguages(cams)).toEqual(["de", "en"]);
  });
});
