import type { Db } from "../db/client.ts";
import type { AppContext } from "../lib/context.ts";
import { type JobLog, type PeriodicJob, startPeriodicJob } from "./periodic.ts";

/** How often the demo's rolling areas are topped up (the daily bonus runs 120 days ahead). */
const DEMO_KEEPER_EVERY_MS = 3_600_000;

/** A demo area that lives on the calendar: its seed adds only what is missing at `now`. */
export interface DemoTopUp {
  name: string;
  run(db: Db, now: Date): Promise<unknown>;
}

/**
 * Keeps the demo alive on any date while the server runs for weeks (docs/decisions.md "The demo
 * keeper"): every hour, on one instance (the lease), each rolling area's idempotent seed runs again
 * (the daily bonus's days ahead, a running contest, the cam-show calendar). One area's failure is
 * logged and does not stop the others.
 */
export function startDemoKeeper(
  ctx: Pick<AppContext, "db" | "now" | "wakeOutbox">,
  log: JobLog,
  areas: DemoTopUp[],
): PeriodicJob {
  return startPeriodicJob(ctx, log, {
    name: "demo-keeper",
    everyMs: DEMO_KEEPER_EVERY_MS,
    exclusive: true,
    async round(now) {
      let failed = 0;
      for (const area of areas) {
        await area.run(ctx.db, now).catch((error: unknown) => {
          failed += 1;
          log.error({ err: error, area: area.name }, "demo keeper: an area was not topped up");
        });
      }
      return { worked: 0, report: { failed } };
    },
  });
}
