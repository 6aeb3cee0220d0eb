import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../../db/client.ts";
import { guests } from "../../db/schema/index.ts";
import { buildActor, buildVideo } from "../../test/factories.ts";
import { setAgeCheck, signUpGuest } from "../../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** The feed through the real HTTP stack: the operator's posts, GraphQL queries and mutations, bad input. */
type GqlAnswer = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
type Post = Record<string, unknown> & {
  id: number;
  access: string;
  clip: { sources: unknown[] } | null;
  photos: unknown[];
  preview: unknown;
  guestState: Record<string, boolean>;
  likes: number;
  tippingGoal: Record<string, unknown> | null;
  comments: { totalCount: number; nodes: Record<string, unknown>[] };
};

let server: TestServer;
let anonymous: string;
let actorId: number;
let otherActorId: number;
const posts = { text: 0, clip: 0, paidClip: 0, photos: 0, paidPhotos: 0, adult: 0, goal: 0, other: 0 };

async function tokenOf(headers: Record<string, string> = {}) {
  const response = await server.fetch("/rest/v1/content/token", { headers });
  return ((await response.json()) as { token: string }).token;
}

async function gql(token: string, query: string, variables: Record<string, unknown> = {}, headers = {}) {
  const response = await server.fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GqlAnswer };
}

async function operator(method: string, path: string, body?: unknown, contentType = "application/json") {
  const response = await server.fetch(`/rest/v1/internal/${path}`, {
    method,
    headers: {
      "x-operator-key": TEST_OPERATOR_KEY,
      ...(body === undefined ? {} : { "content-type": contentType }),
    },
    body:
      body === undefined ? undefined : Buffer.isBuffer(body) ? new Uint8Array(body) : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const picture = (hue: number) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: hue, g: 40, b: 120 } } })
    .jpeg()
    .toBuffer();

async function newPost(body: Record<string, unknown>, actor = actorId) {
  const answer = await operator("POST", `actors/${actor}/feed/posts`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.postId as number;
}

async function upload(locked: boolean, hue: number) {
  const answer = await operator(
    "POST",
    `actors/${actorId}/feed/pictures?locked=${locked}`,
    await picture(hue),
    "image/jpeg",
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.imageId as number;
}

const POST_FIELDS = `id type status pinned title text views likes umaId paidContent priceCoins fsk access
  model { id name online onlineState avatar { url } }
  tippingGoal { goal tipsSum goalCoins tipsSumCoins progressPercent achieved }
  guestState { liked viewed following bought }
  comments { totalCount nodes { id parentId isCreator tipped text isReplyToReply user { id name } replies { id parentId text isReplyToReply isCreator user { id name avatar } } } }
  clip { id length sources { src type } poster { url } }
  photos { id url srcSet } photoCount preview { color width height } contest { id }`;
const FEED = `query ($mode: FeedMode, $modelId: Int, $typeGroups: [FeedFilter!], $first: Int, $after: String, $follows: Boolean) {
  feed(mode: $mode, modelId: $modelId, typeGroups: $typeGroups, first: $first, after: $after, follows: $follows) {
    edges { cursor node { ${POST_FIELDS} } } pageInfo { hasNextPage endCursor } } }`;
const POST = `query ($postId: Int!) { post(postId: $postId) { ${POST_FIELDS} } }`;

async function postAs(token: string, postId: number): Promise<Post> {
  const { body } = await gql(token, POST, { postId });
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data?.post as Post;
}

type Feed = {
  edges: { cursor: string; node: Post }[];
  pageInfo: { hasNextPage: boolean; endCursor: string };
};
/** The feed of an answer that must have no errors. */
function feedOf(answer: { body: GqlAnswer }): Feed {
  expect(answer.body.errors, JSON.stringify(answer.body.errors)).toBeUndefined();
  return answer.body.data?.feed as Feed;
}

const codeOf = (answer: { body: GqlAnswer }) => answer.body.errors?.[0]?.extensions?.code;

async function signedIn(coins = 0): Promise<Guest & { token: string }> {
  const guest = await signUpGuest(server, { coins });
  return { ...guest, token: await tokenOf(guest.bearer) };
}

beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  actorId = (await buildActor(ctx, { name: "FeedFiona" })).id;
  otherActorId = (await buildActor(ctx, { name: "FeedOlga" })).id;
  const video = await buildVideo(ctx, actorId, { mediaKey: "test/feedclip", ageRating: 16 });
  const adultVideo = await buildVideo(ctx, actorId, { mediaKey: "test/feedclip18", ageRating: 18 });
  posts.text = await newPost({ kind: "text", text: "Hello from the feed" });
  posts.clip = await newPost({ kind: "clip", videoId: video.id, title: "Free clip" });
  posts.paidClip = await newPost({ kind: "clip", videoId: video.id, priceCoins: 30 });
  posts.photos = await newPost({
    kind: "photos",
    imageIds: [await upload(false, 10), await upload(false, 20)],
  });
  posts.paidPhotos = await newPost({ kind: "photos", priceCoins: 40, imageIds: [await upload(true, 30)] });
  posts.adult = await newPost({ kind: "clip", videoId: adultVideo.id, fsk: 18 });
  posts.goal = await newPost({ kind: "text", text: "Help me reach my goal", goalCoins: 50 });
  posts.other = await newPost({ kind: "text", text: "Olga's post" }, otherActorId);
  anonymous = await tokenOf();
});
afterAll(() => server.close());

