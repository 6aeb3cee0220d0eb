import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { buildPath } from "../../../common/routes/index.ts";
import { useI18n } from "../../i18n/index.ts";
import { Section } from "../../ui/Section.tsx";
import { ActorGrid } from "./ActorGrid.tsx";
import { fetchHomeMore } from "./api.ts";
import { CategoryGrid } from "./CategoryGrid.tsx";
import { VideoGrid } from "./grids.tsx";
import { catalogKeys } from "./queries.ts";
import { useNearViewport } from "./useNearViewport.ts";

/**
 * The start page below its first screen (TOP, New, Trends, curated collections, new girls, Categories):
 * read when the guest scrolls towards it, so the page itself carries only what its first screen
 * shows. Until then a placeholder of about the blocks' height keeps the page from jumping.
 */
export function HomeMore() {
  const { t, language } = useI18n();
  const anchor = useRef<HTMLDivElement>(null);
  const near = useNearViewport(anchor);
  const query = useQuery({
    queryKey: catalogKeys.homeMore(language),
    queryFn: () => fetchHomeMore(language),
    enabled: near,
  });
  const more = query.data;
  if (!more)
    return (
      <div ref={anchor} className="home-more-pending" data-testid="home-more-pending">
        {query.isError ? (
          <div className="empty" role="alert">
            <p>{t.home.moreError}</p>
            <button type="button" className="btn btn-secondary" onClick={() => void query.refetch()}>
              {t.home.retry}
            </button>
          </div>
        ) : (
          <p className="muted" role="status" aria-busy={near}>
            {t.home.loadingMore}
          </p>
        )}
      </div>
    );
  return (
    <div data-testid="home-more">
      <Section
        id="top"
        title={t.home.top}
        more={{ to: buildPath(language, "videos"), label: t.home.showAll }}
      >
        <VideoGrid videos={more.top} eager={false} />
      </Section>
      <Section
        id="new"
        title={t.home.new}
        more={{ to: buildPath(language, "videosNew"), label: t.home.showAll }}
      >
        <VideoGrid videos={more.newVideos} eager={false} />
      </Section>
      {more.trends.length > 0 ? (
        <Section
          id="trends"
          title={t.home.trends}
          more={{ to: buildPath(language, "videosTrends"), label: t.home.showAll }}
        >
          <VideoGrid videos={more.trends} eager={false} />
        </Section>
      ) : null}
      {more.collections.map((collection) => (
        <Section key={collection.id} id={`collection-${collection.id}`} title={collection.title}>
          {collection.description ? <p className="section-intro">{collection.description}</p> : null}
          <VideoGrid videos={collection.videos} eager={false} />
        </Section>
      ))}
      <Section
        id="new-girls"
        title={t.home.newGirls}
        more={{ to: buildPath(language, "newGirls"), label: t.home.showAll }}
      >
        <ActorGrid actors={more.newActors} />
      </Section>
      <Section id="categories" title={t.home.categories}>
        <CategoryGrid categories={more.categories} />
      </Section>
    </div>
  );
}
