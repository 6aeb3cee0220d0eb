import { VrPornPage } from "../features/newsletter/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/vrPorn";

await needTexts("newsletter");

/** /vr-porn/: the VR page with the VR newsletter (spec content "Special events by name"). */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const texts = dictionary(language).newsletter;
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "vrPorn",
    title: texts.vrTitle,
    description: texts.vrIntro,
  });
  return { seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function VrPorn() {
  return (
    <div className="container">
      <VrPornPage />
    </div>
  );
}
