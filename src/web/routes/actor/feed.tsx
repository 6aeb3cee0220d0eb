import { actorSeo, useActor } from "../../features/actor/index.ts";
import { ActorFeed } from "../../features/feed/index.ts";
import { notFoundUnless, pageOf } from "../../features/routing/index.ts";
import { seoMeta } from "../../features/seo/index.ts";
import { dictionary, fill, needTexts } from "../../i18n/index.ts";
import type { Route } from "./+types/feed";

// This page shows the feed text pack (i18n/packs.ts): loaded with its module.
await needTexts("feed");

/** Feed tab: the actor's own posts, pinned first; a visitor's first page comes with the HTML. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const t = dictionary(language);
  const seo = actorSeo({
    publicUrl: context.publicUrl,
    actor,
    language,
    name: "actorFeed",
    params: { actorName: actor.name },
    title: `${t.feed.title}: ${actor.name}`,
    description: fill(t.feed.postBy, { name: actor.name }),
  });
  const loggedIn = context.guest !== null;
  const initial = loggedIn
    ? null
    : await context.catalog.feed({ mode: "profile", modelId: actor.id, first: 8 });
  return { seo, loggedIn, initial };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ActorFeedTab({ loaderData }: Route.ComponentProps) {
  const actor = useActor();
  return (
    <section aria-labelledby="actor-feed-title" data-testid="actor-feed">
      <h2 id="actor-feed-title" className="visually-hidden">
        {`Feed: ${actor.name}`}
      </h2>
      <ActorFeed
        key={actor.id}
        actorId={actor.id}
        actorName={actor.name}
        loggedIn={loaderData.loggedIn}
        initial={loaderData.initial}
      />
    </section>
  );
}
