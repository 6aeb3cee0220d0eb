import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { trackingEvents } from "../../db/schema/index.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const post = (body: unknown, cookie?: string) =>
  server.fetch("/rest/v1/tracker/track?language=de", {
    method: "POST",
    headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });

async function storedCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: sql<number>`count(*)::int` }).from(trackingEvents);
  return row?.n ?? 0;
}

describe("POST /rest/v1/tracker/track", () => {
  it("stores an event when the guest allowed analytics", async () => {
    const response = await post(
      { eventContext: "tab", eventAction: "leave", eventData: { page: "/" } },
      "vv_cc=n1.f0.a1",
    );
    expect(response.status).toBe(201);
    const [row] = await server.database.db.select().from(trackingEvents);
    expect(row).toMatchObject({
      eventContext: "tab",
      eventAction: "leave",
      language: "de",
      eventData: { page: "/" },
    });
  });

  it("refuses without analytics consent and stores nothing", async () => {
    const before = await storedCount();
    for (const cookie of [undefined, "vv_cc=n1.f1.a0", "vv_cc=garbage"]) {
      const response = await post({ eventContext: "tab", eventAction: "comeback" }, cookie);
      expect(response.status).toBe(403);
      expect((await response.json()).error.code).toBe("FORBIDDEN");
    }
    expect(await storedCount()).toBe(before);
  });

  it("rejects malformed events with 400 VALIDATION_FAILED", async () => {
    for (const body of [
      {},
      { eventContext: "", eventAction: "x" },
      { eventContext: "a", eventAction: "b", extra: 1 },
      [],
    ]) {
      const response = await post(body, "vv_cc=n1.f0.a1");
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe("VALIDATION_FAILED");
    }
  });
});