describe("feed paging", () => {
  it("pages the mixed feed newest first by opaque cursors, no post twice", async () => {
    const seen: number[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const { body } = await gql(anonymous, FEED, { first: 3, after });
      expect(body.errors).toBeUndefined();
      const feed = body.data?.feed as {
        edges: { cursor: string; node: Post }[];
        pageInfo: { hasNextPage: boolean; endCursor: string };
      };
      seen.push(...feed.edges.map((edge) => edge.node.id));
      if (!feed.pageInfo.hasNextPage) break;
      after = feed.pageInfo.endCursor;
    }
    expect(seen).toEqual(Object.values(posts).sort((a, b) => b - a));
  });

  it("filters by kind and performer, and puts a pinned post first on the profile only", async () => {
    const clips = await gql(anonymous, FEED, { typeGroups: ["CLIP_POSTS"] });
    const kinds = feedOf(clips).edges.map((e) => e.node.type);
    expect(kinds).toEqual(["clip", "clip", "clip"]);
    expect((await operator("POST", `actors/${actorId}/feed/posts/${posts.text}/pin`)).status).toBe(200);
    const profile = await gql(anonymous, FEED, { modelId: actorId, first: 2 });
    const ids = feedOf(profile).edges.map((e) => e.node.id);
    expect(ids).toEqual([posts.text, posts.goal]);
    const mixed = await gql(anonymous, FEED, { first: 1 });
    expect(feedOf(mixed).edges[0]?.node.id).toBe(posts.other);
    await operator("POST", `actors/${actorId}/feed/posts/${posts.text}/unpin`);
  });

  it("refuses a cursor of another feed, a made-up cursor, a profile without a model and a personal feed without a guest", async () => {
    const mixed = await gql(anonymous, FEED, { first: 1 });
    const cursor = feedOf(mixed).pageInfo.endCursor;
    expect(codeOf(await gql(anonymous, FEED, { modelId: actorId, after: cursor }))).toBe("VALIDATION_FAILED");
    expect(codeOf(await gql(anonymous, FEED, { after: "not-a-cursor" }))).toBe("VALIDATION_FAILED");
    expect(codeOf(await gql(anonymous, FEED, { mode: "profile" }))).toBe("VALIDATION_FAILED");
    expect(codeOf(await gql(anonymous, FEED, { first: 0 }))).toBe("VALIDATION_FAILED");
    expect(codeOf(await gql(anonymous, FEED, { follows: true }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await gql(anonymous, POST, { postId: 999_999 }))).toBe("NOT_FOUND");
  });

  it("the favourite feed shows the followed performers' posts", async () => {
    const guest = await signedIn();
    const empty = await gql(guest.token, FEED, { follows: true });
    expect(feedOf(empty).edges).toEqual([]);
    await server.post("guest/favorite/pin", { objectType: "actor", objectId: otherActorId }, guest.bearer);
    const feed = await gql(guest.token, FEED, { mode: "favorite" });
    const nodes = feedOf(feed).edges.map((e) => e.node);
    expect(nodes.map((n) => n.id)).toEqual([posts.other]);
    expect(nodes[0]?.guestState.following).toBe(true);
  });
});

describe("media access", () => {
  it("locks paid media until bought and charges once", async () => {
    const guest = await signedIn(100);
    const locked = await postAs(guest.token, posts.paidClip);
    expect(locked).toMatchObject({ access: "needPurchase", paidContent: true, priceCoins: 30 });
    expect(locked.clip?.sources).toEqual([]);
    expect(locked.preview).toMatchObject({ width: expect.any(Number) });
    const lockedPhotos = await postAs(guest.token, posts.paidPhotos);
    expect(lockedPhotos.photos).toEqual([]);
    expect(lockedPhotos.photoCount).toBe(1);

    const BUY = "mutation ($postId: Int!) { buyPost(postId: $postId) { success postId coins balance } }";
    const key = { "idempotency-key": "feed-buy-0001" };
    const bought = await gql(guest.token, BUY, { postId: posts.paidClip }, key);
    expect(bought.body.data?.buyPost).toEqual({
      success: true,
      postId: posts.paidClip,
      coins: 30,
      balance: 70,
    });
    // The retry with the key replays the first answer; without it, a second purchase is refused.
    expect((await gql(guest.token, BUY, { postId: posts.paidClip }, key)).body.data?.buyPost).toMatchObject({
      balance: 70,
    });
    expect(codeOf(await gql(guest.token, BUY, { postId: posts.paidClip }))).toBe("CONFLICT");
    expect(codeOf(await gql(guest.token, BUY, { postId: posts.clip }))).toBe("CONFLICT");
    expect(codeOf(await gql(guest.token, BUY, { postId: 999_999 }))).toBe("NOT_FOUND");
    expect(codeOf(await gql(anonymous, BUY, { postId: posts.paidPhotos }))).toBe("UNAUTHENTICATED");

    const open = await postAs(guest.token, posts.paidClip);
    expect(open.access).toBe("open");
    expect(open.guestState.bought).toBe(true);
    expect(open.clip?.sources).toHaveLength(1);
    // The signed stream plays for the buyer.
    const src = String((open.clip?.sources[0] as { src?: string } | undefined)?.src);
    expect(src).toMatch(/^\/stream\//);

    const poor = await signedIn(10);
    expect(codeOf(await gql(poor.token, BUY, { postId: posts.paidPhotos }))).toBe("INSUFFICIENT_FUNDS");
    const [ledger] = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from ledger_entries where guest_id = ${guest.guest.id} and delta < 0`,
    );
    expect(ledger?.n).toBe(1);
    const stats = await gql(
      guest.token,
      "query ($g: Int!) { stats { boughtContentGuest(guestId: $g) { photos clips } } }",
      { g: guest.guest.id },
    );
    expect(stats.body.data?.stats).toEqual({ boughtContentGuest: { photos: 0, clips: 1 } });
    const other = await gql(
      poor.token,
      "query ($g: Int!) { stats { boughtContentGuest(guestId: $g) { photos } } }",
      { g: guest.guest.id },
    );
    expect(codeOf(other)).toBe("FORBIDDEN");
  });

  it("shows free media to everyone and an 18-rated post's media only after the age check", async () => {
    const free = await postAs(anonymous, posts.photos);
    expect(free.access).toBe("open");
    expect(free.photos).toHaveLength(2);
    const guest = await signedIn();
    expect((await postAs(anonymous, posts.adult)).access).toBe("needLogin");
    const gated = await postAs(guest.token, posts.adult);
    expect(gated.access).toBe("needAgeCheck");
    expect(gated.clip?.sources).toEqual([]);
    await setAgeCheck(server, guest.guest.id, "accepted");
    const token = await tokenOf(guest.bearer);
    expect((await postAs(token, posts.adult)).clip?.sources).toHaveLength(1);
  });
});

describe("likes and views", () => {
  it("likes once, unlikes, and counts a visitor's view once", async () => {
    const guest = await signedIn();
    const LIKE = "mutation ($postId: Int!) { likePost(postId: $postId) { postId liked likes } }";
    const UNLIKE = "mutation ($postId: Int!) { unlikePost(postId: $postId) { liked likes } }";
    expect((await gql(guest.token, LIKE, { postId: posts.text })).body.data?.likePost).toEqual({
      postId: posts.text,
      liked: true,
      likes: 1,
    });
    expect((await gql(guest.token, LIKE, { postId: posts.text })).body.data?.likePost).toMatchObject({
      likes: 1,
    });
    const liked = await gql(guest.token, FEED, { typeGroups: ["LIKED"] });
    expect(feedOf(liked).edges.map((e) => e.node.id)).toEqual([posts.text]);
    expect((await gql(guest.token, UNLIKE, { postId: posts.text })).body.data?.unlikePost).toEqual({
      liked: false,
      likes: 0,
    });
    expect(codeOf(await gql(anonymous, LIKE, { postId: posts.text }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await gql(guest.token, LIKE, { postId: 999_999 }))).toBe("NOT_FOUND");

    const VIEW =
      'mutation ($postId: Int!) { viewedPost(postId: $postId, context: "feed") { counted views } }';
    expect((await gql(guest.token, VIEW, { postId: posts.text })).body.data?.viewedPost).toEqual({
      counted: true,
      views: 1,
    });
    expect((await gql(guest.token, VIEW, { postId: posts.text })).body.data?.viewedPost).toEqual({
      counted: false,
      views: 1,
    });
    expect((await postAs(guest.token, posts.text)).guestState.viewed).toBe(true);
  });
});

describe("comments", () => {
  const COMMENT = `mutation ($postId: Int!, $text: String!, $to: Int) {
    commentPost(postId: $postId, text: $text, repliesToCommentId: $to) { id parentId isReplyToReply text user { id name } } }`;
  const DELETE = "mutation ($id: Int!) { deleteComment(commentID: $id) { success commentId } }";

  it("writes comments with replies and replies to replies, and deletes one's own", async () => {
    const guest = await signedIn();
    const top = (await gql(guest.token, COMMENT, { postId: posts.photos, text: "  Lovely  " })).body.data
      ?.commentPost as { id: number; parentId: null; text: string };
    expect(top).toMatchObject({ parentId: null, text: "Lovely", isReplyToReply: false });
    const reply = (await gql(guest.token, COMMENT, { postId: posts.photos, text: "Agreed", to: top.id })).body
      .data?.commentPost as { id: number };
    expect(reply).toMatchObject({ parentId: top.id, isReplyToReply: false });
    const deep = await gql(guest.token, COMMENT, { postId: posts.photos, text: "Me too", to: reply.id });
    expect(deep.body.data?.commentPost).toMatchObject({ parentId: top.id, isReplyToReply: true });
    const creator = await operator("POST", `actors/${actorId}/feed/posts/${posts.photos}/comments`, {
      text: "Thank you!",
      repliesToCommentId: top.id,
    });
    expect(creator.status).toBe(201);

    const post = await postAs(guest.token, posts.photos);
    expect(post.comments.totalCount).toBe(4);
    expect(post.comments.nodes[0]).toMatchObject({ id: top.id, isCreator: false, tipped: false });
    const replies = post.comments.nodes[0]?.replies as { isReplyToReply: boolean; isCreator: boolean }[];
    expect(replies.map((r) => [r.isReplyToReply, r.isCreator])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
    const commented = await gql(guest.token, FEED, { typeGroups: ["COMMENTED"] });
    expect(feedOf(commented).edges.map((e) => e.node.id)).toEqual([posts.photos]);

    const other = await signedIn();
    expect(codeOf(await gql(other.token, DELETE, { id: reply.id }))).toBe("NOT_FOUND");
    expect((await gql(guest.token, DELETE, { id: reply.id })).body.data?.deleteComment).toEqual({
      success: true,
      commentId: reply.id,
    });
    expect(codeOf(await gql(guest.token, DELETE, { id: reply.id }))).toBe("NOT_FOUND");
    // The performer deletes any comment on her post, not on another's.
    expect((await operator("DELETE", `actors/${otherActorId}/feed/comments/${top.id}`)).status).toBe(404);
    expect((await operator("DELETE", `actors/${actorId}/feed/comments/${top.id}`)).status).toBe(200);
    expect((await postAs(guest.token, posts.photos)).comments.nodes).toEqual([]);
  });

  it("refuses empty and long texts, blocked guests, anonymous callers and a flood", async () => {
    const guest = await signedIn();
    expect(codeOf(await gql(guest.token, COMMENT, { postId: posts.text, text: "   " }))).toBe(
      "VALIDATION_FAILED",
    );
    expect(codeOf(await gql(guest.token, COMMENT, { postId: posts.text, text: "x".repeat(501) }))).toBe(
      "VALIDATION_FAILED",
    );
    expect(codeOf(await gql(anonymous, COMMENT, { postId: posts.text, text: "hi" }))).toBe("UNAUTHENTICATED");
    expect(codeOf(await gql(guest.token, COMMENT, { postId: 999_999, text: "hi" }))).toBe("NOT_FOUND");
    expect(codeOf(await gql(guest.token, COMMENT, { postId: posts.text, text: "hi", to: 999_999 }))).toBe(
      "NOT_FOUND",
    );
    for (let n = 0; n < 5; n++)
      expect(
        codeOf(await gql(guest.token, COMMENT, { postId: posts.text, text: `hi ${n}` })),
      ).toBeUndefined();
    expect(codeOf(await gql(guest.token, COMMENT, { postId: posts.text, text: "one more" }))).toBe(
      "RATE_LIMITED",
    );

    const blocked = await signedIn();
    await server.database.db
      .update(guests)
      .set({ isBlockedForComments: true })
      .where(eq(guests.id, blocked.guest.id));
    expect(codeOf(await gql(blocked.token, COMMENT, { postId: posts.text, text: "hi" }))).toBe("FORBIDDEN");
  });

  it("stores reports for the operator, once per guest and object", async () => {
    const guest = await signedIn();
    const REPORT =
      "mutation ($postId: Int!, $reason: String!) { reportFeedContent(postId: $postId, reason: $reason) { success } }";
    expect(
      (await gql(guest.token, REPORT, { postId: posts.other, reason: "spam" })).body.data?.reportFeedContent,
    ).toEqual({
      success: true,
    });
    expect(codeOf(await gql(guest.token, REPORT, { postId: posts.other, reason: "spam" }))).toBe("CONFLICT");
    const list = await operator("GET", "feed/reports");
    expect(list.body.reports).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ postId: posts.other, guestId: guest.guest.id, reason: "spam" }),
      ]),
    );
  });
});

describe("tips", () => {
  const TIP = `mutation ($postId: Int!, $coins: Int!) { tipPost(postId: $postId, amountCoins: $coins) {
    success coins balance tippingGoal { goal tipsSum progressPercent achieved goalCoins tipsSumCoins } } }`;

  it("moves the goal, announces its reach once, and refuses 0 and more than the balance", async () => {
    const guest = await signedIn(100);
    const first = await gql(
      guest.token,
      TIP,
      { postId: posts.goal, coins: 20 },
      { "idempotency-key": "feed-tip-0001" },
    );
    expect(first.body.data?.tipPost).toEqual({
      success: true,
      coins: 20,
      balance: 80,
      tippingGoal: {
        goal: 50,
        tipsSum: 20,
        progressPercent: 40,
        achieved: false,
        goalCoins: 50,
        tipsSumCoins: 20,
      },
    });
    const replay = await gql(
      guest.token,
      TIP,
      { postId: posts.goal, coins: 20 },
      { "idempotency-key": "feed-tip-0001" },
    );
    expect(replay.body.data?.tipPost).toMatchObject({ balance: 80 });
    const changed = await gql(
      guest.token,
      TIP,
      { postId: posts.goal, coins: 21 },
      { "idempotency-key": "feed-tip-0001" },
    );
    expect(codeOf(changed)).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(codeOf(await gql(guest.token, TIP, { postId: posts.goal, coins: 0 }))).toBe("VALIDATION_FAILED");
    expect(codeOf(await gql(guest.token, TIP, { postId: posts.goal, coins: 81 }))).toBe("INSUFFICIENT_FUNDS");
    expect(codeOf(await gql(anonymous, TIP, { postId: posts.goal, coins: 1 }))).toBe("UNAUTHENTICATED");
    await gql(guest.token, TIP, { postId: posts.goal, coins: 40 });
    await gql(guest.token, TIP, { postId: posts.goal, coins: 5 });
    const post = await postAs(guest.token, posts.goal);
    expect(post.tippingGoal).toMatchObject({ tipsSum: 65, progressPercent: 100, achieved: true });
    await server.app.outbox.settled();
    const goalEvents = await queryRows<{ n: number }>(
      server.database.db,
      sql`select count(*)::int as n from feed_posts where id = ${posts.goal} and goal_reached_at is not null`,
    );
    expect(goalEvents[0]?.n).toBe(1);
    const balance = await queryRows<{ balance: number }>(
      server.database.db,
      sql`select balance from wallet_balances where guest_id = ${guest.guest.id}`,
    );
    expect(balance[0]?.balance).toBe(35);
  });
});

describe("totals, lookups and the operator", () => {
  it("counts posts by kind and answers models_v2 and videos_v2 in the order asked", async () => {
    const totals = await gql(
      anonymous,
      "query ($m: Int) { feedTotalCounts(modelId: $m) { totalCount clips photos texts liked commented } }",
      {
        m: actorId,
      },
    );
    expect(totals.body.data?.feedTotalCounts).toEqual({
      totalCount: 7,
      clips: 3,
      photos: 2,
      texts: 2,
      liked: 0,
      commented: 0,
    });
    const models = await gql(anonymous, "query ($ids: [Int!]!) { models_v2(ids: $ids) { id name } }", {
      ids: [otherActorId, 999_999, actorId],
    });
    expect(models.body.data?.models_v2).toEqual([
      { id: otherActorId, name: "FeedOlga" },
      { id: actorId, name: "FeedFiona" },
    ]);
    const post = await postAs(anonymous, posts.clip);
    const videos = await gql(anonymous, "query ($ids: [Int!]!) { videos_v2(ids: $ids) { id } }", {
      ids: [Number(post.umaId)],
    });
    expect(videos.body.data?.videos_v2).toEqual([{ id: Number(post.umaId) }]);
  });

  it("sets goals, deletes posts and refuses bad operator input", async () => {
    const postId = await newPost({ kind: "text", text: "Short-lived" });
    expect(
      (await operator("PUT", `actors/${actorId}/feed/posts/${postId}/goal`, { goalCoins: 10 })).body,
    ).toMatchObject({
      goalCoins: 10,
      achieved: false,
    });
    expect(
      (await operator("PUT", `actors/${otherActorId}/feed/posts/${postId}/goal`, { goalCoins: 10 })).status,
    ).toBe(404);
    expect((await operator("DELETE", `actors/${actorId}/feed/posts/${postId}`)).status).toBe(200);
    expect(codeOf(await gql(anonymous, POST, { postId }))).toBe("NOT_FOUND");
    const bad = [
      { kind: "clip" },
      { kind: "text", text: "" },
      { kind: "photos", imageIds: [999_999] },
      { kind: "text", text: "x", priceCoins: 5 },
      { kind: "clip", videoId: 999_999 },
      { kind: "video", text: "x" },
    ];
    for (const body of bad) {
      const answer = await operator("POST", `actors/${actorId}/feed/posts`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body.error as { code: string }).code).toBe("VALIDATION_FAILED");
    }
    const unlockedPaid = await operator("POST", `actors/${actorId}/feed/posts`, {
      kind: "photos",
      priceCoins: 5,
      imageIds: [await upload(false, 90)],
    });
    expect(unlockedPaid.status).toBe(400);
    const notAnImage = await operator(
      "POST",
      `actors/${actorId}/feed/pictures`,
      Buffer.from("hello world"),
      "image/jpeg",
    );
    expect(notAnImage.status).toBe(400);
    const noKey = await server.fetch(`/rest/v1/internal/actors/${actorId}/feed/posts`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ kind: "text", text: "x" }),
    });
    expect(noKey.status).toBe(403);
  });

  it("a photos post enters a running or coming photo contest and carries contest{id}", async () => {
    const contest = async (mediaType: string, startsInDays: number, endsInDays: number) => {
      const day = 86_400_000;
      const answer = await operator("POST", "contests", {
        title: { en: `Feed ${mediaType} contest ${startsInDays}` },
        mediaType,
        startsAt: new Date(Date.now() + startsInDays * day).toISOString(),
        endsAt: new Date(Date.now() + endsInDays * day).toISOString(),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.id as number;
    };
    const photoContest = await contest("photo", -1, 5);
    const comingContest = await contest("photo", 2, 9);
    const videoContest = await contest("video", -1, 5);
    const endedContest = await contest("photo", -9, -2);
    const entered = await newPost({
      kind: "photos",
      imageIds: [await upload(false, 70)],
      contestId: photoContest,
    });
    expect((await gql(anonymous, POST, { postId: entered })).body.data?.post).toMatchObject({
      contest: { id: photoContest },
    });
    const coming = await newPost({
      kind: "photos",
      imageIds: [await upload(false, 71)],
      contestId: comingContest,
    });
    expect((await gql(anonymous, POST, { postId: coming })).body.data?.post).toMatchObject({
      contest: { id: comingContest },
    });
    expect((await gql(anonymous, POST, { postId: posts.photos })).body.data?.post).toMatchObject({
      contest: null,
    });
    const image = await upload(false, 72);
    for (const body of [
      { kind: "photos", imageIds: [image], contestId: videoContest },
      { kind: "photos", imageIds: [image], contestId: endedContest },
      { kind: "photos", imageIds: [image], contestId: 999_999 },
      { kind: "photos", imageIds: [image], contestId: "1" },
      { kind: "text", text: "x", contestId: photoContest },
    ]) {
      const answer = await operator("POST", `actors/${actorId}/feed/posts`, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect((answer.body.error as { code: string }).code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("the performer's online state", () => {
  it("answers MOMENTUM in her first 15 minutes online, then ONLINE, and OFFLINE when she is offline", async () => {
    const db = server.database.db;
    const stateNow = async () => (await postAs(anonymous, posts.other)).model as Record<string, unknown>;
    const goOnline = (minutesAgo: number | null) =>
      db.execute(
        minutesAgo === null
          ? sql`update actors set is_online = false, online_since = null where id = ${otherActorId}`
          : sql`update actors set is_online = true, online_since = now() - make_interval(mins => ${minutesAgo}) where id = ${otherActorId}`,
      );
    await goOnline(2);
    expect(await stateNow()).toMatchObject({ online: true, onlineState: "MOMENTUM" });
    await goOnline(16);
    expect(await stateNow()).toMatchObject({ online: true, onlineState: "ONLINE" });
    await goOnline(null);
    expect(await stateNow()).toMatchObject({ online: false, onlineState: "OFFLINE" });
  });
});
