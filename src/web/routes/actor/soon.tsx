import { Link } from "react-router";
import { buildPath } from "../../../common/routes/index.ts";
import { actorSeo, useActor } from "../../features/actor/actorContext.ts";
import { notFoundUnless, pageOf } from "../../features/routing/page.ts";
import { seoMeta } from "../../features/seo/seo.ts";
import { dictionary, fill, useI18n } from "../../i18n/index.ts";
import { featureName } from "../coming-soon.tsx";
import type { Route } from "./+types/soon";

/** Actor tabs not built yet (live show, top cams): "coming soon" inside the profile. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const t = dictionary(language);
  const feature = featureName(t, match.name);
  const seo = {
    ...actorSeo({
      publicUrl: context.publicUrl,
      actor,
      language,
      name: match.name,
      params: { actorName: actor.name },
      title: `${fill(t.soon.title, { feature })} – ${actor.name}`,
      description: fill(t.soon.text, { feature }),
    }),
    noindex: true,
  };
  return { feature, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ActorSoon({ loaderData }: Route.ComponentProps) {
  const actor = useActor();
  const { t, language } = useI18n();
  return (
    <div className="status-page compact" data-testid="coming-soon">
      <h2>{fill(t.soon.title, { feature: loaderData.feature })}</h2>
      <p className="muted">{fill(t.soon.text, { feature: loaderData.feature })}</p>
      <Link className="btn btn-secondary" to={buildPath(language, "actorVideos", { actorName: actor.name })}>
        {t.actor.videos}
      </Link>
    </div>
  );
}
