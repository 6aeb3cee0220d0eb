import { sql } from "drizzle-orm";
import type { TPincallResult } from "../../common/contracts/phone.ts";
import { queryRows } from "../db/client.ts";
import type { TestServer } from "./testServer.ts";

/** The sandbox phone's log of texts and calls (GET /dev/phone.json), newest first. */
export async function phoneLog(server: TestServer): Promise<{ channel: string; to: string; text: string }[]> {
  await server.app.outbox.settled();
  const { calls } = (await (await server.fetch("/dev/phone.json")).json()) as {
    calls: { channel: string; to: string; text: string }[];
  };
  return calls;
}

/** The PIN the sandbox phone last texted or spoke to a number (after the outbox delivered it). */
export async function pinSentTo(
  server: TestServer,
  e164: string,
  channel: "sms" | "call" = "sms",
): Promise<string> {
  const sent = (await phoneLog(server)).find((entry) => entry.to === e164 && entry.channel === channel);
  const digits = /:\s*([\d ]+)\./.exec(sent?.text ?? "")?.[1];
  if (!digits) throw new Error(`no PIN sent to ${e164}`);
  return digits.replace(/ /g, "");
}

/**
 * Verifies a number for a guest through the API (start, the PIN from the sandbox phone, verify).
 * The guest's e-mail address must be confirmed (signUpGuest with verifiedEmail).
 */
export async function verifyPhone(
  server: TestServer,
  guest: { bearer: Record<string, string> },
  e164: string,
  type: "sms" | "call" = "sms",
): Promise<TPincallResult> {
  const started = await server.post("pinCall/startVerification", { phoneNumber: e164, type }, guest.bearer);
  if (started.status !== 200) throw new Error(`start failed: ${started.status} ${await started.text()}`);
  const { verification } = (await started.json()) as TPincallResult;
  const pin = await pinSentTo(server, e164, type);
  const verified = await server.post("pinCall/verifyPin", { id: verification.id, type, pin }, guest.bearer);
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
  return (await verified.json()) as TPincallResult;
}

/** Texts and calls the phone adapter got for a number (the sandbox's mails to sms:/tel:), after the outbox ran. */
export async function messagesTo(server: TestServer, e164: string): Promise<number> {
  await server.app.outbox.settled();
  const [row] = await queryRows<{ n: number }>(
    server.database.db,
    sql`select count(*)::int as n from mail_outbox where "to" in (${`sms:${e164}`}, ${`tel:${e164}`})`,
  );
  return row?.n ?? 0;
}
