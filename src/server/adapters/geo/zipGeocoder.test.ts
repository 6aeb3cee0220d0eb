import { afterAll, describe, expect, it } from "vitest";
import { EventLoopProbe } from "../../test/eventLoopProbe.ts";
import { ZipGeocoder } from "./zipGeocoder.ts";

const geocoder = new ZipGeocoder();
afterAll(() => geocoder.close());

describe("German postal codes to coordinates", () => {
  it("builds its index off the event loop: the first lookups wait for it without holding the loop", async () => {
    // The index costs half a second of CPU or more (1.7 s on a loaded machine): on the event loop it
    // would hold every request of the server meanwhile.
    const probe = new EventLoopProbe();
    const fresh = new ZipGeocoder();
    try {
      const [berlin, hamburg] = await Promise.all([fresh.locate("10115"), fresh.locate("20095")]);
      expect(berlin?.city).toBe("Berlin");
      expect(hamburg?.city).toBe("Hamburg");
      expect(probe.held()).toEqual([]);
    } finally {
      probe.stop();
      await fresh.close();
    }
  });

  it("finds a city's postal code with the city's coordinates", async () => {
    const dresden = await geocoder.locate("01067");
    expect(dresden).toMatchObject({ zip: "01067", city: "Dresden", state: "Sachsen", precision: "city" });
    expect(dresden?.lat).toBeCloseTo(51.05, 1);
    expect(dresden?.long).toBeCloseTo(13.74, 1);
    const munich = await geocoder.locate("80331");
    expect(munich?.city).toBe("München");
    expect(munich?.lat).toBeCloseTo(48.14, 1);
  });

  it("tells namesakes apart by their postal region", async () => {
    expect((await geocoder.locate("60311"))?.long).toBeCloseTo(8.68, 1); // Frankfurt am Main
    expect((await geocoder.locate("15230"))?.long).toBeCloseTo(14.55, 1); // Frankfurt (Oder)
    expect((await geocoder.locate("06108"))?.lat).toBeCloseTo(51.48, 1); // Halle (Saale)
  });

  it("places every known code in Germany", async () => {
    for (const zip of ["10115", "20095", "50667", "99998", "24937"]) {
      const location = await geocoder.locate(zip);
      expect(location, zip).not.toBeNull();
      expect(location?.lat).toBeGreaterThan(47.2);
      expect(location?.lat).toBeLessThan(55.1);
      expect(location?.long).toBeGreaterThan(5.8);
      expect(location?.long).toBeLessThan(15.1);
    }
  });

  it("knows nothing of malformed or unused codes", async () => {
    for (const zip of ["1067", "0106a", "00000", "123456", ""]) expect(await geocoder.locate(zip)).toBeNull();
  });
});
