import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { THomeMore } from "../../../common/contracts/catalog.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { needTexts, useI18n } from "../../i18n/index.ts";
import { Section } from "../../ui/Section.tsx";
import { BlogCards } from "../blog/index.ts";
import { ActorGrid, CategoryGrid, catalogKeys, fetchHomeMore, VideoGrid } from "../catalog/index.ts";
import { ContestsBlock } from "../contests/index.ts";
import { DailyBonusBlock } from "../dailydeals/index.ts";
import { FeedBlock } from "../feed/index.ts";
import { TvBlock } from "../tv/index.ts";
import { CamShowsBlock } from "./CamShowsBlock.tsx";
import { FavoriteBlock } from "./FavoriteBlock.tsx";
import { Videostation } from "./Videostation.tsx";
import "./home.css";

// The texts of the blocks (the start page's own, and those of the blocks other features lend it).
await needTexts("homeBlocks", "blog", "contests", "feed", "tv", "dailyDeals");

/** What a block gets: the catalogue's lower blocks (one request) and whether the guest is logged in. */
interface BlockProps {
  more: THomeMore;
  loggedIn: boolean;
}

/** One block of the timeline: its id (data-home-block) and what it shows, null when it has nothing. */
export interface HomeBlock {
  id: string;
  render(props: BlockProps): ReactNode;
}

/**
 * The timeline in spec order (core §2). A block with nothing to show renders nothing.
 */
export const HOME_BLOCKS: HomeBlock[] = [
  { id: "favorite", render: ({ loggedIn }) => (loggedIn ? <FavoriteBlock /> : null) },
  { id: "top", render: ({ more }) => <VideoBlock id="top" videos={more.top} route="videos" /> },
  { id: "camshows", render: ({ more }) => <CamShowsBlock items={more.camShows} /> },
  { id: "dailybonus", render: () => <DailyBonusBlock /> },
  { id: "vip30", render: ({ more }) => <VideoBlock id="vip30" videos={more.vip30} route="vipClub" /> },
  { id: "feed", render: ({ loggedIn }) => <FeedBlock loggedIn={loggedIn} /> },
  {
    id: "trends",
    render: ({ more }) => <VideoBlock id="trends" videos={more.trends} route="videosTrends" />,
  },
  { id: "videostation", render: ({ more }) => <Videostation station={more.videostation} /> },
  { id: "new", render: ({ more }) => <VideoBlock id="new" videos={more.newVideos} route="videosNew" /> },
  { id: "collections", render: ({ more }) => <Collections more={more} /> },
  { id: "new-girls", render: ({ more }) => <NewGirls more={more} /> },
  { id: "contests", render: () => <ContestsBlock /> },
  {
    id: "welcome-clips",
    render: ({ more }) => (
      <VideoBlock id="welcome-clips" videos={more.welcomeClips} route="videosFreeClips" />
    ),
  },
  { id: "categories", render: ({ more }) => <Categories more={more} /> },
  { id: "blog", render: ({ more }) => <BlogBlock more={more} /> },
  { id: "tv", render: () => <TvBlock /> },
];

type VideoBlockId = "top" | "vip30" | "trends" | "new" | "welcome-clips";
type VideoRoute = "videos" | "vipClub" | "videosTrends" | "videosNew" | "videosFreeClips";

/** A row of video tiles with its title, an intro where it needs one, and "show all". */
function VideoBlock(props: { id: VideoBlockId; videos: THomeMore["top"]; route: VideoRoute }) {
  const { t, language } = useI18n();
  if (props.videos.length === 0) return null;
  const texts: Record<VideoBlockId, { title: string; intro?: string; more: string }> = {
    top: { title: t.home.top, more: t.home.showAll },
    vip30: { title: t.homeBlocks.vip30, intro: t.homeBlocks.vip30Intro, more: t.homeBlocks.vip30All },
    trends: { title: t.home.trends, more: t.home.showAll },
    new: { title: t.home.new, more: t.home.showAll },
    "welcome-clips": {
      title: t.homeBlocks.welcomeClips,
      intro: t.homeBlocks.welcomeClipsIntro,
      more: t.home.showAll,
    },
  };
  const text = texts[props.id];
  return (
    <Section
      id={props.id}
      title={text.title}
      more={{ to: buildPath(language, props.route), label: text.more }}
    >
      {text.intro ? <p className="section-intro">{text.intro}</p> : null}
      <VideoGrid videos={props.videos} eager={false} />
    </Section>
  );
}

function Collections({ more }: { more: THomeMore }) {
  return more.collections.map((collection) => (
    <Section key={collection.id} id={`collection-${collection.id}`} title={collection.title}>
      {collection.description ? <p className="section-intro">{collection.description}</p> : null}
      <VideoGrid videos={collection.videos} eager={false} />
    </Section>
  ));
}

function NewGirls({ more }: { more: THomeMore }) {
  const { t, language } = useI18n();
  if (more.newActors.length === 0) return null;
  return (
    <Section
      id="new-girls"
      title={t.home.newGirls}
      more={{ to: buildPath(language, "newGirls"), label: t.home.showAll }}
    >
      <ActorGrid actors={more.newActors} />
    </Section>
  );
}

function Categories({ more }: { more: THomeMore }) {
  const { t } = useI18n();
  if (more.categories.length === 0) return null;
  return (
    <Section id="category-tiles" title={t.home.categories}>
      <CategoryGrid categories={more.categories} />
    </Section>
  );
}

function BlogBlock({ more }: { more: THomeMore }) {
  const { t, language } = useI18n();
  if (more.blog.length === 0) return null;
  return (
    <Section
      id="blog"
      title={t.homeBlocks.blog}
      more={{ to: buildPath(language, "blog"), label: t.homeBlocks.blogAll }}
    >
      <BlogCards posts={more.blog} label={t.homeBlocks.blog} />
    </Section>
  );
}

/** The blocks, read with the catalogue's lower blocks; a failed read offers to try again. */
export default function TimelineBlocks({ loggedIn, fallback }: { loggedIn: boolean; fallback: ReactNode }) {
  const { t, language } = useI18n();
  const query = useQuery({
    queryKey: catalogKeys.homeMore(language),
    queryFn: () => fetchHomeMore(language),
  });
  const more = query.data;
  if (!more) {
    if (!query.isError) return fallback;
    return (
      <div className="home-more-pending" data-testid="home-more-pending">
        <div className="empty" role="alert">
          <p>{t.home.moreError}</p>
          <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
            {t.home.retry}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div data-testid="home-more" className="home-timeline">
      {HOME_BLOCKS.map((block) => (
        <div key={block.id} className="home-block" data-home-block={block.id}>
          {block.render({ more, loggedIn })}
        </div>
      ))}
    </div>
  );
}
