import { PartnerPage } from "../features/partners/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/modelRecruitment";

await needTexts("partners");

/** The footer's partner page for the model application, with its form. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const texts = dictionary(language).partners.model;
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "modelRecruitment",
    title: texts.title,
    description: texts.description,
  });
  return { seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ModelRecruitment() {
  return <PartnerPage kind="model" />;
}
