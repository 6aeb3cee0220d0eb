import { copyFile, mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { and, eq, gte, inArray, or } from "drizzle-orm";
import { ADULT_AGE_RATING } from "../../../../common/constants.ts";
import { assertMediaKey } from "../../../adapters/media-store/mediaStore.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { actorSedcards, albumPictures, images } from "../../../db/schema/catalog.ts";
import { IMAGE_WIDTHS } from "../../../lib/media/imageWidths.ts";
import { webpKeyOf } from "../../../lib/media/webpImages.ts";

const exists = async (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Moves a file, across file systems too; a missing source is fine when the target is there already. */
async function moveFile(from: string, to: string): Promise<void> {
  if (!(await exists(from))) return;
  await mkdir(path.dirname(to), { recursive: true });
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    await copyFile(from, to);
    await rm(from, { force: true });
  }
}

const fileIn = (root: string, key: string) => {
  assertMediaKey(key);
  return path.join(root, ...key.split("/"));
};

/**
 * A start-up step for data written before 18-rated images were protected: every image an 18-rated
 * album picture or sedcard uses, still public, moves from the public media directory (served as
 * static files under /media) to the protected store and is marked protected, so it is served only by
 * signed, guest-bound URLs. Files move first, then the flag: a step cut short is redone at the next
 * start, and no moment exists where the flag says protected while the file is still public only.
 * Returns the number of images moved.
 */
export async function protectAdultImages(options: {
  db: DbOrTx;
  mediaDir: string;
  protectedMediaDir: string;
}): Promise<number> {
  const { db } = options;
  const adult = or(
    inArray(
      images.id,
      db
        .select({ id: albumPictures.imageId })
        .from(albumPictures)
        .where(gte(albumPictures.ageRating, ADULT_AGE_RATING)),
    ),
    inArray(
      images.id,
      db
        .select({ id: actorSedcards.imageId })
        .from(actorSedcards)
        .where(gte(actorSedcards.ageRating, ADULT_AGE_RATING)),
    ),
  );
  const rows = await db
    .select({ id: images.id, path: images.path })
    .from(images)
    .where(and(eq(images.protected, false), adult));
  for (const row of rows) {
    // The picture files and their WebP copies (webpImages.ts): none of them stays public.
    for (const width of IMAGE_WIDTHS) {
      const key = `${row.path}-w${width}.jpg`;
      for (const file of [webpKeyOf(key), key])
        await moveFile(fileIn(options.mediaDir, file), fileIn(options.protectedMediaDir, file));
    }
    await db.update(images).set({ protected: true }).where(eq(images.id, row.id));
  }
  return rows.length;
}
