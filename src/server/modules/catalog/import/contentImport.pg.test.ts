import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LocalMediaStore } from "../../../adapters/media-store/localMediaStore.ts";
import { actorSedcards, actors, albumPictures, albums } from "../../../db/schema/index.ts";
import { startTestServer, type TestServer } from "../../../test/testServer.ts";
import { importContent } from "./commands/importContent.ts";
import { memorySource } from "./files.ts";

/** Concurrent imports of one manifest on PostgreSQL (PGlite serialises transactions). */
let server: TestServer;
let dir: string;
beforeAll(async () => {
  server = await startTestServer();
  dir = await mkdtemp(path.join(tmpdir(), "velvet-import-pg-"));
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describe("concurrent content imports on PostgreSQL", () => {
  it("six parallel runs of one manifest create each record once; the others find it unchanged", async () => {
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#503050" } })
      .jpeg()
      .toBuffer();
    const source = memorySource([{ ref: "p.jpg", data: picture }]);
    const manifest = {
      actors: [
        {
          externalId: "race-actor",
          name: "RaceRuby",
          gender: "F",
          genderType: "F",
          birthDate: "1994-06-01",
          country: "NL",
          prices: { videoChat: 8, singleC2c: 10, message: 2, voyeur: 4 },
          registeredAt: "2025-05-05T10:00:00Z",
          sedcards: [{ file: "p.jpg", ageRating: 12 }],
        },
      ],
      albums: [
        {
          externalId: "race-album",
          actorExternalId: "race-actor",
          title: { en: "Race" },
          ageRating: 16,
          price: 6,
          releasedAt: "2026-01-01T00:00:00Z",
          pictures: [{ file: "p.jpg" }, { file: "p.jpg" }, { file: "p.jpg" }, { file: "p.jpg" }],
        },
      ],
    };
    const stores = {
      media: new LocalMediaStore(path.join(dir, "media")),
      protectedMedia: new LocalMediaStore(path.join(dir, "protected")),
    };
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        importContent({ db: server.database.db, stores, source, manifest, kind: "actors", now: new Date() }),
      ),
    );
    const created = results.reduce((n, r) => n + r.summary.actors.created, 0);
    const unchanged = results.reduce((n, r) => n + r.summary.actors.unchanged, 0);
    expect([created, unchanged]).toEqual([1, 5]);
    expect(results.reduce((n, r) => n + r.summary.albums.created, 0)).toBe(1);

    const db = server.database.db;
    const actorRows = await db
      .select({ id: actors.id })
      .from(actors)
      .where(eq(actors.externalId, "race-actor"));
    expect(actorRows).toHaveLength(1);
    const sedcards = await db
      .select()
      .from(actorSedcards)
      .where(eq(actorSedcards.actorId, actorRows[0]?.id as number));
    expect(sedcards).toHaveLength(1);
    const albumRows = await db
      .select({ id: albums.id })
      .from(albums)
      .where(eq(albums.externalId, "race-album"));
    expect(albumRows).toHaveLength(1);
    const pictures = await db
      .select()
      .from(albumPictures)
      .where(eq(albumPictures.albumId, albumRows[0]?.id as number));
    expect(pictures).toHaveLength(4);
  }, 60_000);
});
