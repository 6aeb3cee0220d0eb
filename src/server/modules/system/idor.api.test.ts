import { createECDH, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import { buildSchema, type GraphQLField, type GraphQLObjectType, getNamedType, isObjectType } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addCalendarDays, berlinDate } from "../../../common/berlinTime.ts";
import { LocalMediaStore } from "../../adapters/media-store/localMediaStore.ts";
import { contentTypeDefs } from "../../content/schema.ts";
import { queryRows } from "../../db/client.ts";
import { buildActor, buildAlbum, buildSedcard, buildVideo } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";
import {
  argVariants,
  around,
  asId,
  fillPath,
  IdBook,
  type IdValue,
  idSlots,
  isIdName,
  matchRoute,
  ownStateIn,
  pathParams,
  type Route,
  type Secret,
  secretsIn,
  selectionOf,
  setAt,
} from "./idorMatrix.ts";

/**
 * The IDOR matrix (issue 10): a victim guest A owns one of every guest-owned thing, made through
 * the real API, each text carrying a marker. An attacker B (logged in) and an anonymous visitor
 * then call every route of the route table (generated: a new route is covered without anyone
 * listing it) with A's ids in every path parameter, id-like query parameter and body field (A's
 * own requests replayed with B's credentials, then every id of A in every id slot), every GraphQL
 * query and mutation that takes an id, and every socket command. Passes when no answer to them
 * carries any of A's markers, e-mail, tokens or signed URLs, no read tells them A's own state
 * (bought, liked, pinned, ...), and none of A's rows changed.
 *
 * A failure lists each leak as caller, request and what leaked (shown around it), and each change
 * as the route after which A's rows differed. IDOR_DEBUG=1 prints the probes per route, A's ids,
 * tables and secrets, and every GraphQL answer. docs/SECURITY.md describes it.
 */

const MARK = `zq${randomBytes(5).toString("hex")}`;
const NAME_MARK = `nm${randomBytes(5).toString("hex")}`;
const COMMENT_MARK = `cm${randomBytes(5).toString("hex")}`;
const EMAIL = `victim.${MARK}@example.com`;

/**
 * Public by design: the album comments list shows a comment and its author's display name, and a
 * feed post shows its comments to everyone who sees the post (GraphQL keys name the root field).
 */
const PUBLIC_IN: Record<string, string[]> = {
  "display name": ["GET /rest/v1/gallery/getComments"],
  "comment text": ["GET /rest/v1/gallery/getComments", "POST /graphql post", "POST /graphql feed"],
};

/** Rate-limited (own tests) or credential calls: not part of an id matrix, never replayed. */
const SKIP = new Set([
  "POST /rest/v1/auth/login",
  "POST /rest/v1/auth/signup",
  "POST /rest/v1/auth/passwordLost",
  "POST /rest/v1/auth/passwordReset",
  "POST /rest/v1/auth/verifyEmail",
  "GET /rest/v1/auth/verifyEmail/:token",
  "POST /rest/v1/vxpay/onsuccess",
  // They would end the attacker's own session or account.
  "POST /rest/v1/auth/logout",
  "POST /rest/v1/vxpay/logout",
  "POST /rest/v1/guest/delete",
  // Logged and rate-limited per address; no ids.
  "POST /rest/v1/logger/websocketConnectionError",
  "POST /rest/v1/logger/browserOnline",
]);

/** Guest-owned tables no guest API writes (none now: chat ratings come from the guest's survey). */
const NOT_MADE_BY_GUESTS = new Set<string>([]);

let server: TestServer;
const book = new IdBook();
const secrets: Secret[] = [
  { name: "marker", text: MARK },
  { name: "display name", text: NAME_MARK },
  { name: "comment text", text: COMMENT_MARK },
  { name: "e-mail", text: EMAIL },
];
interface Sent {
  method: string;
  path: string;
  body?: unknown;
  headers: Record<string, string>;
}
/** A's requests, replayed by the attacker as templates. */
const recorded: Sent[] = [];
let victim: Awaited<ReturnType<typeof signUpGuest>>;
let attacker: Awaited<ReturnType<typeof signUpGuest>>;
let attackerSocket: TestSocket;
const tokens = { victimContent: "", attackerContent: "", anonymousContent: "" };

const CARD = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123", holder: `H ${MARK}` };
const CONFIRM_CARD = { ...CARD, number: "4000-0000-0000-3220" };
const OPERATOR = { "x-operator-key": TEST_OPERATOR_KEY };

