import type { Language } from "../../common/languages.ts";
import { buildPath } from "../../common/routes/index.ts";
import {
  type ActorRow,
  type AlbumRow,
  type CategoryRow,
  performerFields,
  presentActorTile,
  presentAlbumTile,
  presentCategory,
  presentImage,
  presentVideo,
  type VideoRow,
} from "../modules/catalog/index.ts";

// GraphQL objects are the REST presenters' shapes plus the keys the field loaders need
// (`actorId`); nested objects (model, actor, guestInfo) are resolved by loaders.

const vxc = (value: number) => ({ value, currency: "VXC" });

/** A video row as the GraphQL Video (model and guestInfo come from loaders). */
export function gqlVideo(row: VideoRow, language: Language, now: Date, publicUrl: string) {
  const video = presentVideo(row, language, now);
  // `url` is an absolute path; concatenation instead of new URL() (30 per list add up).
  return { ...video, actorId: row.actorId, linkVX: `${publicUrl.replace(/\/$/, "")}${video.url}` };
}
export type GqlVideo = ReturnType<typeof gqlVideo>;

/** An actor row as the GraphQL Model. */
export function gqlModel(row: ActorRow, language: Language, now: Date) {
  return {
    ...presentActorTile(row, language, now),
    country: row.country,
    languages: row.languages,
    freeChat: row.freeChat,
    isOnlineMobileVideocall: row.isOnlineMobileVideocall,
    prices: {
      video: vxc(row.priceVideoChat),
      singlec2c: vxc(row.priceSingleC2c),
      message: vxc(row.priceMessage),
      voyeur: vxc(row.priceVoyeur),
      voucherChatMinutes: row.voucherChatMinutes,
    },
  };
}
export type GqlModel = ReturnType<typeof gqlModel>;

/** An album row as the GraphQL Album (actor and guestInfo come from loaders). */
export function gqlAlbum(row: AlbumRow, language: Language) {
  return {
    ...presentAlbumTile(row, language),
    ...performerFields("description", row.description, language, row.actor.languages),
    actorId: row.actorId,
  };
}
export type GqlAlbum = ReturnType<typeof gqlAlbum>;

/** A category for the lookups and SEO texts. */
export function gqlCategory(row: CategoryRow, language: Language) {
  return presentCategory(row, language);
}

/** The spec's actor lookup shape. */
export function gqlActorLookup(row: ActorRow, language: Language) {
  return {
    id: row.id,
    name: row.name,
    online: row.isOnline,
    link: buildPath(language, "actorProfile", { actorName: row.name }),
    avatarUrl: presentImage(row.avatar)?.src ?? null,
  };
}
