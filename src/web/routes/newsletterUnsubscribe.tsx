import { UnsubscribePage } from "../features/newsletter/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { privatePageSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/newsletterUnsubscribe";

await needTexts("newsletter");

/**
 * /newsletter/unsubscribe/ (German /newsletter/abmelden/): the page of a newsletter mail's
 * unsubscribe link; not indexed (it is reached from a mail, and its token is the guest's).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const texts = dictionary(language).newsletter;
  const seo = privatePageSeo({
    publicUrl: context.publicUrl,
    language,
    name: "newsletterUnsubscribe",
    title: texts.unsubTitle,
    description: texts.unsubIntro,
  });
  return { seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function NewsletterUnsubscribe() {
  return (
    <div className="container">
      <UnsubscribePage />
    </div>
  );
}
