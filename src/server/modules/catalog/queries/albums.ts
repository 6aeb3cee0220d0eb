import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { actors, albumPictures, albums, images } from "../../../db/schema/index.ts";
import type { AlbumRow } from "../rows.ts";

const pictureCount = sql<number>`(select count(*)::int from ${albumPictures} where ${albumPictures.albumId} = ${albums.id})`;

/** Published albums of an actor, newest first. */
export async function findActorAlbums(db: DbOrTx, actorId: number, now: Date): Promise<AlbumRow[]> {
  const rows = await db
    .select({ album: albums, actor: { id: actors.id, name: actors.name }, cover: images, pictureCount })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .leftJoin(images, eq(images.id, albums.coverImageId))
    .where(and(eq(albums.actorId, actorId), lte(albums.releasedAt, now)))
    .orderBy(desc(albums.releasedAt), desc(albums.id));
  return rows.map((r) => ({ ...r.album, actor: r.actor, cover: r.cover, pictureCount: r.pictureCount }));
}

/** One album of an actor with its pictures, or null. */
export async function findAlbum(db: DbOrTx, actorId: number, albumId: number, now: Date) {
  const [row] = await db
    .select({ album: albums, actor: { id: actors.id, name: actors.name }, cover: images, pictureCount })
    .from(albums)
    .innerJoin(actors, eq(actors.id, albums.actorId))
    .leftJoin(images, eq(images.id, albums.coverImageId))
    .where(and(eq(albums.id, albumId), eq(albums.actorId, actorId), lte(albums.releasedAt, now)))
    .limit(1);
  if (!row) return null;
  const pictures = await db
    .select({ picture: albumPictures, image: images })
    .from(albumPictures)
    .innerJoin(images, eq(images.id, albumPictures.imageId))
    .where(eq(albumPictures.albumId, albumId))
    .orderBy(asc(albumPictures.position));
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
