import type { LegalTextType } from "../../common/contracts/legal.ts";
import type { RouteName } from "../../common/routes/index.ts";
import { LegalPage } from "../features/legal/index.ts";
import { notFoundUnless, pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/legal";

await needTexts("legal");

/** The legal text each legal route shows. */
function typeOf(route: RouteName): LegalTextType {
  return route === "dataProtection" ? "PP" : route === "imprint" ? "IMP" : "GTC";
}

/** Terms of service, data protection and imprint: the version in force in the page language. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const document = notFoundUnless(await context.catalog.legalDocument(language, typeOf(match.name)));
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: match.name,
    title: document.current.title,
    description: document.current.description,
  });
  return { document, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Legal({ loaderData }: Route.ComponentProps) {
  return <LegalPage document={loaderData.document} />;
}
