import { and, eq } from "drizzle-orm";
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
import { favorites } from "../../db/schema/index.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { parseInput } from "../../lib/validate.ts";
import { pushToGuest } from "../../realtime/publish.ts";
import { presentActorTile } from "../catalog/presenter.ts";
import { favoriteActors, objectExists, pinnedIds } from "./queries.ts";

const ZActorParams = z.object({ actorId: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Favourites (spec core §4 "Favourites", §7): a logged-in guest pins and unpins actors, albums,
 * sedcards and pictures, lists favourite actors with their online state, and toggles e-mail
 * (and, once phones can be verified, SMS) notifications per favourite actor. Every call needs
 * login; a pin or unpin is pushed to the guest's sockets as `favorite.updated`.
 */
export async function favoritesRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post("/guest/favorite/pin", async (request): Promise<TFavoritePinResult> => {
    const { guest } = await requireGuest(request);
    const { objectType, objectId } = parseInput(ZFavoriteObject, request.body);
    const inserted = await ctx.db.transaction(async (tx) => {
      if (!(await objectExists(tx, objectType, objectId)))
        throw new AppError(AppErrorCode.NOT_FOUND, `No ${objectType} with id ${objectId}`);
      return tx
        .insert(favorites)
        .values({ guestId: guest.id, objectType, objectId })
        .onConflictDoNothing()
        .returning({ objectId: favorites.objectId });
    });
    if (inserted.length > 0)
      await pushToGuest(
        ctx,
        guest.id,
        { type: "favorite.updated", objectType, objectId, pinned: true },
        request.log,
      );
    return { success: true, objectType, objectId, pinned: true };
  });

  app.post("/guest/favorite/unpin", async (request): Promise<TFavoritePinResult> => {
    const { guest } = await requireGuest(request);
    const { objectType, objectId } = parseInput(ZFavoriteObject, request.body);
    const deleted = await ctx.db
      .delete(favorites)
      .where(
        and(
          eq(favorites.guestId, guest.id),
          eq(favorites.objectType, objectType),
          eq(favorites.objectId, objectId),
        ),
      )
      .returning({ objectId: favorites.objectId });
    if (deleted.length > 0)
      await pushToGuest(
        ctx,
        guest.id,
        { type: "favorite.updated", objectType, objectId, pinned: false },
        request.log,
      );
    return { success: true, objectType, objectId, pinned: false };
  });

  app.get("/guest/favorite/actors", async (request): Promise<TFavoriteActors> => {
    const { guest } = await requireGuest(request);
    const now = ctx.now();
    const rows = await favoriteActors(ctx.db, guest.id);
    const items = rows.map((row) => ({
      ...presentActorTile(row.actor, request.language, now),
      emailNotify: row.emailNotify,
      smsNotify: row.smsNotify,
      pinnedAt: row.pinnedAt.toISOString(),
    }));
    return { items, onlineCount: items.filter((item) => item.isOnline).length };
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
    if (input.sms === true)
      throw new AppError(
        AppErrorCode.CONFLICT,
        "SMS notifications need a verified phone number, and phone verification is not available yet",
      );
    const [row] = await ctx.db
      .update(favorites)
      .set({
        ...(input.email === undefined ? {} : { emailNotify: input.email }),
        ...(input.sms === undefined ? {} : { smsNotify: input.sms }),
      })
      .where(
        and(
          eq(favorites.guestId, guest.id),
          eq(favorites.objectType, "actor"),
          eq(favorites.objectId, actorId),
        ),
      )
      .returning();
    if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "This actor is not among the guest's favourites");
    return { success: true, actorId, emailNotify: row.emailNotify, smsNotify: row.smsNotify };
  });
}
