import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentRatings, videos } from "../db/schema/index.ts";
import { buildActor, buildAlbum, buildVideo } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/** The content service's mutations: video, album and picture ratings and album views. */
type GqlAnswer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

let server: TestServer;
let anonymous: string;
let guestToken: string;
let otherToken: string;
let guestId: number;
const ids = { video: 0, future: 0, album: 0, shop: 0, picture: 0 };

async function tokenOf(headers: Record<string, string> = {}) {
  const response = await server.fetch("/rest/v1/content/token", { headers });
  return ((await response.json()) as { token: string }).token;
}

async function gql(token: string, query: string, variables: Record<string, unknown> = {}, agent = "tests") {
  const response = await server.fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, "user-agent": agent },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GqlAnswer };
}

const RATE_VIDEO = `mutation ($id: Int!, $rating: Int!) {
  rateVideo(videoId: $id, rating: $rating) { objectType objectId guestRatingLikes guestRatingDislikes isLiked isDisliked }
}`;
const VIDEO_STATE =
  "query ($id: Int!) { video(id: $id) { rating { likes dislikes } guestInfo { liked disliked } } }";

beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx, { name: "MutationMia" });
  ids.video = (await buildVideo(ctx, actor.id, { likes: 5, dislikes: 1 })).id;
  ids.future = (await buildVideo(ctx, actor.id, { releasedAt: new Date(Date.now() + 86_400_000) })).id;
  const album = await buildAlbum(ctx, actor.id, { pictures: 2, free: true });
  ids.album = album.id;
  ids.shop = (await buildAlbum(ctx, actor.id, { pictures: 1, isPrivateShop: true })).id;
  const state = (await (await server.fetch(`/rest/v1/gallery/open/${album.id}`)).json()) as {
    pictures: { id: number }[];
  };
  ids.picture = state.pictures[0]?.id as number;
  anonymous = await tokenOf();
  const guest = await signUpGuest(server);
  guestId = guest.guest.id;
  guestToken = await tokenOf(guest.bearer);
  otherToken = await tokenOf((await signUpGuest(server)).bearer);
});
afterAll(() => server.close());

describe("rateVideo", () => {
  it("likes, flips to dislike and takes back, counting in the same transaction", async () => {
    const liked = await gql(guestToken, RATE_VIDEO, { id: ids.video, rating: 1 });
    expect(liked.body).toEqual({
      data: {
        rateVideo: {
          objectType: "video",
          objectId: ids.video,
          guestRatingLikes: 6,
          guestRatingDislikes: 1,
          isLiked: true,
          isDisliked: false,
        },
      },
    });
    // Liking twice counts once.
    const again = await gql(guestToken, RATE_VIDEO, { id: ids.video, rating: 1 });
    expect(again.body.data?.rateVideo).toMatchObject({ guestRatingLikes: 6, isLiked: true });
    expect((await gql(guestToken, VIDEO_STATE, { id: ids.video })).body.data?.video).toEqual({
      rating: { likes: 6, dislikes: 1 },
      guestInfo: { liked: true, disliked: false },
    });

    const flipped = await gql(guestToken, RATE_VIDEO, { id: ids.video, rating: -1 });
    expect(flipped.body.data?.rateVideo).toMatchObject({
      guestRatingLikes: 5,
      guestRatingDislikes: 2,
      isLiked: false,
      isDisliked: true,
    });
    // Another guest's rating is their own.
    expect((await gql(otherToken, VIDEO_STATE, { id: ids.video })).body.data?.video).toMatchObject({
      guestInfo: { liked: false, disliked: false },
    });

    const back = await gql(guestToken, RATE_VIDEO, { id: ids.video, rating: 0 });
    expect(back.body.data?.rateVideo).toMatchObject({ guestRatingLikes: 5, guestRatingDislikes: 1 });
    const [row] = await server.database.db
      .select({ likes: videos.likes, dislikes: videos.dislikes })
      .from(videos)
      .where(eq(videos.id, ids.video));
    expect(row).toEqual({ likes: 5, dislikes: 1 });
    const ratings = await server.database.db
      .select()
      .from(contentRatings)
      .where(and(eq(contentRatings.guestId, guestId), eq(contentRatings.objectType, "video")));
    expect(ratings).toEqual([]);
  });

  it("needs a guest token, a released video and a rating of 1, -1 or 0", async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      [anonymous, { id: ids.video, rating: 1 }, "UNAUTHENTICATED"],
      [guestToken, { id: ids.future, rating: 1 }, "NOT_FOUND"],
      [guestToken, { id: 999_999, rating: 1 }, "NOT_FOUND"],
      [guestToken, { id: ids.video, rating: 2 }, "VALIDATION_FAILED"],
      [guestToken, { id: -3, rating: 1 }, "VALIDATION_FAILED"],
    ];
    for (const [token, variables, code] of cases) {
      const { status, body } = await gql(token, RATE_VIDEO, variables);
      expect(status).toBeLessThan(500);
      expect(body.errors?.[0]?.extensions?.code, JSON.stringify({ variables, body })).toBe(code);
      expect(body.data?.rateVideo ?? null).toBeNull();
    }
    const [row] = await server.database.db
      .select({ likes: videos.likes })
      .from(videos)
      .where(eq(videos.id, ids.video));
    expect(row?.likes).toBe(5);
  });
});

