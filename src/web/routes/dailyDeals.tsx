import { DailyDealsPage } from "../features/dailydeals/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/dailyDeals";

await needTexts("dailyDeals");

/**
 * /daily-deals/ (German /de/deal-des-tages/): today's, tomorrow's and yesterday's offers as an
 * anonymous visitor sees them (the guest's claims and consumed offers are the browser's to ask).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const [today, tomorrow, yesterday] = await Promise.all([
    context.catalog.dailyBonus(language, "today"),
    context.catalog.dailyBonus(language, "tomorrow"),
    context.catalog.dailyBonus(language, "yesterday"),
  ]);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "dailyDeals",
    title: t.dailyDeals.title,
    description: t.dailyDeals.description,
  });
  return { seo, today, tomorrow, yesterday };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function DailyDeals({ loaderData }: Route.ComponentProps) {
  return (
    <DailyDealsPage
      today={loaderData.today}
      tomorrow={loaderData.tomorrow}
      yesterday={loaderData.yesterday}
    />
  );
}
