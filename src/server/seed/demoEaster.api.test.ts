import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTES } from "../../common/routes/table.ts";
import type { Database } from "../db/client.ts";
import { easterData, runningEasterEvents } from "../modules/easter/index.ts";
import { createTestDatabase } from "../test/testDb.ts";
import { DEMO_EGG_SPOTS, ensureDemoEaster } from "./demoEaster.ts";

describe("the demo's egg hunt", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("is created once and runs on any date, with the ladder 1, 3, 5 (up to) and 8 (hidden)", async () => {
    expect(await ensureDemoEaster(database.db, new Date())).toBe(1);
    expect(await ensureDemoEaster(database.db, new Date())).toBe(0);
    for (const at of ["2026-04-05T10:00:00Z", "2027-12-31T22:59:00Z", "2030-07-01T00:00:00Z"]) {
      const running = await runningEasterEvents(database.db, new Date(at), "de");
      expect(running.map((event) => [event.eventType, event.title])).toEqual([
        ["easter", "Die große Eiersuche"],
      ]);
    }
    const data = await easterData(database.db, { guestId: null, language: "en", now: new Date() });
    expect(data.rewards.map((r) => [r.requiredEggs, r.isUpTo, r.hidden, r.label])).toEqual([
      [1, false, false, "10 VXC"],
      [3, false, false, "A video of your choice"],
      [5, true, false, "Up to 100 VXC"],
      [8, false, true, null],
    ]);
    expect(data.event).toMatchObject({ eggsPerDay: 4, totalEggs: 8 });
  });

  it("hides its eggs on built pages only", () => {
    for (const spot of DEMO_EGG_SPOTS) expect(ROUTES[spot.page].status, spot.page).toBe("built");
  });
});
