import type {
  FavoriteObjectType,
  TFavoriteActors,
  TFavoriteIds,
  TFavoritePinResult,
} from "../../../common/contracts/favorites.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** The favourites REST calls (docs/REST.md "Favourites"); all need login. */
export const favoritesApi = {
  pinnedIds: (objectType: FavoriteObjectType) =>
    rest<TFavoriteIds>("guest/favorite/list", { payload: { objectType } }).then((r) => r.ids),
  setPinned: (objectType: FavoriteObjectType, objectId: number, pinned: boolean) =>
    rest<TFavoritePinResult>(pinned ? "guest/favorite/pin" : "guest/favorite/unpin", {
      method: "POST",
      payload: { objectType, objectId },
    }),
  actors: (language: Language) => rest<TFavoriteActors>("guest/favorite/actors", { language }),
  setEmailNotify: (actorId: number, email: boolean) =>
    rest<{ emailNotify: boolean }>(`guest/favorite/actor/${actorId}/notifications`, {
      method: "POST",
      payload: { email },
    }),
  setSmsNotify: (actorId: number, sms: boolean) =>
    rest<{ smsNotify: boolean }>(`guest/favorite/actor/${actorId}/notifications`, {
      method: "POST",
      payload: { sms },
    }),
  setPushNotify: (actorId: number, push: boolean) =>
    rest<{ pushNotify: boolean }>(`guest/favorite/actor/${actorId}/notifications`, {
      method: "POST",
      payload: { push },
    }),
};
