import { eq, inArray } from "drizzle-orm";
import type { ImportCounts } from "../../../../../common/contracts/contentImport.ts";
import type { Tx } from "../../../../db/client.ts";
import { collections, collectionVideos, videos } from "../../../../db/schema/catalog.ts";
import type { ValidManifest } from "../validate.ts";
import { fullTexts, reconcileTable, tally, texts } from "./writeRows.ts";

const COLLECTION_COLUMNS = {
  externalId: collections.externalId,
  title: collections.title,
  description: collections.description,
  position: collections.position,
};

/**
 * Writes the manifest's video collections (matched on externalId) and their video lists: a list
 * that differs from the stored one replaces it, in the manifest's order. Videos are of the manifest
 * (`videoIds`) or imported before (validated).
 */
export async function writeCollections(
  tx: Tx,
  manifest: ValidManifest,
  videoIds: Map<string, number>,
  counter: ImportCounts,
  step: () => void,
): Promise<void> {
  if (manifest.collections.length === 0) return;
  const rows = manifest.collections.map((c) => ({
    externalId: c.externalId,
    title: fullTexts(c.title),
    description: texts(c.description),
    position: c.position,
  }));
  const { ids, created, changed } = await reconcileTable({
    tx,
    table: collections,
    columns: COLLECTION_COLUMNS,
    rows,
    step,
  });

  const videoIdOf = await videoResolver(
    tx,
    videoIds,
    manifest.collections.flatMap((c) => c.videos),
  );
  const stored = await tx
    .select({ collectionId: collectionVideos.collectionId, videoId: collectionVideos.videoId })
    .from(collectionVideos)
    .where(inArray(collectionVideos.collectionId, [...ids.values()]))
    .orderBy(collectionVideos.collectionId, collectionVideos.position);
  for (const collection of manifest.collections) {
    const collectionId = ids.get(collection.externalId) as number;
    const wanted = collection.videos.map(videoIdOf);
    const before = stored.filter((s) => s.collectionId === collectionId).map((s) => s.videoId);
    const listChanged = before.join(",") !== wanted.join(",");
    if (listChanged) {
      await tx.delete(collectionVideos).where(eq(collectionVideos.collectionId, collectionId));
      await tx
        .insert(collectionVideos)
        .values(wanted.map((videoId, position) => ({ collectionId, videoId, position })));
    }
    tally(
      counter,
      collection.externalId,
      created,
      changed,
      listChanged && !created.has(collection.externalId),
    );
  }
}

/** Video ids of the manifest's videos and of videos imported before. */
async function videoResolver(tx: Tx, known: Map<string, number>, externalIds: string[]) {
  const all = new Map(known);
  const missing = [...new Set(externalIds)].filter((id) => !all.has(id));
  for (let i = 0; i < missing.length; i += 5000)
    for (const row of await tx
      .select({ id: videos.id, externalId: videos.externalId })
      .from(videos)
      .where(inArray(videos.externalId, missing.slice(i, i + 5000))))
      all.set(row.externalId as string, row.id);
  return (externalId: string) => {
    const id = all.get(externalId);
    if (id === undefined) throw new Error(`Import video missing: ${externalId}`);
    return id;
  };
}
