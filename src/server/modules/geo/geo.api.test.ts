import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("GET utility/getGeoLocationByZip", () => {
  it("answers a known postal code with its position, anonymously", async () => {
    const response = await server.fetch("/rest/v1/utility/getGeoLocationByZip/10115");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    const body = (await response.json()) as { geoLocation: { city: string; lat: number; long: number } };
    expect(body.geoLocation).toMatchObject({ zip: "10115", city: "Berlin", country: "DE", source: "zip" });
    expect(body.geoLocation.lat).toBeCloseTo(52.5, 0);
  });

  it("answers 400 for a malformed code and 404 for an unused one", async () => {
    expect((await server.fetch("/rest/v1/utility/getGeoLocationByZip/1011")).status).toBe(400);
    expect((await server.fetch("/rest/v1/utility/getGeoLocationByZip/abcde")).status).toBe(400);
    const unused = await server.fetch("/rest/v1/utility/getGeoLocationByZip/00000");
    expect(unused.status).toBe(404);
    expect(((await unused.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });
});
