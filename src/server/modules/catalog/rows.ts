import type { actors, albums, categories, images, tags, videos } from "../../db/schema/catalog.ts";

/** Row shapes the catalogue queries hand to the presenters. */

/** What a presenter knows of a video's or album's performer: her languages pick its texts' fallback. */
export interface RowActor {
  id: number;
  name: string;
  languages: string[];
}
export type ImageRow = typeof images.$inferSelect;
export type ActorRow = typeof actors.$inferSelect & { avatar: ImageRow | null };
export type VideoRow = typeof videos.$inferSelect & {
  /**
   * The video's own price when `price` is its price of the day (findVideos(): its dailyBonusPrice
   * on a daily-deal day, video_price_at()); absent where a query reads the stored price only.
   */
  regularPrice?: number;
  actor: RowActor;
  preview: ImageRow | null;
  tags: Pick<typeof tags.$inferSelect, "groupKey" | "name">[];
};
export type CategoryRow = typeof categories.$inferSelect & { image: ImageRow | null; videoCount: number };
export type AlbumRow = typeof albums.$inferSelect & {
  actor: RowActor;
  cover: ImageRow | null;
  pictureCount: number;
};
