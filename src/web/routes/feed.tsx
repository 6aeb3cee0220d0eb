import { FeedPage } from "../features/feed/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/feed";

// This page shows the feed text pack (i18n/packs.ts): loaded with its module.
await needTexts("feed");

/** /feed/: the performers' posts (everyone's; a logged-in guest's favourites in a tab). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language).feed;
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "feed",
    title: t.title,
    description: t.intro,
  });
  // A visitor's first page comes with the HTML (shared by every visitor); a guest's, with her
  // likes and purchases, is read in the browser.
  const loggedIn = context.guest !== null;
  const initial = loggedIn ? null : await context.catalog.feed({ mode: "mixed", modelId: null, first: 8 });
  return { seo, loggedIn, initial };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Feed({ loaderData }: Route.ComponentProps) {
  return <FeedPage loggedIn={loaderData.loggedIn} initial={loaderData.initial} />;
}
