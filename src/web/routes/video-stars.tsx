import { ActorTile, VideoListsNav } from "../features/catalog/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, fill, plural, useI18n } from "../i18n/index.ts";
import type { Route } from "./+types/video-stars";

/** The video stars: the 100 actors whose videos sell best (spec content §9), ranked. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const stars = await context.catalog.videoStars(language);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "videosStars",
    title: t.videoStars.title,
    description: t.videoStars.intro,
  });
  return { stars, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function VideoStars({ loaderData }: Route.ComponentProps) {
  const { stars } = loaderData;
  const { t } = useI18n();
  return (
    <div className="container">
      <header className="page-header">
        <div>
          <h1>{t.videoStars.title}</h1>
          <p>{t.videoStars.intro}</p>
        </div>
      </header>
      <VideoListsNav current="videosStars" />
      {stars.length === 0 ? (
        <p className="empty-state">{t.videoStars.empty}</p>
      ) : (
        <ol className="tile-grid star-grid" data-testid="video-stars">
          {stars.map((star, index) => (
            <li key={star.actor.id} className="star" data-rank={star.rank} data-testid="video-star">
              <span className={`star-rank${star.rank <= 3 ? ` star-rank-${star.rank}` : ""}`}>
                <span className="visually-hidden">{fill(t.videoStars.rank, { rank: star.rank })}</span>
                <span aria-hidden="true">{star.rank}</span>
              </span>
              <ActorTile actor={star.actor} priority={index < 5} />
              <p className="star-videos">
                {star.videoCount === 1
                  ? t.videoStars.oneVideo
                  : plural(t, star.videoCount, t.videoStars.videos)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
