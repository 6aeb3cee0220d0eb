import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { guests } from "../../db/schema/index.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let clock = Date.now();
const FILE = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 256));
let ids: { paid: number; free: number; vip: number; teen: number; noFile: number };

beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
  await new LocalMediaStore(server.config.protectedMediaDir).put("test/clip.mp4", FILE);
  const ctx = { db: server.database.db, now: new Date(clock) };
  const actor = await buildActor(ctx);
  const video = (values: Parameters<typeof buildVideo>[2]) =>
    buildVideo(ctx, actor.id, { mediaKey: "test/clip", ...values });
  ids = {
    paid: (await video({ price: 10 })).id,
    free: (await video({ free: true, price: 0, basePrice: 0 })).id,
    vip: (await video({ vip: true, price: 30 })).id,
    teen: (await video({ price: 10, ageRating: 16 })).id,
    noFile: (await video({ free: true, price: 0, basePrice: 0, mediaKey: null })).id,
  };
});
afterAll(() => server.close());

async function verifiedGuest(values: Partial<typeof guests.$inferInsert> = {}) {
  const guest = await signUpGuest(server, { coins: 100 });
  await server.database.db
    .update(guests)
    .set({ avsStatus: "accepted", ...values })
    .where(eq(guests.id, guest.guest.id));
  return guest;
}
const play = (id: number, headers: Record<string, string> = {}) =>
  server.fetch(`/rest/v1/video/${id}/play`, { headers });
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { code: string; details?: { restriction?: string } } }).error;

describe("video/{id}/play", () => {
  it("gives a bought video's signed URL that streams with Range support", async () => {
    const guest = await verifiedGuest();
    expect((await errorOf(await play(ids.paid, guest.bearer))).details?.restriction).toBe("needPurchase");
    await server.fetch(`/rest/v1/video/${ids.paid}/buy`, { method: "POST", headers: guest.bearer });
    const response = await play(ids.paid, guest.bearer);
    expect(response.status).toBe(200);
    const { url, expiresAt } = (await response.json()) as { url: string; expiresAt: string };
    expect(new Date(expiresAt).getTime() - clock).toBeLessThanOrEqual(5 * 60_000);
    // A path on the address the guest uses, never PUBLIC_URL's host (issue 27).
    expect(url).toMatch(/^\/stream\/\d+\/\d+\/\d+\/[\w-]{43}\.mp4$/);
    const path = url;
    const full = await server.fetch(path);
    expect(full.status).toBe(200);
    expect(Buffer.from(await full.arrayBuffer())).toEqual(FILE);
    const part = await server.fetch(path, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 100-199/1000");
    expect(Buffer.from(await part.arrayBuffer())).toEqual(FILE.subarray(100, 200));
  });

  it("refuses tampered and expired links with 403", async () => {
    const guest = await verifiedGuest();
    const { url: path } = (await (await play(ids.free, guest.bearer)).json()) as { url: string };
    const [, , videoId, guestId, expires, sig] = path.split("/");
    const tampered = [
      `/stream/${ids.paid}/${guestId}/${expires}/${sig}`,
      `/stream/${videoId}/${Number(guestId) + 1}/${expires}/${sig}`,
      `/stream/${videoId}/${guestId}/${Number(expires) + 60}/${sig}`,
      `/stream/${videoId}/${guestId}/${expires}/${sig?.replace(/^./, (c) => (c === "A" ? "B" : "A"))}`,
      `/stream/${videoId}/${guestId}/abc/${sig}`,
    ];
    for (const bad of tampered) expect((await server.fetch(bad)).status, bad).toBe(403);
    clock += 6 * 60_000;
    expect((await server.fetch(path)).status).toBe(403);
  });

  it("plays free videos, VIP videos for VIPs, and applies the restrictions", async () => {
    expect((await errorOf(await play(ids.free))).code).toBe("UNAUTHENTICATED");
    const unverified = await signUpGuest(server);
    const ageCheck = await play(ids.free, unverified.bearer);
    expect(ageCheck.status).toBe(403);
    expect(await errorOf(ageCheck)).toMatchObject({
      code: "NEED_AGE_CHECK",
      details: { restriction: "needAgeCheck" },
    });
    expect((await errorOf(await play(ids.teen, unverified.bearer))).details?.restriction).toBe(
      "needPurchase",
    );
    const guest = await verifiedGuest();
    expect((await play(ids.free, guest.bearer)).status).toBe(200);
    expect((await errorOf(await play(ids.vip, guest.bearer))).details?.restriction).toBe("needAbo");
    const vip = await verifiedGuest({ vipUntil: new Date(clock + 86_400_000) });
    expect((await play(ids.vip, vip.bearer)).status).toBe(200);
    const locked = await verifiedGuest({ isLocked: true });
    // The guest-access policy: a locked guest's token is no session any more.
    expect((await play(ids.free, locked.bearer)).status).toBe(401);
    expect((await play(999_999, guest.bearer)).status).toBe(404);
    expect((await play(ids.noFile, guest.bearer)).status).toBe(404);
  });

  it("never serves full files statically", async () => {
    expect((await server.fetch("/media/../protected/test/clip.mp4")).status).toBeGreaterThanOrEqual(400);
    expect((await server.fetch("/media/test/clip.mp4")).status).toBe(404);
  });
});
