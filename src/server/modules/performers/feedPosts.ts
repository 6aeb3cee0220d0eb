import type { TCreatePost } from "../../../common/contracts/feed.ts";
import { runCommand } from "../../lib/command.ts";
import type { AppContext } from "../../lib/context.ts";
import { actorFeedMedia, actorPresences } from "../catalog/index.ts";
import { createPost } from "../feed/index.ts";

/** What a simulated performer writes with a new post. */
const POST_TEXTS = [
  { title: "Online now", text: "I just came online. Come and say hi!" },
  { title: "New pictures", text: "Fresh from today. Which one is your favourite?" },
  { title: "A little clip", text: "Something for you while I get ready for tonight." },
  { title: "Goal", text: "Let's reach the goal together: there is a surprise at the end." },
];

/**
 * One post of a simulated performer (the performer simulator's feed round): an online performer
 * (else anyone) posts a text with a tipping goal, free photos of her catalogue or a clip of hers,
 * through the feed's own command, so followers hear of it like of a real performer's post.
 * Answers the new post's id, or null when there is no performer.
 */
export async function simulateFeedPost(ctx: AppContext, random: () => number): Promise<number | null> {
  const all = await actorPresences(ctx.db);
  const online = all.filter((actor) => actor.isOnline);
  const pool = online.length ? online : all;
  const actor = pool[Math.floor(random() * pool.length)];
  if (!actor) return null;
  const media = (await actorFeedMedia(ctx.db, [actor.id], ctx.now())).get(actor.id);
  const pictures = (media?.pictures ?? []).filter((picture) => !picture.protected);
  const video = media?.videos[Math.floor(random() * (media?.videos.length ?? 0))];
  const words = POST_TEXTS[Math.floor(random() * POST_TEXTS.length)] as (typeof POST_TEXTS)[number];
  const base = { ...words, pinned: false, priceCoins: 0, fsk: 16 as const, goalCoins: null };
  const roll = random();
  let input: TCreatePost = { ...base, kind: "text", goalCoins: 100 + Math.floor(random() * 4) * 50 };
  if (roll < 0.4 && pictures.length) {
    const start = Math.floor(random() * pictures.length);
    input = { ...base, kind: "photos", imageIds: [pictures[start]?.imageId as number] };
  } else if (roll < 0.7 && video)
    input = {
      ...base,
      kind: "clip",
      videoId: video.id,
      fsk: video.ageRating === 18 ? 18 : 16,
      priceCoins: random() < 0.5 ? 30 : 0,
    };
  const post = await runCommand(ctx, createPost, { actorId: actor.id, input });
  return post.id;
}
