import { data, Link } from "react-router";
import { buildPath, ROUTES, type RouteDef, type RouteName } from "../../common/routes/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { type Dictionary, dictionary, fill, useI18n } from "../i18n/index.ts";
import type { Route } from "./+types/coming-soon";

/** The feature name of a route that is not built yet. */
export function featureName(t: Dictionary, name: RouteName): string {
  return (t.features as Record<string, string>)[name] ?? t.meta.siteName;
}

/**
 * The catch-all route: a route of the table that is not built yet answers 200 with a localized page
 * naming the feature; any other path a localized 404 (rendered by root's ErrorBoundary).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  if ((ROUTES[match.name] as RouteDef).status !== "soon") throw data(null, { status: 404 });
  const t = dictionary(language);
  const feature = featureName(t, match.name);
  const seo = {
    ...routeSeo({
      publicUrl: context.publicUrl,
      language,
      name: match.name,
      params: match.params,
      title: fill(t.soon.title, { feature }),
      description: fill(t.soon.text, { feature }),
    }),
    noindex: true,
  };
  return { feature, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ComingSoon({ loaderData }: Route.ComponentProps) {
  const { t, language } = useI18n();
  return (
    <div className="container status-page" data-testid="coming-soon">
      <p className="status-code" aria-hidden="true">
        ✦
      </p>
      <h1>{fill(t.soon.title, { feature: loaderData.feature })}</h1>
      <p className="muted">{fill(t.soon.text, { feature: loaderData.feature })}</p>
      <div className="hero-actions">
        <Link className="btn btn-primary" to={buildPath(language, "videosNew")}>
          {t.home.heroCta}
        </Link>
        <Link className="btn btn-secondary" to={buildPath(language, "home")}>
          {t.soon.back}
        </Link>
      </div>
    </div>
  );
}
