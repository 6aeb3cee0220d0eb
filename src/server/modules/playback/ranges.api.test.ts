import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { signedImageBase } from "../../lib/media/imageSigning.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { setAgeCheck, signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

// Range headers on every file-serving route (issue 10): a range the file cannot satisfy answers
// 416 with `Content-Range: bytes */size` in the error shape (it answered 500), a header that is not
// a bytes range is ignored (200, the whole file, RFC 9110), a good range answers 206.
let server: TestServer;
const FILE = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
let paths: Record<string, string>;
/** The guest's credentials: a signed picture is answered only to the guest it was signed for. */
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ web: true });
  await new LocalMediaStore(server.config.mediaDir).put("test/range.jpg", FILE);
  await new LocalMediaStore(server.config.protectedMediaDir).put("test/range-clip.mp4", FILE);
  await new LocalMediaStore(server.config.protectedMediaDir).put("test/range-pic-w320.jpg", FILE);
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx);
  const video = await buildVideo(ctx, actor.id, {
    mediaKey: "test/range-clip",
    free: true,
    price: 0,
    basePrice: 0,
  });
  const guest = await signUpGuest(server);
  await setAgeCheck(server, guest.guest.id);
  const play = await server.fetch(`/rest/v1/video/${video.id}/play`, { headers: guest.bearer });
  expect(play.status).toBe(200);
  const { url } = (await play.json()) as { url: string };
  const picture = signedImageBase(
    server.config.mediaSigningKey,
    "test/range-pic",
    new Date(),
    guest.guest.id,
  );
  paths = {
    "/media": "/media/test/range.jpg",
    // A path (issue 27): the player loads it from the address the guest uses.
    "signed stream": url,
    "signed picture": `${picture}-w320.jpg`,
  };
  headers = guest.bearer;
});
afterAll(() => server.close());

describe("Range headers on files", () => {
  it("answer 416 with Content-Range bytes */size when unsatisfiable, never a 5xx", async () => {
    const failures: string[] = [];
    for (const [route, path] of Object.entries(paths))
      for (const range of ["bytes=999999999-", "bytes=5-1", "bytes=-0", "bytes=1000-", "bytes=1000-2000"]) {
        const response = await server.fetch(path, { headers: { ...headers, range } });
        const body = await response.text();
        const contentRange = response.headers.get("content-range");
        let code: unknown = null;
        try {
          code = (JSON.parse(body) as { error?: { code?: unknown } }).error?.code;
        } catch {}
        const cache = response.headers.get("cache-control");
        if (
          response.status !== 416 ||
          contentRange !== "bytes */1000" ||
          code !== "RANGE_NOT_SATISFIABLE" ||
          cache !== "no-store"
        )
          failures.push(`${route} ${range} -> ${response.status} ${contentRange} ${body.slice(0, 80)}`);
      }
    expect(failures).toEqual([]);
  });

  it("ignore headers that are not a bytes range, and serve good ranges", async () => {
    const failures: string[] = [];
    for (const [route, path] of Object.entries(paths)) {
      for (const range of ["abc", "items=0-5", "bytes", ""]) {
        const response = await server.fetch(path, { headers: { ...headers, range } });
        const body = Buffer.from(await response.arrayBuffer());
        if (response.status !== 200 || !body.equals(FILE))
          failures.push(`${route} "${range}" -> ${response.status}`);
      }
      const part = await server.fetch(path, { headers: { ...headers, range: "bytes=10-19" } });
      const body = Buffer.from(await part.arrayBuffer());
      if (
        part.status !== 206 ||
        part.headers.get("content-range") !== "bytes 10-19/1000" ||
        !body.equals(FILE.subarray(10, 20))
      )
        failures.push(`${route} bytes=10-19 -> ${part.status} ${part.headers.get("content-range")}`);
      const missing = await server.fetch(`${path.replace(/\/[^/]+$/, "/nothing-here.jpg")}`, {
        headers: { range: "abc" },
      });
      if (missing.status >= 500) failures.push(`${route} missing file -> ${missing.status}`);
    }
    expect(failures).toEqual([]);
  });
});
