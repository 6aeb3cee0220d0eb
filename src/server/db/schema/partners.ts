// The tables of the partner applications (modules/partners). Only their owner imports this file
// (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * An application from the footer's partner pages: a performer who wants to work with us (`model`,
 * with her date of birth: 18 or older) or a site that wants to promote us (`affiliate`, with its
 * address). The operator answers by mail and records the outcome in `status`.
 */
export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    /** ISO 3166-1 alpha-2. */
    country: text("country").notNull(),
    birthDate: date("birth_date"),
    website: text("website"),
    message: text("message").notNull().default(""),
    language: text("language").notNull(),
    /** The applicant's network (lib/network.ts), for the limit per address. */
    network: text("network").notNull(),
    status: text("status").notNull().default("new"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("partner_applications_status_idx").on(t.kind, t.status, t.createdAt),
    index("partner_applications_network_idx").on(t.network, t.createdAt),
    check("partner_applications_kind", sql`${t.kind} in ('model', 'affiliate')`),
    check("partner_applications_status", sql`${t.status} in ('new', 'contacted', 'accepted', 'declined')`),
    check("partner_applications_language", sql`${t.language} in ('de', 'en', 'es', 'nl')`),
    check(
      "partner_applications_fields",
      sql`(${t.kind} = 'model') = (${t.birthDate} is not null) and (${t.kind} = 'affiliate') = (${t.website} is not null)`,
    ),
    check(
      "partner_applications_lengths",
      sql`char_length(${t.name}) between 1 and 100 and char_length(${t.email}) <= 254 and ${t.country} ~ '^[A-Z]{2}$' and char_length(${t.message}) <= 2000 and char_length(coalesce(${t.website}, '')) <= 300`,
    ),
  ],
);
