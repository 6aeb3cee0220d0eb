import { AdventCalendarPage } from "../features/advent/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/eventAdventCalendar";

// This page shows the advent text pack (i18n/packs.ts): loaded with its module.
await needTexts("advent");

/**
 * /magazine/advent-calendar/ (German /de/magazin/adventskalender/): a server-rendered shell; the
 * running calendar with the guest's doors loads in the browser (it is hers: opened, missed, today's).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "eventAdventCalendar",
    title: t.advent.title,
    description: t.advent.description,
  });
  return { seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EventAdventCalendar() {
  return (
    <div className="container">
      <AdventCalendarPage />
    </div>
  );
}
