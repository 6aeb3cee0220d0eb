import { Link } from "react-router";
import { DEFAULT_AGE_RATING } from "../../../common/constants.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { actorSeo, useActor } from "../../features/actor/actorContext.ts";
import { AlbumGrid, VideoGrid } from "../../features/catalog/grids.tsx";
import { PinToggle } from "../../features/favorites/PinToggle.tsx";
import { notFoundUnless, pageOf } from "../../features/routing/page.ts";
import { seoMeta } from "../../features/seo/seo.ts";
import { dictionary, fill, useI18n } from "../../i18n/index.ts";
import { Img } from "../../ui/Img.tsx";
import { Section } from "../../ui/Section.tsx";
import type { Route } from "./+types/overview";

/** Overview tab: sedcard photos, latest videos, albums and the start of the about text. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const [sedcards, videos, albums] = await Promise.all([
    context.catalog.actorSedcards(actor.id, DEFAULT_AGE_RATING),
    context.catalog.videoList({
      language,
      filter: { modelIds: [actor.id] },
      order: "newest",
      page: 1,
      pageSize: 10,
    }),
    context.catalog.actorAlbums(language, actor.id),
  ]);
  const t = dictionary(language);
  const seo = actorSeo({
    publicUrl: context.publicUrl,
    language,
    name: "actorProfile",
    params: { actorName: actor.name },
    title: `${actor.name} (${fill(t.actor.age, { age: actor.age })})`,
    description: actor.headline || actor.about,
  });
  return { sedcards, videos: videos.items, albums: albums.slice(0, 5), seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ActorOverview({ loaderData }: Route.ComponentProps) {
  const { sedcards, videos, albums } = loaderData;
  const actor = useActor();
  const { t, language } = useI18n();
  const params = { actorName: actor.name };
  return (
    <>
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
      {actor.about ? (
        <section className="actor-about-teaser">
          <p>{actor.about.length > 280 ? `${actor.about.slice(0, 280)}…` : actor.about}</p>
          <Link to={buildPath(language, "actorAbout", params)}>{t.actor.about}</Link>
        </section>
      ) : null}
      <Section
        id="latest-videos"
        title={t.actor.latestVideos}
        more={
          actor.counts.videos > videos.length
            ? { to: buildPath(language, "actorVideos", params), label: t.home.showAll }
            : undefined
        }
      >
        {videos.length > 0 ? (
          <VideoGrid videos={videos} />
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
    </>
  );
}
