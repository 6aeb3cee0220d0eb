import { data } from "react-router";
import {
  BLOG_CATEGORIES,
  BLOG_CATEGORY_KEYS,
  type BlogCategoryKey,
} from "../../common/contracts/values/blog.ts";
import { BlogCategoryPage } from "../features/blog/index.ts";
import { pageNumber, pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/blogCategory";

await needTexts("blog");

/** /blog/category/{key}/: a category's posts, nine a page (?page=). Unknown categories are 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match, url } = pageOf(request);
  const key = match.params.category as BlogCategoryKey;
  if (!BLOG_CATEGORY_KEYS.includes(key)) throw data(null, { status: 404 });
  const page = pageNumber(url);
  const list = await context.catalog.blogCategory(language, BLOG_CATEGORIES[key], page);
  if (page > 1 && list.items.length === 0) throw data(null, { status: 404 });
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "blogCategory",
    params: { category: key },
    title: `${t.blog.categories[key]} – ${t.blog.title}`,
    description: t.blog.intro,
    ...(page > 1 ? { search: `?page=${page}` } : {}),
  });
  return { seo, category: key, list };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BlogCategory({ loaderData }: Route.ComponentProps) {
  return <BlogCategoryPage category={loaderData.category} list={loaderData.list} />;
}
