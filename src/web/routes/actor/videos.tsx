import { Link } from "react-router";
import { VIDEO_GRID_PAGE_SIZE } from "../../../common/constants.ts";
import type { TVideoFilter } from "../../../common/contracts/catalog.ts";
import { buildActorSeoContent } from "../../../common/contracts/values/actors.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { videoListOrder } from "../../../common/videoLists.ts";
import { toVideoTile } from "../../../common/videoTile.ts";
import { actorSeo, useActor } from "../../features/actor/index.ts";
import { SortForm, VideoGrid } from "../../features/catalog/index.ts";
import { notFoundUnless, pageNumber, pageOf } from "../../features/routing/index.ts";
import { seoMeta } from "../../features/seo/index.ts";
import { dictionary, fill, plural, useI18n } from "../../i18n/index.ts";
import { Pagination } from "../../ui/Pagination.tsx";
import type { Route } from "./+types/videos";

/** Videos tab: all videos, one tag group (URL-encoded) or the classics, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const tagKey = match.name === "actorVideosTag" ? (match.params.tagGroup ?? "") : null;
  const tag = tagKey === null ? null : notFoundUnless(await context.catalog.tag(language, tagKey));
  const classic = match.name === "actorVideosClassic";
  const filter: TVideoFilter = { modelIds: [actor.id] };
  if (tag) filter.tags = [tag.groupKey];
  if (classic) filter.types = { classic: true };
  const page = pageNumber(url);
  const order = videoListOrder("videosNew", url.searchParams.get("sort"));
  const list = await context.catalog.videoList({
    language,
    filter,
    order,
    page,
    pageSize: VIDEO_GRID_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (page > pages && page > 1) notFoundUnless(null);
  const t = dictionary(language);
  const heading = tag
    ? fill(t.actor.tagGroup, { tag: tag.name })
    : classic
      ? t.actor.classic
      : t.actor.videos;
  // A tag group's page has its own SEO texts, the same as seo/getActorSeoContent answers.
  const seoContent = tag
    ? buildActorSeoContent(
        {
          actorId: actor.id,
          tagGroup: tag.groupKey,
          name: actor.name,
          age: actor.age,
          city: actor.city,
          country: actor.country,
          tag: tag.name,
          count: actor.tagGroups.find((group) => group.groupKey === tag.groupKey)?.count ?? list.total,
        },
        language,
      )
    : null;
  const seo = actorSeo({
    publicUrl: context.publicUrl,
    actor,
    language,
    name: match.name,
    params: tag ? { actorName: actor.name, tagGroup: tag.groupKey } : { actorName: actor.name },
    title: seoContent?.title ?? `${heading} – ${actor.name}`,
    description: seoContent?.description ?? `${plural(t, list.total, t.actor.videosCount)} – ${actor.name}`,
    search: page > 1 ? `?page=${page}` : "",
  });
  return {
    list: { ...list, items: list.items.map(toVideoTile) },
    pages,
    order,
    heading,
    activeTag: tag?.groupKey ?? null,
    classic,
    seo,
    seoText: seoContent?.text ?? null,
    search: url.search,
    pathname: url.pathname,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ActorVideos({ loaderData }: Route.ComponentProps) {
  const { list, pages, order, heading, activeTag, classic, search, pathname, seoText } = loaderData;
  const actor = useActor();
  const { t, language } = useI18n();
  const params = { actorName: actor.name };
  const current = (active: boolean) => (active ? ("page" as const) : undefined);
  return (
    <>
      <div className="page-header">
        <h2>{heading}</h2>
        <SortForm orders={["newest", "topRated", "priceAsc", "priceDesc", "longest"]} current={order} />
      </div>
      {seoText ? <p className="muted">{seoText}</p> : null}
      <nav className="chip-row" aria-label={t.video.tags}>
        <Link
          className="chip"
          to={buildPath(language, "actorVideos", params)}
          aria-current={current(!activeTag && !classic)}
        >
          {t.actor.allVideos} <span className="num">{actor.counts.videos}</span>
        </Link>
        {actor.counts.classicVideos > 0 ? (
          <Link
            className="chip"
            to={buildPath(language, "actorVideosClassic", params)}
            aria-current={current(classic)}
          >
            {t.actor.classic} <span className="num">{actor.counts.classicVideos}</span>
          </Link>
        ) : null}
        {actor.tagGroups.map((group) => (
          <Link
            key={group.groupKey}
            className="chip"
            to={buildPath(language, "actorVideosTag", { ...params, tagGroup: group.groupKey })}
            aria-current={current(activeTag === group.groupKey)}
          >
            {group.name} <span className="num">{group.count}</span>
          </Link>
        ))}
      </nav>
      <div className="section">
        {list.items.length > 0 ? (
          <VideoGrid videos={list.items} />
        ) : (
          <p className="empty">{fill(t.actor.noVideos, { name: actor.name })}</p>
        )}
      </div>
      <Pagination
        page={list.page}
        pages={pages}
        search={search}
        pathname={pathname}
        labels={{
          previous: t.lists.previous,
          next: t.lists.next,
          nav: t.lists.pagination,
          page: fill(t.lists.page, { page: list.page, pages }),
        }}
      />
    </>
  );
}
