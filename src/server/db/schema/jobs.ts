import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The leases of the periodic jobs that run on one instance at a time (jobs/periodic.ts): a job's
 * row names the instance holding it until `expires_at`; the holder renews it every round, another
 * instance takes it once it has run out. Owned by src/server/jobs.
 */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
