import { FavoriteCamsPage, FavoriteCamsTeaser } from "../features/favoritecams/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { privatePageSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary } from "../i18n/index.ts";
import "../features/favorites/favorites.css";
import type { Route } from "./+types/favorite-cams";

/** The favourite cams (account area): a server-rendered shell; the list loads in the browser. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const seo = privatePageSeo({
    publicUrl: context.publicUrl,
    language,
    name: "accountFavoriteCams",
    title: t.favorites.title,
    description: t.favorites.description,
  });
  return { seo, loggedIn: context.guest !== null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function FavoriteCams({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container fav-page">
      {loaderData.loggedIn ? <FavoriteCamsPage /> : <FavoriteCamsTeaser />}
    </div>
  );
}
