import { categoryTrail } from "../../common/breadcrumbs.ts";
import { VIDEO_GRID_PAGE_SIZE } from "../../common/constants.ts";
import { LANGUAGES } from "../../common/languages.ts";
import { formatNumber } from "../../common/money.ts";
import { buildPath } from "../../common/routes/index.ts";
import { VIDEO_LISTS, videoListOrder } from "../../common/videoLists.ts";
import { toVideoTile } from "../../common/videoTile.ts";
import { PagedVideoGrid, SortForm, storedVideoOrder } from "../features/catalog/index.ts";
import { notFoundUnless, pageNumber, pageOf } from "../features/routing/index.ts";
import { breadcrumbStructuredData, type Seo, seoMeta } from "../features/seo/index.ts";
import { dictionary, fill, plural, useI18n } from "../i18n/index.ts";
import { Breadcrumbs } from "../ui/Breadcrumbs.tsx";
import type { Route } from "./+types/category";

/** A category page: its videos (top rated first) with sort and pages; slugs differ per language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, language, match } = pageOf(request);
  const category = notFoundUnless(
    await context.catalog.categoryBySlug(language, match.params.categorySlug ?? ""),
  );
  const page = pageNumber(url);
  // Without ?sort= a logged-in guest gets the order chosen last on a category page.
  const order = videoListOrder(
    "videosAll",
    url.searchParams.get("sort") ??
      storedVideoOrder(context.guest?.tileGridSettings, "category", VIDEO_LISTS.videosAll.orders),
  );
  const filter = { categoryIds: [category.id] };
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
  const pageQuery = page > 1 ? `?page=${page}` : "";
  const href = (lang: (typeof LANGUAGES)[number]) => {
    const slug = lang === "de" ? category.slugs.de : lang === "es" ? category.slugs.es : category.slugs.en;
    return `${context.publicUrl}${buildPath(lang, "category", { categorySlug: slug })}${pageQuery}`;
  };
  const seo: Seo = {
    title: fill(t.category.title, { name: category.name }),
    description:
      category.description || plural(t, category.videoCount, t.category.intro, { name: category.name }),
    language,
    canonical: href(language),
    alternates: Object.fromEntries(LANGUAGES.map((lang) => [lang, href(lang)])),
  };
  const breadcrumb = categoryTrail(language, category);
  seo.breadcrumb = breadcrumbStructuredData(context.publicUrl, breadcrumb);
  return {
    category,
    breadcrumb,
    list: { ...list, items: list.items.map(toVideoTile) },
    filter,
    order,
    seo,
    search: url.search,
    pathname: url.pathname,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, list, filter, order, search, pathname } = loaderData;
  const { t, language } = useI18n();
  return (
    <div className="container">
      <Breadcrumbs items={loaderData.breadcrumb} label={t.nav.breadcrumb} />
      <header className="page-header category-header">
        <div>
          <h1>{fill(t.category.title, { name: category.name })}</h1>
          <p>
            {category.description}{" "}
            <span className="num">
              {plural(t, list.total, t.lists.results, { count: formatNumber(list.total, language) })}
            </span>
          </p>
        </div>
        <SortForm orders={VIDEO_LISTS.videosAll.orders} current={order} storeAs="category" />
      </header>
      <h2 className="visually-hidden">{t.lists.gridTitle}</h2>
      {list.items.length > 0 ? (
        <PagedVideoGrid
          items={list.items}
          page={list.page}
          total={list.total}
          filter={filter}
          order={order}
          origin={{ href: `${pathname}${search}`, label: fill(t.category.title, { name: category.name }) }}
          pathname={pathname}
          search={search}
        />
      ) : (
        <p className="empty">{t.lists.empty}</p>
      )}
    </div>
  );
}