async function send(method: string, path: string, body: unknown, headers: Record<string, string>) {
  const response = await server.fetch(path, {
    method,
    headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const head = ["set-cookie", "location"].map((name) => response.headers.get(name) ?? "").join(" ");
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: response.status, text, head, json };
}

/**
 * A's request as the attacker replays it: A's ids stay, A's texts do not (the attacker cannot know
 * them, and their echo in the attacker's own answers is no leak); A's e-mail address stays.
 */
function unmarked<T>(value: T): T {
  if (value === undefined) return value;
  const text = JSON.stringify(value)
    .replaceAll(EMAIL, "\u0000EMAIL")
    .replaceAll(MARK, "attackertext")
    .replaceAll(NAME_MARK, "attackername")
    .replaceAll(COMMENT_MARK, "attackercomment")
    .replaceAll("\u0000EMAIL", EMAIL);
  return JSON.parse(text) as T;
}

/** A call of the victim (or of the operator on the victim's behalf): recorded, its ids collected. */
async function asVictim(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  optional = false,
) {
  const auth = headers["x-operator-key"] || headers.cookie ? {} : victim.bearer;
  const url = `/rest/v1/${path}`;
  const answer = await send(method, url, body ?? (method === "POST" ? {} : undefined), {
    ...auth,
    ...headers,
  });
  if (!optional && (answer.status < 200 || answer.status > 299))
    throw new Error(`victim setup ${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => name === "idempotency-key"));
  recorded.push({
    method,
    path: unmarked(url),
    body: unmarked(body ?? (method === "POST" ? {} : undefined)),
    headers: kept,
  });
  book.walk(answer.json);
  if (method === "GET") victimOwnState.push(...ownStateIn(answer.json));
  if (body !== undefined) book.walk(body);
  return answer.json;
}

/** Per table, the condition selecting a guest's rows (found once from the schema). */
let ownedTables: Map<string, string> | null = null;

/**
 * Every row that belongs to a guest: the guest, rows with its guest_id, and rows referencing
 * those through foreign keys (two more levels: messages of its channels, their gifts, ...).
 */
async function snapshot(guestId: number): Promise<Record<string, string[]>> {
  const db = server.database.db;
  if (!ownedTables) {
    const byGuestColumn = await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'guest_id' order by table_name`,
    );
    const foreignKeys = await queryRows<{ child: string; col: string; parent: string; pcol: string }>(
      db,
      sql`select c.conrelid::regclass::text as child, a.attname as col,
                 c.confrelid::regclass::text as parent, p.attname as pcol
            from pg_constraint c
            join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
            join pg_attribute p on p.attrelid = c.confrelid and p.attnum = c.confkey[1]
           where c.contype = 'f' and array_length(c.conkey, 1) = 1
             and c.connamespace = 'public'::regnamespace
           order by 1, 2`,
    );
    const owned = new Map<string, string>([["guests", "id = $GUEST"]]);
    for (const { table_name } of byGuestColumn) owned.set(table_name, "guest_id = $GUEST");
    for (let depth = 0; depth < 3; depth++)
      for (const fk of foreignKeys) {
        const parent = owned.get(fk.parent);
        if (!parent || fk.child === fk.parent) continue;
        const condition = `"${fk.col}" in (select "${fk.pcol}" from ${fk.parent} where ${parent})`;
        const current = owned.get(fk.child);
        if (!current) owned.set(fk.child, condition);
        else if (!current.includes(condition) && !current.startsWith("guest_id"))
          owned.set(fk.child, `(${current}) or ${condition}`);
      }
    ownedTables = owned;
  }
  // One round trip: every table's rows as JSON text.
  const union = [...ownedTables]
    .sort()
    .map(
      ([table, condition]) =>
        `select '${table}' as t, row_to_json(x)::text as r from ${table} x where ${condition.replaceAll("$GUEST", String(guestId))}`,
    )
    .join(" union all ");
  const rows = await queryRows<{ t: string; r: string }>(db, sql.raw(union));
  const out: Record<string, string[]> = Object.fromEntries(
    [...ownedTables.keys()].sort().map((t) => [t, []]),
  );
  for (const row of rows) out[row.t]?.push(row.r);
  for (const list of Object.values(out)) list.sort();
  return out;
}

const browserKeys = () => {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
};

let before: Record<string, string[]>;
/** What A's own reads said of A's own state: the attacker's reads must never say any of it. */
const victimOwnState: string[] = [];

