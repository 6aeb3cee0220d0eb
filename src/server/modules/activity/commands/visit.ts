import { berlinDate } from "../../../../common/berlinTime.ts";
import type { Tx } from "../../../db/client.ts";
import { lockActiveGuest } from "../../accounts/index.ts";
import { earnPoints } from "./earnPoints.ts";

/**
 * The daily visit, the free activity of the activity events (no purchase needed): counts once per
 * guest and Berlin day (its source key is the day), through earnPoints. Answers whether it counted
 * now (false: it already had today, or no running event has it).
 */
export async function recordVisit(options: { tx: Tx; now: Date; guestId: number }): Promise<boolean> {
  const { tx, now, guestId } = options;
  await lockActiveGuest(tx, guestId);
  return earnPoints({
    tx,
    now,
    guestId,
    code: "dailyVisit",
    sourceKey: `visit:${guestId}:${berlinDate(now)}`,
  });
}
