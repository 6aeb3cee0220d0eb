// The tables of the mailer adapter (adapters/mailer): the outbox of mails (and the sandbox phone's texts).
// Only their owner imports this file (docs/ARCHITECTURE.md "Tables and their owners").
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** Mails of the outbox adapter (used when no SMTP server is configured; shown at /dev/mailbox). */
export const mailOutbox = pgTable("mail_outbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  createdAt: createdAt(),
});
