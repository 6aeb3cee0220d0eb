import { pageOf } from "../../features/routing/index.ts";
import { privatePageSeo, seoMeta } from "../../features/seo/index.ts";
import { BenefitsPage } from "../../features/vipclub/index.ts";
import { dictionary, needTexts } from "../../i18n/index.ts";
import type { Route } from "./+types/benefits";

// This page shows the vipClub text pack (i18n/packs.ts): loaded with its module.
await needTexts("vipClub");

/** "My benefits" (account area): a server-rendered shell; the benefits load in the browser. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const seo = privatePageSeo({
    publicUrl: context.publicUrl,
    language,
    name: "accountBenefits",
    title: t.vipClub.benefitsTitle,
    description: t.vipClub.benefitsDescription,
  });
  return { seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Benefits() {
  return (
    <div className="container">
      <BenefitsPage />
    </div>
  );
}
