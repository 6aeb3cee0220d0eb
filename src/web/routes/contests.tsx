import { ContestsPage } from "../features/contests/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/contests";

// This page shows the contests text pack (i18n/packs.ts): loaded with its module.
await needTexts("contests");

/** /contests/: the contests running, coming and finished. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "contests",
    title: t.contests.title,
    description: t.contests.intro,
  });
  return { seo, lists: await context.catalog.contests(language) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Contests({ loaderData }: Route.ComponentProps) {
  return <ContestsPage lists={loaderData.lists} />;
}
