import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, inArray } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ImportSummary } from "../../../../common/contracts/contentImport.ts";
import {
  actorSedcards,
  actors,
  albumPictures,
  albums,
  collectionVideos,
  images,
  videos,
} from "../../../db/schema/index.ts";
import { renderClip } from "../../../seed/clips.ts";
import { buildCategory, buildTag } from "../../../test/factories.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../../test/testServer.ts";
import { isPictureLocked } from "../policy.ts";

let server: TestServer;
let files: Record<string, Buffer>;

const jpeg = (hue: number, width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: hue, g: 40, b: 120 } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  server = await startTestServer();
  await buildCategory({ db: server.database.db }, { slugEn: "solo-import" });
  await buildTag({ db: server.database.db }, { groupKey: "import-tag" });
  const clip = await renderClip(1, 3);
  files = {
    "a/sedcard-1.jpg": await jpeg(10),
    "a/sedcard-2.jpg": await jpeg(20, 600, 800),
    "a/cover.jpg": await jpeg(30, 1600, 700),
    "v/preview.jpg": await jpeg(40),
    "v/full.mp4": clip.full,
    "p/1.jpg": await jpeg(50),
    "p/2.jpg": await jpeg(60),
    "p/3.jpg": await jpeg(70),
    "p/4.jpg": await jpeg(80),
    "p/5.jpg": await jpeg(90),
  };
}, 60_000);
afterAll(() => server.close());

const actor = (overrides: Record<string, unknown> = {}) => ({
  externalId: "perf-1001",
  name: "ImportedLena",
  gender: "F",
  genderType: "F",
  birthDate: "1995-04-02",
  country: "DE",
  city: "Berlin",
  latitude: 52.52,
  longitude: 13.405,
  languages: ["de", "en"],
  headline: { en: "Hello from Berlin", de: "Hallo aus Berlin" },
  about: { en: "I love long chats." },
  prices: { videoChat: 9, singleC2c: 12, message: 2, voyeur: 4 },
  registeredAt: "2025-01-10T12:00:00Z",
  sedcards: [
    { file: "a/sedcard-1.jpg", ageRating: 12 },
    { file: "a/sedcard-2.jpg", ageRating: 16 },
  ],
  cover: { file: "a/cover.jpg" },
  interviews: [{ question: { en: "Favourite city?" }, answer: { en: "Berlin", de: "Berlin" } }],
  ...overrides,
});
const video = (overrides: Record<string, unknown> = {}) => ({
  externalId: "vid-5001",
  actorExternalId: "perf-1001",
  title: { en: "Evening in Berlin", de: "Abend in Berlin" },
  durationSec: 3,
  ageRating: 18,
  price: 20,
  basePrice: 25,
  releasedAt: "2026-01-02T10:00:00Z",
  categories: ["solo-import"],
  tags: ["import-tag"],
  preview: { file: "v/preview.jpg" },
  clip: "v/full.mp4",
  ...overrides,
});
const album = (overrides: Record<string, unknown> = {}) => ({
  externalId: "alb-7001",
  actorExternalId: "perf-1001",
  title: { en: "Rooftop" },
  ageRating: 16,
  price: 8,
  releasedAt: "2026-02-03T10:00:00Z",
  pictures: ["p/1.jpg", "p/2.jpg", "p/3.jpg", "p/4.jpg"].map((file) => ({ file })),
  ...overrides,
});

/** Posts a manifest with the files it names (or `only` of them) as multipart. */
async function upload(
  endpoint: "actor_import_full" | "album_import",
  manifest: unknown,
  options: { only?: string[]; accept?: string; key?: string; extra?: Record<string, Buffer> } = {},
) {
  const form = new FormData();
  form.append("manifest", JSON.stringify(manifest));
  const names = options.only ?? Object.keys(files);
  for (const name of names)
    form.append(name, new Blob([new Uint8Array(files[name] as Buffer)]), path.basename(name));
  for (const [name, data] of Object.entries(options.extra ?? {}))
    form.append(name, new Blob([new Uint8Array(data)]), name);
  return server.fetch(`/rest/v1/internal/${endpoint}`, {
    method: "POST",
    body: form,
    headers: {
      "x-operator-key": options.key ?? TEST_OPERATOR_KEY,
      ...(options.accept ? { accept: options.accept } : {}),
    },
  });
}

async function importOk(manifest: unknown): Promise<ImportSummary> {
  const response = await upload("actor_import_full", manifest);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as ImportSummary;
}

