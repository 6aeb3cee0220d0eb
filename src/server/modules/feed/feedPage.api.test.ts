import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/** The /feed/ page is served (server-rendered) in the four languages with its own title and text. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ web: true });
});
afterAll(() => server.close());

describe("the feed page", () => {
  it("answers in de, en, es and nl", async () => {
    const pages = [
      ["/de/feed/", "Liken, kommentieren"],
      ["/en/feed/", "Like, comment, unlock and tip"],
      ["/es/feed/", "deja propinas"],
      ["/nl/feed/", "ontgrendelen en fooi geven"],
    ] as const;
    for (const [path, text] of pages) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(text);
      expect(html, path).not.toContain("coming soon");
    }
  });
});