beforeAll(async () => {
  server = await startTestServer();
  const ctx = { db: server.database.db };
  const actor = await buildActor(ctx, { name: "IdorIris" });
  await new LocalMediaStore(server.config.protectedMediaDir).put("test/idor-clip.mp4", Buffer.alloc(4096, 1));
  const video = await buildVideo(ctx, actor.id, { price: 20, mediaKey: "test/idor-clip" });
  await buildVideo(ctx, actor.id, { free: true });
  const album = await buildAlbum(ctx, actor.id, { pictures: 5, price: 12 });
  await buildSedcard(ctx, actor.id);

  // ---- the victim and one of everything it can own
  victim = await signUpGuest(server, { email: EMAIL, verifiedEmail: true });
  secrets.push({ name: "access token", text: victim.accessToken });
  const A = victim.guest.id;
  book.add("guestId", A);
  const login = await send("POST", "/rest/v1/auth/login", { email: EMAIL, password: victim.password }, {});
  secrets.push({ name: "second access token", text: (login.json as { accessToken: string }).accessToken });

  await asVictim("POST", "guest/profile/update", { name: `Victim ${NAME_MARK}` });
  await asVictim("POST", "guest/savePreferences", { data: { note: `prefs ${MARK}` } });
  await asVictim("POST", "tileGrid/storeTileGridSettings", { type: "videos", settings: { note: MARK } });
  await asVictim("POST", "actor/storeActorNote", { actorId: actor.id, comment: `note ${MARK}` });
  // A verifies a phone number (the PIN from the sandbox phone's call log).
  const phoneNumber = "+4915199999991";
  const pincall = (await asVictim("POST", "pinCall/startVerification", {
    phoneNumber,
    type: "sms",
  })) as unknown as {
    verification: { id: number };
  };
  await server.app.outbox.settled();
  const { calls } = (await (await server.fetch("/dev/phone.json")).json()) as {
    calls: { to: string; text: string }[];
  };
  const pin = /:\s*(\d+)\./.exec(calls.find((call) => call.to === phoneNumber)?.text ?? "")?.[1];
  await asVictim("POST", "pinCall/verifyPin", { id: pincall.verification.id, type: "sms", pin });

  // A's free conversion chat, before A has coins (it replaces a refusal only): the claim of A's
  // verified number (live_conversion_claims), once per number.
  const conversionActor = await buildActor(ctx, {
    name: "IdorWelcome",
    isOnline: true,
    priceVideoChat: 30,
    isAvailableForConversionChat: true,
  });
  const welcome = (await asVictim(
    "POST",
    "livechat/start",
    { actorId: conversionActor.id, chatType: "LIVECHAT" },
    { "idempotency-key": "idor-victim-welcome-01" },
  )) as unknown as { sessionId: number };
  await asVictim("POST", `livechat/${welcome.sessionId}/end`);
  await asVictim("POST", `internal/guests/${A}/credit`, { coins: 500, reason: "idor" }, OPERATOR);
  // A live chat of A's (its session and first paid minute), started through the guest's API; its
  // signed stream URLs are A's secrets, its read, heartbeat and history are replayed.
  const liveActor = await buildActor(ctx, { name: "IdorLive", isOnline: true, priceVideoChat: 5 });
  const live = (await asVictim(
    "POST",
    "livechat/start",
    { actorId: liveActor.id, chatType: "LIVECHAT", capCoins: 50 },
    { "idempotency-key": "idor-victim-live-0001" },
  )) as unknown as { sessionId: number; stream: { url: string } };
  const liveView = (await asVictim("GET", `livechat/${live.sessionId}`)) as unknown as {
    stream: { url: string };
  };
  for (const url of [live.stream.url, liveView.stream.url])
    secrets.push({ name: "signed live stream URL", text: new URL(url, server.url).pathname });
  await asVictim("POST", `livechat/${live.sessionId}/heartbeat`);
  // A line of A's in the chat's text log (live_chat_lines), and A's spend limits (generous).
  await asVictim("POST", `livechat/${live.sessionId}/messages`, { text: `line ${MARK}` });
  await asVictim("PUT", "guest/spendLimits", { month: 100_000 });
  // A ends the chat and rates it (the chat-exit survey: A's row of actor_chat_ratings).
  await asVictim("POST", `livechat/${live.sessionId}/end`);
  await asVictim("POST", "survey/chatexit", {
    sessionId: live.sessionId,
    rating: "GREAT",
    text: `survey ${MARK}`,
  });
  // A's cam-show ticket (cam_show_tickets), bought through the guest's API.
  const show = (await asVictim(
    "POST",
    `internal/actors/${liveActor.id}/camshows`,
    {
      start: new Date(Date.now() + 86_400_000).toISOString(),
      lengthMinutes: 30,
      price: 5,
      seats: 3,
      title: "Idor",
    },
    OPERATOR,
  )) as unknown as { id: number; start: string };
  await asVictim("POST", "camshows/tickets", { id: show.id, modelId: liveActor.id, start: show.start });
  // A's private calendar feed (cam_show_feed_tokens): its URL is A's secret.
  const feed = (await asVictim("GET", "camshows/ics/feedUrl")) as unknown as { url: string };
  secrets.push({ name: "calendar feed token", text: feed.url.split("/").pop() as string });
  await asVictim("POST", `video/${video.id}/buy`, {}, { "idempotency-key": "idor-victim-key-0001" });
  await asVictim("POST", `album/${album.id}/buy`);
  await asVictim("POST", "mediathek/archive", { objectType: "video", objectId: video.id });
  // A's daily-bonus claim (daily_claims, with its merchandise code): today's free offer.
  const dailyOffer = (await asVictim(
    "POST",
    "internal/dailyBonus/offers",
    { date: berlinDate(new Date()), slot: 90, kind: "merchandise", free: true, value: 1 },
    OPERATOR,
  )) as unknown as { offerId: number };
  // A's five-days bonus (daily_streak_rewards): claims on the four days before, today's claim completes the run.
  for (const back of [1, 2, 3, 4]) {
    const day = addCalendarDays(berlinDate(new Date()), -back);
    const earlier = (await asVictim(
      "POST",
      "internal/dailyBonus/offers",
      { date: day, slot: 90, kind: "topUpFlat", free: true, value: 5 },
      OPERATOR,
    )) as unknown as { offerId: number };
    await server.database.db.execute(
      sql`insert into daily_claims (offer_id, guest_id, day) values (${earlier.offerId}, ${A}, ${day})`,
    );
  }
  await asVictim("POST", "dailyBonus/claim", { offerId: dailyOffer.offerId });
  // A's Goldrush points and the reward they reached (activity_points, activity_reward_grants).
  await asVictim(
    "POST",
    "internal/activity/events",
    {
      key: "goldrush",
      title: { en: "Idor gold" },
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      activities: [{ code: "dailyVisit", points: 10, vipBonus: 0, limitPerDay: 1 }],
      challenges: [],
      rewards: [{ requiredPoints: 10, benefit: { kind: "coins", amount: 1 }, label: { en: "Idor nugget" } }],
    },
    OPERATOR,
  );
  await asVictim("POST", "special/goldrush/visit", {});
  const sedcards = (await asVictim("GET", `gallery/getsedcards/${actor.id}`)) as unknown as {
    sedcards: { id: number }[];
  };
  const open = (await asVictim("GET", `gallery/open/${album.id}`)) as unknown as {
    pictures: { id: number }[];
  };
  const sedcardId = sedcards.sedcards[0]?.id as number;
  const pictureId = open.pictures[1]?.id as number;
  for (const [objectType, objectId] of [
    ["actor", actor.id],
    ["album", album.id],
    ["sedcard", sedcardId],
    ["picture", pictureId],
  ] as const)
    await asVictim("POST", "guest/favorite/pin", { objectType, objectId });
  await asVictim("POST", `guest/favorite/actor/${actor.id}/notifications`, { email: true });
  // Quiet hours around now (UTC), so the favourite's coming online below is held for A's digest.
  const hhmm = (ms: number) => new Date(ms).toISOString().slice(11, 16);
  await asVictim("POST", "guest/notifications/quietHours", {
    enabled: true,
    from: hhmm(Date.now() - 3_600_000),
    to: hhmm(Date.now() + 3_600_000),
    timeZone: "UTC",
  });
  await asVictim("POST", "gallery/setGuestRating", { albumId: album.id, guestRating: 1 });
  await asVictim("POST", "gallery/setPictureGuestRating", { pictureId, guestRating: 1 });
  await asVictim("POST", `gallery/setSedcardsGuestRating/${actor.id}`, { guestRating: 1 });
  await asVictim("POST", "gallery/postComment", {
    albumId: album.id,
    commentText: `comment ${COMMENT_MARK}`,
  });
  await asVictim("POST", "actorsearch/search", { filter: { hairColors: ["blonde"] } });
  await asVictim("POST", "utility/relation/addRelation", {
    subjectTypeId: 1,
    subjectId: A,
    relationTypeId: 1,
    objectTypeId: 5,
    objectId: actor.id,
  });
  await asVictim("POST", "guest/newsletter/subscribe", { typeId: 1024, userId: A, emailAddress: EMAIL });

  // Messenger: a channel, a message each way, gifts, a voucher.
  const gifts = (await asVictim("GET", "messenger/gifts")) as unknown as {
    categories: { gifts: { id: number; vip: boolean }[] }[];
  };
  const giftId = gifts.categories.flatMap((c) => c.gifts).find((g) => !g.vip)?.id as number;
  await asVictim(
    "POST",
    "internal/bonusCodes",
    {
      code: "IDORCODE1",
      benefits: [
        { kind: "voucher", type: 5, amount: 3, validDays: 30, actorId: actor.id },
        { kind: "messengerGifts", giftId, count: 1 },
      ],
      validTo: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    },
    OPERATOR,
  );
  await asVictim("POST", "guest/redeemBonus", { code: "IDORCODE1" });
  await asVictim(
    "POST",
    "internal/grantMessengerGifts",
    { guestId: A, gifts: [{ giftId, count: 2 }], reason: "idor" },
    OPERATOR,
  );
  const channel = (await asVictim("GET", `messenger/channel/actor/${actor.id}`)) as unknown as {
    channel: { id: number };
  };
  const channelId = channel.channel.id;
  await asVictim(
    "POST",
    `messenger/channel/${channelId}/send`,
    { text: `hello ${MARK}`, expectedPrice: 1000 },
    {
      "idempotency-key": "idor-victim-key-0002",
    },
  );
  await asVictim("POST", `messenger/channel/${channelId}/send`, {
    gifts: [{ giftId, quantity: 1 }],
    expectedPrice: 1000,
  });
  await asVictim(
    "POST",
    "internal/messenger/send",
    { actorId: actor.id, guestId: A, text: `reply ${MARK}` },
    OPERATOR,
  );
  await asVictim("GET", `messenger/channel/${channelId}/messages`);
  await asVictim("POST", `messenger/channel/${channelId}/read`);

  // Notifications: a favourite came online, the message above, a payment.
  await asVictim("POST", `internal/actors/${actor.id}/online`, {}, OPERATOR);

  // Payments: a saved card (holder with the marker), one pending payment, settings, a limit, VIP.
  await asVictim("POST", "payment/charge", { packageId: "p40", currency: "EUR", card: CARD, saveCard: true });
  await asVictim(
    "POST",
    "payment/charge",
    { packageId: "p20", currency: "EUR", card: CONFIRM_CARD },
    {},
    true,
  );
  await asVictim("POST", "payment/settings", { oneClick: { enabled: true, packageIds: ["p20"] } });
  await asVictim("POST", "payment/limit", { monthlyEuros: 500 });
  await asVictim("POST", "subscription/start", { plan: "vip", currency: "EUR" });
  await asVictim("POST", "subscription/cancel", { plan: "vip" });
  await asVictim("POST", "guest/acceptCancellationOffer", { guest_id: A, platform_text: "idor" }, {}, true);
  await asVictim("POST", "avs/verify", {
    birthDate: "1990-01-01",
    documentNumber: "D1234567",
    country: "DE",
  });

  const notifications = (await asVictim("GET", "notifications?limit=50")) as unknown as {
    items: { id: number }[];
  };
  const first = notifications.items[0]?.id as number;
  await asVictim("POST", "notifications/read", { ids: [first] });
  await asVictim("POST", "notifications/seen", { ids: notifications.items.map((n) => n.id) });

  const endpoint = `https://push.invalid/${MARK}/1`;
  await asVictim("POST", "webpush/subscribe", { endpoint, keys: browserKeys() });
  await asVictim("GET", `webpush/status?endpoint=${encodeURIComponent(endpoint)}`);

  // Tokens: the content service's and an overlay ticket.
  const content = (await asVictim("GET", "content/token")) as unknown as { token: string };
  tokens.victimContent = content.token;
  secrets.push({ name: "content token", text: content.token });
  // A's feed rows: a like, a view, a comment, a tip, a purchase and a report (GraphQL).
  const posts = await Promise.all(
    [
      { kind: "clip", videoId: video.id, priceCoins: 5, goalCoins: 50 },
      { kind: "text", text: "Idor feed post" },
    ].map((post) => asVictim("POST", `internal/actors/${actor.id}/feed/posts`, post, OPERATOR)),
  );
  const [paidPost, textPost] = posts.map((post) => (post as unknown as { postId: number }).postId);
  for (const query of [
    `mutation { likePost(postId: ${paidPost}) { likes } }`,
    `mutation { viewedPost(postId: ${paidPost}) { views } }`,
    `mutation { commentPost(postId: ${textPost}, text: "feed ${COMMENT_MARK}") { id } }`,
    `mutation { tipPost(postId: ${paidPost}, amountCoins: 3) { success } }`,
    `mutation { buyPost(postId: ${paidPost}) { success } }`,
    `mutation { reportFeedContent(postId: ${textPost}, reason: "idor") { success } }`,
  ]) {
    const answer = await send("POST", "/graphql", { query }, { authorization: `Bearer ${content.token}` });
    if (answer.status !== 200 || answer.text.includes('"errors"'))
      throw new Error(`victim setup ${query}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  // A's content report (tied to her account; its receipt number is hers alone to show).
  const report = (await asVictim("POST", "reports/content", {
    url: "/en/videos/",
    reason: "other",
    explanation: "Idor report of the victim",
    email: "idor-report@example.com",
    goodFaith: true,
  })) as unknown as { reference: string };
  secrets.push({ name: "report reference", text: report.reference });
  // A's contest rows: a running contest with the clip as its entry, and A's vote for it.
  const contest = (await asVictim(
    "POST",
    "internal/contests",
    {
      title: { en: "Idor contest" },
      mediaType: "video",
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    },
    OPERATOR,
  )) as unknown as { id: number };
  const entry = (await asVictim(
    "POST",
    `internal/contests/${contest.id}/entries`,
    { videoId: video.id },
    OPERATOR,
  )) as unknown as { mediaId: number };
  await asVictim("POST", "contests/addContestMediaVoting", { contestId: contest.id, mediaId: entry.mediaId });
  // A's attempt at a game (her points and won rewards are hers alone).
  const game = (await asVictim(
    "POST",
    "internal/games",
    {
      key: "idor-wheel",
      gameType: "spinwheel",
      title: { en: "Idor wheel" },
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      dailyAttempts: 1,
      rewards: [{ benefit: { kind: "coins", amount: 1 }, label: { en: "Idor coin" }, weight: 1_000_000 }],
    },
    OPERATOR,
  )) as unknown as { id: number };
  await asVictim("POST", `games/${game.id}/attempt`, {});
  // A's opened door of a gift calendar (advent_claims, with its merchandise code): today's door.
  await asVictim(
    "POST",
    "internal/advent/calendars",
    {
      kind: "actorGift",
      title: { en: "Idor gifts" },
      firstDay: berlinDate(new Date()),
      doorCount: 1,
      doors: [{ doorNo: 1, actorId: actor.id, itemType: "merchandise", label: { en: "Idor poster" } }],
    },
    OPERATOR,
  );
  await asVictim("POST", "special/adventcalendar/claim", {
    actorId: actor.id,
    qmday: berlinDate(new Date()),
  });
  // A's easter egg (easter_collections) and the reward it earned (easter_reward_grants).
  await asVictim(
    "POST",
    "internal/easter/events",
    {
      key: "idor-eggs",
      title: { en: "Idor eggs" },
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      eggsPerDay: 1,
      spots: [{ eggKey: "idor", page: "home", position: "top-left" }],
      rewards: [{ requiredEggs: 1, benefit: { kind: "coins", amount: 1 }, label: { en: "Idor egg coin" } }],
    },
    OPERATOR,
  );
  const egg = (await asVictim("GET", "special/easter/egg?page=home")) as unknown as {
    egg: { verificationToken: string };
  };
  secrets.push({ name: "egg verification token", text: egg.egg.verificationToken });
  await asVictim("POST", "special/easter/collectEgg", {
    verificationToken: egg.egg.verificationToken,
    qmdate: berlinDate(new Date()),
  });
  // A's draw at a reward event (her reward history and credits are hers alone).
  await asVictim(
    "POST",
    "internal/games",
    {
      key: "idor-event",
      gameType: "prizegame",
      title: { en: "Idor event" },
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      dailyAttempts: 1,
      eventId: 77,
      eventType: "reward-box",
      rewards: [{ benefit: { kind: "coins", amount: 1 }, label: { en: "Idor box" }, weight: 1_000_000 }],
    },
    OPERATOR,
  );
  await asVictim("GET", "special/reward-box/getReward/77");
  const ticket = (await asVictim(
    "POST",
    "vxpay/ticket",
    {},
    {
      cookie: `vv_session=${victim.accessToken}`,
      origin: server.url,
    },
  )) as unknown as Record<string, unknown>;
  for (const value of Object.values(ticket))
    if (typeof value === "string" && value.length >= 20)
      secrets.push({ name: "overlay ticket", text: value });

  // Reads that carry A's state (answers walked for ids; replayed by the attacker).
  const play = (await asVictim("GET", `video/${video.id}/play`)) as unknown as { url: string };
  secrets.push({ name: "signed stream URL", text: new URL(play.url, server.url).pathname });
  const openAgain = await asVictim("GET", `gallery/open/${album.id}`);
  for (const [, sig] of JSON.stringify(openAgain).matchAll(/\/pmedia\/\d+\/\d+\/([\w-]{16,})\//g))
    if (sig && !secrets.some((s) => s.text === sig)) secrets.push({ name: "signed picture URL", text: sig });
  for (const path of ["guest/profile/get", "guest/getNotificationsSettings"]) await asVictim("POST", path);
  for (const path of [
    "guest/data/export",
    "guest/getGuestBalance",
    "guest/benefits",
    "payment/state",
    "payment/history",
    "avs/status",
    "messenger/channels",
    "messenger/navbar",
    "livechat/history",
    `livechat/${live.sessionId}/messages`,
    "guest/spendLimits",
    "free-chat/allowance",
    `messenger/channel/${channelId}`,
    "guest/favorite/actors",
    "guest/favorite/list?objectType=album",
    "pinCall/verifications",
    "guest/notifications/quietHours",
    "gallery/getPinnedPhotos",
    "mediathek/items?tab=shop&mediaType=VIDEO",
    "mediathek/items?tab=pinned&mediaType=PHOTO",
    "mediathek/items?tab=archive&mediaType=VIDEO",
    `gallery/getComments?albumId=${album.id}`,
    `actor/getActorNoteById/${actor.id}`,
    `actor/getChatButtonConfig/${actor.id}`,
    `video/${video.id}`,
    `tileGrid/get/videos/${encodeURIComponent(JSON.stringify({ filter: { types: { bought: true } } }))}`,
    "promo/hasGuestNotRedeemedOnTopCodeInstance/IDORCODE1",
  ])
    await asVictim("GET", path);

  // What the setup's events do after their commits (notifications) is part of A's state too.
  await server.app.outbox.settled();
  // Ids of A's rows the API does not show (sessions, ledger, tokens, ...) are A's ids too.
  const rows = await snapshot(A);
  for (const [table, list] of Object.entries(rows))
    for (const row of list) {
      const parsed = JSON.parse(row) as Record<string, unknown>;
      book.add(`${table}.id`, parsed.id);
    }

  // ---- the attacker: a fresh guest who owns nothing, with an open socket
  attacker = await signUpGuest(server);
  tokens.attackerContent = (
    (await (await server.fetch("/rest/v1/content/token", { headers: attacker.bearer })).json()) as {
      token: string;
    }
  ).token;
  tokens.anonymousContent = (
    (await (await server.fetch("/rest/v1/content/token")).json()) as { token: string }
  ).token;
  attackerSocket = await TestSocket.open(server.url);
  attackerSocket.send({ type: "session.request", accessToken: attacker.accessToken, language: "en" });
  await attackerSocket.next("session.ack");
  // Something happens in A's conversation while the attacker's socket is open.
  await asVictim(
    "POST",
    "internal/messenger/send",
    { actorId: actor.id, guestId: A, text: `later ${MARK}` },
    OPERATOR,
  );

  await server.app.outbox.settled();
  before = await snapshot(A);
  // Random-looking values of A's rows (token hashes, push keys, provider references) are secrets too.
  for (const [table, rows] of Object.entries(before))
    for (const row of rows)
      for (const [column, value] of Object.entries(JSON.parse(row) as Record<string, unknown>))
        if (
          typeof value === "string" &&
          /^[A-Za-z0-9_\-+/=.]{24,}$/.test(value) &&
          /\d/.test(value) &&
          asId(value) === null &&
          !secrets.some((secret) => secret.text === value)
        )
          secrets.push({ name: `${table}.${column}`, text: value });
}, 120_000);
afterAll(async () => {
  attackerSocket?.socket.close();
  await server?.close();
});

// ------------------------------------------------------------------ the matrix

interface Probe {
  method: string;
  key: string;
  path: string;
  body?: unknown;
  headers: Record<string, string>;
  /** When the answer is to a caller without any state of their own (reads). */
  ownState: boolean;
  /** Probes of one slot and value type: when the first is refused as invalid (400), so are the others. */
  group: string;
}

const parent = (url: string) => url.slice(0, url.lastIndexOf("/"));

/** Id-like names the REST reference mentions (`commentId`, `paymentId`, ...): probed on routes A never called. */
const DOC_ID_NAMES = [
  ...new Set(
    readFileSync(new URL("../../../../docs/REST.md", import.meta.url), "utf8").match(
      /\b[a-z][A-Za-z]*(Id|Ids|_id)\b|\bids\b/g,
    ) ?? [],
  ),
].filter((name) => isIdName(name) && !/^(get|has|set)[A-Z]/.test(name));

const restRoutes = (): Route[] =>
  server.app.routeTable.filter(
    (route) => route.url.startsWith("/rest/v1/") && !SKIP.has(`${route.method} ${route.url}`),
  );

function splitPath(path: string) {
  const url = new URL(path, "http://x");
  return { pathname: url.pathname, query: [...url.searchParams.entries()] };
}

const withQuery = (pathname: string, query: [string, string][]) =>
  query.length ? `${pathname}?${new URLSearchParams(query).toString()}` : pathname;

/** Every request of the matrix: A's requests replayed, then A's ids in every id slot of every route. */
function probes(): Probe[] {
  const all = book.all();
  const numbers = book.numbers();
  const routes = restRoutes();
  const templates = new Map<Route, Sent[]>();
  for (const sent of recorded) {
    const route = matchRoute(routes, sent.method, splitPath(sent.path).pathname);
    if (route) templates.set(route, [...(templates.get(route) ?? []), sent]);
  }
  const queryNames = new Set<string>(DOC_ID_NAMES);
  const bodyNames = new Set<string>([...book.keys().filter((key) => !key.includes(".")), ...DOC_ID_NAMES]);
  for (const sent of recorded) {
    for (const [name] of splitPath(sent.path).query) if (isIdName(name)) queryNames.add(name);
    for (const slot of idSlots(sent.body)) bodyNames.add(slot.path.at(-1) as string);
  }
  const out: Probe[] = [];
  const seen = new Set<string>();
  const add = (
    route: Route,
    path: string,
    body: unknown,
    group: string,
    headers: Record<string, string> = {},
  ) => {
    const id = `${route.method} ${path} ${JSON.stringify(body)} ${JSON.stringify(headers)}`;
    if (seen.has(id)) return;
    seen.add(id);
    out.push({
      method: route.method,
      key: `${route.method} ${route.url}`,
      path,
      body,
      headers,
      group,
      ownState: route.method === "GET",
    });
  };
  const affinity = (name: string): IdValue[] => {
    const own = book.byKey.get(name);
    return own && name !== "id" && name !== "ids" ? [...own, victim.guest.id] : all;
  };

  for (const route of routes) {
    const idParams = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string).filter(isIdName);
    const list = [...(templates.get(route) ?? [])];
    // A route A never called borrows the requests of its siblings (pin for unpin, archive for restore).
    if (list.length === 0)
      for (const [other, sents] of templates)
        if (other.method === route.method && parent(other.url) === parent(route.url))
          for (const sent of sents) {
            const { pathname, query } = splitPath(sent.path);
            const path = withQuery(fillPath(route, pathParams(other, pathname)), query);
            list.push({ method: route.method, path, body: sent.body, headers: {} });
          }
    if (list.length === 0)
      list.push({
        method: route.method,
        path: fillPath(route, {}),
        body: route.method === "POST" ? {} : undefined,
        headers: {},
      });
    for (const [t, template] of list.entries()) {
      const { pathname, query } = splitPath(template.path);
      const params = pathParams(route, pathname);
      const base = withQuery(pathname, query);
      add(route, base, template.body, "", template.headers);
      for (const name of templates.has(route) || route.method !== "GET" ? idParams : [])
        for (const id of all)
          add(
            route,
            withQuery(fillPath(route, { ...params, [name]: String(id) }), query),
            template.body,
            `${t} param ${name} ${typeof id}`,
          );
      query.forEach(([name], i) => {
        if (!isIdName(name)) return;
        for (const id of all) {
          const changed = query.map((entry, j): [string, string] => (j === i ? [name, String(id)] : entry));
          add(route, withQuery(pathname, changed), template.body, `${t} query ${name} ${typeof id}`);
        }
      });
      for (const slot of idSlots(template.body)) {
        if (slot.list) {
          add(route, base, setAt(template.body, slot.path, numbers), `${t} body ${slot.path.join(".")}`);
          continue;
        }
        const original = slot.path.reduce<unknown>(
          (value, key) => (value as Record<string, unknown>)[key],
          template.body,
        );
        const values = typeof original === "number" ? numbers : all.map(String);
        for (const id of values)
          add(
            route,
            base,
            setAt(template.body, slot.path, id),
            `${t} body ${slot.path.join(".")} ${typeof id}`,
          );
      }
    }
    if (templates.has(route)) continue;
    // A route A never called: A's ids in all its id parameters and under every id-like name
    // A's requests and answers used.
    const plain = fillPath(route, {});
    if (route.method === "GET")
      for (const id of all)
        add(
          route,
          withQuery(
            fillPath(route, Object.fromEntries(idParams.map((name) => [name, String(id)]))),
            [...queryNames, ...bodyNames].map((name) => [name, String(id)]),
          ),
          undefined,
          `any ${typeof id}`,
        );
    else
      for (const name of bodyNames) {
        if (/ids$/i.test(name)) add(route, plain, { [name]: numbers }, `any ${name}`);
        else for (const id of affinity(name)) add(route, plain, { [name]: id }, `any ${name} ${typeof id}`);
      }
  }
  return out;
}

interface Finding {
  who: string;
  what: string;
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++] as T);
    }),
  );
}

const callers = () => [
  { who: "B", headers: attacker.bearer as Record<string, string> },
  { who: "anonymous", headers: {} as Record<string, string> },
];

function leaksOf(key: string, text: string): string[] {
  return secretsIn(text, secrets).filter((name) => !PUBLIC_IN[name]?.includes(key));
}

const brief = (body: unknown) => (body === undefined ? "" : ` ${JSON.stringify(body).slice(0, 200)}`);

/** A's rows compared after each step of the matrix, so a change names the route that made it. */
class Watch {
  constructor(private last: Record<string, string[]>) {}

  async check(label: string, findings: Finding[]): Promise<void> {
    const now = await snapshot(victim.guest.id);
    for (const table of Object.keys({ ...this.last, ...now }))
      if (JSON.stringify(this.last[table]) !== JSON.stringify(now[table]))
        findings.push({
          who: "B or anonymous",
          what: `${label} changed the victim's ${table}: ${JSON.stringify(this.last[table]).slice(0, 300)} -> ${JSON.stringify(now[table]).slice(0, 300)}`,
        });
    this.last = now;
  }
}

