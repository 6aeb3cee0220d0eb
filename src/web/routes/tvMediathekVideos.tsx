import { data } from "react-router";
import { episodeStructuredData, SeriesVideosPage } from "../features/mediathek/index.ts";
import { notFoundUnless, pageOf } from "../features/routing/index.ts";
import { absoluteUrl, routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, fill, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/tvMediathekVideos";

await needTexts("mediathek");

const KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * /tv/mediathek/{key}/videos/: a series' episodes with one on the stage (?video={videoId}, else the
 * first); an unknown series or an episode of another series is a 404. A TVEpisode for search engines.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match, url } = pageOf(request);
  const key = match.params.key ?? "";
  if (!KEY.test(key) || key.length > 80) throw data(null, { status: 404 });
  const format = notFoundUnless(await context.catalog.tvFormat(language, key));
  const episodes = format.seasons.flatMap((season) => season.episodes);
  const wanted = url.searchParams.get("video");
  const current = notFoundUnless(
    wanted === null ? episodes[0] : episodes.find((e) => String(e.video.id) === wanted),
  );
  const t = dictionary(language);
  const base = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "tvMediathekVideos",
    params: { key },
    title: `${current.title} · ${format.series.title}`,
    description: fill(t.mediathek.videosTitle, { series: format.series.title }),
    search: wanted === null ? "" : `?video=${current.video.id}`,
  });
  const seo = {
    ...base,
    ...(current.video.preview
      ? { image: { url: absoluteUrl(context.publicUrl, current.video.preview.src), alt: current.title } }
      : {}),
    structured: episodeStructuredData({ publicUrl: context.publicUrl, language, format, episode: current }),
  };
  return { seo, format, current };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TvMediathekVideos({ loaderData }: Route.ComponentProps) {
  return <SeriesVideosPage format={loaderData.format} current={loaderData.current} />;
}
