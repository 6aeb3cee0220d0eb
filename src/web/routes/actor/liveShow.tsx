import { actorSeo, useActor } from "../../features/actor/index.ts";
import { CAM_SHOW_TEXTS, CamShowsPage } from "../../features/camshows/index.ts";
import { notFoundUnless, pageOf } from "../../features/routing/index.ts";
import { seoMeta } from "../../features/seo/index.ts";
import type { Route } from "./+types/liveShow";

/** The actor's live-show tab: her cam shows (the calendar of /cam-shows/ for one performer). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const t = CAM_SHOW_TEXTS[language];
  const seo = actorSeo({
    publicUrl: context.publicUrl,
    actor,
    language,
    name: match.name,
    params: { actorName: actor.name },
    title: `${t.title} – ${actor.name}`,
    description: t.intro,
  });
  // Her shows in the server's HTML, as a visitor sees them (the page is shared by every guest).
  return { seo, shows: await context.catalog.camShows(language, actor.id), loggedIn: context.guest !== null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ActorLiveShow({ loaderData }: Route.ComponentProps) {
  const actor = useActor();
  return (
    <CamShowsPage
      initial={loaderData.shows}
      actorId={actor.id}
      loggedIn={loaderData.loggedIn}
      heading={false}
    />
  );
}
