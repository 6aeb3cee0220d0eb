import type { Db } from "../db/client.ts";
import { findVideos } from "../modules/catalog/index.ts";
import { jumbotronConfig, setJumbotron } from "../modules/videostation/index.ts";

/** Slides of the demo jumbotron. */
const DEMO_SLIDES = 5;

/**
 * The demo's video station: the start page's jumbotron with the best-selling released videos that
 * have a preview, six seconds a slide, set once (the operator's later config stays). Returns the
 * slides set, 0 when a config exists or the catalogue has no video yet.
 */
export async function ensureDemoJumbotron(db: Db, now: Date): Promise<number> {
  if ((await jumbotronConfig(db, "homepage")).updatedAt !== null) return 0;
  const { rows } = await findVideos(db, { filter: {}, order: "bestSelling", offset: 0, limit: 20, now });
  const picked = rows.filter((r) => r.preview !== null).slice(0, DEMO_SLIDES);
  if (picked.length === 0) return 0;
  const slides = picked.map((r, index) =>
    index === 0
      ? {
          videoId: r.id,
          headline: {
            de: "Heute im Rampenlicht",
            en: "In the spotlight today",
            es: "Hoy en el foco",
            nl: "Vandaag in de spotlight",
          },
        }
      : { videoId: r.id },
  );
  await db.transaction((tx) =>
    setJumbotron({ tx, now, place: "homepage", input: { enabled: true, rotateSeconds: 6, slides } }),
  );
  return picked.length;
}
