import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { images } from "../../../db/schema/catalog.ts";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { sniffKind } from "./files.ts";
import { ImportFileError, type ImportStores, storeImage } from "./media.ts";

/**
 * Stores one uploaded picture (JPEG, PNG or WebP) as a catalogue image in the three widths (the
 * import's storeImage: paid pictures in the protected store) and answers its images row id (the
 * same file uploaded twice is one row). A file that is no readable image or too narrow is a
 * VALIDATION_FAILED. The files are written before the row: a row never names missing files.
 */
export async function storeUploadedImage(options: {
  db: DbOrTx;
  stores: ImportStores;
  data: Buffer;
  isProtected: boolean;
  ref: string;
}): Promise<number> {
  const { db, data, isProtected, ref } = options;
  const kind = sniffKind(data.subarray(0, 16));
  if (kind !== "jpeg" && kind !== "png" && kind !== "webp")
    throw new AppError(AppErrorCode.VALIDATION_FAILED, `${ref}: not a JPEG, PNG or WebP picture`);
  const file = {
    ref,
    sha256: createHash("sha256").update(data).digest("hex"),
    size: data.length,
    kind,
    read: async () => data,
  };
  let stored: Awaited<ReturnType<typeof storeImage>>;
  try {
    stored = await storeImage(options.stores, file, isProtected);
  } catch (error) {
    if (error instanceof ImportFileError)
      throw new AppError(AppErrorCode.VALIDATION_FAILED, `${ref}: ${error.message}`);
    throw error;
  }
  const { image } = stored;
  await db
    .insert(images)
    .values({
      path: image.path,
      width: image.width,
      height: image.height,
      color: image.color,
      protected: isProtected,
    })
    .onConflictDoNothing();
  const [row] = await db.select({ id: images.id }).from(images).where(eq(images.path, image.path));
  if (!row) throw new AppError(AppErrorCode.INTERNAL, "The picture was not stored");
  return row.id;
}
