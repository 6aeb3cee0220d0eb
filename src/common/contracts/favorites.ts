import { z } from "zod";
import type { TActorTile } from "./catalog.ts";
import { FAVORITE_OBJECT_TYPES, type FavoriteObjectType } from "./values/favorites.ts";

export * from "./values/favorites.ts";

const ZObjectId = z.number().int().positive().max(2_147_483_647);

/** POST guest/favorite/pin and guest/favorite/unpin. */
export const ZFavoriteObject = z.strictObject({
  objectType: z.enum(FAVORITE_OBJECT_TYPES),
  objectId: ZObjectId,
});
export type TFavoriteObject = z.infer<typeof ZFavoriteObject>;

/** GET guest/favorite/list?objectType=… */
export const ZFavoriteListQuery = z.object({ objectType: z.enum(FAVORITE_OBJECT_TYPES) });

/** POST guest/favorite/actor/{actorId}/notifications: at least one of the three toggles. */
export const ZFavoriteNotifications = z
  .strictObject({ email: z.boolean().optional(), sms: z.boolean().optional(), push: z.boolean().optional() })
  .refine((value) => value.email !== undefined || value.sms !== undefined || value.push !== undefined, {
    message: "email, sms or push is required",
  });

/** The answer of pin and unpin. */
export interface TFavoritePinResult {
  success: true;
  objectType: FavoriteObjectType;
  objectId: number;
  pinned: boolean;
}

/** A favourite actor: the actor tile plus the guest's notification toggles for it. */
export interface TFavoriteActor extends TActorTile {
  emailNotify: boolean;
  smsNotify: boolean;
  /** Web pushes of her coming online (default on). */
  pushNotify: boolean;
  pinnedAt: string;
}

/** GET guest/favorite/actors (spec core §3: items (id, isOnline) and onlineCount). */
export interface TFavoriteActors {
  items: TFavoriteActor[];
  onlineCount: number;
}

/** GET guest/favorite/list: the pinned ids of one object type. */
export interface TFavoriteIds {
  objectType: FavoriteObjectType;
  ids: number[];
}
