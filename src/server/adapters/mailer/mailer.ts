import { desc, eq, like, or } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { DbOrTx } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema/mailer.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. The sandbox keeps mails in the database outbox; with SMTP_URL they go out by SMTP. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Mails kept in the `mail_outbox` table (readable at /dev/mailbox outside production). */
export class OutboxMailer implements Mailer {
  constructor(private readonly db: DbOrTx) {}

  async send(mail: Mail): Promise<void> {
    await this.db.insert(mailOutbox).values(mail);
  }
}

/** Mails sent through an SMTP server (nodemailer), e.g. smtp://user:pass@host:587. */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }
}

/** The newest outbox mails. */
export function readOutbox(db: DbOrTx, limit = 50) {
  return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit);
}

/** The newest outbox mails to addresses that start with one of `schemes` (the sandbox phone's `sms:`, `tel:`). */
export function readOutboxOf(db: DbOrTx, schemes: readonly string[], limit = 50) {
  return db
    .select()
    .from(mailOutbox)
    .where(or(...schemes.map((scheme) => like(mailOutbox.to, `${scheme}%`))))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/** The outbox mails to one address (a guest's data export): subject and time. */
export function outboxMailsTo(db: DbOrTx, address: string) {
  return db
    .select({ subject: mailOutbox.subject, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, address));
}

/** Removes the outbox mails to one address (a deleted account's), in the caller's transaction. */
export async function deleteOutboxMailsTo(db: DbOrTx, address: string): Promise<void> {
  await db.delete(mailOutbox).where(eq(mailOutbox.to, address));
}
