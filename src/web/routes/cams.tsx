import { CAMS_TEXTS, CamsPage } from "../features/cams/index.ts";
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
  return { cams: await context.catalog.cams(language), seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Cams({ loaderData }: Route.ComponentProps) {
  return <CamsPage initial={loaderData.cams} />;
}
