import { and, asc, between, desc, eq, inArray } from "drizzle-orm";
import type {
  DailyOfferKind,
  TConsumedOffer,
  TDailyContent,
  TDailyOffer,
} from "../../../common/contracts/values/dailybonus.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/builders.ts";
import type { DbOrTx } from "../../db/client.ts";
import { dailyClaims, dailyOffers } from "../../db/schema/dailybonus.ts";
import {
  actorNamesOf,
  albumItemsByIds,
  findVideos,
  imagesByIds,
  presentImage,
  presentVideo,
} from "../catalog/index.ts";
import { giftsByIds } from "../gifts/index.ts";
import { effectOf } from "./effects.ts";

export type OfferRow = typeof dailyOffers.$inferSelect;

/** What a guest's claim adds to an offer: that she claimed it, her merchandise code, when. */
type ClaimFacts = { code: string | null; claimedAt: Date };

/**
 * Presents offers with their content (videos, albums, wallpapers, gifts and models read from
 * their owners, one query each), for `claims` of the asking guest (null: anonymous).
 */
export async function presentOffers(
  db: DbOrTx,
  rows: OfferRow[],
  options: { language: Language; now: Date; claims: Map<number, ClaimFacts> | null },
): Promise<TDailyOffer[]> {
  const { language, now } = options;
  const ids = (pick: (row: OfferRow) => number | null) => [
    ...new Set(rows.map(pick).filter((id): id is number => id !== null)),
  ];
  const videoIds = ids((r) => r.videoId);
  const [videoRows, albumRows, giftRows, imageRows, actorNames] = await Promise.all([
    videoIds.length === 0
      ? { rows: [] }
      : findVideos(db, {
          filter: { ids: videoIds },
          order: "newest",
          offset: 0,
          limit: videoIds.length,
          now,
        }),
    albumItemsByIds(
      db,
      ids((r) => r.albumId),
    ),
    giftsByIds(
      db,
      ids((r) => r.giftId),
    ),
    imagesByIds(
      db,
      ids((r) => r.imageId),
    ),
    actorNamesOf(
      db,
      ids((r) => r.actorId),
    ),
  ]);
  const videos = new Map(videoRows.rows.map((row) => [row.id, row]));
  const albums = new Map(albumRows.map((row) => [row.album.id, row]));
  const images = new Map(imageRows.map((row) => [row.id, row]));

  const contentOf = (row: OfferRow): { content: TDailyContent | null; model: TDailyOffer["model"] } => {
    const video = row.videoId === null ? undefined : videos.get(row.videoId);
    if (video) {
      const shown = presentVideo(video, language, now);
      return {
        content: {
          type: "video",
          id: video.id,
          title: shown.title,
          image: shown.preview,
          price: video.regularPrice ?? video.price,
          dailyBonusPrice: video.dailyBonusPrice,
          url: shown.url,
        },
        model: { id: video.actor.id, name: video.actor.name },
      };
    }
    const model = row.actorId === null ? null : { id: row.actorId, name: actorNames.get(row.actorId) ?? "" };
    const gift = row.giftId === null ? undefined : giftRows.get(row.giftId);
    if (gift) {
      const image = { src: gift.imageUrl, srcSet: gift.imageUrl, width: 320, height: 320, color: "#000000" };
      return {
        content: {
          type: "gift",
          id: gift.id,
          title: pickLocalized(gift.names, language),
          image,
          price: null,
          dailyBonusPrice: null,
          url: null,
        },
        model,
      };
    }
    const album = row.albumId === null ? undefined : albums.get(row.albumId);
    const wallpaper = row.imageId === null ? undefined : images.get(row.imageId);
    const image = wallpaper ?? album?.image ?? null;
    if (!image) return { content: null, model };
    return {
      content: {
        type: "wallpaper",
        id: image.id,
        title: album ? pickLocalized(album.album.title, language) : "",
        image: presentImage(image),
        price: null,
        dailyBonusPrice: null,
        url: album
          ? buildPath(language, "actorAlbum", { actorName: album.actor.name, albumId: album.album.id })
          : null,
      },
      model: model ?? (album ? { id: album.actor.id, name: album.actor.name } : null),
    };
  };

  return rows.map((row) => {
    const kind = row.kind as DailyOfferKind;
    const { content, model } = contentOf(row);
    const claim = options.claims?.get(row.id);
    const value = kind === "video" ? (content?.dailyBonusPrice ?? content?.price ?? row.value) : row.value;
    return {
      offerId: row.id,
      date: row.day,
      offer: kind,
      title: pickLocalized(row.title, language) || content?.title || "",
      conditions: { vipOnly: row.vipOnly, loginRequired: true },
      effect: effectOf(kind, value, claim?.code ?? null),
      quantity: row.quantity,
      purchased: row.purchased,
      free: row.free,
      soldOut: row.quantity !== null && row.purchased >= row.quantity,
      content,
      model,
      claimed: options.claims === null ? null : claim !== undefined,
    };
  });
}

