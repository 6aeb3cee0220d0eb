import { GoldrushPage } from "../features/activity/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/goldrush";

// This page shows the goldrush text pack (i18n/packs.ts): loaded with its module.
await needTexts("goldrush");

/**
 * /magazine/goldrush/: the Goldrush's rules as a visitor sees them, server-rendered; a guest's gold
 * and counts load in the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const visitorData = await context.catalog.activityEvent(language, "goldrush");
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "eventGoldrush",
    title: t.goldrush.title,
    description: t.goldrush.description,
  });
  return { seo, visitorData };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Goldrush({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <GoldrushPage visitorData={loaderData.visitorData} />
    </div>
  );
}