/**
 * The probes route by route (each caller's first probe is A's own request or the plain route);
 * a caller the route refuses as such (401, or the operator API without its key) gets no more of
 * that route's probes. After each route A's rows are compared with the step before.
 */
async function runRest(list: Probe[], findings: Finding[], errors: string[], watch: Watch) {
  const byRoute = new Map<string, Probe[]>();
  for (const probe of list) byRoute.set(probe.key, [...(byRoute.get(probe.key) ?? []), probe]);
  let calls = 0;
  const run = async (probe: Probe, caller: ReturnType<typeof callers>[number]) => {
    calls++;
    const answer = await send(probe.method, probe.path, probe.body, { ...caller.headers, ...probe.headers });
    const where = `${caller.who}: ${probe.method} ${probe.path}${brief(probe.body)} -> ${answer.status}`;
    const leaked = leaksOf(probe.key, `${answer.text} ${answer.head}`);
    if (leaked.length)
      findings.push({
        who: caller.who,
        what: `${where} leaked ${leaked.join(", ")}: ${around(answer.text, secrets)}`,
      });
    if (probe.ownState && answer.status < 300) {
      const state = ownStateIn(answer.json);
      if (state.length)
        findings.push({ who: caller.who, what: `${where} shows own state ${state.join(", ")}` });
    }
    if (answer.status >= 500) errors.push(`${where} ${answer.text.slice(0, 160)}`);
    return answer.status;
  };
  for (const [key, probes] of byRoute) {
    const [first, ...rest] = probes as [Probe, ...Probe[]];
    for (const caller of callers()) {
      const status = await run(first, caller);
      if (status === 401 || (key.includes("/internal/") && (status === 403 || status === 404))) continue;
      const groups = new Map<string, Probe[]>();
      for (const probe of rest) groups.set(probe.group, [...(groups.get(probe.group) ?? []), probe]);
      const open: Probe[] = [];
      await pool([...groups.values()], 4, async ([lead, ...others]) => {
        if ((await run(lead as Probe, caller)) !== 400) open.push(...others);
      });
      await pool(open, 4, async (probe) => {
        await run(probe, caller);
      });
    }
    await watch.check(key, findings);
  }
  return calls;
}

