import type { RouteName } from "../../common/routes/index.ts";
import { type LegalTexts, legalTexts } from "../features/legal/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import type { Route } from "./+types/legal";

/** The legal routes are named like their document in src/common/legal. */
function documentOf(route: RouteName): keyof LegalTexts {
  return route === "dataProtection" || route === "imprint" ? route : "termsOfService";
}

/** Terms of service, data protection and imprint, in the page language. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const name = documentOf(match.name);
  const document = legalTexts(language)[name];
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name,
    title: document.title,
    description: document.description,
  });
  return { document, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Legal({ loaderData }: Route.ComponentProps) {
  const { document } = loaderData;
  return (
    <div className="container">
      <article className="prose legal">
        <h1>{document.title}</h1>
        <p className="muted">{document.updated}</p>
        {document.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}
