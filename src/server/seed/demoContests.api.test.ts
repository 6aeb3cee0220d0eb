import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalMediaStore } from "../adapters/media-store/localMediaStore.ts";
import { type Database, queryRows } from "../db/client.ts";
import { contestGridView, contestListsView } from "../modules/contests/index.ts";
import { createTestDatabase } from "../test/testDb.ts";
import { seedDemo } from "./demo.ts";
import { ensureDemoContests } from "./demoContests.ts";

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;

describe("demo contests", () => {
  let database: Database;
  let mediaDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    mediaDir = mkdtempSync(path.join(tmpdir(), "velvet-contests-"));
    await seedDemo({ db: database.db, media: new LocalMediaStore(mediaDir), now: NOW, renderImages: false });
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const viewer = (now: Date) => ({ language: "en" as const, now, ageChecked: false });

  it("has one running, one next and one finished contest with places, on any date", async () => {
    for (const now of [NOW, new Date(NOW.getTime() + 30 * DAY)]) {
      await ensureDemoContests(database.db, now);
      const lists = await contestListsView(database.db, viewer(now));
      expect(lists.active.length).toBeGreaterThanOrEqual(1);
      expect(lists.next.length).toBeGreaterThanOrEqual(1);
      expect(lists.last.length).toBeGreaterThanOrEqual(1);
      const [active] = lists.active;
      expect(active?.entryCount).toBeGreaterThan(5);
      expect(active?.totalVotes).toBe(25);
      const last = [...lists.last].sort((a, b) => b.totalVotes - a.totalVotes)[0];
      const grid = await contestGridView(
        database.db,
        { contestId: last?.id ?? 0, contestSub: "top", limit: 3, offset: 0, guestId: null },
        viewer(now),
      );
      expect(grid.items.map((item) => item.place)).toEqual([1, 2, 3]);
      expect(grid.items[0]?.votes).toBeGreaterThan(grid.items[2]?.votes ?? 0);
    }
    // A second start on the same day adds nothing.
    const [before] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from contests`,
    );
    await ensureDemoContests(database.db, new Date(NOW.getTime() + 30 * DAY));
    const [after] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from contests`);
    expect(after?.n).toBe(before?.n);
    // The votes agree with the counters.
    const [sums] = await queryRows<{ votes: number; entries: number; guests: number }>(
      database.db,
      sql`select (select count(*) from contest_votes)::int as votes, (select sum(votes) from contest_entries)::int as entries,
        (select sum(votes) from contest_guests)::int as guests`,
    );
    expect(sums?.votes).toBe(sums?.entries);
    expect(sums?.votes).toBe(sums?.guests);
  }, 120_000);
});
