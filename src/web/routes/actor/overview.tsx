import { Suspense } from "react";
import { Link } from "react-router";
import { ADULT_AGE_RATING, DEFAULT_AGE_RATING } from "../../../common/constants.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { toVideoTile } from "../../../common/videoTile.ts";
import {
  actorSeo,
  LATEST_VIDEOS,
  LatestVideos,
  PromotedVideo,
  RecommendedActors,
  SedcardRating,
  ShowcaseRow,
  TopVideos,
  useActor,
} from "../../features/actor/index.ts";
import { AlbumGrid, AlbumTile, VideoTile } from "../../features/catalog/index.ts";
import { PinToggle } from "../../features/favorites/index.ts";
import { LiveChatOffers } from "../../features/livechat/index.ts";
import { notFoundUnless, pageOf } from "../../features/routing/index.ts";
import { profileStructuredData, seoMeta } from "../../features/seo/index.ts";
import { VoiceCallDialog } from "../../features/voicecall/index.ts";
import { dictionary, fill, plural, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Img } from "../../ui/Img.tsx";
import { Section } from "../../ui/Section.tsx";
import type { Route } from "./+types/overview";

/**
 * Overview tab: the promoted video, sedcard photos, the start of the about text, top videos, what is
 * on sale, latest videos, albums and recommended actors.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  // 18-rated sedcards for an age-checked guest only: their page carries a session cookie and is
  // never page-cached; the shared anonymous page asks for the default rating.
  const sedcardRating = context.guest?.hasAvs ? ADULT_AGE_RATING : DEFAULT_AGE_RATING;
  // The newest videos are read when the guest scrolls to them (LatestVideos), not here.
  const [sedcards, albums, showcase] = await Promise.all([
    context.catalog.actorSedcards(actor.id, sedcardRating, context.guest?.id ?? null),
    context.catalog.actorAlbums(language, actor.id),
    context.catalog.actorShowcase(language, actor.id),
  ]);
  const t = dictionary(language);
  const seo = actorSeo({
    publicUrl: context.publicUrl,
    actor,
    language,
    name: "actorProfile",
    params: { actorName: actor.name },
    title: `${actor.name} (${fill(t.actor.age, { age: actor.age })})`,
    description: actor.headline || actor.about,
  });
  seo.structured = profileStructuredData({
    publicUrl: context.publicUrl,
    language,
    actor,
    pageUrl: seo.canonical,
    description: seo.description,
  });
  // Recommended actors are the page's last block: read when the guest scrolls to them.
  const { recommended, top, sale, promoted } = showcase;
  return {
    sedcards,
    albums: albums.slice(0, 5),
    showcase: {
      promoted,
      // Read when they scroll into view (TopVideos): only how many there are.
      topCount: top.length,
      sale: { ...sale, videos: sale.videos.map(toVideoTile) },
    },
    hasRecommended: recommended.length > 0,
    seo,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ActorOverview({ loaderData }: Route.ComponentProps) {
  const { sedcards, albums, showcase, hasRecommended } = loaderData;
  const saleCount = showcase.sale.videos.length + showcase.sale.albums.length;
  const actor = useActor();
  const { t, language } = useI18n();
  const params = { actorName: actor.name };
  return (
    <>
      <LiveChatOffers actor={actor} voiceCallDialog={VoiceCallDialog} />
      {showcase.promoted ? <PromotedVideo video={showcase.promoted} /> : null}
      {sedcards.length > 0 ? (
        <section aria-label={t.actor.sedcards} className="sedcard-strip">
          {sedcards.map((card, index) => (
            <div key={card.id} className="sedcard">
              <Img image={card.image} alt={`${actor.name} – ${t.actor.sedcards}`} ratio="3x4" sizes="200px" />
              <PinToggle
                objectType="sedcard"
                objectId={card.id}
                name={fill(t.pins.sedcard, { number: index + 1, name: actor.name })}
                variant="tile"
              />
            </div>
          ))}
        </section>
      ) : null}
      {sedcards.length > 0 ? (
        <Suspense fallback={null}>
          <SedcardRating actorId={actor.id} actorName={actor.name} />
        </Suspense>
      ) : null}
      {actor.about ? (
        <section className="actor-about-teaser">
          <p lang={textLang(actor.aboutLanguage, language)}>
            {actor.about.length > 280 ? `${actor.about.slice(0, 280)}…` : actor.about}
          </p>
          <Link to={buildPath(language, "actorAbout", params)}>{t.actor.about}</Link>
        </section>
      ) : null}
      {showcase.topCount > 0 ? (
        <Section id="top-videos" title={t.profile.topVideos}>
          <TopVideos actorId={actor.id} count={showcase.topCount} label={t.profile.topVideos} />
        </Section>
      ) : null}
      {saleCount > 0 ? (
        <Section id="on-sale" title={t.profile.onSale}>
          <p className="muted showcase-intro">{plural(t, saleCount, t.profile.onSaleIntro)}</p>
          <ShowcaseRow label={t.profile.onSale} testId="on-sale">
            {showcase.sale.videos.map((video) => (
              <li key={`v${video.id}`}>
                <VideoTile video={video} />
              </li>
            ))}
            {showcase.sale.albums.map((album) => (
              <li key={`a${album.id}`} className="showcase-album">
                <AlbumTile album={album} />
              </li>
            ))}
          </ShowcaseRow>
        </Section>
      ) : null}
      <Section
        id="latest-videos"
        title={t.actor.latestVideos}
        more={
          actor.counts.videos > LATEST_VIDEOS
            ? { to: buildPath(language, "actorVideos", params), label: t.home.showAll }
            : undefined
        }
      >
        {actor.counts.videos > 0 ? (
          <LatestVideos actorId={actor.id} count={actor.counts.videos} />
        ) : (
          <p className="empty">{fill(t.actor.noVideos, { name: actor.name })}</p>
        )}
      </Section>
      <Section
        id="albums"
        title={t.actor.albums}
        more={
          actor.counts.albums > albums.length
            ? { to: buildPath(language, "actorPictures", params), label: t.home.showAll }
            : undefined
        }
      >
        {albums.length > 0 ? (
          <AlbumGrid albums={albums} />
        ) : (
          <p className="empty">{fill(t.actor.noAlbums, { name: actor.name })}</p>
        )}
      </Section>
      {hasRecommended ? <RecommendedActors actorId={actor.id} /> : null}
    </>
  );
}
