import { openDatabase } from "../db/client.ts";
import { startLiveBillingJob } from "../jobs/liveBilling.ts";
import type { AppContext } from "../lib/context.ts";

/**
 * An instance's live billing and nothing else (billingInstances.pg.test.ts): the job every
 * instance runs, on the given database, until the test kills it. Argument: the database URL.
 */
const [url] = process.argv.slice(2);
if (!url) throw new Error("usage: liveBillingChild <database url>");
const database = await openDatabase({ url, poolSize: 2 });
const ctx = { db: database.db, now: () => new Date(), wakeOutbox: () => undefined } as unknown as AppContext;
startLiveBillingJob(ctx, {
  info: () => undefined,
  error: (object, message) => process.stderr.write(`${message} ${String(object)}\n`),
});
process.stdout.write("billing\n");
// The job's timer does not keep the process alive; this does, until the signal.
setInterval(() => undefined, 60_000);
