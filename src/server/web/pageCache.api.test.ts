import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ web: true, pageCacheSeconds: 60 });
});
afterAll(() => server.close());

const nonceOf = (response: Response) =>
  /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];

describe("page cache", () => {
  it("reuses a render for anonymous guests with the nonce of each response", async () => {
    const first = await server.fetch("/en/terms-of-service/");
    const firstHtml = await first.text();
    const second = await server.fetch("/en/terms-of-service/");
    const secondHtml = await second.text();
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    const nonce = nonceOf(second);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(first));
    expect(secondHtml).toContain(`nonce="${nonce}"`);
    expect(secondHtml).not.toContain(`nonce="${nonceOf(first)}"`);
    expect(secondHtml.replaceAll(nonce ?? "", "N")).toBe(firstHtml.replaceAll(nonceOf(first) ?? "", "N"));
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
  });

  it("keeps a variant per consent choice and bypasses guests with other cookies", async () => {
    const withConsent = await server.fetch("/en/data-protection/", { headers: { cookie: "vv_cc=n1.f0.a0" } });
    expect(withConsent.headers.get("x-page-cache")).toBe("miss");
    expect(await withConsent.text()).not.toContain('data-testid="cookie-banner"');
    const without = await server.fetch("/en/data-protection/");
    expect(without.headers.get("x-page-cache")).toBe("miss");
    expect(await without.text()).toContain('data-testid="cookie-banner"');
    const other = await server.fetch("/en/data-protection/", { headers: { cookie: "something=1" } });
    expect(other.headers.get("x-page-cache")).toBeNull();
  });

  it("renders a page once for guests arriving together", async () => {
    const responses = await Promise.all(Array.from({ length: 6 }, () => server.fetch("/es/condiciones/")));
    const states = responses.map((r) => r.headers.get("x-page-cache"));
    expect(states.filter((state) => state === "miss")).toHaveLength(1);
    expect(states.every((state) => ["miss", "shared", "hit"].includes(state ?? ""))).toBe(true);
    for (const response of responses) expect(await response.text()).toContain(`nonce="${nonceOf(response)}"`);
  });

  it("does not cache 404 pages", async () => {
    await server.fetch("/en/no-such-page/");
    const again = await server.fetch("/en/no-such-page/");
    expect(again.status).toBe(404);
    expect(again.headers.get("x-page-cache")).toBeNull();
  });
});
