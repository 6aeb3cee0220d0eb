import { describe, expect, it } from "vitest";
import { ZipGeocoder } from "./zipGeocoder.ts";

const geocoder = new ZipGeocoder();

describe("German postal codes to coordinates", () => {
  it("finds a city's postal code with the city's coordinates", () => {
    const dresden = geocoder.locate("01067");
    expect(dresden).toMatchObject({ zip: "01067", city: "Dresden", state: "Sachsen", precision: "city" });
    expect(dresden?.lat).toBeCloseTo(51.05, 1);
    expect(dresden?.long).toBeCloseTo(13.74, 1);
    const munich = geocoder.locate("80331");
    expect(munich?.city).toBe("München");
    expect(munich?.lat).toBeCloseTo(48.14, 1);
  });

  it("tells namesakes apart by their postal region", () => {
    expect(geocoder.locate("60311")?.long).toBeCloseTo(8.68, 1); // Frankfurt am Main
    expect(geocoder.locate("15230")?.long).toBeCloseTo(14.55, 1); // Frankfurt (Oder)
    expect(geocoder.locate("06108")?.lat).toBeCloseTo(51.48, 1); // Halle (Saale)
  });

  it("places every known code in Germany", () => {
    for (const zip of ["10115", "20095", "50667", "99998", "24937"]) {
      const location = geocoder.locate(zip);
      expect(location, zip).not.toBeNull();
      expect(location?.lat).toBeGreaterThan(47.2);
      expect(location?.lat).toBeLessThan(55.1);
      expect(location?.long).toBeGreaterThan(5.8);
      expect(location?.long).toBeLessThan(15.1);
    }
  });

  it("knows nothing of malformed or unused codes", () => {
    for (const zip of ["1067", "0106a", "00000", "123456", ""]) expect(geocoder.locate(zip)).toBeNull();
  });
});
