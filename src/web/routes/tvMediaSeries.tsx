import { MediaSeriesPage } from "../features/mediathek/index.ts";
import { pageNumber, pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/tvMediaSeries";

await needTexts("mediathek");

/** /tv/media/series/: every series of the mediathek (tv/series), a page of 30. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, url } = pageOf(request);
  const page = pageNumber(url);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "tvMediaSeries",
    title: t.mediathek.title,
    description: t.mediathek.intro,
    search: page > 1 ? `?page=${page}` : "",
  });
  return { seo, list: await context.catalog.tvSeries(language, page) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TvMediaSeries({ loaderData }: Route.ComponentProps) {
  return <MediaSeriesPage list={loaderData.list} />;
}
