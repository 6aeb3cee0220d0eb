import { HelpCenterPage } from "../features/help/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { faqStructuredData, routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/helpCenter";

await needTexts("help");

/** /help/: the help centre (answers in German, Spanish or else English), an FAQPage for search engines. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const base = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "helpCenter",
    title: t.help.title,
    description: t.help.description,
  });
  const structured = faqStructuredData({
    language: t.help.contentLanguage,
    pageUrl: base.canonical,
    questions: t.help.topics.flatMap((topic) => topic.questions),
  });
  return { seo: { ...base, structured } };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function HelpCenter() {
  return <HelpCenterPage />;
}