/** GraphQL: every root field taking an id (or an id in an input object), with A's ids, batched by alias. */
async function runGraphql(kind: "Query" | "Mutation", findings: Finding[], errors: string[]) {
  const schema = buildSchema(contentTypeDefs());
  const root = (
    kind === "Query" ? schema.getQueryType() : schema.getMutationType()
  ) as GraphQLObjectType | null;
  if (!root) return 0;
  const numbers = book.numbers();
  /** Operations of up to 4 aliased fields; one whose data is lost to an error is re-run field by field. */
  const operations: string[][] = [];
  const batch = 4;
  const op = (parts: string[]) => `${kind === "Query" ? "query" : "mutation"} { ${parts.join(" ")} }`;
  for (const field of Object.values(root.getFields())) {
    const variants = argVariants(field as GraphQLField<unknown, unknown>, numbers);
    const selection = isObjectType(getNamedType(field.type)) ? selectionOf(field.type, 3, { left: 90 }) : "";
    for (let i = 0; i < variants.length; i += batch)
      operations.push(
        variants.slice(i, i + batch).map((args, j) => {
          const list = Object.entries(args).map(([name, value]) => `${name}: ${literal(value)}`);
          return `a${i + j}: ${field.name}${list.length ? `(${list.join(", ")})` : ""} ${selection}`;
        }),
      );
  }
  const run = async (parts: string[], caller: { who: string; token: string }): Promise<void> => {
    const query = op(parts);
    const answer = await send("POST", "/graphql", { query }, { authorization: `Bearer ${caller.token}` });
    if (process.env.IDOR_DEBUG)
      console.info(`${caller.who} ${answer.status} ${query.slice(0, 90)} => ${answer.text.slice(0, 300)}`);
    const where = `${caller.who}: graphql ${query.slice(0, 160)} -> ${answer.status}`;
    // One operation asks one root field (its variants as aliases): the key names it.
    const field = /^a\d+: (\w+)/.exec(parts[0] ?? "")?.[1] ?? "";
    const leaked = leaksOf(`POST /graphql ${field}`, answer.text);
    if (leaked.length)
      findings.push({
        who: caller.who,
        what: `${where} leaked ${leaked.join(", ")}: ${around(answer.text, secrets)}`,
      });
    const data = (answer.json as { data?: unknown } | null)?.data;
    if (kind === "Query") {
      const state = ownStateIn(data);
      if (state.length)
        findings.push({ who: caller.who, what: `${where} shows own state ${state.join(", ")}` });
    }
    if (answer.status >= 500 || (answer.status === 400 && /Cannot query|Unknown argument/.test(answer.text)))
      errors.push(`${where} ${answer.text.slice(0, 200)}`);
    if (data === null && parts.length > 1) for (const part of parts) await run([part], caller);
  };
  const jobs = operations.flatMap((parts) =>
    [
      { who: "B", token: tokens.attackerContent },
      { who: "anonymous", token: tokens.anonymousContent },
    ].map((caller) => ({ parts, caller })),
  );
  await pool(jobs, 4, ({ parts, caller }) => run(parts, caller));
  return operations.length;
}

