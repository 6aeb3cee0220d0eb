// The tables of the content reports (modules/reports). Only their owner imports this file
// (docs/ARCHITECTURE.md "Tables and their owners").
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * A notice about content on the site (the notice-and-action a platform in the EU must offer, DSA
 * Art. 16): the address, a reason, the reporter's explanation, her name and e-mail (optional; the
 * receipt and the decision go there), and the operator's decision with its reasons. `reference` is
 * the receipt's number, unguessable: whoever holds it can see the report's state.
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reference: text("reference").notNull(),
    /** The reported page's path on this site (with its query), e.g. /en/feed/12/. */
    url: text("url").notNull(),
    reason: text("reason").notNull(),
    explanation: text("explanation").notNull(),
    reporterName: text("reporter_name"),
    reporterEmail: text("reporter_email"),
    /** The logged-in guest who reported, if any. */
    guestId: integer("guest_id"),
    /** The reporter's network (lib/network.ts: an IPv6 /64 as one), for the limits per address. */
    network: text("network").notNull(),
    language: text("language").notNull(),
    status: text("status").notNull().default("received"),
    /** The operator's statement of reasons, sent to the reporter. */
    decision: text("decision"),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("content_reports_reference_idx").on(t.reference),
    index("content_reports_status_idx").on(t.status, t.createdAt),
    index("content_reports_network_idx").on(t.network, t.createdAt),
    check("content_reports_status", sql`${t.status} in ('received', 'actioned', 'rejected')`),
    check(
      "content_reports_reason",
      sql`${t.reason} in ('illegal', 'minor', 'consent', 'copyright', 'privacy', 'hate', 'violence', 'other')`,
    ),
    check("content_reports_language", sql`${t.language} in ('de', 'en', 'es', 'nl')`),
    check(
      "content_reports_lengths",
      sql`char_length(${t.url}) between 1 and 500 and char_length(${t.explanation}) between 10 and 5000 and char_length(coalesce(${t.decision}, '')) <= 5000`,
    ),
    check(
      "content_reports_decided",
      sql`(${t.status} = 'received') = (${t.decidedAt} is null and ${t.decision} is null)`,
    ),
  ],
);
