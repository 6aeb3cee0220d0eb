import { data } from "react-router";
import { SeriesPage, seriesStructuredData } from "../features/mediathek/index.ts";
import { notFoundUnless, pageOf } from "../features/routing/index.ts";
import { absoluteUrl, routeSeo, seoMeta } from "../features/seo/index.ts";
import { needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/tvMediathekSeries";

await needTexts("mediathek");

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** /tv/mediathek/{series}/: a series with its seasons and articles (tv/format/{key}), a TVSeries for search engines. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const key = match.params.series ?? "";
  if (!KEY.test(key) || key.length > 80) throw data(null, { status: 404 });
  const format = notFoundUnless(await context.catalog.tvFormat(language, key));
  const base = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "tvMediathekSeries",
    params: { series: key },
    title: format.series.title,
    description: format.series.description || format.series.title,
  });
  const seo = {
    ...base,
    ...(format.series.image
      ? { image: { url: absoluteUrl(context.publicUrl, format.series.image.src), alt: format.series.title } }
      : {}),
    structured: seriesStructuredData({
      publicUrl: context.publicUrl,
      language,
      format,
      pageUrl: base.canonical,
    }),
  };
  return { seo, format };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TvMediathekSeries({ loaderData }: Route.ComponentProps) {
  return <SeriesPage key={loaderData.format.series.key} format={loaderData.format} />;
}
