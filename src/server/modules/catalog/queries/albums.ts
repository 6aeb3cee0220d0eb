import { and, asc, desc, eq, lte, type SQL, sql } from "drizzle-orm";
import { ADULT_AGE_RATING } from "../../../../common/constants.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { actors, albumPictures, albums, images } from "../../../db/schema/catalog.ts";
import type { AlbumRow } from "../rows.ts";

const pictureCount = sql<number>`(select count(*)::int from ${albumPictures} where ${albumPictures.albumId} = ${albums.id})`;

/** The age rating of an album's cover: that of the album picture it shows, else the album's own. */
const coverAgeRating = sql<number>`coalesce((select ${albumPictures.ageRating} from ${albumPictures} where ${albumPictures.albumId} = ${albums.id} and ${albumPictures.imageId} = ${albums.coverImageId} order by ${albumPictures.position} limit 1), ${albums.ageRating})`;

/**
 * The join of an album's cover image (`images`). Tiles are shared by every visitor (catalogue cache,
 * anonymous page cache, anonymous GraphQL answers), so their cover must be 16-safe: an 18-rated cover
 * joins nothing (the tile comes with `cover: null`). `ageChecked` joins it anyway, for answers made
 * for one guest whose age check is accepted (docs/decisions.md "Age rating of album pictures").
 */
export function albumCoverJoin(ageChecked = false): SQL {
  const cover = eq(images.id, albums.coverImageId);
  return ageChecked ? cover : (and(cover, sql`${coverAgeRating} < ${ADULT_AGE_RATING}`) as SQL);
}

/** Published albums of an actor, newest first (tiles: 16-safe covers only). */
export async function findActorAlbums(db: DbOrTx, actorId: number, now: Date): Promise<AlbumRow[]> {
  const rows = await db
    .select({
      album: albums,
      actor: { id: actors.id, name: actors.name, languages: actors.languages },
      cover: images,
      pictureCount,
    })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .leftJoin(images, albumCoverJoin())
    .where(and(eq(albums.actorId, actorId), lte(albums.releasedAt, now)))
    .orderBy(desc(albums.releasedAt), desc(albums.id));
  return rows.map((r) => ({ ...r.album, actor: r.actor, cover: r.cover, pictureCount: r.pictureCount }));
}

/** One album of an actor with its pictures, or null (the cover as `albumCoverJoin(ageChecked)`). */
export async function findAlbum(db: DbOrTx, actorId: number, albumId: number, now: Date, ageChecked = false) {
  const [row] = await db
    .select({
      album: albums,
      actor: { id: actors.id, name: actors.name, languages: actors.languages },
      cover: images,
      pictureCount,
    })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .leftJoin(images, albumCoverJoin(ageChecked))
    .where(and(eq(albums.id, albumId), eq(albums.actorId, actorId), lte(albums.releasedAt, now)))
    .limit(1);
  if (!row) return null;
  const pictures = await db
    .select({ picture: albumPictures, image: images })
    .from(albumPictures)
    .innerJoin(images, eq(images.id, albumPictures.imageId))
    .where(eq(albumPictures.albumId, albumId))
    .orderBy(asc(albumPictures.position), asc(albumPictures.id));
  return {
    album: { ...row.album, actor: row.actor, cover: row.cover, pictureCount: row.pictureCount },
    pictures,
  };
}

/** Album totals. */
export async function albumCount(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(albums)
    .where(lte(albums.releasedAt, now));
  return row?.n ?? 0;
}