/** The offers of a Berlin date, in slot order, with the guest's claims (guestId null: anonymous). */
export async function offersOfDate(
  db: DbOrTx,
  options: { date: string; guestId: number | null; language: Language; now: Date },
): Promise<TDailyOffer[]> {
  const rows = await db
    .select()
    .from(dailyOffers)
    .where(eq(dailyOffers.day, options.date))
    .orderBy(asc(dailyOffers.slot), asc(dailyOffers.id));
  let claims: Map<number, ClaimFacts> | null = null;
  if (options.guestId !== null) {
    const claimed =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(dailyClaims)
            .where(
              and(
                eq(dailyClaims.guestId, options.guestId),
                inArray(
                  dailyClaims.offerId,
                  rows.map((row) => row.id),
                ),
              ),
            );
    claims = new Map(claimed.map((c) => [c.offerId, { code: c.code, claimedAt: c.createdAt }]));
  }
  return presentOffers(db, rows, { language: options.language, now: options.now, claims });
}

/** The guest's claimed offers, newest first (spec: consumed offers, default 31). */
export async function consumedOffers(
  db: DbOrTx,
  options: { guestId: number; limit: number; language: Language; now: Date },
): Promise<TConsumedOffer[]> {
  const rows = await db
    .select({ offer: dailyOffers, claim: dailyClaims })
    .from(dailyClaims)
    .innerJoin(dailyOffers, eq(dailyOffers.id, dailyClaims.offerId))
    .where(eq(dailyClaims.guestId, options.guestId))
    .orderBy(desc(dailyClaims.createdAt), desc(dailyClaims.id))
    .limit(options.limit);
  const claims = new Map(rows.map((r) => [r.offer.id, { code: r.claim.code, claimedAt: r.claim.createdAt }]));
  const offers = await presentOffers(
    db,
    rows.map((r) => r.offer),
    { language: options.language, now: options.now, claims },
  );
  return offers.map((offer, i) => ({
    offer,
    claimedAt: (rows[i] as (typeof rows)[number]).claim.createdAt.toISOString(),
  }));
}

/** An offer by id, or null. */
export async function findOffer(db: DbOrTx, offerId: number): Promise<OfferRow | null> {
  const [row] = await db.select().from(dailyOffers).where(eq(dailyOffers.id, offerId)).limit(1);
  return row ?? null;
}

/** The offers from one Berlin date to another (the operator's view), by day and slot. */
export async function offersBetween(
  db: DbOrTx,
  options: { from: string; to: string; now: Date },
): Promise<TDailyOffer[]> {
  const rows = await db
    .select()
    .from(dailyOffers)
    .where(between(dailyOffers.day, options.from, options.to))
    .orderBy(asc(dailyOffers.day), asc(dailyOffers.slot));
  return presentOffers(db, rows, { language: "en", now: options.now, claims: null });
}
