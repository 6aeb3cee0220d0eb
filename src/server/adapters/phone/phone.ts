import type { DbOrTx } from "../../db/client.ts";
import { OutboxMailer, readOutboxOf } from "../mailer/mailer.ts";

/** A text message or a voice call to a number in E.164 ("+4915123456789"). */
export interface PhoneMessage {
  channel: "sms" | "call";
  to: string;
  /** The text of the SMS, or what the voice call says. */
  text: string;
}

/**
 * Texts and calls phones (PINs, SMS alerts). The sandbox writes each message into the development
 * mailbox (/dev/mailbox) and its call log (/dev/phone.json); with PHONE_GATEWAY_URL they go to an
 * SMS/voice gateway over HTTP.
 */
export interface PhoneProvider {
  readonly sandbox: boolean;
  send(message: PhoneMessage): Promise<void>;
}

const SCHEME = { sms: "sms:", call: "tel:" } as const;

/** The sandbox: every SMS and call lands in the mail outbox as a mail to `sms:+49…` or `tel:+49…`. */
export class SandboxPhoneProvider implements PhoneProvider {
  readonly sandbox = true;

  private readonly outbox: OutboxMailer;

  constructor(db: DbOrTx) {
    this.outbox = new OutboxMailer(db);
  }

  async send(message: PhoneMessage): Promise<void> {
    const subject = message.channel === "sms" ? `SMS to ${message.to}` : `Voice call to ${message.to}`;
    await this.outbox.send({ to: `${SCHEME[message.channel]}${message.to}`, subject, text: message.text });
  }
}

/**
 * A production SMS/voice gateway reached over HTTP: POST {channel, to, text} as JSON to
 * PHONE_GATEWAY_URL with `Authorization: Bearer PHONE_GATEWAY_TOKEN`; anything but a 2xx throws.
 */
export class HttpPhoneProvider implements PhoneProvider {
  readonly sandbox = false;

  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(message: PhoneMessage): Promise<void> {
    const response = await fetch(this.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`phone gateway answered ${response.status}`);
  }
}

/** The sandbox's call log: the newest texts and calls, newest first. */
export async function readCallLog(db: DbOrTx, limit = 50) {
  const rows = await readOutboxOf(db, Object.values(SCHEME), limit);
  return rows.map((row) => ({
    id: row.id,
    channel: row.to.startsWith("sms:") ? ("sms" as const) : ("call" as const),
    to: row.to.slice(4),
    text: row.text,
    createdAt: row.createdAt,
  }));
}
