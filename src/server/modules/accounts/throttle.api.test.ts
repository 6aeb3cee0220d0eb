import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("sign-ups per address", () => {
  it("allow five attempts in 15 minutes, then answer 429", async () => {
    const body = { email: `often-${Date.now()}@example.com`, password: "often password", name: "Often" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await server.post("auth/signup", body)).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
    // Another address is not affected.
    const other = await server.post("auth/signup", { ...body, email: `other-${Date.now()}@example.com` });
    expect(other.status).toBe(201);
  });
});
