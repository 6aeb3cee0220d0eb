import { Link } from "react-router";
import { buildPath, ROUTES, type RouteName } from "../../../common/routes/index.ts";
import { type ShellDictionary, useI18n } from "../../i18n/index.ts";
import "./hubNav.css";

/** The video lists, in the order of the video pages' own navigation. */
const VIDEO_LISTS: { route: RouteName; label: (t: ShellDictionary) => string }[] = [
  { route: "videos", label: (t) => t.lists.videos },
  { route: "videosNew", label: (t) => t.lists.videosNew },
  { route: "videosTrends", label: (t) => t.lists.videosTrends },
  { route: "videosOnSale", label: (t) => t.lists.videosOnSale },
  { route: "videosFreeClips", label: (t) => t.lists.videosFreeClips },
  { route: "videosVip", label: (t) => t.lists.videosVip },
  { route: "videosAll", label: (t) => t.lists.videosAll },
  { route: "videosStars", label: (t) => t.features.videosStars },
];

/** The other hubs the timeline leads to; the TV pages appear when their routes are built. */
const MORE: { route: RouteName; label: (t: ShellDictionary) => string }[] = [
  { route: "cams", label: (t) => t.nav.cams },
  { route: "camShows", label: (t) => t.nav.camShows },
  { route: "newGirls", label: (t) => t.nav.newGirls },
  { route: "feed", label: (t) => t.nav.feed },
  { route: "contests", label: (t) => t.nav.contests },
  { route: "blog", label: (t) => t.nav.blog },
  { route: "vipClub", label: (t) => t.nav.vipClub },
  { route: "tvLivestream", label: (t) => t.features.tvLivestream },
  { route: "tvMediaSeries", label: (t) => t.features.tvMediaSeries },
];

/**
 * Links to every hub of the start page's blocks (the video lists, each category, cam shows, feed,
 * contests, blog, VIP club, TV) in the server's HTML: crawlers and guests without scripts reach
 * them although the blocks themselves load as the guest scrolls. A page not built yet is left out.
 * The categories carry id="categories", where the navigation's "Categories" (?scrollTo=) leads.
 */
export function HubNav({ categories }: { categories: { id: number; name: string; url: string }[] }) {
  const { t, language } = useI18n();
  const built = (list: typeof MORE) => list.filter((item) => ROUTES[item.route].status === "built");
  const link = (item: (typeof MORE)[number]) => (
    <li key={item.route}>
      <Link className="chip" to={buildPath(language, item.route as "videos")}>
        {item.label(t)}
      </Link>
    </li>
  );
  return (
    <nav className="hub-nav" aria-labelledby="hub-nav-title" data-testid="hub-nav">
      <h2 id="hub-nav-title">{t.homeBlocks.hubs}</h2>
      <div className="hub-group">
        <h3>{t.homeBlocks.hubVideos}</h3>
        <ul className="chip-row">{built(VIDEO_LISTS).map(link)}</ul>
      </div>
      {categories.length > 0 ? (
        <div className="hub-group" id="categories">
          <h3>{t.homeBlocks.hubCategories}</h3>
          <ul className="chip-row">
            {categories.map((category) => (
              <li key={category.id}>
                <Link className="chip" to={category.url}>
                  {category.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="hub-group">
        <h3>{t.homeBlocks.hubMore}</h3>
        <ul className="chip-row">{built(MORE).map(link)}</ul>
      </div>
    </nav>
  );
}
