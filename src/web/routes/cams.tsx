import { CamsPage } from "../features/cams/CamsPage.tsx";
import { CAMS_TEXTS } from "../features/cams/texts.ts";
import { pageOf } from "../features/routing/page.ts";
import { routeSeo, seoMeta } from "../features/seo/seo.ts";
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
  return { cams: await context.catalog.cams(language), seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Cams({ loaderData }: Route.ComponentProps) {
  return <CamsPage initial={loaderData.cams} />;
}
