import { CAM_SHOW_CALENDAR_DAYS } from "../../../common/contracts/camshows.ts";
import type { THomeMore } from "../../../common/contracts/catalog.ts";
import type { Language } from "../../../common/languages.ts";
import { toVideoTile } from "../../../common/videoTile.ts";
import type { DbOrTx } from "../../db/client.ts";
import { blogPageView } from "../blog/index.ts";
import { listShows } from "../camshows/index.ts";
import { actorsByIds, findVideos, presentActorTile, presentVideo } from "../catalog/index.ts";
import { jumbotronHomepage } from "../videostation/index.ts";

/** Cam shows, VIP30 videos, welcome clips and blog posts on the start page. */
export const HOME_TIMELINE_SIZES = { camShows: 6, vip30: 10, welcomeClips: 10, blog: 4 } as const;

type TimelineBlocks = Pick<THomeMore, "camShows" | "vip30" | "welcomeClips" | "blog" | "videostation">;

/**
 * The start page's timeline blocks of other modules (spec core §2): the next cam shows on sale with
 * their performers, this month's VIP30 offers, the free welcome clips, the newest blog posts and
 * the operator's video station. Read with the catalogue's lower blocks (one request, one cache
 * entry); each block is empty when its feature has nothing to show, and the page leaves it out.
 */
export async function homeTimelineBlocks(db: DbOrTx, language: Language, at: Date): Promise<TimelineBlocks> {
  const videos = (types: { vip30: true } | { free: true }, limit: number) =>
    findVideos(db, { filter: { types }, order: "newest", offset: 0, limit, now: at });
  const [calendar, vip30, clips, blog, videostation] = await Promise.all([
    listShows(db, { guestId: null, days: CAM_SHOW_CALENDAR_DAYS, now: at, language }),
    videos({ vip30: true }, HOME_TIMELINE_SIZES.vip30),
    videos({ free: true }, HOME_TIMELINE_SIZES.welcomeClips),
    blogPageView(db, { language }, { page: 1, pageSize: HOME_TIMELINE_SIZES.blog }, at),
    jumbotronHomepage(db, language, at),
  ]);
  const shows = calendar.days
    .flatMap((day) => day.shows)
    .filter((show) => show.state === "live" || show.seatsLeft > 0)
    .slice(0, HOME_TIMELINE_SIZES.camShows);
  const performers = new Map(
    (await actorsByIds(db, [...new Set(shows.map((s) => s.actorId))])).map((r) => [
      r.id,
      presentActorTile(r, language, at),
    ]),
  );
  const tiles = (rows: typeof vip30.rows) => rows.map((r) => toVideoTile(presentVideo(r, language, at)));
  return {
    camShows: shows.flatMap((show) => {
      const actor = performers.get(show.actorId);
      return actor ? [{ show, actor }] : [];
    }),
    vip30: tiles(vip30.rows),
    welcomeClips: tiles(clips.rows),
    blog: blog.items,
    videostation,
  };
}
