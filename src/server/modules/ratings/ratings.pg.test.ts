import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { guests as guestTable } from "../../db/schema/index.ts";
import { buildActor, buildAlbum, buildVideo } from "../../test/factories.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";
import { createSession } from "../accounts/index.ts";

/**
 * Likes (videos, albums, pictures) and album comments under real concurrency: PostgreSQL only
 * (PGlite serialises transactions).
 */
let server: TestServer;
let albumId: number;
let pictureId: number;
let videoId: number;
interface Guest {
  guest: { id: number };
  bearer: Record<string, string>;
}
const guests: Guest[] = [];
beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx);
  const album = await buildAlbum(ctx, actor.id, { free: true, pictures: 1 });
  videoId = (await buildVideo(ctx, actor.id, { likes: 0, dislikes: 0 })).id;
  albumId = album.id;
  const [picture] = await queryRows<{ id: number }>(
    server.database.db,
    sql`select id from album_pictures where album_id = ${albumId}`,
  );
  pictureId = picture?.id ?? 0;
  // Straight into the database: 40 sign-ups through the API would hit the per-address limit.
  for (let i = 0; i < 40; i++) {
    const [row] = await server.database.db
      .insert(guestTable)
      .values({ email: `race-${i}-${Date.now()}@example.com`, name: `Racer ${i}`, passwordHash: "x" })
      .returning({ id: guestTable.id });
    if (!row) throw new Error("guest not inserted");
    const token = await createSession(server.database.db, row.id, new Date());
    guests.push({ guest: row, bearer: { authorization: `Bearer ${token}` } });
  }
});
afterAll(() => server.close());

const rate = (guest: Guest, path: string, body: Record<string, unknown>) =>
  server.post(path, body, guest.bearer).then(async (r) => ({ status: r.status, body: await r.text() }));

async function counters(
  table: "videos" | "albums" | "album_pictures",
  id: number,
  type: "video" | "album" | "picture",
) {
  const [row] = await queryRows<{ likes: number; dislikes: number; rLikes: number; rDislikes: number }>(
    server.database.db,
    sql`select likes, dislikes,
      (select count(*) from content_ratings where object_type = ${type} and object_id = ${id} and value = 1)::int as "rLikes",
      (select count(*) from content_ratings where object_type = ${type} and object_id = ${id} and value = -1)::int as "rDislikes"
      from ${sql.raw(table)} where id = ${id}`,
  );
  return row;
}

describe("concurrent ratings on PostgreSQL", () => {
  it("loses no update when 40 guests like an album at once, each clicking twice", async () => {
    const answers = await Promise.all(
      guests.flatMap((guest) => [
        rate(guest, "gallery/setGuestRating", { albumId, guestRating: 1 }),
        rate(guest, "gallery/setGuestRating", { albumId, guestRating: 1 }),
      ]),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    expect(await counters("albums", albumId, "album")).toEqual({
      likes: 40,
      dislikes: 0,
      rLikes: 40,
      rDislikes: 0,
    });
  });

  it("keeps counters equal to the ratings under mixed like, dislike and take-back races", async () => {
    const values = [1, -1, 0] as const;
    const answers = await Promise.all(
      guests.flatMap((guest, i) =>
        [0, 1, 2, 3].map((k) =>
          rate(guest, "gallery/setPictureGuestRating", {
            pictureId,
            guestRating: values[(i + k) % 3],
          }),
        ),
      ),
    );
    expect(answers.filter((a) => a.status !== 200)).toEqual([]);
    const row = await counters("album_pictures", pictureId, "picture");
    expect(row?.likes).toBe(row?.rLikes);
    expect(row?.dislikes).toBe(row?.rDislikes);
    expect((row?.likes ?? 0) + (row?.dislikes ?? 0)).toBeLessThanOrEqual(40);
  });

  it("loses no video like when 40 guests like through the content service at once, twice each", async () => {
    const tokens = await Promise.all(
      guests.map(async (guest) => {
        const response = await server.fetch("/rest/v1/content/token", { headers: guest.bearer });
        return ((await response.json()) as { token: string }).token;
      }),
    );
    const like = (token: string) =>
      server
        .fetch("/graphql", {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({
            query: "mutation ($id: Int!) { rateVideo(videoId: $id, rating: 1) { isLiked } }",
            variables: { id: videoId },
          }),
        })
        .then(async (r) => ({ status: r.status, body: await r.text() }));
    const answers = await Promise.all(tokens.flatMap((token) => [like(token), like(token)]));
    expect(answers.filter((a) => a.status !== 200 || a.body.includes('"errors"'))).toEqual([]);
    expect(await counters("videos", videoId, "video")).toEqual({
      likes: 40,
      dislikes: 0,
      rLikes: 40,
      rDislikes: 0,
    });
  });

  it("stores one comment when a guest posts five at once", async () => {
    const guest = guests[0] as Guest;
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => rate(guest, "gallery/postComment", { albumId, commentText: `race ${n}` })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const [row] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from album_comments where album_id = ${albumId} and guest_id = ${guest.guest.id}`,
    );
    expect(row?.n).toBe(1);
  });
});
