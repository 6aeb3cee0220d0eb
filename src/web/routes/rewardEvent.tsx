import { rewardEventOfRoute } from "../../common/routes/index.ts";
import { RewardEventPage } from "../features/rewardevents/index.ts";
import { notFoundUnless, pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/rewardEvent";

// This page shows the reward events' text pack (i18n/packs.ts): loaded with its module.
await needTexts("rewardEvents");

/**
 * The reward events' pages (/magazine/wetnwildgame/, /magazine/wiesn-shooting/ and the others of
 * routes/events.ts): a server-rendered shell with the event's title and promise in its look; the
 * running event, its odds and the guest's tries load in the browser (GET special/get/events).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const eventType = notFoundUnless(rewardEventOfRoute(match.name));
  const texts = dictionary(language).rewardEvents.events[eventType];
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: match.name,
    title: texts.title,
    description: texts.description,
  });
  return { seo, eventType };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function RewardEvent({ loaderData }: Route.ComponentProps) {
  const { eventType } = loaderData;
  return (
    <div className="container">
      <RewardEventPage
        eventType={eventType}
        {...(eventType === "wet-and-wild" ? { also: "slotmachine" as const } : {})}
      />
    </div>
  );
}
