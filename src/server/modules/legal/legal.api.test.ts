import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPath } from "../../../common/routes/index.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** Legal texts as versions through the real HTTP stack: pages, GraphQL, downloads, the operator. */
let server: TestServer;
/** An anonymous visitor's content token (GraphQL). */
let token: string | undefined;
const operator = { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" };
const HOUR = 3_600_000;

async function publish(body: Record<string, unknown>, headers: Record<string, string> = operator) {
  const response = await server.fetch("/rest/v1/internal/legal-texts", {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}
async function legalTexts(language: string, types: string[]) {
  token ??= ((await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }).token;
  const response = await server.fetch(`/graphql?language=${language}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `query($types: [LegalTextType!]) { legalTexts(types: $types) { id type version language title html download } }`,
      variables: { types },
    }),
  });
  const body = (await response.json()) as {
    data?: { legalTexts: Record<string, string>[] };
    errors?: unknown;
  };
  expect(body.errors).toBeUndefined();
  return body.data?.legalTexts ?? [];
}
const page = async (path: string) => (await server.fetch(path)).text();
const newTerms = (version: string, extra: Record<string, unknown> = {}) => ({
  type: "GTC",
  language: "en",
  version,
  title: `Terms of service ${version}`,
  description: "The rules, renewed.",
  markdown: `## 1. Scope ${version}\n\nThese terms apply from **${version}**.\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1))`,
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer({ web: true });
});
afterAll(async () => {
  await server?.close();
});

describe("legal texts", () => {
  it("ships the terms, data protection and imprint as the first version in four languages", async () => {
    for (const language of ["de", "en", "es", "nl"]) {
      const texts = await legalTexts(language, ["PP", "GTC", "IMP"]);
      expect(texts.map((t) => [t.type, t.version, t.language])).toEqual([
        ["PP", "2026-11-01", language],
        ["GTC", "2026-11-01", language],
        ["IMP", "2026-11-01", language],
      ]);
      expect(new Set(texts.map((t) => t.id)).size).toBe(3);
    }
  });

  it("downloads a version as a whole HTML file named after it", async () => {
    const [imprint] = await legalTexts("de", ["IMP"]);
    const response = await server.fetch(imprint?.download ?? "");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="velvet-IMP-de-2026-11-01.html"',
    );
    const html = await response.text();
    expect(html).toMatch(/^<!doctype html>\n<html lang="de">/);
    expect(html).toContain("<h1>Impressum</h1>");
    expect(html).toContain("Velvet Media GmbH");
  });

  it("refuses a bad or unknown id with a 4xx", async () => {
    for (const [id, status] of [
      ["abc", 400],
      ["0", 400],
      ["-3", 400],
      ["99999999999", 400],
      ["987654", 404],
    ] as const) {
      const response = await server.fetch(`/rest/v1/asset/legal-text/download/${id}`);
      expect(response.status, id).toBe(status);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message.length, id).toBeGreaterThan(0);
    }
  });

  it("publishes a new version: the page, GraphQL and the download show it, the old one stays downloadable", async () => {
    const [before] = await legalTexts("en", ["GTC"]);
    const published = await publish(newTerms("2026-12-01"));
    expect(published.status, JSON.stringify(published.body)).toBe(201);
    const [after] = await legalTexts("en", ["GTC"]);
    expect(after).toMatchObject({ version: "2026-12-01", title: "Terms of service 2026-12-01" });
    expect(after?.id).toBe(String(published.body.legalTextId));
    // Sanitized: no script, no javascript: link; headings kept.
    expect(after?.html).toContain("<h2>1. Scope 2026-12-01</h2>");
    expect(after?.html).toContain("&lt;script&gt;");
    expect(after?.html).not.toMatch(/<script|href="javascript/);
    // The other languages keep theirs.
    expect((await legalTexts("de", ["GTC"]))[0]?.version).toBe("2026-11-01");

    const html = await page(buildPath("en", "termsOfService"));
    expect(html).toContain("<h1>Terms of service 2026-12-01</h1>");
    expect(html).toContain("Version 2026-12-01, in force since");
    expect(html).toContain(`href="/rest/v1/asset/legal-text/download/${after?.id}"`);
    expect(html).toContain("Earlier versions");
    expect(html).toContain(`href="/rest/v1/asset/legal-text/download/${before?.id}"`);
    expect((await server.fetch(before?.download ?? "")).status).toBe(200);
  });

  it("keeps a scheduled version out of sight until it comes into force", async () => {
    const future = new Date(Date.now() + 48 * HOUR).toISOString();
    const scheduled = await publish(newTerms("2027-01-01", { publishedAt: future, language: "es" }));
    expect(scheduled.status).toBe(201);
    expect((await legalTexts("es", ["GTC"]))[0]?.version).toBe("2026-11-01");
    expect(
      (await server.fetch(`/rest/v1/asset/legal-text/download/${scheduled.body.legalTextId}`)).status,
    ).toBe(404);
    const list = await server.fetch("/rest/v1/internal/legal-texts", {
      headers: { "x-operator-key": TEST_OPERATOR_KEY },
    });
    const items = ((await list.json()) as { items: { version: string; language: string }[] }).items;
    expect(items).toContainEqual(expect.objectContaining({ version: "2027-01-01", language: "es" }));
  });

  it("never changes a published version and refuses bad input, writing nothing", async () => {
    const again = await publish(newTerms("2026-11-01", { language: "nl" }));
    expect(again.status).toBe(409);
    for (const bad of [
      newTerms("x", { type: "XYZ" }),
      newTerms("x", { language: "fr" }),
      newTerms("has space"),
      newTerms(""),
      newTerms("y".repeat(41)),
      newTerms("z", { title: "" }),
      newTerms("z", { markdown: "   " }),
      newTerms("z", { publishedAt: "tomorrow" }),
      { ...newTerms("z"), extra: 1 },
    ]) {
      const answer = await publish(bad);
      expect(answer.status, JSON.stringify(bad)).toBe(400);
      expect((answer.body.error as { code: string }).code).toBe("VALIDATION_FAILED");
    }
    expect((await legalTexts("nl", ["GTC"]))[0]?.version).toBe("2026-11-01");
    expect((await publish(newTerms("2026-12-05"), { "content-type": "application/json" })).status).toBe(403);
    const list = await server.fetch("/rest/v1/internal/legal-texts");
    expect(list.status).toBe(403);
  });
});