function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(", ")}]`;
  if (value && typeof value === "object")
    return `{${Object.entries(value)
      .map(([k, v]) => `${k}: ${literal(v)}`)
      .join(", ")}}`;
  if (typeof value === "string" && /^[A-Z][A-Z0-9_]*$/.test(value)) return value;
  return JSON.stringify(value);
}

/**
 * Every socket command with A's ids in its params: each command is tried with each params shape
 * (channelId, actorId, objectType + objectId, ids, none); the shapes it does not refuse as invalid
 * (400) are then sent with every id of A.
 */
async function runSocket(findings: Finding[]) {
  const { SOCKET_COMMANDS } = await import("../../../common/realtime.ts");
  const all = book.all();
  const numbers = book.numbers();
  const shapes: ((id: IdValue) => Record<string, unknown>)[] = [
    (id) => ({ channelId: id }),
    (id) => ({ actorId: id }),
    (id) => ({ objectType: "album", objectId: id }),
    (id) => ({ objectType: "picture", objectId: id }),
    () => ({ ids: numbers }),
    () => ({}),
  ];
  const sent = new Map<string, string>();
  const status = new Map<string, number>();
  const send = async (command: string, params: Record<string, unknown>) => {
    const requestId = `r${sent.size}`;
    sent.set(requestId, `${command} ${JSON.stringify(params)}`);
    attackerSocket.send({ type: "command", requestId, command, params });
    const result = await attackerSocket
      .next("command.result", { where: (m) => m.requestId === requestId, timeoutMs: 20_000 })
      .catch(() => null);
    if (!result) throw new Error(`socket command ${command} not answered`);
    status.set(requestId, result.status);
    const text = JSON.stringify(result);
    const leaked = leaksOf("socket", text);
    if (leaked.length)
      findings.push({
        who: "B",
        what: `B: socket command ${command} ${JSON.stringify(params)} -> ${result.status} leaked ${leaked.join(", ")}: ${around(text, secrets)}`,
      });
    return result.status;
  };
  const jobs: { command: string; shape: (id: IdValue) => Record<string, unknown> }[] = [];
  await pool(
    SOCKET_COMMANDS.flatMap((command) => shapes.map((shape) => ({ command, shape }))),
    4,
    async (job) => {
      if ((await send(job.command, job.shape(all[0] as IdValue))) !== 400) jobs.push(job);
    },
  );
  const rest = jobs.flatMap(({ command, shape }) => {
    const params = new Map(all.slice(1).map((id) => [JSON.stringify(shape(id)), shape(id)]));
    return [...params.values()].map((p) => ({ command, params: p }));
  });
  await pool(rest, 4, async ({ command, params }) => {
    await send(command, params);
  });
  // Pushes the attacker's socket got meanwhile (A's conversation had a message while it was open).
  for (const message of attackerSocket.received) {
    if (message.type === "command.result") continue;
    const text = JSON.stringify(message);
    const leaked = leaksOf("socket", text);
    if (leaked.length)
      findings.push({
        who: "B",
        what: `B: socket push ${message.type} leaked ${leaked.join(", ")}: ${around(text, secrets)}`,
      });
  }
  if (process.env.IDOR_DEBUG) {
    const counts = new Map<number, number>();
    for (const value of status.values()) counts.set(value, (counts.get(value) ?? 0) + 1);
    console.info(`socket: ${jobs.length} command shapes, results by status ${JSON.stringify([...counts])}`);
  }
  return sent.size;
}

describe("IDOR matrix: a second guest and an anonymous visitor with the first guest's ids", () => {
  it("answers nothing of the victim's and changes nothing of the victim's", async () => {
    const started = Date.now();
    const findings: Finding[] = [];
    const errors: string[] = [];
    const list = probes();
    if (process.env.IDOR_DEBUG) {
      console.info(
        Object.entries(before)
          .map(([table, rows]) => `${table}: ${rows.length}`)
          .join(", "),
      );
      console.info(
        `secrets: ${secrets.map((secret) => `${secret.name}=${secret.text.slice(0, 12)}`).join(", ")}`,
      );
      const counts = new Map<string, number>();
      for (const probe of list) counts.set(probe.key, (counts.get(probe.key) ?? 0) + 1);
      console.info(
        [...counts]
          .sort((a, b) => b[1] - a[1])
          .map(([k, n]) => `${n} ${k}`)
          .join("\n"),
      );
      console.info(
        book
          .keys()
          .map((k) => `${k}: ${[...(book.byKey.get(k) ?? [])].join(",")}`)
          .join("\n"),
      );
    }
    // Reads first, while the attacker owns nothing: any own state in an answer is the victim's.
    const watch = new Watch(before);
    const phase: string[] = [];
    let mark = Date.now();
    const lap = (name: string) => {
      phase.push(`${name} ${Date.now() - mark} ms`);
      mark = Date.now();
    };
    let calls = await runRest(
      list.filter((probe) => probe.method === "GET"),
      findings,
      errors,
      watch,
    );
    lap("reads");
    const queries = await runGraphql("Query", findings, errors);
    await watch.check("GraphQL queries", findings);
    lap("GraphQL queries");
    calls += await runRest(
      list.filter((probe) => probe.method !== "GET"),
      findings,
      errors,
      watch,
    );
    lap("writes");
    const mutations = await runGraphql("Mutation", findings, errors);
    await watch.check("GraphQL mutations", findings);
    lap("GraphQL mutations");
    const commands = await runSocket(findings);
    await watch.check("socket commands", findings);
    lap("socket");
    console.info(
      `IDOR matrix: ${book.all().length} victim ids, ${list.length} REST probes planned, ${calls} sent (B and anonymous), ` +
        `${queries} GraphQL queries and ${mutations} mutations x 2, ${commands} socket commands, ` +
        `${Object.keys(before).length} tables watched, ${Date.now() - started} ms (${phase.join(", ")})`,
    );
    if (errors.length)
      console.warn(
        `IDOR matrix: ${errors.length} server errors (not leaks):\n${errors.slice(0, 20).join("\n")}`,
      );
    expect(findings.map((finding) => finding.what)).toEqual([]);
    // The matrix had something to find: A owns rows everywhere (a new guest-owned table needs a
    // line in the setup above) and its own reads showed its own state.
    const empty = Object.entries(before)
      .filter(([table, rows]) => rows.length === 0 && !NOT_MADE_BY_GUESTS.has(table))
      .map(([table]) => table);
    expect(empty, "guest-owned tables the victim has no row in (add one to the setup)").toEqual([]);
    expect(victimOwnState.length).toBeGreaterThan(0);
  }, 600_000);
});
