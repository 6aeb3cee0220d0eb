import { Link, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { actorSeo, useActor } from "../../features/actor/actorContext.ts";
import { RatingButtons } from "../../features/albums/RatingButtons.tsx";
import { formatDate, formatDuration } from "../../features/catalog/format.ts";
import { GridBackLink } from "../../features/catalog/gridOrigin.tsx";
import { VideoGrid } from "../../features/catalog/grids.tsx";
import { useVideoRating } from "../../features/catalog/useVideoRating.ts";
import { VideoThumbStrip } from "../../features/catalog/VideoThumbStrip.tsx";
import { VideoPlayer } from "../../features/player/VideoPlayer.tsx";
import { notFoundUnless, pageOf } from "../../features/routing/page.ts";
import { seoMeta } from "../../features/seo/seo.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Price } from "../../ui/Price.tsx";
import { Section } from "../../ui/Section.tsx";
import type { Route } from "./+types/video";

/** Video details: preview, price before any purchase, description, tags and more from the actor. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const videoId = Number(match.params.videoId);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const video = notFoundUnless(
    Number.isSafeInteger(videoId) ? await context.catalog.video(language, videoId) : null,
  );
  if (video.model.id !== actor.id) notFoundUnless(null);
  const more = await context.catalog.videoList({
    language,
    filter: { modelIds: [actor.id] },
    order: "topRated",
    page: 1,
    pageSize: 6,
  });
  const seo = actorSeo({
    publicUrl: context.publicUrl,
    language,
    name: "actorVideo",
    params: { actorName: actor.name, videoId: video.id },
    title: `${video.title} – ${actor.name}`,
    description: video.description || video.title,
  });
  return { video, more: more.items.filter((v) => v.id !== video.id).slice(0, 5), seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function VideoDetails({ loaderData }: Route.ComponentProps) {
  const { video, more } = loaderData;
  const actor = useActor();
  const { t, language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);
  // Counts and the guest's own rating are live (the page itself is cached for everyone).
  const { rating, rate } = useVideoRating(video.id, loggedIn);
  return (
    <>
      <GridBackLink />
      <article className="video-detail">
        <div className="video-main">
          <VideoPlayer video={video} />
          <VideoThumbStrip video={video} />
        </div>
        <div className="video-info">
          <div className="chip-row">
            {video.free ? <Badge tone="free">{t.video.free}</Badge> : null}
            {video.new ? <Badge tone="new">{t.video.new}</Badge> : null}
            {video.vip ? <Badge tone="vip">{t.video.vip}</Badge> : null}
            {video.onSale ? <Badge tone="sale">{t.video.onSale}</Badge> : null}
            {video.classic ? <Badge tone="classic">{t.video.classic}</Badge> : null}
            {video.camRecording ? <Badge>{t.video.camRecording}</Badge> : null}
          </div>
          <h2 className="video-title">{video.title}</h2>
          <p className="muted num video-facts">
            <span>
              <Icon name="clock" /> {formatDuration(video.duration)}
            </span>
            <span>{fill(t.video.released, { date: formatDate(video.releasedAt, language) })}</span>
            <span>{fill(t.video.ageRating, { rating: video.ageRating })}</span>
          </p>
          <div className="video-buy">
            <Price
              price={video.price}
              basePrice={video.basePrice}
              free={video.free}
              freeLabel={t.video.free}
            />
            <p className="muted">{video.vip ? t.video.vipOnly : t.video.buyNote}</p>
          </div>
          <RatingButtons
            rating={rating}
            canRate
            loggedIn={loggedIn}
            likeLabel={t.video.likeVideo}
            dislikeLabel={t.video.dislikeVideo}
            onRate={rate}
          />
          {video.description ? <p className="video-description">{video.description}</p> : null}
          {video.tags.length > 0 ? (
            <nav className="chip-row" aria-label={t.video.tags}>
              {video.tags.map((tag) => (
                <Link
                  key={tag.groupKey}
                  className="chip"
                  to={buildPath(language, "actorVideosTag", {
                    actorName: actor.name,
                    tagGroup: tag.groupKey,
                  })}
                >
                  {tag.name}
                </Link>
              ))}
            </nav>
          ) : null}
        </div>
      </article>
      {more.length > 0 ? (
        <Section id="more" title={fill(t.video.moreFrom, { name: actor.name })}>
          <VideoGrid videos={more} eager={false} />
        </Section>
      ) : null}
    </>
  );
}
