import { describe, expect, it } from "vitest";
import { addCalendarDays } from "../../../common/berlinTime.ts";
import { FIVE_DAYS, fiveDaysState } from "./streak.ts";

const TODAY = "2026-03-31"; // the days before cross the switch to summer time (29 March)
const daysAgo = (n: number) => addCalendarDays(TODAY, -n);

describe("the five-days bonus rule", () => {
  it("is due with today's claim after four claimed days in a row, and shows the five days", () => {
    const claimed = new Set([daysAgo(1), daysAgo(2), daysAgo(3), daysAgo(4)]);
    const state = fiveDaysState(claimed, [], TODAY);
    expect(state.days.map((d) => d.date)).toEqual([daysAgo(4), daysAgo(3), daysAgo(2), daysAgo(1), TODAY]);
    expect(state.days.map((d) => d.claimed)).toEqual([true, true, true, true, false]);
    expect(state.progress).toBe(4);
    expect(state.dueWithTodaysClaim).toBe(true);
  });

  it("is not due when a day of the four is missing, and the run starts again after the gap", () => {
    const state = fiveDaysState(new Set([daysAgo(1), daysAgo(2), daysAgo(4), daysAgo(5)]), [], TODAY);
    expect(state.dueWithTodaysClaim).toBe(false);
    expect(state.progress).toBe(2);
  });

  it("never counts the days of one bonus for the next: the next needs five new days", () => {
    const claimed = new Set(Array.from({ length: 9 }, (_, i) => daysAgo(i + 1)));
    // A bonus three days ago: the run since then is two days, nothing is due today.
    expect(fiveDaysState(claimed, [daysAgo(3)], TODAY)).toMatchObject({
      progress: 2,
      dueWithTodaysClaim: false,
    });
    // A bonus five days ago: the four days after it and today make five.
    expect(fiveDaysState(claimed, [daysAgo(5)], TODAY)).toMatchObject({
      progress: 4,
      dueWithTodaysClaim: true,
    });
  });

  it("says when today's bonus is given, and is not due again the same day", () => {
    const claimed = new Set([TODAY, daysAgo(1), daysAgo(2), daysAgo(3), daysAgo(4)]);
    const state = fiveDaysState(claimed, [TODAY], TODAY);
    expect(state).toMatchObject({ grantedToday: true, progress: FIVE_DAYS, dueWithTodaysClaim: false });
  });

  it("counts across the autumn switch to winter time (25 October 2026) day by day", () => {
    const today = "2026-10-27";
    const claimed = new Set(["2026-10-23", "2026-10-24", "2026-10-25", "2026-10-26"]);
    expect(fiveDaysState(claimed, [], today)).toMatchObject({ progress: 4, dueWithTodaysClaim: true });
  });
});
