import { actorSeo, useActor } from "../../features/actor/index.ts";
import { AlbumGrid } from "../../features/catalog/index.ts";
import { notFoundUnless, pageOf } from "../../features/routing/index.ts";
import { seoMeta } from "../../features/seo/index.ts";
import { dictionary, fill, useI18n } from "../../i18n/index.ts";
import type { Route } from "./+types/pictures";

/** Pictures tab: the actor's photo albums. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const albums = await context.catalog.actorAlbums(language, actor.id);
  const t = dictionary(language);
  const seo = actorSeo({
    publicUrl: context.publicUrl,
    actor,
    language,
    name: "actorPictures",
    params: { actorName: actor.name },
    title: `${t.actor.albums} – ${actor.name}`,
    description: `${t.actor.albums} – ${actor.name}`,
  });
  return { albums, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ActorPictures({ loaderData }: Route.ComponentProps) {
  const actor = useActor();
  const { t } = useI18n();
  return (
    <div className="section">
      {/* The album titles are h3: the tab's own heading keeps the outline h1 > h2 > h3. */}
      <h2 className="visually-hidden">{t.actor.pictures}</h2>
      {loaderData.albums.length > 0 ? (
        <AlbumGrid albums={loaderData.albums} />
      ) : (
        <p className="empty">{fill(t.actor.noAlbums, { name: actor.name })}</p>
      )}
    </div>
  );
}
