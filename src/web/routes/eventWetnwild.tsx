import { WetnwildPage } from "../features/rewardevents/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/eventWetnwild";

// This page shows the reward events' text pack (i18n/packs.ts): loaded with its module.
await needTexts("rewardEvents");

/**
 * /magazine/wetnwildgame/: a server-rendered shell with the event's title and promise; the running
 * events, their odds and the guest's tries load in the browser (GET special/get/events).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "eventWetnwild",
    title: t.rewardEvents.wetnwild.title,
    description: t.rewardEvents.wetnwild.description,
  });
  return { seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EventWetnwild() {
  return (
    <div className="container">
      <WetnwildPage />
    </div>
  );
}
