import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test/testServer.ts";

// Each language's UI texts are a chunk of their own (issue 12): a page preloads its language's
// chunk and names no other.
describe("texts per language", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ web: true });
  });
  afterAll(() => server.close());

  it("a page preloads its own language's texts and no other language's", async () => {
    for (const [path, language] of [
      ["/", "de"],
      ["/en/", "en"],
      ["/es/videos/", "es"],
      ["/nl/videos/", "nl"],
      ["/_overlay/login?lang=es", "es"],
    ] as const) {
      const html = await (await server.fetch(path)).text();
      const chunks = [...html.matchAll(/\/assets\/(de|en|es|nl)-[\w-]+\.js/g)].map((m) => m[1]);
      expect(chunks.length, path).toBeGreaterThan(0);
      expect(new Set(chunks), path).toEqual(new Set([language]));
    }
  });
});
