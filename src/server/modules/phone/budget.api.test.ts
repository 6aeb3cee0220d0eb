import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TPinBudget } from "../../../common/contracts/phone.ts";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import { DEFAULT_DAILY_PIN_BUDGET, DEFAULT_WARN_AT_PERCENT } from "./budget.ts";

/**
 * The platform's daily budget of PIN messages (issue 26): the operator sets it, reads today's use,
 * is warned once at the warning share and once when it is used up (log and mail), and no PIN
 * goes out beyond it until midnight in Berlin.
 */
let server: TestServer;
let clock = new Date("2026-11-26T12:00:00Z");
const OPS = "ops@velvet.example";
beforeAll(async () => {
  server = await startTestServer({ now: () => clock, trustProxy: true });
  server.config.operatorEmail = OPS;
});
afterAll(() => server.close());

const operator = { "x-operator-key": TEST_OPERATOR_KEY };
async function budget(): Promise<TPinBudget> {
  const response = await server.fetch("/rest/v1/internal/phone/pinBudget", { headers: operator });
  expect(response.status).toBe(200);
  return ((await response.json()) as { budget: TPinBudget }).budget;
}
async function setBudget(body: unknown, status = 200) {
  const response = await server.post("internal/phone/pinBudget", body, operator);
  expect(response.status).toBe(status);
  return (await response.json()) as { budget: TPinBudget; error?: { code: string } };
}
let n = 0;
/** A start by a new guest, from an address and to a number of its own. */
async function startFresh() {
  n++;
  const guest = await signUpGuest(server, { verifiedEmail: true, address: `172.17.0.${n}` });
  const response = await server.post(
    "pinCall/startVerification",
    { phoneNumber: `+49151000100${String(n).padStart(2, "0")}`, type: "sms" },
    { ...guest.bearer, "x-forwarded-for": `100.70.0.${n}` },
  );
  return { status: response.status, body: (await response.json()) as { error?: { details?: unknown } } };
}
async function operatorMails(): Promise<{ subject: string; text: string }[]> {
  await server.app.outbox.settled();
  return queryRows(
    server.database.db,
    sql`select subject, text from mail_outbox where "to" = ${OPS} order by id`,
  );
}

describe("the daily PIN budget", () => {
  it("has a default, is the operator's to set, and refuses bad input and callers without the key", async () => {
    expect(await budget()).toMatchObject({
      dailyBudget: DEFAULT_DAILY_PIN_BUDGET,
      warnAtPercent: DEFAULT_WARN_AT_PERCENT,
      isDefault: true,
      day: "2026-11-26",
      sent: 0,
      resetsAt: "2026-11-26T23:00:00.000Z",
    });
    expect((await server.post("internal/phone/pinBudget", { dailyBudget: 5 })).status).toBe(403);
    expect((await setBudget({ dailyBudget: -1 }, 400)).error?.code).toBe("VALIDATION_FAILED");
    expect((await setBudget({ dailyBudget: 5, warnAtPercent: 0 }, 400)).error?.code).toBe(
      "VALIDATION_FAILED",
    );
    expect((await setBudget({ dailyBudget: 5 })).budget).toMatchObject({
      dailyBudget: 5,
      warnAtPercent: DEFAULT_WARN_AT_PERCENT,
      isDefault: false,
      left: 5,
    });
  });

  it("sends up to the budget, warns once at 80 % and once when used up, then refuses until midnight", async () => {
    await setBudget({ dailyBudget: 5, warnAtPercent: 80 });
    for (let i = 0; i < 5; i++) expect((await startFresh()).status).toBe(200);
    const refused = await startFresh();
    expect(refused.status).toBe(403);
    expect(refused.body.error?.details).toMatchObject({
      phoneCode: 9,
      reason: "dailyBudget",
      limit: 5,
      window: "day",
      retryAt: "2026-11-26T23:00:00.000Z",
    });
    expect((await startFresh()).status).toBe(403);
    const [sent] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from mail_outbox where "to" like 'sms:+49151000100%'`,
    );
    expect(sent?.n).toBe(5);
    const mails = await operatorMails();
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Velvet: 4 of 5 phone PINs sent today (80 % warning)",
      "Velvet: today's budget of 5 phone PINs is used up",
    ]);
    const today = await budget();
    expect(today).toMatchObject({ sent: 5, left: 0 });
    expect(today.thresholdWarnedAt).not.toBeNull();
    expect(today.exhaustedWarnedAt).not.toBeNull();
    // Raising the budget the same day lets PINs go again; the day's warnings are not repeated.
    await setBudget({ dailyBudget: 6 });
    expect((await startFresh()).status).toBe(200);
    expect(await operatorMails()).toHaveLength(2);
    // The next Berlin day starts from zero.
    await server.app.outbox.settled();
    clock = new Date("2026-11-26T23:00:00Z");
    expect(await budget()).toMatchObject({ day: "2026-11-27", sent: 0, left: 6, thresholdWarnedAt: null });
    expect((await startFresh()).status).toBe(200);
    expect((await budget()).sent).toBe(1);
  }, 60_000);

  it("warns at once when the operator sets a budget below today's use", async () => {
    const before = (await operatorMails()).length;
    const { budget: lowered } = await setBudget({ dailyBudget: 1, warnAtPercent: 50 });
    expect(lowered).toMatchObject({ sent: 1, left: 0 });
    expect((await operatorMails()).slice(before).map((mail) => mail.subject)).toEqual([
      "Velvet: 1 of 1 phone PINs sent today (50 % warning)",
      "Velvet: today's budget of 1 phone PINs is used up",
    ]);
    expect((await startFresh()).status).toBe(403);
  });
});
