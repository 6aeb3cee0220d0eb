import type { TCreatePost } from "../../common/contracts/feed.ts";
import type { Db, Tx } from "../db/client.ts";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { signup } from "../modules/accounts/index.ts";
import { actorFeedMedia, actorPresences } from "../modules/catalog/index.ts";
import {
  commentAsPerformer,
  commentPost,
  createPost,
  feedTotals,
  setPostLike,
  tipPost,
} from "../modules/feed/index.ts";
import { credit } from "../modules/wallet/index.ts";
import { prng } from "./art.ts";

type Texts = { title: string; text: string };

/** What the demo performers write (English: posts are the performer's own words, in her language). */
const TEXTS: Texts[] = [
  { title: "Good morning!", text: "Coffee, sunshine and a long day ahead. Who is joining me later?" },
  { title: "New set", text: "Shot these last weekend by the window. Tell me which one you like best." },
  { title: "Tonight", text: "I am online from nine tonight. Bring your best mood!" },
  { title: "Thank you", text: "You made my week. Thank you for every message and every tip." },
  { title: "Backstage", text: "A little look behind the scenes of my last show." },
  { title: "Help me get there", text: "If we reach the goal, there is a special show for all of you." },
];
const COMMENTS = [
  "Wow, stunning!",
  "Can't wait for tonight 😍",
  "You are the best.",
  "Love this one!",
  "More of this please!",
];
const REPLIES = ["Thank you, darling! 💋", "See you later ❤️", "Glad you like it!"];
/** The demo's fans who comment, like and tip (never logged in: their passwords are random). */
const FANS = ["Marco", "Jens", "Lucía", "Pieter"];

const HOUR = 3_600_000;

/**
 * The demo feed (issue 28): for every demo performer posts of every kind (a text, a free clip,
 * free photos, paid photos and a paid clip where her catalogue has the media, some with a tipping
 * goal), published over the last days relative to `now`, with the fans' comments, the performer's
 * replies, likes and tips. Everything goes through the feed's own commands in the seed's transaction.
 */
export async function seedDemoFeed(tx: Tx, actorIds: number[], now: Date): Promise<number> {
  const fans: number[] = [];
  for (const [index, name] of FANS.entries()) {
    const { guest } = await signup({
      tx,
      input: { email: `fan${index + 1}@velvet.example`, password: crypto.randomUUID(), name },
      language: index === 2 ? "es" : index === 3 ? "nl" : "de",
      site: null,
      now: new Date(now.getTime() - 30 * 24 * HOUR),
    });
    await credit({ tx, guestId: guest.id, coins: 20_000, kind: "credit", reason: "demo" });
    fans.push(guest.id);
  }
  const media = await actorFeedMedia(tx, actorIds, now);
  let posts = 0;
  for (const [order, actorId] of actorIds.entries()) {
    const random = prng(actorId * 104_729);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const { videos, pictures } = media.get(actorId) ?? { videos: [], pictures: [] };
    const open = pictures.filter((p) => !p.protected);
    const locked = pictures.filter((p) => p.protected);
    const drafts: TCreatePost[] = [];
    const base = { pinned: false, goalCoins: null, priceCoins: 0, fsk: 16 as const };
    const words = pick(TEXTS);
    drafts.push({
      ...base,
      kind: "text",
      ...words,
      goalCoins: random() < 0.4 ? 100 + Math.floor(random() * 4) * 50 : null,
    });
    if (videos[0])
      drafts.push({
        ...base,
        kind: "clip",
        ...pick(TEXTS),
        videoId: videos[0].id,
        fsk: videos[0].ageRating === 18 ? 18 : 16,
      });
    if (open.length)
      drafts.push({
        ...base,
        kind: "photos",
        ...pick(TEXTS),
        imageIds: open.slice(0, 3).map((p) => p.imageId),
      });
    if (locked.length)
      drafts.push({
        ...base,
        kind: "photos",
        ...pick(TEXTS),
        priceCoins: 20 + Math.floor(random() * 5) * 10,
        fsk: locked.some((p) => p.ageRating === 18) ? 18 : 16,
        imageIds: locked.slice(0, 4).map((p) => p.imageId),
      });
    if (videos[1])
      drafts.push({
        ...base,
        kind: "clip",
        ...pick(TEXTS),
        videoId: videos[1].id,
        priceCoins: 40 + Math.floor(random() * 4) * 10,
        goalCoins: random() < 0.3 ? 200 : null,
        fsk: videos[1].ageRating === 18 ? 18 : 16,
      });
    for (const [index, input] of drafts.entries()) {
      // Spread over the last four days, the newest a few hours old; the first post pinned now and then.
      const publishedAt = new Date(
        now.getTime() - (2 + index * 17 + Math.floor(random() * 12)) * HOUR - order * 60_000,
      );
      const post = await createPost({
        tx,
        actorId,
        input: { ...input, pinned: index === 0 && random() < 0.2 },
        now,
        publishedAt,
      });
      posts++;
      await engage(tx, {
        postId: post.id,
        actorId,
        fans,
        random,
        at: publishedAt,
        now,
        goal: input.goalCoins ?? null,
      });
    }
  }
  return posts;
}

/** Fans' likes, comments (with the performer's replies) and tips on one post, after it was published. */
async function engage(
  tx: Tx,
  o: {
    postId: number;
    actorId: number;
    fans: number[];
    random: () => number;
    at: Date;
    now: Date;
    goal: number | null;
  },
) {
  const later = (hours: number) => new Date(Math.min(o.now.getTime(), o.at.getTime() + hours * HOUR));
  for (const guestId of o.fans)
    if (o.random() < 0.5) await setPostLike({ tx, postId: o.postId, guestId, like: true, now: later(1) });
  if (o.random() < 0.6) {
    const fan = o.fans[Math.floor(o.random() * o.fans.length)] as number;
    const comment = await commentPost({
      tx,
      guestId: fan,
      postId: o.postId,
      text: COMMENTS[Math.floor(o.random() * COMMENTS.length)] as string,
      repliesToCommentId: null,
      now: later(1.5),
    }).catch((error: unknown) => {
      // A fan over the comment rate limit at that moment simply does not comment (refused before any write).
      if (error instanceof AppError && error.code === AppErrorCode.RATE_LIMITED) return null;
      throw error;
    });
    if (comment && o.random() < 0.7)
      await commentAsPerformer({
        tx,
        actorId: o.actorId,
        postId: o.postId,
        text: REPLIES[Math.floor(o.random() * REPLIES.length)] as string,
        repliesToCommentId: comment.id,
        now: later(2),
      });
  }
  if (o.goal !== null)
    for (const guestId of o.fans.slice(0, 2))
      await tipPost({
        tx,
        guestId,
        postId: o.postId,
        coins: Math.ceil((o.goal * (0.15 + o.random() * 0.3)) / 5) * 5,
        now: later(3),
      });
}

/**
 * The demo feed on a data dir seeded before the feed existed (the catalogue seed runs on an empty
 * database only): seeded once, in one transaction, when the feed has no post at all. Returns the
 * posts written (0 when the feed had posts or there are no performers).
 */
export async function ensureDemoFeed(db: Db, now: Date): Promise<number> {
  const totals = await feedTotals(db, { type: "mixed", modelId: null, guestId: null }, now);
  if ((totals?.totalCount ?? 0) > 0) return 0;
  const actorIds = (await actorPresences(db)).map((actor) => actor.id);
  if (actorIds.length === 0) return 0;
  return db.transaction((tx) => seedDemoFeed(tx, actorIds, now));
}
