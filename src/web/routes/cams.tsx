import { CAMS_TEXTS, CamsPage, languageNamesOf, spokenLanguages } from "../features/cams/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import type { Route } from "./+types/cams";

/** /cams/: every performer online now, with live stills and chat offers. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const c = CAMS_TEXTS[language];
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "cams",
    title: c.title,
    description: c.intro,
  });
  const cams = await context.catalog.cams(language);
  // The language filter's names, made here: the page's hydration then needs no Intl data.
  return { cams, languageNames: languageNamesOf(spokenLanguages(cams), language), seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Cams({ loaderData }: Route.ComponentProps) {
  return <CamsPage initial={loaderData.cams} languageNames={loaderData.languageNames} />;
}
