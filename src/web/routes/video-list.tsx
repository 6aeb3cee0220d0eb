import { VIDEO_GRID_PAGE_SIZE } from "../../common/constants.ts";
import { formatNumber } from "../../common/money.ts";
import { isVideoList, VIDEO_LISTS, videoListFilter, videoListOrder } from "../../common/videoLists.ts";
import { toVideoTile } from "../../common/videoTile.ts";
import { PagedVideoGrid, SortForm, storedVideoOrder, VideoListsNav } from "../features/catalog/index.ts";
import { notFoundUnless, pageNumber, pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, plural, useI18n } from "../i18n/index.ts";
import type { Route } from "./+types/video-list";

/** The video lists (/videos/, free clips, trends, on sale, new, all, VIP) with their default orders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, language, match } = pageOf(request);
  const name = notFoundUnless(isVideoList(match.name) ? match.name : null);
  const page = pageNumber(url);
  // Without ?sort= a logged-in guest gets the order chosen last for this list.
  const order = videoListOrder(
    name,
    url.searchParams.get("sort") ??
      storedVideoOrder(context.guest?.tileGridSettings, name, VIDEO_LISTS[name].orders),
  );
  const filter = videoListFilter(name, new Date());
  const list = await context.catalog.videoList({
    language,
    filter,
    order,
    page,
    pageSize: VIDEO_GRID_PAGE_SIZE,
  });
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (page > pages) notFoundUnless(null);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name,
    title: t.lists[name],
    description: t.lists[`${name}Intro`],
    search: page > 1 ? `?page=${page}` : "",
  });
  return {
    name,
    list: { ...list, items: list.items.map(toVideoTile) },
    filter,
    order,
    orders: VIDEO_LISTS[name].orders,
    seo,
    search: url.search,
    pathname: url.pathname,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function VideoList({ loaderData }: Route.ComponentProps) {
  const { name, list, filter, order, orders, search, pathname } = loaderData;
  const { t, language } = useI18n();
  return (
    <div className="container">
      <header className="page-header">
        <div>
          <h1>{t.lists[name]}</h1>
          <p>
            {t.lists[`${name}Intro`]}{" "}
            <span className="num">
              {plural(t, list.total, t.lists.results, { count: formatNumber(list.total, language) })}
            </span>
          </p>
        </div>
        <SortForm orders={orders} current={order} storeAs={name} />
      </header>
      <VideoListsNav current={name} />
      {/* The tiles' titles are h3: the grid has its heading, for screen readers' outline. */}
      <h2 className="visually-hidden">{t.lists.gridTitle}</h2>
      {list.items.length > 0 ? (
        <PagedVideoGrid
          items={list.items}
          page={list.page}
          total={list.total}
          filter={filter}
          order={order}
          origin={{ href: `${pathname}${search}`, label: t.lists[name] }}
          pathname={pathname}
          search={search}
        />
      ) : (
        <p className="empty">{t.lists.empty}</p>
      )}
    </div>
  );
}
