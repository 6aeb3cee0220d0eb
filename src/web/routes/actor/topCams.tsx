import { data } from "react-router";
import { ZTopCamsQuery } from "../../../common/contracts/catalog.ts";
import { TOP_CAM_TYPES } from "../../../common/contracts/values/catalog.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { actorSeo, TopCamsList, TopCamsNav, useActor } from "../../features/actor/index.ts";
import { notFoundUnless, pageOf } from "../../features/routing/index.ts";
import { seoMeta } from "../../features/seo/index.ts";
import { dictionary, fill, useI18n } from "../../i18n/index.ts";
import type { Route } from "./+types/topCams";

/**
 * Top-cams tab: the lists of spec core §2 (top 100, favourites, best chats, top video call) as
 * segments (`?type=`), everyone or only online actors (`?online=1`); the current actor highlighted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const query = ZTopCamsQuery.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data(null, { status: 404 });
  const { type } = query.data;
  const online = query.data.online !== undefined;
  const list = await context.catalog.topCams(language, type, online);
  const t = dictionary(language);
  const seo = {
    ...actorSeo({
      publicUrl: context.publicUrl,
      actor,
      language,
      name: "actorTopCams",
      params: { actorName: actor.name },
      title: `${t.profile.topCamsTitle}: ${t.profile[type]} – ${actor.name}`,
      description: `${t.profile.topCamsIntro} ${t.profile[`rule_${type}`]}`,
    }),
    // Only the default list is indexed; the other segments and the online filter are variants of it.
    noindex: type !== TOP_CAM_TYPES[0] || online,
  };
  return { type, online, list, seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ActorTopCams({ loaderData }: Route.ComponentProps) {
  const { type, online, list } = loaderData;
  const actor = useActor();
  const { t, language } = useI18n();
  const own = list.find((cam) => cam.id === actor.id);
  return (
    <section className="top-cams" aria-labelledby="top-cams-title" data-testid="top-cams">
      <h2 id="top-cams-title">{t.profile.topCamsTitle}</h2>
      <p className="muted">
        {t.profile.topCamsIntro}{" "}
        {own
          ? fill(t.profile.topCamsRank, { name: actor.name, rank: own.rank })
          : fill(t.profile.topCamsNotListed, { name: actor.name })}
      </p>
      <TopCamsNav
        type={type}
        online={online}
        path={buildPath(language, "actorTopCams", { actorName: actor.name })}
      />
      <p className="top-cams-rule muted">{t.profile[`rule_${type}`]}</p>
      <TopCamsList list={list} currentActorId={actor.id} />
    </section>
  );
}
