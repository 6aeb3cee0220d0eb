import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TAlbumComment,
  TAlbumComments,
  TAlbumState,
  TRatingResult,
} from "../../../common/contracts/albums.ts";
import { guests } from "../../db/schema/index.ts";
import { buildActor, buildAlbum } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let actorId: number;
beforeAll(async () => {
  server = await startTestServer();
  actorId = (await buildActor({ db: server.database.db })).id;
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const album = (overrides: Parameters<typeof buildAlbum>[2] = {}) =>
  buildAlbum({ db: server.database.db }, actorId, { pictures: 2, free: true, ...overrides });

async function get<T>(path: string, guest: Guest | null, status = 200): Promise<T> {
  const response = await server.fetch(`/rest/v1/${path}`, { headers: guest ? guest.bearer : {} });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  return body as T;
}
async function post<T>(path: string, guest: Guest | null, body: unknown, status = 200): Promise<T> {
  const response = await server.post(path, body, guest ? guest.bearer : {});
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(status);
  return answer as T;
}
const rate = (guest: Guest, albumId: number, guestRating: number, status = 200) =>
  post<TRatingResult>("gallery/setGuestRating", guest, { albumId, guestRating }, status);
const comment = (guest: Guest | null, albumId: number, commentText: string, status = 201) =>
  post<TAlbumComment>("gallery/postComment", guest, { albumId, commentText }, status);
const comments = (guest: Guest | null, albumId: number, offset = 0, limit?: number) =>
  get<TAlbumComments>(
    `gallery/getComments?albumId=${albumId}&offset=${offset}${limit ? `&limit=${limit}` : ""}`,
    guest,
  );

describe("album likes and dislikes", () => {
  it("likes, switches to dislike, takes back, and counts each guest once", async () => {
    const { id } = await album();
    const [a, b] = [await signUpGuest(server), await signUpGuest(server)];
    expect(await rate(a, id, 1)).toMatchObject({
      guestRatingLikes: 1,
      guestRatingDislikes: 0,
      isLiked: true,
    });
    expect(await rate(a, id, 1)).toMatchObject({ guestRatingLikes: 1, isLiked: true });
    expect(await rate(b, id, 1)).toMatchObject({ guestRatingLikes: 2 });
    expect(await rate(a, id, -1)).toMatchObject({
      guestRatingLikes: 1,
      guestRatingDislikes: 1,
      isLiked: false,
      isDisliked: true,
    });
    expect(await rate(a, id, 0)).toMatchObject({
      guestRatingLikes: 1,
      guestRatingDislikes: 0,
      isDisliked: false,
    });
    expect(await rate(a, id, 0)).toMatchObject({ guestRatingLikes: 1, guestRatingDislikes: 0 });

    const state = await get<TAlbumState>(`gallery/open/${id}`, b);
    expect(state).toMatchObject({ albumId: id, guestRatingLikes: 1, isLiked: true, canRate: true });
    const anonymous = await get<TAlbumState>(`gallery/open/${id}`, null);
    expect(anonymous).toMatchObject({ isLiked: false, canRate: false, bought: false });
    expect(anonymous.comments.commentBlock).toBe("login");
  });

  it("rates pictures on their own counters", async () => {
    const { id } = await album({ pictures: 3 });
    const guest = await signUpGuest(server);
    const state = await get<TAlbumState>(`gallery/open/${id}`, guest);
    expect(state.pictures).toHaveLength(3);
    const [first, second] = state.pictures;
    if (!first || !second) throw new Error("pictures missing");
    const liked = await post<TRatingResult>("gallery/setPictureGuestRating", guest, {
      pictureId: second.id,
      guestRating: -1,
    });
    expect(liked).toMatchObject({
      objectType: "picture",
      objectId: second.id,
      guestRatingDislikes: 1,
      isDisliked: true,
    });
    const after = await get<TAlbumState>(`gallery/open/${id}`, guest);
    expect(after.pictures.map((p) => [p.id, p.guestRatingDislikes, p.isDisliked])).toEqual([
      [first.id, 0, false],
      [second.id, 1, true],
      [after.pictures[2]?.id, 0, false],
    ]);
    expect(after.guestRatingDislikes).toBe(0);
  });

  it("needs login, answers 404 for unknown or unreleased albums and 400 for bad values", async () => {
    const { id } = await album();
    const future = await album({ releasedAt: new Date(Date.now() + 86_400_000) });
    const guest = await signUpGuest(server);
    await post("gallery/setGuestRating", null, { albumId: id, guestRating: 1 }, 401);
    await post("gallery/setPictureGuestRating", null, { pictureId: 1, guestRating: 1 }, 401);
    await rate(guest, 999_999, 1, 404);
    await rate(guest, future.id, 1, 404);
    await get(`gallery/open/${future.id}`, guest, 404);
    await post("gallery/setPictureGuestRating", guest, { pictureId: 999_999, guestRating: 1 }, 404);
    for (const guestRating of [2, "1", null, 0.5]) await rate(guest, id, guestRating as number, 400);
    await post("gallery/setGuestRating", guest, { albumId: "x", guestRating: 1 }, 400);
    await post("gallery/setGuestRating", guest, { albumId: id, guestRating: 1, extra: 1 }, 400);
  });
});

describe("album views", () => {
  it("counts a guest once per album and day, and anonymous visitors too", async () => {
    const { id } = await album();
    const guest = await signUpGuest(server);
    const first = await post<{ counted: boolean; albumTotalViews: number }>("gallery/view", guest, {
      albumId: id,
    });
    expect(first).toMatchObject({ counted: true, albumTotalViews: 1 });
    expect(await post("gallery/view", guest, { albumId: id })).toMatchObject({
      counted: false,
      albumTotalViews: 1,
    });
    expect(await post("gallery/view", null, { albumId: id })).toMatchObject({
      counted: true,
      albumTotalViews: 2,
    });
    expect(await post("gallery/view", null, { albumId: id })).toMatchObject({ counted: false });
    await post("gallery/view", null, { albumId: 999_999 }, 404);
    expect((await get<TAlbumState>(`gallery/open/${id}`, null)).albumTotalViews).toBe(2);
  });
});

describe("album comments", () => {
  it("pages 5 at a time, newest first, and blocks a second comment of the same guest", async () => {
    const { id } = await album();
    const writers: Guest[] = [];
    for (let i = 0; i < 7; i++) {
      const guest = await signUpGuest(server);
      writers.push(guest);
      await comment(guest, id, `  Comment ${i}  `);
    }
    const first = await comments(null, id);
    expect(first).toMatchObject({ totalCount: 7, loadable: 7, offset: 0, commentBlock: "login" });
    expect(first.nodes.map((n) => n.text)).toEqual([
      "Comment 6",
      "Comment 5",
      "Comment 4",
      "Comment 3",
      "Comment 2",
    ]);
    expect(first.nodes[0]).toMatchObject({
      isOwn: false,
      isCreator: false,
      user: { name: expect.any(String) },
    });
    const second = await comments(null, id, 5);
    expect(second.nodes.map((n) => n.text)).toEqual(["Comment 1", "Comment 0"]);

    const last = writers[6] as Guest;
    const mine = await comments(last, id);
    expect(mine.nodes[0]?.isOwn).toBe(true);
    expect(mine).toMatchObject({ isGuestAllowedToCommentAlbum: false, commentBlock: "commented" });
    const refused = await comment(last, id, "again", 409);
    expect(refused).toMatchObject({ error: { code: "CONFLICT", details: { reason: "commented" } } });
    const newcomer = await signUpGuest(server);
    expect(await comments(newcomer, id)).toMatchObject({
      isGuestAllowedToCommentAlbum: true,
      commentBlock: null,
    });
    // Posting adds the comment on top.
    const posted = await comment(newcomer, id, "Newest");
    expect(posted).toMatchObject({ text: "Newest", isOwn: true });
    expect((await comments(null, id)).nodes[0]?.id).toBe(posted.id);
  });

  it("lets only the author delete a comment; a deleted comment still blocks a new one", async () => {
    const { id } = await album();
    const [author, other] = [await signUpGuest(server), await signUpGuest(server)];
    const posted = await comment(author, id, "Mine");
    await post("gallery/deleteComment", other, { commentId: posted.id }, 404);
    await post("gallery/deleteComment", null, { commentId: posted.id }, 401);
    expect(await post("gallery/deleteComment", author, { commentId: posted.id })).toEqual({
      success: true,
      commentId: posted.id,
      albumId: id,
    });
    await post("gallery/deleteComment", author, { commentId: posted.id }, 404);
    expect((await comments(null, id)).totalCount).toBe(0);
    await comment(author, id, "Second try", 409);
  });

  it("refuses anonymous and blocked-for-comments guests and bad texts", async () => {
    const { id } = await album();
    await comment(null, id, "hello", 401);
    const blocked = await signUpGuest(server);
    await server.database.db
      .update(guests)
      .set({ isBlockedForComments: true })
      .where(eq(guests.id, blocked.guest.id));
    const refused = await comment(blocked, id, "hello", 403);
    expect(refused).toMatchObject({ error: { code: "FORBIDDEN", details: { reason: "blocked" } } });
    expect(await comments(blocked, id)).toMatchObject({ commentBlock: "blocked", totalCount: 0 });
    const guest = await signUpGuest(server);
    for (const commentText of ["", "   ", "x".repeat(1001), 42, null])
      await post("gallery/postComment", guest, { albumId: id, commentText }, 400);
    await comment(guest, 999_999, "hello", 404);
    await get("gallery/getComments?albumId=abc", null, 400);
    await get(`gallery/getComments?albumId=${id}&offset=500`, null, 400);
    await get(`gallery/getComments?albumId=${id}&limit=501`, null, 400);
    expect((await comments(null, id, 499, 5)).nodes).toEqual([]);
  });
});

describe("private shop albums", () => {
  it("are open to everyone, but only buyers rate and comment", async () => {
    const { id } = await album({ free: false, price: 10, isPrivateShop: true });
    const buyer = await signUpGuest(server, { coins: 20 });
    const other = await signUpGuest(server);
    expect(await get<TAlbumState>(`gallery/open/${id}`, other)).toMatchObject({
      isPrivateShop: true,
      canRate: false,
      comments: { commentBlock: "needPurchase" },
    });
    expect(await rate(other, id, 1, 403)).toMatchObject({ error: { details: { reason: "needPurchase" } } });
    await comment(other, id, "hi", 403);
    await post(`album/${id}/buy`, buyer, {});
    expect(await get<TAlbumState>(`gallery/open/${id}`, buyer)).toMatchObject({
      bought: true,
      canRate: true,
    });
    await rate(buyer, id, 1);
    await comment(buyer, id, "Worth it");
  });
});
