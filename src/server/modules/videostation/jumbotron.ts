import { eq } from "drizzle-orm";
import type { JumbotronPlace } from "../../../common/contracts/values/videostation.ts";
import type { TJumbotronConfig, TJumbotronHomepage } from "../../../common/contracts/videostation.ts";
import { type Language, pickLocalized } from "../../../common/languages.ts";
import { toVideoTile } from "../../../common/videoTile.ts";
import type { DbOrTx } from "../../db/client.ts";
import { videoJumbotrons } from "../../db/schema/videostation.ts";
import { findVideos, presentVideo } from "../catalog/index.ts";

/** A place's jumbotron as the operator set it; never set: off, 6 seconds, no slides. */
export async function jumbotronConfig(db: DbOrTx, place: JumbotronPlace): Promise<TJumbotronConfig> {
  const [row] = await db.select().from(videoJumbotrons).where(eq(videoJumbotrons.place, place));
  if (!row) return { place, enabled: false, rotateSeconds: 6, slides: [], updatedAt: null };
  return {
    place,
    enabled: row.enabled,
    rotateSeconds: row.rotateSeconds,
    slides: row.slides.map((s) => ({ videoId: s.videoId, headline: s.headline })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The start page's jumbotron (the Videostation block): its slides in the operator's order with the
 * catalogue's videos as tiles, a video no longer released left out; no slides when it is off.
 */
export async function jumbotronHomepage(
  db: DbOrTx,
  language: Language,
  now: Date,
): Promise<TJumbotronHomepage> {
  const config = await jumbotronConfig(db, "homepage");
  if (!config.enabled || config.slides.length === 0)
    return { rotateSeconds: config.rotateSeconds, slides: [] };
  const ids = config.slides.map((s) => s.videoId);
  const { rows } = await findVideos(db, {
    filter: { ids },
    order: "newest",
    offset: 0,
    limit: ids.length,
    now,
  });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    rotateSeconds: config.rotateSeconds,
    slides: config.slides.flatMap((slide) => {
      const row = byId.get(slide.videoId);
      if (!row) return [];
      const video = toVideoTile(presentVideo(row, language, now));
      return [{ video, headline: pickLocalized(slide.headline, language) || video.title }];
    }),
  };
}
