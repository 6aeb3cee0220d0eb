import type { FastifyInstance } from "fastify";
import {
  type TLibraryChange,
  type TLibraryItem,
  type TLibraryPage,
  ZLibraryItemRef,
  ZLibraryQuery,
} from "../../../common/contracts/library.ts";
import { pickLocalized } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { imageSigner } from "../../lib/media/imageSigning.ts";
import { parseInput } from "../../lib/validate.ts";
import { pictureLock } from "../catalog/policy.ts";
import { presentImage } from "../catalog/presenter.ts";
import type { ImageRow } from "../catalog/rows.ts";
import { setArchived } from "./commands/archive.ts";
import { presentAlbumItem, presentVideoItem } from "./presenter.ts";
import { boughtAlbums, boughtCounts, boughtVideos, pinnedAlbumsAndPictures, pinnedCount } from "./queries.ts";

/**
 * The media library (spec content §2, `/{lang}/{account}/mediathek/`): what the logged-in guest
 * bought (shop tab), pinned (albums and pictures) and archived, by media type VIDEO or PHOTO.
 * Every call works on the caller's own library only.
 */
export async function libraryRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const key = ctx.config.mediaSigningKey;

  app.get("/mediathek/items", async (request): Promise<TLibraryPage> => {
    const { guest } = await requireGuest(request);
    const { tab, mediaType, offset, limit } = parseInput(ZLibraryQuery, request.query);
    const language = request.language;
    const now = ctx.now();
    // Covers and previews are public; a picture behind a paywall gets a signed URL for its owner.
    const sign = imageSigner(key, guest.id, now);
    const image = (row: ImageRow | null) => presentImage(row, sign);
    const kind = mediaType === "VIDEO" ? "video" : "album";
    const ageChecked = guest.avsStatus === "accepted";
    const [bought, pinned] = await Promise.all([
      boughtCounts(ctx.db, guest.id, kind),
      mediaType === "PHOTO" ? pinnedCount(ctx.db, guest.id) : 0,
    ]);
    const counts = { shop: bought.shop, archive: bought.archive, pinned };
    const page = { limit, offset };
    let items: TLibraryItem[] = [];
    if (tab !== "pinned") {
      const archived = tab === "archive";
      const source = archived ? "ARCHIVED" : "PURCHASED";
      items =
        kind === "video"
          ? (await boughtVideos(ctx.db, guest.id, archived, page)).map((row) =>
              presentVideoItem(row, source, language, image),
            )
          : (await boughtAlbums(ctx.db, guest.id, archived, page, ageChecked)).map((row) =>
              presentAlbumItem(row, row.archivedAt ?? row.boughtAt, source, language, image),
            );
    } else if (mediaType === "PHOTO") {
      const found = await pinnedAlbumsAndPictures(ctx.db, guest.id, page, now, ageChecked);
      const albumsById = new Map(found.albumRows.map((row) => [row.album.id, row]));
      const picturesById = new Map(found.pictureRows.map((row) => [row.id, row]));
      items = found.pins.flatMap((pin): TLibraryItem[] => {
        if (pin.objectType === "album") {
          const row = albumsById.get(pin.objectId);
          return row ? [presentAlbumItem(row, pin.at, "PINNED", language, image)] : [];
        }
        const row = picturesById.get(pin.objectId);
        if (!row) return [];
        const lockReason = pictureLock(
          row.album,
          { ageRating: row.ageRating, index: row.position },
          { ageChecked, owned: found.ownedAlbums.has(row.album.id) },
        );
        return [
          {
            objectType: "picture",
            id: row.id,
            title: `${pickLocalized(row.album.title, language)} · ${row.position + 1}`,
            actor: row.actor,
            image: lockReason ? null : image(row.image),
            url: buildPath(language, "actorAlbum", { actorName: row.actor.name, albumId: row.album.id }),
            source: "PINNED",
            origin: "SHOP",
            at: pin.at.toISOString(),
            durationSec: null,
            pictureCount: null,
            locked: lockReason !== null,
            lockReason,
          },
        ];
      });
    }
    const total = counts[tab];
    return { tab, mediaType, items, total, offset, counts };
  });

  for (const [path, archived] of [
    ["/mediathek/archive", true],
    ["/mediathek/restore", false],
  ] as const) {
    app.post(path, async (request): Promise<TLibraryChange> => {
      const { guest } = await requireGuest(request);
      const { objectType, objectId } = parseInput(ZLibraryItemRef, request.body);
      await ctx.db.transaction((tx) =>
        setArchived({ tx, guestId: guest.id, objectType, objectId, archived, now: ctx.now() }),
      );
      return { success: true, objectType, objectId, archived };
    });
  }
}
