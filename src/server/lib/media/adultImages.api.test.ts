import { existsSync } from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAlbumState } from "../../../common/contracts/albums.ts";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { albumPictures, images } from "../../db/schema/index.ts";
import { protectAdultImages } from "../../modules/catalog/index.ts";
import { buildActor, buildAlbum, buildSedcard } from "../../test/factories.ts";
import { setAgeCheck, signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * 18-rated images (issue 10, finding 9): never public files; served only by signed URLs bound to
 * the guest they were made for, whose session must ask for them.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const WIDTHS = [320, 640, 1280];
/** What Chromium sends for an image. */
const CHROME_IMAGE_ACCEPT = "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8";

describe("an 18-rated free-preview picture", () => {
  it("is served only by a URL bound to the age-checked guest it was signed for", async () => {
    const ctx = { db: server.database.db };
    const actor = await buildActor(ctx);
    // A free album: nothing behind a paywall; picture 1 is 18-rated.
    const album = await buildAlbum(ctx, actor.id, { free: true, pictures: 2, pictureAgeRatings: [16, 18] });
    const [owner, other] = await Promise.all([signUpGuest(server), signUpGuest(server)]);
    await setAgeCheck(server, owner.guest.id);
    await setAgeCheck(server, other.guest.id);

    const open = async (headers: Record<string, string>) => {
      const response = await server.fetch(`/rest/v1/gallery/open/${album.id}`, { headers });
      expect(response.status).toBe(200);
      return (await response.json()) as TAlbumState;
    };
    const src = (await open(owner.bearer)).pictures[1]?.image?.src ?? "";
    const match = /^\/pmedia\/(\d+)\/(\d+)\/([\w-]+)\/(.+)-w640\.jpg$/.exec(src);
    expect(match, src).not.toBeNull();
    const [, guestId, expires, sig, imagePath] = match as unknown as string[];
    expect(guestId).toBe(String(owner.guest.id));
    await new LocalMediaStore(server.config.protectedMediaDir).put(
      `${imagePath}-w640.jpg`,
      Buffer.from("adult"),
    );

    // The public URL of the file does not exist.
    expect((await server.fetch(`/media/${imagePath}-w640.jpg`)).status).toBe(404);
    // The owner's session of every kind gets it.
    for (const init of [
      { headers: owner.bearer },
      { headers: { cookie: `vv_session=${owner.accessToken}` } },
    ]) {
      const response = await server.fetch(src, init);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toContain("private");
      expect(await response.text()).toBe("adult");
    }
    expect((await server.fetch(`${src}?access_token=${owner.accessToken}`)).status).toBe(200);
    // Shared: anonymous, another (age-checked) guest, or the URL rewritten for that guest.
    expect((await server.fetch(src)).status).toBe(403);
    expect((await server.fetch(src, { headers: other.bearer })).status).toBe(403);
    expect((await server.fetch(src, { headers: { cookie: `vv_session=${other.accessToken}` } })).status).toBe(
      403,
    );
    const rebound = `/pmedia/${other.guest.id}/${expires}/${sig}/${imagePath}-w640.jpg`;
    expect((await server.fetch(rebound, { headers: other.bearer })).status).toBe(403);
    // The other guest gets a URL of their own, which the owner cannot use.
    const theirs = (await open(other.bearer)).pictures[1]?.image?.src ?? "";
    expect(theirs).not.toBe(src);
    expect((await server.fetch(theirs, { headers: other.bearer })).status).toBe(200);
    expect((await server.fetch(theirs, { headers: owner.bearer })).status).toBe(403);
    // Without an age check there is no URL at all.
    const plain = await signUpGuest(server);
    expect((await open(plain.bearer)).pictures[1]).toMatchObject({ locked: "needAgeCheck", image: null });
    expect((await server.fetch(src, { headers: plain.bearer })).status).toBe(403);
  });

  it("goes out as its WebP copy, still private and still to its guest only", async () => {
    const ctx = { db: server.database.db };
    const actor = await buildActor(ctx);
    const album = await buildAlbum(ctx, actor.id, { free: true, pictures: 2, pictureAgeRatings: [16, 18] });
    const owner = await signUpGuest(server);
    await setAgeCheck(server, owner.guest.id);
    const opened = await server.fetch(`/rest/v1/gallery/open/${album.id}`, { headers: owner.bearer });
    const src = ((await opened.json()) as TAlbumState).pictures[1]?.image?.src ?? "";
    const imagePath = /^\/pmedia\/\d+\/\d+\/[\w-]+\/(.+)-w640\.jpg$/.exec(src)?.[1];
    expect(imagePath, src).toBeDefined();
    const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#803050" } })
      .jpeg()
      .toBuffer();
    await new LocalMediaStore(server.config.protectedMediaDir).put(`${imagePath}-w640.jpg`, jpeg);
    const ask = (headers: Record<string, string>) =>
      server.fetch(src, { headers: { ...headers, accept: CHROME_IMAGE_ACCEPT } });

    const first = await ask(owner.bearer);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/jpeg");
    expect(first.headers.get("cache-control")).toBe("private, max-age=60");
    expect(first.headers.get("vary")).toMatch(/accept/i);
    await first.arrayBuffer();
    let later = await ask(owner.bearer);
    for (let i = 0; i < 200 && later.headers.get("content-type") !== "image/webp"; i++) {
      await later.arrayBuffer();
      await new Promise((resolve) => setTimeout(resolve, 50));
      later = await ask(owner.bearer);
    }
    expect(later.headers.get("content-type")).toBe("image/webp");
    expect(later.headers.get("cache-control")).toBe("private, max-age=3600");
    expect((await sharp(Buffer.from(await later.arrayBuffer())).metadata()).format).toBe("webp");
    // The copy stays in the protected store: no public file, and nobody else's session gets it.
    expect(existsSync(path.join(server.config.protectedMediaDir, `${imagePath}-w640.webp`))).toBe(true);
    expect(existsSync(path.join(server.config.mediaDir, `${imagePath}-w640.webp`))).toBe(false);
    expect(
      (await server.fetch(`/media/${imagePath}-w640.jpg`, { headers: { accept: CHROME_IMAGE_ACCEPT } }))
        .status,
    ).toBe(404);
    expect((await ask({})).status).toBe(403);
    const stranger = await signUpGuest(server);
    await setAgeCheck(server, stranger.guest.id);
    expect((await ask(stranger.bearer)).status).toBe(403);
  });

  it("an 18-rated sedcard is signed for its age-checked caller only", async () => {
    const ctx = { db: server.database.db };
    const actor = await buildActor(ctx);
    await buildSedcard(ctx, actor.id, 0, 16);
    await buildSedcard(ctx, actor.id, 1, 18);
    const guest = await signUpGuest(server);
    await setAgeCheck(server, guest.guest.id);
    const response = await server.fetch(
      `/rest/v1/gallery/getsedcards/${actor.id}/${JSON.stringify({ fsk: 18 })}`,
      {
        headers: guest.bearer,
      },
    );
    const body = (await response.json()) as { sedcards: { ageRating: number; image: { src: string } }[] };
    expect(response.status, JSON.stringify(body)).toBe(200);
    const hard = body.sedcards.find((s) => s.ageRating === 18);
    expect(hard?.image.src).toMatch(new RegExp(`^/pmedia/${guest.guest.id}/`));
    expect(body.sedcards.find((s) => s.ageRating === 16)?.image.src).toMatch(/^\/media\//);
  });
});

describe("the start-up step for data written before", () => {
  it("moves every public file of an 18-rated picture to the protected store, once", async () => {
    const ctx = { db: server.database.db };
    const actor = await buildActor(ctx);
    const album = await buildAlbum(ctx, actor.id, { free: true, pictures: 2, pictureAgeRatings: [16, 18] });
    const rows = await ctx.db
      .select({ id: images.id, path: images.path })
      .from(albumPictures)
      .innerJoin(images, eq(images.id, albumPictures.imageId))
      .where(eq(albumPictures.albumId, album.id))
      .orderBy(albumPictures.position);
    // As an older version stored them: both public, files under /media.
    await ctx.db
      .update(images)
      .set({ protected: false })
      .where(
        inArray(
          images.id,
          rows.map((r) => r.id),
        ),
      );
    const media = new LocalMediaStore(server.config.mediaDir);
    // With the WebP copies a browser's first visit left beside them (webpImages.ts).
    for (const row of rows)
      for (const w of WIDTHS)
        for (const ext of ["jpg", "webp"]) await media.put(`${row.path}-w${w}.${ext}`, Buffer.from("x"));
    const [soft, hard] = rows as [{ id: number; path: string }, { id: number; path: string }];
    expect((await server.fetch(`/media/${hard.path}-w640.jpg`)).status).toBe(200);

    const options = {
      db: ctx.db,
      mediaDir: server.config.mediaDir,
      protectedMediaDir: server.config.protectedMediaDir,
    };
    expect(await protectAdultImages(options)).toBeGreaterThanOrEqual(1);
    for (const w of WIDTHS)
      for (const ext of ["jpg", "webp"]) {
        expect(existsSync(path.join(server.config.mediaDir, `${hard.path}-w${w}.${ext}`))).toBe(false);
        expect(existsSync(path.join(server.config.protectedMediaDir, `${hard.path}-w${w}.${ext}`))).toBe(
          true,
        );
        expect(existsSync(path.join(server.config.mediaDir, `${soft.path}-w${w}.${ext}`))).toBe(true);
      }
    expect((await server.fetch(`/media/${hard.path}-w640.jpg`)).status).toBe(404);
    expect(
      (await server.fetch(`/media/${hard.path}-w640.jpg`, { headers: { accept: CHROME_IMAGE_ACCEPT } }))
        .status,
    ).toBe(404);
    expect((await server.fetch(`/media/${hard.path}-w640.webp`)).status).toBe(404);
    expect((await server.fetch(`/media/${soft.path}-w640.jpg`)).status).toBe(200);
    const flags = await ctx.db
      .select({ id: images.id, protected: images.protected })
      .from(images)
      .where(inArray(images.id, [soft.id, hard.id]));
    expect(Object.fromEntries(flags.map((f) => [f.id, f.protected]))).toEqual({
      [soft.id]: false,
      [hard.id]: true,
    });
    expect(await protectAdultImages(options)).toBe(0);
  });
});
