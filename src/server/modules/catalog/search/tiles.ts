import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../../db/client.ts";
import { actors, images, videos } from "../../../db/schema/catalog.ts";
import type { VideoRow } from "../rows.ts";
import { type HitOptions, type Hits, hitPage } from "./queries.ts";

/** A video's tags as the tiles show them (catalog tagsOf: group key and names, by group key). */
const tagsOfVideo = sql<VideoRow["tags"]>`coalesce((select json_agg(json_build_object('groupKey', t.group_key,
    'name', t.name) order by t.group_key) from video_tags vt join tags t on t.id = vt.tag_id
    where vt.video_id = ${videos.id}), '[]'::json)`;

/**
 * A page of hits as tile rows (video, actor, preview image, tags), best first, with the number of
 * all hits: the page choice of searchVideoIds and the rows catalog findVideos would read for its
 * ids, in one statement instead of three (docs/decisions.md "Search").
 */
export async function searchVideoTiles(
  db: DbOrTx,
  options: HitOptions,
): Promise<Hits & { rows: VideoRow[] }> {
  const page = hitPage(options);
  if (!page) return { ids: [], total: 0, rows: [] };
  const found = await db
    .select({
      id: sql<number | null>`p.id`,
      total: sql<number>`p.total`,
      video: videos,
      actor: { id: actors.id, name: actors.name, languages: actors.languages },
      preview: images,
      tags: tagsOfVideo,
    })
    .from(sql`(${page}) p`)
    .leftJoin(videos, sql`${videos.id} = p.id`)
    .leftJoin(actors, eq(actors.id, videos.actorId))
    .leftJoin(images, eq(images.id, videos.previewImageId))
    .orderBy(sql`p.score desc`, sql`p.id desc`);
  const rows = found.flatMap((r) =>
    r.video && r.actor ? [{ ...r.video, actor: r.actor, preview: r.preview, tags: r.tags ?? [] }] : [],
  );
  return { ids: rows.map((r) => r.id), total: found[0]?.total ?? 0, rows };
}
