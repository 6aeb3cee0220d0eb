import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import { Link, useRevalidator, useRouteLoaderData } from "react-router";
import { videoTrail } from "../../../common/breadcrumbs.ts";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TVideo } from "../../../common/contracts/catalog.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { toVideoTile } from "../../../common/videoTile.ts";
import { rest } from "../../api/rest.ts";
import { actorSeo, useActor } from "../../features/actor/index.ts";
import { RatingButtons } from "../../features/albums/index.ts";
import {
  catalogKeys,
  GridBackLink,
  LazyVideoGrid,
  useVideoRating,
  VideoThumbStrip,
} from "../../features/catalog/index.ts";
import { openOverlay } from "../../features/overlay/index.ts";
import { VideoPlayer } from "../../features/player/index.ts";
import { BuyBox, useWatch } from "../../features/purchase/index.ts";
import { notFoundUnless, pageOf } from "../../features/routing/index.ts";
import {
  breadcrumbStructuredData,
  seoImage,
  seoMeta,
  videoStructuredData,
} from "../../features/seo/index.ts";
import { formatDate, formatDuration } from "../../i18n/format.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Breadcrumbs } from "../../ui/Breadcrumbs.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { SKIP_TARGET_ATTRIBUTE } from "../../ui/mainContent.ts";
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
    actor,
    language,
    name: "actorVideo",
    params: { actorName: actor.name, videoId: video.id },
    title: `${video.title} – ${actor.name}`,
    description: video.description || video.title,
  });
  // Open Graph of a video: its preview image, video.other with length, release and actor.
  const actorUrl = `${context.publicUrl}${buildPath(language, "actorProfile", { actorName: actor.name })}`;
  seo.type = "video.other";
  seo.image = seoImage(context.publicUrl, video.preview, video.title) ?? seo.image;
  seo.properties = [
    ["video:duration", String(video.duration)],
    ["og:video:duration", String(video.duration)],
    ["video:release_date", new Date(video.releasedAt).toISOString()],
    ["video:actor", actorUrl],
  ];
  seo.structured = videoStructuredData({
    publicUrl: context.publicUrl,
    language,
    video,
    pageUrl: seo.canonical,
    actorUrl,
  });
  const breadcrumb = videoTrail(language, { id: video.id, title: video.title, actorName: actor.name });
  seo.breadcrumb = breadcrumbStructuredData(context.publicUrl, breadcrumb);
  return {
    video,
    breadcrumb,
    more: more.items
      .filter((v) => v.id !== video.id)
      .slice(0, 5)
      .map(toVideoTile),
    seo,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The like buttons. Their counts and the guest's own rating are live (the page itself is cached for
 * everyone) and arrive after hydration: only this part renders again then, not the whole page (a
 * query's answer re-renders its component synchronously, one long task on a phone).
 */
function VideoRating({ videoId, loggedIn }: { videoId: number; loggedIn: boolean }) {
  const { t } = useI18n();
  const { rating, rate } = useVideoRating(videoId, loggedIn);
  return (
    <RatingButtons
      rating={rating}
      canRate
      loggedIn={loggedIn}
      likeLabel={t.video.likeVideo}
      dislikeLabel={t.video.dislikeVideo}
      onRate={rate}
    />
  );
}

export default function VideoDetails({ loaderData }: Route.ComponentProps) {
  const { video, more } = loaderData;
  const actor = useActor();
  const { t, language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  // What this guest owns is read after hydration (the page is shared by all guests).
  const own = useQuery({
    queryKey: catalogKeys.video(video.id),
    queryFn: () => rest<TVideo>(`video/${video.id}`),
    enabled: loggedIn,
  });
  const owned = (own.data ?? video).guestInfo.bought;
  const player = useWatch(video.id);
  const watchButton = (
    <>
      {player.fullUrl ? null : (
        <button
          type="button"
          className="btn btn-primary"
          disabled={player.busy}
          onClick={() => (loggedIn ? void player.watch() : openOverlay("login"))}
        >
          {t.player.watch}
        </button>
      )}
      {player.message ? (
        <p className="player-message" role="alert">
          {player.message}
        </p>
      ) : null}
      {player.remedy ? (
        <button type="button" className="btn btn-ghost" onClick={() => openOverlay(player.remedy ?? "avs")}>
          {t.pay.titles[player.remedy]}
        </button>
      ) : null}
    </>
  );
  return (
    <>
      <Breadcrumbs
        items={loaderData.breadcrumb}
        label={t.nav.breadcrumb}
        currentLang={textLang(video.titleLanguage, language)}
      />
      <GridBackLink />
      <article className="video-detail" {...{ [SKIP_TARGET_ATTRIBUTE]: "" }} tabIndex={-1}>
        <div className="video-main">
          <VideoPlayer video={video} fullUrl={player.fullUrl} />
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
          <h2 className="video-title" lang={textLang(video.titleLanguage, language)}>
            {video.title}
          </h2>
          <BuyBox
            item={{
              itemType: "video",
              id: video.id,
              title: video.title,
              titleLanguage: video.titleLanguage,
              price: video.price,
              basePrice: video.basePrice,
              free: video.free,
            }}
            owned={owned}
            ready={!loggedIn || !own.isPending}
            buyLabel={(price) => fill(t.player.buy, { price })}
            onBought={async () => {
              queryClient.setQueryData<TVideo>(catalogKeys.video(video.id), (data) =>
                data ? { ...data, guestInfo: { ...data.guestInfo, bought: true } } : data,
              );
              // The navbar balance comes from the server: load the page data again.
              await revalidator.revalidate();
            }}
            note={video.vip ? t.video.vipOnly : t.video.buyNote}
            ownedActions={watchButton}
            notForSale={video.vip && !owned ? watchButton : undefined}
          />
          <p className="muted num video-facts">
            <span>
              <Icon name="clock" /> {formatDuration(video.duration)}
            </span>
            <span>{fill(t.video.released, { date: formatDate(video.releasedAt, language) })}</span>
            <span>{fill(t.video.ageRating, { rating: video.ageRating })}</span>
          </p>
          <VideoRating videoId={video.id} loggedIn={loggedIn} />
          {video.description ? (
            <p className="video-description" lang={textLang(video.descriptionLanguage, language)}>
              {video.description}
            </p>
          ) : null}
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
        <div className="video-thumbs">
          <VideoThumbStrip video={video} />
        </div>
      </article>
      {more.length > 0 ? (
        <Section id="more" title={fill(t.video.moreFrom, { name: actor.name })}>
          <Suspense fallback={null}>
            <LazyVideoGrid videos={more} eager={false} />
          </Suspense>
        </Section>
      ) : null}
    </>
  );
}
