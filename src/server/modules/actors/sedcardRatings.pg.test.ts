import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { guests as guestTable } from "../../db/schema/index.ts";
import { buildActor, buildSedcard } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { createSession } from "../accounts/index.ts";

/** Sedcard likes under real concurrency: PostgreSQL only (PGlite serialises transactions). */
let server: TestServer;
let actorId: number;
const bearers: Record<string, string>[] = [];
beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  actorId = (await buildActor(ctx)).id;
  await buildSedcard(ctx, actorId);
  // Straight into the database: 30 sign-ups through the API would hit the per-address limit.
  for (let i = 0; i < 30; i++) {
    const [row] = await server.database.db
      .insert(guestTable)
      .values({ email: `sedcard-${i}-${Date.now()}@example.com`, name: `Liker ${i}`, passwordHash: "x" })
      .returning({ id: guestTable.id });
    if (!row) throw new Error("guest not inserted");
    bearers.push({ authorization: `Bearer ${await createSession(server.database.db, row.id, new Date())}` });
  }
});
afterAll(() => server.close());

const rate = (bearer: Record<string, string>, guestRating: number) =>
  server.post(`gallery/setSedcardsGuestRating/${actorId}`, { guestRating }, bearer).then((r) => r.status);

describe("concurrent sedcard likes on PostgreSQL", () => {
  it("counts every guest once when 30 guests click like, dislike and like again at once", async () => {
    const statuses = await Promise.all(
      bearers.flatMap((bearer, i) => [rate(bearer, 1), rate(bearer, i % 2 ? -1 : 1), rate(bearer, 1)]),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from content_ratings where object_type = 'sedcards' and object_id = ${actorId}`,
    );
    expect(row?.n).toBe(30);
    // Settle every guest on a like, then read the answer's counters.
    await Promise.all(bearers.map((bearer) => rate(bearer, 1)));
    const response = await server.post(
      `gallery/setSedcardsGuestRating/${actorId}`,
      { guestRating: 1 },
      bearers[0],
    );
    expect(await response.json()).toMatchObject({
      guestRatingLikes: 30,
      guestRatingDislikes: 0,
      isLiked: true,
    });
  });
});
