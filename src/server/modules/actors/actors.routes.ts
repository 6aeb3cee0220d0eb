import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  type TActorInsights,
  type TActorState,
  type TPinnedPhotos,
  ZPinnedPhotosQuery,
  ZSedcardPayload,
  ZStoreActorNote,
} from "../../../common/contracts/actors.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { visitorCountry } from "../../lib/http/visitorCountry.ts";
import { imageSigner } from "../../lib/media/imageSigning.ts";
import { parseInput } from "../../lib/validate.ts";
import { isAgeChecked, isVip } from "../accounts/index.ts";
import { ticketShowFlags } from "../camshows/index.ts";
import { findActor, findSedcards, presentImage } from "../catalog/index.ts";
import { pinsOf } from "../favorites/index.ts";
import { sedcardsRatingCounts } from "../ratings/index.ts";
import { storeActorNote } from "./commands.ts";
import { pinnedPhotoRows, presentPinnedPhotos } from "./pinnedPhotos.ts";
import { isBannedIn } from "./policy.ts";
import { actorProfileRoutes } from "./profile.routes.ts";
import { actorNote, chatRatings, heatMap, interviews } from "./queries.ts";
import { actorSearchRoutes } from "./search.routes.ts";

const ZActorParams = z.object({ actorId: z.coerce.number().int().positive().max(2_147_483_647) });
const ZNameParams = z.object({ actorIdOrName: z.string().min(1).max(64) });

/**
 * Actor profile extras (spec core §7 "Actors"): the guest's private note, the actor's live state
 * with the banned-country flag, chat ratings, heat map and interviews, and sedcards by age rating.
 */
export async function actorsRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  await actorProfileRoutes(app);
  await actorSearchRoutes(app);
  const actorOr404 = async (nameOrId: string | number) => {
    const actor = await findActor(ctx.db, nameOrId);
    if (!actor) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
    return actor;
  };

  app.get("/actor/getActorNoteById/:actorId", async (request) => {
    const { guest } = await requireGuest(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    await actorOr404(actorId);
    return { success: true, note: await actorNote(ctx.db, guest.id, actorId) };
  });

  app.post("/actor/storeActorNote", async (request) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZStoreActorNote, request.body);
    const note = await storeActorNote(ctx.db, { guestId: guest.id, ...input, now: ctx.now() });
    return { success: true, note };
  });

  app.get("/actor/getActorStateById/:actorId", async (request): Promise<TActorState> => {
    const { actorId } = parseInput(ZActorParams, request.params);
    const actor = await actorOr404(actorId);
    return {
      actorId: actor.id,
      isOnline: actor.isOnline,
      isOnlineMobileVideocall: actor.isOnlineMobileVideocall,
      freeChat: actor.freeChat,
      isCurrentlyTicketShow: actor.isCurrentlyTicketShow,
      guestHasTicket:
        (await ticketShowFlags(ctx.db, [actor.id], (await request.auth())?.guest.id ?? null, ctx.now())).get(
          actor.id,
        )?.guestHasTicket ?? false,
      isBanned: isBannedIn(actor.bannedCountryCodes, visitorCountry(request, ctx.config.countryHeader)),
    };
  });

  app.get("/actor/getInsights/:actorId", async (request): Promise<TActorInsights> => {
    const { actorId } = parseInput(ZActorParams, request.params);
    const actor = await actorOr404(actorId);
    const now = ctx.now();
    const [ratings, map, list] = await Promise.all([
      chatRatings(ctx.db, actor.id, now),
      heatMap(ctx.db, actor, now),
      interviews(ctx.db, actor.id, request.language),
    ]);
    return { chatRatings: ratings, heatMap: map, interviews: list };
  });

  const sedcards = async (request: FastifyRequest, payload: unknown) => {
    const { actorIdOrName } = parseInput(ZNameParams, request.params);
    const { limit, fsk } = parseInput(ZSedcardPayload, payload);
    const actor = await actorOr404(actorIdOrName);
    const auth = await request.auth();
    if (fsk === 18) {
      if (auth?.guest.avsStatus !== "accepted")
        throw new AppError(AppErrorCode.NEED_AGE_CHECK, "Age-rated 18 sedcards need an accepted age check", {
          restriction: auth ? "needAgeCheck" : "needLogin",
        });
    }
    const sign = imageSigner(ctx.config.mediaSigningKey, auth?.guest.id, ctx.now());
    const [rows, rating] = await Promise.all([
      findSedcards(ctx.db, actor.id, fsk),
      sedcardsRatingCounts(ctx.db, actor.id, auth?.guest.id ?? null),
    ]);
    return {
      success: true,
      // The likes of the sedcards as a whole (gallery/setSedcardsGuestRating), with the caller's own.
      rating: {
        guestRatingLikes: rating.likes,
        guestRatingDislikes: rating.dislikes,
        isLiked: rating.own === 1,
        isDisliked: rating.own === -1,
      },
      sedcards: rows.slice(0, limit).flatMap((row) => {
        // 18-rated sedcards are protected files: URLs bound to the (age-checked) caller.
        const image = presentImage(row.image, sign);
        return image ? [{ id: row.id, ageRating: row.ageRating, image }] : [];
      }),
    };
  };
  app.get("/gallery/getsedcards/:actorIdOrName", (request) => sedcards(request, {}));
  app.get("/gallery/getsedcards/:actorIdOrName/:payload", (request) => {
    const raw = (request.params as { payload?: string }).payload ?? "{}";
    let payload: unknown;
    try {
      payload = JSON.parse(raw);
    } catch {
      throw new AppError(AppErrorCode.VALIDATION_FAILED, "The payload is not JSON");
    }
    return sedcards(request, payload);
  });

  // The guest's pinned album pictures and sedcard photos (pins: modules/favorites).
  app.get("/gallery/getPinnedPhotos", async (request): Promise<TPinnedPhotos> => {
    const { guest } = await requireGuest(request);
    const { offset, limit } = parseInput(ZPinnedPhotosQuery, request.query);
    const now = ctx.now();
    const { pins, total } = await pinsOf(ctx.db, guest.id, ["picture", "sedcard"], { offset, limit });
    const ids = (type: string) => pins.filter((pin) => pin.objectType === type).map((pin) => pin.objectId);
    const rows = await pinnedPhotoRows(
      ctx.db,
      guest.id,
      { pictures: ids("picture"), sedcards: ids("sedcard") },
      now,
    );
    const key = ctx.config.mediaSigningKey;
    const items = presentPinnedPhotos(pins, rows, {
      language: request.language,
      ageChecked: isAgeChecked(guest),
      vip: isVip(guest, now),
      sign: imageSigner(key, guest.id, now),
    });
    return { total, offset, limit, items };
  });
}