describe("rateAlbum and ratePicture", () => {
  it("rate like gallery/setGuestRating, with the private shop rule", async () => {
    const album = await gql(
      guestToken,
      "mutation ($id: Int!) { rateAlbum(albumId: $id, rating: 1) { objectType guestRatingLikes isLiked } }",
      { id: ids.album },
    );
    expect(album.body.data?.rateAlbum).toEqual({ objectType: "album", guestRatingLikes: 1, isLiked: true });
    const picture = await gql(
      guestToken,
      "mutation ($id: Int!) { ratePicture(pictureId: $id, rating: -1) { objectType guestRatingDislikes isDisliked } }",
      { id: ids.picture },
    );
    expect(picture.body.data?.ratePicture).toEqual({
      objectType: "picture",
      guestRatingDislikes: 1,
      isDisliked: true,
    });
    // The REST state sees the same rows.
    const state = (await (await server.fetch(`/rest/v1/gallery/open/${ids.album}`)).json()) as {
      guestRatingLikes: number;
      pictures: { guestRatingDislikes: number }[];
    };
    expect(state.guestRatingLikes).toBe(1);
    expect(state.pictures[0]?.guestRatingDislikes).toBe(1);

    const shop = await gql(
      guestToken,
      "mutation ($id: Int!) { rateAlbum(albumId: $id, rating: 1) { isLiked } }",
      {
        id: ids.shop,
      },
    );
    expect(shop.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("viewAlbum", () => {
  it("counts a visitor once a day and is never served from the answer cache", async () => {
    const VIEW = "mutation ($id: Int!) { viewAlbum(albumId: $id) { albumId counted albumTotalViews } }";
    const first = await gql(anonymous, VIEW, { id: ids.album }, "browser-a");
    const before =
      (first.body.data?.viewAlbum as { albumTotalViews: number } | undefined)?.albumTotalViews ?? -1;
    expect(first.body.data?.viewAlbum).toMatchObject({ albumId: ids.album, counted: true });
    // The same anonymous request again: a repeat, not a cached copy of the first answer.
    expect((await gql(anonymous, VIEW, { id: ids.album }, "browser-a")).body.data?.viewAlbum).toEqual({
      albumId: ids.album,
      counted: false,
      albumTotalViews: before,
    });
    // Another browser, and a guest, count; the guest's REST view the same day does not.
    expect((await gql(anonymous, VIEW, { id: ids.album }, "browser-b")).body.data?.viewAlbum).toMatchObject({
      counted: true,
      albumTotalViews: before + 1,
    });
    expect((await gql(guestToken, VIEW, { id: ids.album })).body.data?.viewAlbum).toMatchObject({
      counted: true,
      albumTotalViews: before + 2,
    });
    const rest = await server.post("gallery/view", { albumId: ids.album }, { "user-agent": "browser-a" });
    expect(((await rest.json()) as { counted: boolean }).counted).toBe(false);
    expect((await gql(anonymous, VIEW, { id: 999_999 })).body.errors?.[0]?.extensions?.code).toBe(
      "NOT_FOUND",
    );
  });
});
