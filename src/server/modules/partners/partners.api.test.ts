import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Partner applications through the real HTTP stack: the form's call, the age rule, limits, the operator. */
let server: TestServer;
let addresses = 0;
const NOW = new Date("2026-11-28T12:00:00Z");
const operator = { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" };
const from = () => ({ "x-forwarded-for": `192.0.2.${++addresses}` });

async function apply(
  body: Record<string, unknown>,
  headers: Record<string, string> = from(),
  language = "en",
) {
  const response = await server.fetch(`/rest/v1/partners/apply?language=${language}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown> & { error?: { code: string } },
  };
}
const model = (extra: Record<string, unknown> = {}) => ({
  kind: "model",
  name: "Lina",
  email: "lina@example.com",
  country: "DE",
  birthDate: "2000-05-17",
  message: "I stream three evenings a week.",
  consent: true,
  ...extra,
});
const affiliate = (extra: Record<string, unknown> = {}) => ({
  kind: "affiliate",
  name: "Pablo",
  email: "pablo@example.com",
  country: "ES",
  website: "https://reviews.example.com/",
  consent: true,
  ...extra,
});
const count = async () =>
  (
    await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from partner_applications`,
    )
  )[0]?.n;
const mailsTo = (to: string) =>
  queryRows<{ subject: string }>(
    server.database.db,
    sql`select subject from mail_outbox where "to" = ${to} order by id`,
  );

beforeAll(async () => {
  server = await startTestServer({ trustProxy: true, now: () => NOW });
});
afterAll(async () => {
  await server?.close();
});

describe("partner applications", () => {
  it("stores a model's and an affiliate's application and confirms each by mail in its language", async () => {
    const a = await apply(model({ email: "lina-de@example.com" }), from(), "de");
    expect(a.status, JSON.stringify(a.body)).toBe(201);
    expect(a.body).toMatchObject({ success: true, kind: "model" });
    const b = await apply(affiliate({ email: "pablo-es@example.com" }), from(), "es");
    expect(b.status, JSON.stringify(b.body)).toBe(201);
    await expect
      .poll(async () => (await mailsTo("lina-de@example.com")).map((m) => m.subject))
      .toEqual(["Deine Bewerbung als Velvet-Model"]);
    await expect
      .poll(async () => (await mailsTo("pablo-es@example.com")).map((m) => m.subject))
      .toEqual(["Tu solicitud para el programa de afiliados de Velvet"]);
    const list = await server.fetch("/rest/v1/internal/partners/applications?kind=model&status=new", {
      headers: operator,
    });
    const { items } = (await list.json()) as { items: Record<string, unknown>[] };
    expect(items.find((item) => item.email === "lina-de@example.com")).toMatchObject({
      kind: "model",
      birthDate: "2000-05-17",
      website: null,
      language: "de",
      status: "new",
    });
    expect(items.every((item) => item.kind === "model" && !("network" in item))).toBe(true);
  });

  it("takes a performer only at 18 or older, counted to the day", async () => {
    // 18 today (28 November 2008) is old enough; one day younger is not.
    expect((await apply(model({ birthDate: "2008-11-28" }))).status).toBe(201);
    const young = await apply(model({ birthDate: "2008-11-29" }));
    expect(young.status).toBe(400);
    expect(young.body.error?.code).toBe("VALIDATION_FAILED");
    expect((await apply(model({ birthDate: "2030-01-01" }))).status).toBe(400);
    expect((await apply(model({ birthDate: "1850-01-01" }))).status).toBe(400);
  });

  it("refuses bad input with a 400 and writes nothing", async () => {
    const before = await count();
    for (const bad of [
      model({ kind: "agent" }),
      model({ birthDate: undefined }),
      model({ birthDate: "2000-02-30" }),
      model({ birthDate: "17.05.2000" }),
      model({ website: "https://x.example" }),
      affiliate({ website: "javascript:alert(1)" }),
      affiliate({ website: "ftp://files.example" }),
      affiliate({ website: undefined }),
      affiliate({ birthDate: "2000-01-01" }),
      model({ email: "nope" }),
      model({ name: "" }),
      model({ name: "n".repeat(101) }),
      model({ country: "XX" }),
      model({ country: "de" }),
      model({ message: "m".repeat(2001) }),
      model({ consent: false }),
      model({ consent: undefined }),
      { ...model(), extra: 1 },
    ]) {
      const answer = await apply(bad);
      expect(answer.status, JSON.stringify(bad).slice(0, 100)).toBe(400);
      expect(answer.body.error?.code).toBe("VALIDATION_FAILED");
    }
    expect(await count()).toBe(before);
  });

  it("takes 3 applications a day from one network (an IPv6 /64 as one), also when they arrive at once", async () => {
    const network = (i: number) => ({ "x-forwarded-for": `2001:db8:99:4::${(i + 1).toString(16)}` });
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => apply(affiliate(), network(i))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });

  it("lets the operator record the outcome", async () => {
    const list = await server.fetch("/rest/v1/internal/partners/applications?kind=affiliate", {
      headers: operator,
    });
    const { items } = (await list.json()) as { items: { id: number }[] };
    const id = items[0]?.id;
    const set = (body: unknown, headers: Record<string, string> = operator, target = id) =>
      server.fetch(`/rest/v1/internal/partners/applications/${target}`, {
        method: "PUT",
        headers,
        body: JSON.stringify(body),
      });
    const answer = await set({ status: "contacted" });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ id, status: "contacted" });
    expect((await set({ status: "maybe" })).status).toBe(400);
    expect((await set({ status: "accepted" }, operator, 99999999)).status).toBe(404);
    expect((await set({ status: "accepted" }, { "content-type": "application/json" })).status).toBe(403);
    expect((await server.fetch("/rest/v1/internal/partners/applications")).status).toBe(403);
    expect(
      (await server.fetch("/rest/v1/internal/partners/applications?status=odd", { headers: operator }))
        .status,
    ).toBe(400);
  });
});
