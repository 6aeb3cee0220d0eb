import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  buildActorSeoContent,
  type TActorPreviewImage,
  type TActorSeoContent,
  type TActorTVLivestream,
  type TOnlineActorsAmount,
  type TProfilePreview,
  type TSedcardsRatingResult,
  ZSedcardsRatingInput,
  ZSeoParams,
} from "../../../common/contracts/actors.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { runCommand } from "../../lib/command.ts";
import { notFound } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { memoizeAsync } from "../../lib/memoize.ts";
import { parseInput } from "../../lib/validate.ts";
import {
  actorCounts,
  actorProfile,
  actorVideoCounts,
  findActor,
  findActorAlbums,
  findSedcards,
  findTag,
} from "../catalog/index.ts";
import { sedcardsRatingCounts } from "../ratings/index.ts";
import { actorOnTv } from "../tv/index.ts";
import { presentPreviewImage, presentProfilePreview } from "./presenter.ts";
import { chatRatings } from "./queries.ts";
import { rateSedcards } from "./sedcardRatings.ts";

const ZActorParams = z.object({ actorId: z.coerce.number().int().positive().max(2_147_483_647) });
const ZNameParams = z.object({ actorIdOrName: z.string().min(1).max(64) });
/** The sedcards a preview picture may come from (never an 18-rated one). */
const PREVIEW_MAX_AGE_RATING = 16;

/**
 * Actor calls of spec core §7 beyond the profile: preview picture, profile preview card, online
 * amount, TV livestream state, SEO texts of a tag group, and the likes of an actor's sedcards.
 */
export async function actorProfileRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const ttl = ctx.config.catalogCacheSeconds * 1000;
  const actorOr404 = async (nameOrId: string | number) => {
    const actor = await findActor(ctx.db, nameOrId);
    if (!actor) throw notFound("Actor");
    return actor;
  };

  app.get("/actor/getActorPreviewImage/:actorIdOrName", async (request): Promise<TActorPreviewImage> => {
    const { actorIdOrName } = parseInput(ZNameParams, request.params);
    const actor = await actorOr404(actorIdOrName);
    const fromAvatar =
      actor.avatar && presentPreviewImage(actor, { source: "avatar", image: actor.avatar }, request.language);
    if (fromAvatar) return fromAvatar;
    for (const sedcard of await findSedcards(ctx.db, actor.id, PREVIEW_MAX_AGE_RATING)) {
      const picture = presentPreviewImage(
        actor,
        { source: "sedcard", image: sedcard.image },
        request.language,
      );
      if (picture) return picture;
    }
    throw notFound("Preview image");
  });

  const profilePreview = memoizeAsync(async (actorId: number) => {
    const actor = await actorOr404(actorId);
    const now = ctx.now();
    const [videos, albums, ratings] = await Promise.all([
      actorVideoCounts(ctx.db, actor.id, now),
      findActorAlbums(ctx.db, actor.id, now),
      chatRatings(ctx.db, actor.id, now),
    ]);
    return presentProfilePreview(actor, { videos: videos.all, albums: albums.length, ratings, now });
  }, ttl);
  app.get("/phoenix/get_profile_preview/:actorId", async (request): Promise<TProfilePreview> => {
    const { actorId } = parseInput(ZActorParams, request.params);
    return profilePreview(actorId);
  });

  // Short shared cache (CATALOG_CACHE_SECONDS): the amount is shown on every page.
  const onlineAmount = memoizeAsync(async () => (await actorCounts(ctx.db)).online, ttl);
  app.get("/monitoringActors/onlineActorsAmount", async (): Promise<TOnlineActorsAmount> => {
    return { amount: await onlineAmount() };
  });

  // There is no TV livestream product: the call answers that honestly (docs/decisions.md).
  app.get("/actor/getActorTVLivestreamDataById/:actorId", async (request): Promise<TActorTVLivestream> => {
    const { actorId } = parseInput(ZActorParams, request.params);
    const actor = await actorOr404(actorId);
    const onTv = await actorOnTv(app.ctx.db, actor.id, request.language, app.ctx.now());
    return {
      actorId: actor.id,
      hasLivestream: onTv !== null,
      isOnline: actor.isOnline,
      isCurrentlyTicketShow: actor.isCurrentlyTicketShow,
      livestream: onTv && {
        ...onTv,
        path: buildPath(request.language, onTv.channel === "free" ? "tvLivestream" : "tvPremiumLivestream"),
      },
    };
  });

  app.get("/seo/getActorSeoContent/:actorId/:tagGroup", async (request): Promise<TActorSeoContent> => {
    const { actorId, tagGroup } = parseInput(ZSeoParams, request.params);
    const language = request.language;
    const [profile, tag] = await Promise.all([
      actorProfile(ctx.db, language, String(actorId), ctx.now()),
      findTag(ctx.db, language, tagGroup),
    ]);
    if (!profile) throw notFound("Actor");
    if (!tag) throw notFound("Tag group");
    const count = profile.tagGroups.find((group) => group.groupKey === tag.groupKey)?.count ?? 0;
    return buildActorSeoContent(
      {
        actorId: profile.id,
        tagGroup: tag.groupKey,
        name: profile.name,
        age: profile.age,
        city: profile.city,
        country: profile.country,
        tag: tag.name,
        count,
      },
      language,
    );
  });

  app.post("/gallery/setSedcardsGuestRating/:actorId", async (request): Promise<TSedcardsRatingResult> => {
    const { guest } = await requireGuest(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    const { guestRating } = parseInput(ZSedcardsRatingInput, request.body);
    await runCommand(ctx, rateSedcards, { guestId: guest.id, actorId, value: guestRating });
    // Counted after the commit: every committed rating is in the answer, the caller's own included.
    const counts = await sedcardsRatingCounts(ctx.db, actorId, guest.id);
    return {
      objectType: "sedcards",
      objectId: actorId,
      guestRatingLikes: counts.likes,
      guestRatingDislikes: counts.dislikes,
      isLiked: counts.own === 1,
      isDisliked: counts.own === -1,
    };
  });
}