const db = () => server.database.db;
const counts = async () => ({
  actors: (await db().select({ id: actors.id }).from(actors)).length,
  videos: (await db().select({ id: videos.id }).from(videos)).length,
  albums: (await db().select({ id: albums.id }).from(albums)).length,
});

describe("content import", () => {
  it("imports an actor with a video and an album, files in all sizes, and re-runs idempotently", async () => {
    const manifest = { actors: [actor()], videos: [video()], albums: [album()] };
    const first = await importOk(manifest);
    expect(first.actors).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(first.videos).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(first.albums).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect(first.files.processed).toBeGreaterThan(0);

    const [row] = await db().select().from(actors).where(eq(actors.externalId, "perf-1001"));
    expect(row).toMatchObject({ name: "ImportedLena", priceVideoChat: 9, latitude: 52.52, city: "Berlin" });
    const sedcards = await db()
      .select()
      .from(actorSedcards)
      .where(eq(actorSedcards.actorId, row?.id as number));
    expect(sedcards.map((s) => s.ageRating).sort()).toEqual([12, 16]);

    const [videoRow] = await db().select().from(videos).where(eq(videos.externalId, "vid-5001"));
    expect(videoRow).toMatchObject({ price: 20, basePrice: 25, actorId: row?.id });
    // Only the languages sent: a Spanish page shows another one, marked (catalog performerText).
    expect(videoRow?.title).toEqual({ en: "Evening in Berlin", de: "Abend in Berlin" });
    expect(videoRow?.previewThumbnailCount).toBeGreaterThan(0);
    const key = videoRow?.mediaKey as string;
    expect(existsSync(path.join(server.config.protectedMediaDir, `${key}.mp4`))).toBe(true);
    expect(existsSync(path.join(server.config.mediaDir, `${key}-preview.mp4`))).toBe(true);

    // Pictures after the free previews are paid: their files live in the protected store only.
    const [albumRow] = await db().select().from(albums).where(eq(albums.externalId, "alb-7001"));
    const pictures = await db()
      .select({ position: albumPictures.position, path: images.path, protected: images.protected })
      .from(albumPictures)
      .innerJoin(images, eq(images.id, albumPictures.imageId))
      .where(eq(albumPictures.albumId, albumRow?.id as number))
      .orderBy(albumPictures.position);
    expect(pictures.map((p) => p.protected)).toEqual(
      [0, 1, 2, 3].map((i) => isPictureLocked({ free: false }, i)),
    );
    expect(pictures.at(-1)?.protected).toBe(true);
    for (const picture of pictures) {
      const dir = picture.protected ? server.config.protectedMediaDir : server.config.mediaDir;
      // Each width as JPEG and its WebP copy, made from the original (lib/media/webpImages.ts).
      for (const width of [320, 640, 1280])
        for (const ext of ["jpg", "webp"])
          expect(existsSync(path.join(dir, `${picture.path}-w${width}.${ext}`))).toBe(true);
    }
    const copy = await sharp(path.join(server.config.mediaDir, `${pictures[0]?.path}-w640.webp`)).metadata();
    expect([copy.format, copy.width]).toEqual(["webp", 640]);
    const small = await sharp(path.join(server.config.mediaDir, `${pictures[0]?.path}-w320.jpg`)).metadata();
    expect(small.width).toBe(320);
    // Never upscaled: an 800 px source stays 800 px in the w1280 file.
    const large = await sharp(path.join(server.config.mediaDir, `${pictures[0]?.path}-w1280.jpg`)).metadata();
    expect(large.width).toBe(800);

    const before = await counts();
    const again = await importOk(manifest);
    expect(again.actors).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(again.videos).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(again.albums).toEqual({ created: 0, updated: 0, unchanged: 1 });
    expect(again.files.processed).toBe(0);
    expect(await counts()).toEqual(before);
  }, 60_000);

  it("updates changed records in place: picture ids survive, removed pictures go", async () => {
    const [albumRow] = await db().select().from(albums).where(eq(albums.externalId, "alb-7001"));
    const albumId = albumRow?.id as number;
    const idsBefore = (
      await db()
        .select({ id: albumPictures.id })
        .from(albumPictures)
        .where(eq(albumPictures.albumId, albumId))
    )
      .map((p) => p.id)
      .sort();
    const result = await importOk({
      actors: [
        actor({
          prices: { videoChat: 11, singleC2c: 12, message: 2, voyeur: 4 },
          sedcards: [
            { file: "a/sedcard-1.jpg", ageRating: 12 },
            { file: "a/sedcard-2.jpg", ageRating: 18 },
          ],
        }),
      ],
      // An 18-rated album with a 16-rated cover: the other pictures take the album's rating.
      albums: [
        album({
          ageRating: 18,
          pictures: [{ file: "p/1.jpg", ageRating: 16 }, { file: "p/5.jpg" }, { file: "p/3.jpg" }],
        }),
      ],
    });
    expect(result.actors).toEqual({ created: 0, updated: 1, unchanged: 0 });
    expect(result.albums).toEqual({ created: 0, updated: 1, unchanged: 0 });
    const [row] = await db().select().from(actors).where(eq(actors.externalId, "perf-1001"));
    expect(row?.priceVideoChat).toBe(11);
    const after = await db()
      .select({ id: albumPictures.id, position: albumPictures.position, ageRating: albumPictures.ageRating })
      .from(albumPictures)
      .where(eq(albumPictures.albumId, albumId))
      .orderBy(albumPictures.position);
    expect(after.map((p) => p.position)).toEqual([0, 1, 2]);
    expect(after.map((p) => p.ageRating)).toEqual([16, 18, 18]);
    expect(after.map((p) => p.id).every((id) => idsBefore.includes(id))).toBe(true);

    // 18-rated pictures and sedcards are never public files: protected store only, /media answers 404.
    const stored = await db()
      .select({ path: images.path, protected: images.protected })
      .from(albumPictures)
      .innerJoin(images, eq(images.id, albumPictures.imageId))
      .where(eq(albumPictures.albumId, albumId))
      .orderBy(albumPictures.position);
    const sedcardImages = await db()
      .select({ path: images.path, protected: images.protected, ageRating: actorSedcards.ageRating })
      .from(actorSedcards)
      .innerJoin(images, eq(images.id, actorSedcards.imageId))
      .where(eq(actorSedcards.actorId, row?.id as number))
      .orderBy(actorSedcards.position);
    expect(stored.map((p) => p.protected)).toEqual([false, true, true]);
    expect(sedcardImages.map((s) => [s.ageRating, s.protected])).toEqual([
      [12, false],
      [18, true],
    ]);
    for (const image of [...stored.slice(1), ...sedcardImages.slice(1)])
      for (const width of [320, 640, 1280])
        for (const file of [`${image.path}-w${width}.jpg`, `${image.path}-w${width}.webp`]) {
          expect(existsSync(path.join(server.config.protectedMediaDir, file)), file).toBe(true);
          expect(existsSync(path.join(server.config.mediaDir, file)), file).toBe(false);
          expect((await server.fetch(`/media/${file}`)).status, file).toBe(404);
        }
  }, 60_000);

  it("album_import adds albums to an actor imported before", async () => {
    const response = await upload("album_import", {
      albums: [album({ externalId: "alb-7002", title: { en: "Second" }, free: true, price: 0 })],
    });
    const body = (await response.json()) as ImportSummary;
    expect(response.status, JSON.stringify(body)).toBe(200);
    expect(body.albums).toEqual({ created: 1, updated: 0, unchanged: 0 });
  }, 60_000);

  it("imports video collections, keeps them on a re-run and replaces a changed list", async () => {
    const second = video({ externalId: "vid-5002", title: { en: "Morning" } });
    const collection = (videosOf: string[], title = "Best of Lena") => ({
      externalId: "col-1",
      title: { en: title, de: "Das Beste von Lena" },
      position: 2,
      videos: videosOf,
    });
    const first = await importOk({ videos: [second], collections: [collection(["vid-5001", "vid-5002"])] });
    expect(first.collections).toEqual({ created: 1, updated: 0, unchanged: 0 });
    expect((await importOk({ collections: [collection(["vid-5001", "vid-5002"])] })).collections).toEqual({
      created: 0,
      updated: 0,
      unchanged: 1,
    });
    expect((await importOk({ collections: [collection(["vid-5002", "vid-5001"])] })).collections).toEqual({
      created: 0,
      updated: 1,
      unchanged: 0,
    });

    // The content service lists it with its videos in the collection's order, per language.
    const token = ((await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }).token;
    const answer = await server.fetch("/graphql?language=de", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: "{ collections { title description videoCount videos { title } } }" }),
    });
    expect(await answer.json()).toEqual({
      data: {
        collections: [
          {
            title: "Das Beste von Lena",
            description: "",
            videoCount: 2,
            videos: [{ title: "Morning" }, { title: "Abend in Berlin" }],
          },
        ],
      },
    });

    const before = await db().select().from(collectionVideos);
    const bad = await upload("actor_import_full", {
      collections: [
        collection(["vid-5001", "nope", "vid-5001"]),
        { ...collection(["vid-5001"]), position: -1 },
      ],
    });
    const body = (await bad.json()) as { error: { details: { issues: { position: string }[] } } };
    expect(bad.status).toBe(400);
    expect(body.error.details.issues.map((i) => i.position)).toEqual(["collections[1].position"]);
    const refs = await upload("actor_import_full", {
      collections: [collection(["vid-5001", "nope", "vid-5001"])],
    });
    const refsBody = (await refs.json()) as {
      error: { details: { issues: { position: string; message: string }[] } };
    };
    expect(refs.status).toBe(400);
    expect(refsBody.error.details.issues).toEqual([
      expect.objectContaining({ position: "collections[0].videos[1]", message: "Unknown video nope" }),
      expect.objectContaining({ position: "collections[0].videos[2]", message: "Twice in the collection" }),
    ]);
    expect(await db().select().from(collectionVideos)).toEqual(before);
  }, 60_000);

  it("reports every bad record with its position and writes nothing", async () => {
    const before = await counts();
    const response = await upload("actor_import_full", {
      actors: [
        actor({ externalId: "perf-2001", name: "FreshOne" }),
        actor({ externalId: "perf-2002", name: "Kid", birthDate: "2015-01-01" }),
      ],
      videos: [
        video({ externalId: "vid-6001", actorExternalId: "perf-2001" }),
        video({ externalId: "vid-6002", actorExternalId: "nobody", price: 0 }),
        video({
          externalId: "vid-6003",
          actorExternalId: "perf-2001",
          categories: ["no-such"],
          clip: "v/preview.jpg",
        }),
      ],
      albums: [
        album({
          externalId: "alb-8001",
          actorExternalId: "perf-2001",
          pictures: [{ file: "p/missing.jpg" }],
        }),
      ],
    });
    const body = (await response.json()) as {
      error: { code: string; details: { issues: { position: string; message: string }[] } };
    };
    expect(response.status).toBe(400);
    expect(body.error.code).toBe("VALIDATION_FAILED");
    // A shape problem stops before cross-record checks: the paid video at price 0.
    expect(body.error.details.issues).toEqual([
      expect.objectContaining({ position: "videos[1].price", message: "A paid item costs at least 1" }),
    ]);
    expect(await counts()).toEqual(before);

    const second = await upload("actor_import_full", {
      actors: [
        actor({ externalId: "perf-2001", name: "FreshOne" }),
        actor({ externalId: "perf-2002", name: "Kid", birthDate: "2015-01-01" }),
      ],
      videos: [
        video({ externalId: "vid-6001", actorExternalId: "perf-2001" }),
        video({ externalId: "vid-6002", actorExternalId: "nobody" }),
        video({
          externalId: "vid-6003",
          actorExternalId: "perf-2001",
          categories: ["no-such"],
          clip: "v/preview.jpg",
        }),
      ],
      albums: [
        album({
          externalId: "alb-8001",
          actorExternalId: "perf-2001",
          pictures: [{ file: "p/missing.jpg" }],
        }),
      ],
    });
    const secondBody = (await second.json()) as typeof body;
    expect(second.status).toBe(400);
    const positions = secondBody.error.details.issues.map((i) => i.position).sort();
    expect(positions).toEqual([
      "actors[1].birthDate",
      "albums[0].pictures[0].file",
      "videos[1].actorExternalId",
      "videos[2].categories[0]",
      "videos[2].clip",
    ]);
    expect(await counts()).toEqual(before);
  }, 60_000);

  it("refuses a picture rated above its album, with its position", async () => {
    const before = await counts();
    const response = await upload("album_import", {
      albums: [
        album({
          externalId: "alb-9001",
          ageRating: 16,
          pictures: [{ file: "p/1.jpg" }, { file: "p/2.jpg", ageRating: 18 }],
        }),
      ],
    });
    const body = (await response.json()) as { error: { details: { issues: { position: string }[] } } };
    expect(response.status).toBe(400);
    expect(body.error.details.issues.map((issue) => issue.position)).toEqual([
      "albums[0].pictures[1].ageRating",
    ]);
    expect(await counts()).toEqual(before);
  }, 60_000);

  it("refuses a name another actor has, an unreadable image, and wrong keys", async () => {
    const taken = await upload("actor_import_full", { actors: [actor({ externalId: "perf-3001" })] });
    expect(taken.status).toBe(400);
    expect(JSON.stringify(await taken.json())).toContain("Another actor has this name");

    // Starts like a JPEG but is not one: found while storing files, still before any row.
    const before = await counts();
    const broken = await upload(
      "actor_import_full",
      {
        actors: [
          actor({
            externalId: "perf-3002",
            name: "BrokenPic",
            cover: undefined,
            sedcards: [{ file: "bad.jpg", ageRating: 16 }],
          }),
        ],
      },
      { only: [], extra: { "bad.jpg": Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 6, 7, 8]) } },
    );
    const brokenBody = (await broken.json()) as {
      error: { code: string; details: { issues: { position: string }[] } };
    };
    expect(broken.status).toBe(400);
    expect(brokenBody.error.details.issues[0]?.position).toBe("actors[0].sedcards[0].file");
    expect(await counts()).toEqual(before);

    expect((await upload("actor_import_full", { actors: [] }, { key: "wrong" })).status).toBe(403);
    const notMultipart = await server.fetch("/rest/v1/internal/actor_import_full", {
      method: "POST",
      body: JSON.stringify({ actors: [] }),
      headers: { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" },
    });
    expect(notMultipart.status).toBe(415);
    const badJson = new FormData();
    badJson.append("manifest", "{nope");
    const bad = await server.fetch("/rest/v1/internal/actor_import_full", {
      method: "POST",
      body: badJson,
      headers: { "x-operator-key": TEST_OPERATOR_KEY },
    });
    expect(bad.status).toBe(400);
  }, 60_000);

  it("streams progress lines and the summary as NDJSON", async () => {
    const response = await upload(
      "actor_import_full",
      { actors: [actor({ externalId: "perf-4001", name: "StreamedMia" })] },
      { accept: "application/x-ndjson" },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { type: string; phase?: string });
    expect(lines[0]).toMatchObject({ type: "progress", phase: "validate" });
    expect(lines.some((l) => l.phase === "files")).toBe(true);
    expect(lines.at(-1)).toMatchObject({ type: "done", actors: { created: 1 } });
    const created = await db()
      .select({ id: actors.id })
      .from(actors)
      .where(inArray(actors.externalId, ["perf-4001"]));
    expect(created).toHaveLength(1);
  }, 60_000);

  it("the import command uploads a manifest folder and prints the progress", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "velvet-import-cli-"));
    const manifest = {
      actors: [actor({ externalId: "perf-5001", name: "CliNora", cover: undefined, interviews: [] })],
      videos: [video({ externalId: "vid-9001", actorExternalId: "perf-5001" })],
    };
    await writeFile(path.join(dir, "manifest.json"), JSON.stringify(manifest));
    for (const name of ["a/sedcard-1.jpg", "a/sedcard-2.jpg", "v/preview.jpg", "v/full.mp4"]) {
      await mkdir(path.join(dir, path.dirname(name)), { recursive: true });
      await writeFile(path.join(dir, name), files[name] as Buffer);
    }
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/import.ts", ...args], {
        env: { ...process.env, OPERATOR_KEY: TEST_OPERATOR_KEY },
      });
    const { stdout } = await run([path.join(dir, "manifest.json"), "--url", server.url]);
    expect(stdout).toContain("Uploading the manifest and 4 files");
    expect(stdout).toMatch(/files \d+\/\d+/);
    expect(stdout).toContain("actors: 1 created, 0 updated, 0 unchanged");
    expect(stdout).toContain("videos: 1 created");
    const again = await run([path.join(dir, "manifest.json"), "--url", server.url]);
    expect(again.stdout).toContain("actors: 0 created, 0 updated, 1 unchanged");

    // A refused manifest: exit code 1 and the positions on stderr.
    await writeFile(
      path.join(dir, "manifest.json"),
      JSON.stringify({ ...manifest, videos: [video({ externalId: "vid-9002", actorExternalId: "ghost" })] }),
    );
    const refused = await run([path.join(dir, "manifest.json"), "--url", server.url]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain("videos[0].actorExternalId: Unknown actor");
    await rm(dir, { recursive: true, force: true });
  }, 60_000);
});
