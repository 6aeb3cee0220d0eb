import { CAM_SHOW_TEXTS, CamShowsPage } from "../features/camshows/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import type { Route } from "./+types/cam-shows";

/** /cam-shows/: the cam-show calendar (shows by day, tickets, the invitation at show time). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = CAM_SHOW_TEXTS[language];
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "camShows",
    title: t.title,
    description: t.intro,
  });
  // The shows in the server's HTML, as a visitor sees them (the page is shared by every guest).
  return { seo, shows: await context.catalog.camShows(language, null), loggedIn: context.guest !== null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function CamShows({ loaderData }: Route.ComponentProps) {
  return <CamShowsPage initial={loaderData.shows} loggedIn={loaderData.loggedIn} />;
}
