import { BlogLandingPage } from "../features/blog/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/blog";

// This page shows the blog text pack (i18n/packs.ts): loaded with its module.
await needTexts("blog");

/** /blog/: the blog's landing (blog/pm) in the page's language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "blog",
    title: t.blog.title,
    description: t.blog.intro,
  });
  return { seo, landing: await context.catalog.blogLanding(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Blog({ loaderData }: Route.ComponentProps) {
  return <BlogLandingPage landing={loaderData.landing} />;
}
