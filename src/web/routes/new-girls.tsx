import { ActorGrid } from "../features/catalog/index.ts";
import { notFoundUnless, pageNumber, pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, fill, useI18n } from "../i18n/index.ts";
import { Pagination } from "../ui/Pagination.tsx";
import type { Route } from "./+types/new-girls";

/** Newly registered performers, newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, language } = pageOf(request);
  const page = pageNumber(url);
  const list = await context.catalog.newActors(language, page);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (page > pages) notFoundUnless(null);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "newGirls",
    title: t.actor.newGirlsTitle,
    description: t.actor.newGirlsIntro,
    search: page > 1 ? `?page=${page}` : "",
  });
  return { list, pages, seo, search: url.search, pathname: url.pathname };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewGirls({ loaderData }: Route.ComponentProps) {
  const { list, pages, search, pathname } = loaderData;
  const { t } = useI18n();
  return (
    <div className="container">
      <header className="page-header">
        <div>
          <h1>{t.actor.newGirlsTitle}</h1>
          <p>{t.actor.newGirlsIntro}</p>
        </div>
      </header>
      <ActorGrid actors={list.items} eager />
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
