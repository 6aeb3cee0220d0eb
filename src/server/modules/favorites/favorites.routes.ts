import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  type TFavoriteActors,
  type TFavoriteIds,
  type TFavoritePinResult,
  ZFavoriteListQuery,
  ZFavoriteNotifications,
  ZFavoriteObject,
} from "../../../common/contracts/favorites.ts";
import { runCommand } from "../../lib/command.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { pinFavorite, setFavoriteNotifications, unpinFavorite } from "./commands.ts";
import { presentFavoriteActors } from "./presenter.ts";
import { favoriteActors, pinnedIds } from "./queries.ts";

const ZActorParams = z.object({ actorId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Favourites (spec core §4 "Favourites", §7): a logged-in guest pins and unpins actors, albums,
 * sedcards and pictures, lists favourite actors with their online state, and toggles e-mail
 * and SMS (with a verified mobile number) notifications per favourite actor. Every call needs
 * login; a pin or unpin records favorites.changed, which the guest's sockets hear as
 * `favorite.updated`.
 */
export async function favoritesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post("/guest/favorite/pin", async (request): Promise<TFavoritePinResult> => {
    const { guest } = await requireGuest(request);
    const { objectType, objectId } = parseInput(ZFavoriteObject, request.body);
    await runCommand(ctx, pinFavorite, { guestId: guest.id, objectType, objectId });
    return { success: true, objectType, objectId, pinned: true };
  });

  app.post("/guest/favorite/unpin", async (request): Promise<TFavoritePinResult> => {
    const { guest } = await requireGuest(request);
    const { objectType, objectId } = parseInput(ZFavoriteObject, request.body);
    await runCommand(ctx, unpinFavorite, { guestId: guest.id, objectType, objectId });
    return { success: true, objectType, objectId, pinned: false };
  });

  app.get("/guest/favorite/actors", async (request): Promise<TFavoriteActors> => {
    const { guest } = await requireGuest(request);
    return presentFavoriteActors(await favoriteActors(ctx.db, guest.id), request.language, ctx.now());
  });

  app.get("/guest/favorite/list", async (request): Promise<TFavoriteIds> => {
    const { guest } = await requireGuest(request);
    const { objectType } = parseInput(ZFavoriteListQuery, request.query);
    return { objectType, ids: await pinnedIds(ctx.db, guest.id, objectType) };
  });

  app.post("/guest/favorite/actor/:actorId/notifications", async (request) => {
    const { guest } = await requireGuest(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    const input = parseInput(ZFavoriteNotifications, request.body);
    const notify = await setFavoriteNotifications({ tx: ctx.db, guestId: guest.id, actorId, ...input });
    return { success: true, actorId, ...notify };
  });
}
