import { data } from "react-router";
import { BlogArchivePage } from "../features/blog/index.ts";
import { pageNumber, pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, fill, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/blogArchive";

await needTexts("blog");

/** /blog/archive/{year}/: the years with posts and that year's posts, nine a page (?page=). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match, url } = pageOf(request);
  const raw = match.params.year ?? "";
  if (!/^(19|20|21)\d\d$/.test(raw)) throw data(null, { status: 404 });
  const year = Number(raw);
  const page = pageNumber(url);
  const archive = await context.catalog.blogArchive(language, year, page);
  if (page > 1 && archive.items.length === 0) throw data(null, { status: 404 });
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "blogArchive",
    params: { year },
    title: fill(t.blog.archiveTitle, { year }),
    description: t.blog.intro,
    ...(page > 1 ? { search: `?page=${page}` } : {}),
  });
  return { seo, archive };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BlogArchive({ loaderData }: Route.ComponentProps) {
  return <BlogArchivePage archive={loaderData.archive} />;
}
