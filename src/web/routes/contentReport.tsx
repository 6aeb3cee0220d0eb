import { ReportContentPage } from "../features/reports/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/contentReport";

await needTexts("reports");

/** /report-content/: the content report form; `?url=` the page reported, `?reference=` a report's state. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const search = new URL(request.url).searchParams;
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "contentReport",
    title: t.reports.title,
    description: t.reports.description,
  });
  return {
    seo,
    url: (search.get("url") ?? "").slice(0, 500),
    reference: search.get("reference")?.slice(0, 40) || null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ContentReport({ loaderData }: Route.ComponentProps) {
  return <ReportContentPage url={loaderData.url} reference={loaderData.reference} />;
}
