import { data } from "react-router";
import { BlogPostPage } from "../features/blog/index.ts";
import { notFoundUnless, pageOf } from "../features/routing/index.ts";
import { absoluteUrl, blogPostingStructuredData, routeSeo, seoMeta } from "../features/seo/index.ts";
import { needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/blogPost";

await needTexts("blog");

/** /blog/{slug}/: a post in the page's language (404 when it is not written in it), an Article for search engines. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const slug = match.params.slug ?? "";
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 120) throw data(null, { status: 404 });
  const post = notFoundUnless(await context.catalog.blogPost(language, slug));
  const base = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "blogPost",
    params: { slug },
    title: post.title,
    description: post.teaser || post.title,
  });
  // Only the languages the post is written in are alternates of it.
  const alternates = Object.fromEntries(
    Object.entries(base.alternates).filter(([lang]) => post.languages.includes(lang)),
  ) as typeof base.alternates;
  const seo = {
    ...base,
    alternates,
    type: "article" as const,
    properties: [["article:published_time", post.published] as [string, string]],
    ...(post.image
      ? { image: { url: absoluteUrl(context.publicUrl, post.image.src), alt: post.title } }
      : {}),
    structured: blogPostingStructuredData({
      publicUrl: context.publicUrl,
      language,
      post,
      pageUrl: base.canonical,
    }),
  };
  return { seo, post };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage key={loaderData.post.id} post={loaderData.post} />;
}
