import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buildPath } from "../../../common/routes/builders.ts";
import type { VideoListName } from "../../../common/videoLists.ts";
import { useI18n } from "../../i18n/index.ts";
import "./videoLists.css";

/** The lists in the order guests look for them; the video stars close the row. */
const LISTS: VideoListName[] = [
  "videos",
  "videosNew",
  "videosTrends",
  "videosOnSale",
  "videosFreeClips",
  "videosVip",
  "videosAll",
];

/** Links between the video lists and the video stars, the current one marked. */
export function VideoListsNav({ current }: { current: VideoListName | "videosStars" }) {
  const { t, language } = useI18n();
  const items = [
    ...LISTS.map((name) => ({ name, label: t.lists[name] })),
    { name: "videosStars" as const, label: t.videoStars.title },
  ];
  const list = useRef<HTMLUListElement>(null);
  // On a narrow screen the row scrolls: bring the current list into view (the row only, not the page).
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>("[aria-current='page']");
    if (row && link && row.scrollWidth > row.clientWidth)
      row.scrollLeft = link.offsetLeft - (row.clientWidth - link.offsetWidth) / 2;
  }, []);
  return (
    <nav className="list-nav" aria-label={t.videoStars.listsLabel}>
      <ul ref={list}>
        {items.map((item) => (
          <li key={item.name}>
            <Link
              to={buildPath(language, item.name)}
              aria-current={item.name === current ? "page" : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
