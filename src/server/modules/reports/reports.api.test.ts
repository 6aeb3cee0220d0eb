import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Content reports through the real HTTP stack: the form's call, the receipt, limits, the operator. */
let server: TestServer;
let addresses = 0;
const operator = { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" };
/** A fresh address per test (the limits are per network). */
const from = () => ({ "x-forwarded-for": `198.51.100.${++addresses}` });

async function report(
  body: Record<string, unknown>,
  headers: Record<string, string> = from(),
  language = "en",
) {
  const response = await server.fetch(`/rest/v1/reports/content?language=${language}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}
const valid = (extra: Record<string, unknown> = {}) => ({
  url: "/en/amateur/somebody/video/12/",
  reason: "consent",
  explanation: "This video shows me and I never agreed to it being published.",
  email: "reporter@example.com",
  goodFaith: true,
  ...extra,
});
const mailsTo = (to: string) =>
  queryRows<{ subject: string; text: string }>(
    server.database.db,
    sql`select subject, text from mail_outbox where "to" = ${to} order by id`,
  );
const reportCount = async () =>
  (await queryRows<{ n: number }>(server.database.db, sql`select count(*)::int as n from content_reports`))[0]
    ?.n;

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true });
});
afterAll(async () => {
  await server?.close();
});

describe("content reports", () => {
  it("takes a report, answers a receipt number, mails the receipt in the report's language and shows its state", async () => {
    const sent = await report(
      valid({ email: "receipt-de@example.com", url: `${server.url}/de/feed/7/?x=1#c` }),
      from(),
      "de",
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({
      url: "/de/feed/7/?x=1",
      reason: "consent",
      status: "received",
      decided: null,
    });
    const reference = sent.body.reference as string;
    expect(reference).toMatch(/^VR-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    await expect.poll(async () => (await mailsTo("receipt-de@example.com")).length).toBe(1);
    const [mail] = await mailsTo("receipt-de@example.com");
    expect(mail?.subject).toBe(`Deine Meldung ${reference} ist eingegangen`);
    expect(mail?.text).toContain(`/de/inhalt-melden/?reference=${reference}`);
    expect(mail?.text).toContain("Ohne Einwilligung veröffentlicht");

    const state = await server.fetch(`/rest/v1/reports/content/${reference.toLowerCase()}`);
    expect(state.status).toBe(200);
    expect(state.headers.get("cache-control")).toBe("private, no-store");
    expect(await state.json()).toMatchObject({ reference, status: "received" });
  });

  it("takes an anonymous report without name or e-mail, and ties a logged-in guest's report to her", async () => {
    const anonymous = await report(valid({ email: undefined, reason: "minor" }));
    expect(anonymous.status).toBe(201);
    const guest = await signUpGuest(server);
    const mine = await report(valid({ name: "Rita" }), { ...from(), ...guest.bearer });
    expect(mine.status).toBe(201);
    const list = await server.fetch("/rest/v1/internal/reports/content?status=received&limit=200", {
      headers: operator,
    });
    const { items } = (await list.json()) as {
      items: { reference: string; guestId: number | null; reporterName: string | null }[];
    };
    expect(items.find((item) => item.reference === mine.body.reference)).toMatchObject({
      guestId: guest.guest.id,
      reporterName: "Rita",
    });
    expect(items.find((item) => item.reference === anonymous.body.reference)).toMatchObject({
      guestId: null,
    });
  });

  it("refuses bad input with a 400 and writes nothing", async () => {
    const before = await reportCount();
    for (const bad of [
      valid({ url: "https://elsewhere.example/page" }),
      valid({ url: "//elsewhere.example/page" }),
      valid({ url: "javascript:alert(1)" }),
      valid({ url: "" }),
      valid({ url: "x".repeat(501) }),
      valid({ reason: "boring" }),
      valid({ explanation: "short" }),
      valid({ explanation: "y".repeat(5001) }),
      valid({ email: "not-an-address" }),
      valid({ goodFaith: false }),
      valid({ goodFaith: undefined }),
      valid({ name: "n".repeat(101) }),
      { ...valid(), extra: true },
    ]) {
      const answer = await report(bad);
      expect(answer.status, JSON.stringify(bad).slice(0, 120)).toBe(400);
      expect(answer.body.error?.code).toBe("VALIDATION_FAILED");
    }
    expect(await reportCount()).toBe(before);
    for (const [reference, status] of [
      ["nonsense", 400],
      ["VR-AAAA-AAAA-AAA1", 400],
      ["VR-AAAA-AAAA-AAAA", 404],
    ] as const)
      expect((await server.fetch(`/rest/v1/reports/content/${reference}`)).status, reference).toBe(status);
  });

  it("limits reports per network (an IPv6 /64 as one) even when they arrive at once", async () => {
    const network = (i: number) => ({ "x-forwarded-for": `2001:db8:77:1::${(i + 1).toString(16)}` });
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => report(valid({ email: undefined }), network(i))),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    expect(answers.find((a) => a.status === 429)?.body.error?.code).toBe("RATE_LIMITED");
    // Another network is not affected.
    expect(
      (await report(valid({ email: undefined }), { "x-forwarded-for": "2001:db8:77:2::1" })).status,
    ).toBe(201);
  });

  it("lets the operator decide once, and mails the decision with its reasons", async () => {
    const sent = await report(valid({ email: "decision@example.com" }));
    const list = await server.fetch("/rest/v1/internal/reports/content?status=received&limit=200", {
      headers: operator,
    });
    const { items } = (await list.json()) as { items: { id: number; reference: string }[] };
    const id = items.find((item) => item.reference === sent.body.reference)?.id;
    expect(id).toBeGreaterThan(0);
    const decide = (body: unknown, headers: Record<string, string> = operator) =>
      server.fetch(`/rest/v1/internal/reports/content/${id}`, {
        method: "PUT",
        headers,
        body: JSON.stringify(body),
      });

    expect((await decide({ status: "maybe", decision: "Because reasons are given." })).status).toBe(400);
    expect((await decide({ status: "actioned", decision: "short" })).status).toBe(400);
    expect(
      (await decide({ status: "actioned", decision: "Removed." }, { "content-type": "application/json" }))
        .status,
    ).toBe(403);
    const decided = await decide({
      status: "actioned",
      decision: "We removed the video: no consent of the person shown.",
    });
    expect(decided.status).toBe(200);
    expect(await decided.json()).toMatchObject({ status: "actioned", decided: expect.any(String) });
    const again = await decide({ status: "rejected", decision: "Changed our mind about it." });
    expect(again.status).toBe(409);
    expect(
      (
        await server.fetch("/rest/v1/internal/reports/content/99999999", {
          method: "PUT",
          headers: operator,
          body: JSON.stringify({ status: "rejected", decision: "Nothing to see here." }),
        })
      ).status,
    ).toBe(404);

    await expect.poll(async () => (await mailsTo("decision@example.com")).length).toBe(2);
    const mails = await mailsTo("decision@example.com");
    expect(mails[1]?.subject).toBe(`Decision on your report ${sent.body.reference}`);
    expect(mails[1]?.text).toContain("We removed or restricted the content.");
    expect(mails[1]?.text).toContain("no consent of the person shown");
    const state = (await (
      await server.fetch(`/rest/v1/reports/content/${sent.body.reference}`)
    ).json()) as Record<string, unknown>;
    expect(state).toMatchObject({
      status: "actioned",
      decision: "We removed the video: no consent of the person shown.",
    });
  });
});
