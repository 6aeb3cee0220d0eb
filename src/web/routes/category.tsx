import { VIDEO_GRID_PAGE_SIZE } from "../../common/constants.ts";
import { LANGUAGES } from "../../common/languages.ts";
import { formatNumber } from "../../common/money.ts";
import { buildPath } from "../../common/routes/index.ts";
import { videoListOrder } from "../../common/videoLists.ts";
import { VideoGrid } from "../features/catalog/grids.tsx";
import { SortForm } from "../features/catalog/SortForm.tsx";
import { notFoundUnless, pageNumber, pageOf } from "../features/routing/page.ts";
import { type Seo, seoMeta } from "../features/seo/seo.ts";
import { dictionary, fill, useI18n } from "../i18n/index.ts";
import { Pagination } from "../ui/Pagination.tsx";
import type { Route } from "./+types/category";

/** A category page: its videos (top rated first) with sort and pages; slugs differ per language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, language, match } = pageOf(request);
  const category = notFoundUnless(
    await context.catalog.categoryBySlug(language, match.params.categorySlug ?? ""),
  );
  const page = pageNumber(url);
  const order = videoListOrder("videosAll", url.searchParams.get("sort"));
  const list = await context.catalog.videoList({
    language,
    filter: { categoryIds: [category.id] },
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
      category.description || fill(t.category.intro, { count: category.videoCount, name: category.name }),
    language,
    canonical: href(language),
    alternates: Object.fromEntries(LANGUAGES.map((lang) => [lang, href(lang)])),
  };
  return { category, list, order, pages, seo, search: url.search, pathname: url.pathname };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Category({ loaderData }: Route.ComponentProps) {
  const { category, list, order, pages, search, pathname } = loaderData;
  const { t } = useI18n();
  return (
    <div className="container">
      <header className="page-header category-header">
        <div>
          <h1>{fill(t.category.title, { name: category.name })}</h1>
          <p>
            {category.description}{" "}
            <span className="num">{fill(t.lists.results, { count: formatNumber(list.total) })}</span>
          </p>
        </div>
        <SortForm
          orders={["topRated", "newest", "bestSelling", "priceAsc", "priceDesc", "longest"]}
          current={order}
        />
      </header>
      {list.items.length > 0 ? <VideoGrid videos={list.items} /> : <p className="empty">{t.lists.empty}</p>}
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
    </div>
  );
}
