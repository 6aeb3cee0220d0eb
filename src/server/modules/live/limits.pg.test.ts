import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guests, liveSessions } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { buildActor } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { endSession, startSession } from "./index.ts";

/**
 * The daily preview limit on PostgreSQL with real concurrency (PGlite serialises transactions):
 * at 4 of 5 previews, starts at once with different performers (no shared actor lock) let one
 * through; the others count after it (the guest's row lock) and are refused with the limit.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the preview limit under concurrent starts", () => {
  it("lets exactly one of several previews started at once at 4 of 5 pass", async () => {
    const db = server.database.db;
    const actors = await Promise.all(
      [0, 1, 2, 3].map(() => buildActor({ db }, { isOnline: true, isLivePreviewEnabled: true })),
    );
    const [guest] = await db
      .insert(guests)
      .values({ email: `race-${Date.now()}@example.com`, name: "Racer", passwordHash: "x" })
      .returning({ id: guests.id });
    if (!guest) throw new Error("no guest");
    const preview = (actorId: number) =>
      db.transaction((tx) =>
        startSession({
          tx,
          guestId: guest.id,
          actorId,
          chatType: "LIVE_PREVIEW",
          capCoins: null,
          minuteMs: 60_000,
          language: "en",
          now: new Date(),
        }),
      );
    for (let i = 0; i < 4; i++) {
      const session = await preview(actors[0]?.id as number);
      await db.transaction((tx) => endSession({ tx, sessionId: session.id, exitCode: 100, now: new Date() }));
    }
    const results = await Promise.allSettled(actors.map((actor) => preview(actor.id)));
    const passed = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason] : []));
    expect(passed).toHaveLength(1);
    expect(refused).toHaveLength(3);
    for (const error of refused) {
      expect(error).toBeInstanceOf(AppError);
      // Counted after the winner committed: the limit, not the one-active-chat conflict.
      expect((error as AppError).code).toBe("LIMIT_REACHED");
    }
    const [row] = await db
      .select({ n: count() })
      .from(liveSessions)
      .where(and(eq(liveSessions.guestId, guest.id), eq(liveSessions.chatType, "LIVE_PREVIEW")));
    expect(row?.n).toBe(5);
  });
});
