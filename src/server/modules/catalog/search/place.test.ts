import { describe, expect, it } from "vitest";
import { AppError } from "../../../lib/errors.ts";
import { guestPlace, type PlaceOptions } from "./place.ts";

const options: PlaceOptions = {
  geo: { locate: async (zip) => (zip === "10115" ? { lat: 52.532, long: 13.3846 } : null) },
  latitudeHeader: "cf-iplatitude",
  longitudeHeader: "cf-iplongitude",
};
const headers =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

describe("guestPlace", () => {
  it("takes the postal code first, keyed by it", async () => {
    const place = await guestPlace(
      { zip: "10115", header: headers({ "cf-iplatitude": "48.1", "cf-iplongitude": "11.5" }) },
      options,
    );
    expect(place).toEqual({ latitude: 52.532, longitude: 13.3846, key: "zip:10115" });
  });

  it("rejects an unknown postal code with VALIDATION_FAILED", async () => {
    const refused = guestPlace({ zip: "00000" }, options);
    await expect(refused).rejects.toThrow(AppError);
    await expect(refused).rejects.toMatchObject({ code: "VALIDATION_FAILED" });
  });

  it("reads the edge's headers, rounded to 0.01 degrees", async () => {
    const place = await guestPlace(
      { header: headers({ "cf-iplatitude": " 48.13743 ", "cf-iplongitude": "-11.57549" }) },
      options,
    );
    expect(place).toEqual({ latitude: 48.14, longitude: -11.58, key: "at:48.14,-11.58" });
  });

  it("ignores missing, partial or unusable headers", async () => {
    const cases: Record<string, string>[] = [
      {},
      { "cf-iplatitude": "48.1" },
      { "cf-iplatitude": "north", "cf-iplongitude": "11.5" },
      { "cf-iplatitude": "91", "cf-iplongitude": "11.5" },
      { "cf-iplatitude": "48.1", "cf-iplongitude": "181" },
      { "cf-iplatitude": "1e3", "cf-iplongitude": "11.5" },
    ];
    for (const values of cases)
      expect(await guestPlace({ header: headers(values) }, options), JSON.stringify(values)).toBeNull();
    expect(await guestPlace({}, options)).toBeNull();
  });
});
