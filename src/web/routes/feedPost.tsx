import { data } from "react-router";
import { FeedPostPage } from "../features/feed/index.ts";
import { notFoundUnless, pageOf } from "../features/routing/index.ts";
import { absoluteUrl, routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, fill, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/feedPost";

// This page shows the feed text pack (i18n/packs.ts): loaded with its module.
await needTexts("feed");

/** The longest description a shared post's preview carries. */
const DESCRIPTION_MAX = 200;

/**
 * /feed/{postId}/: one post at its own address, shareable: its Open Graph preview shows the
 * performer, the post's words and a picture a visitor may see (an open photo or clip poster, else
 * the performer's avatar). A visitor's post comes with the HTML; a guest's is read in the browser.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const raw = match.params.postId ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) throw data(null, { status: 404 });
  const postId = Number(raw);
  const post = notFoundUnless(await context.catalog.feedPost(postId));
  const t = dictionary(language);
  const by = fill(t.feed.postBy, { name: post.model.name });
  const words = (post.text || post.title || by).replace(/\s+/g, " ").trim();
  const image =
    post.access === "open" ? (post.photos[0] ?? post.clip?.poster ?? post.model.avatar) : post.model.avatar;
  const seo = {
    ...routeSeo({
      publicUrl: context.publicUrl,
      language,
      name: "feedPost",
      params: { postId },
      title: post.title ? `${post.title} – ${post.model.name}` : by,
      description: words.length > DESCRIPTION_MAX ? `${words.slice(0, DESCRIPTION_MAX - 1)}…` : words,
    }),
    type: "article" as const,
    properties: [["article:published_time", post.published] as [string, string]],
    ...(image ? { image: { url: absoluteUrl(context.publicUrl, image.url), alt: by } } : {}),
  };
  const loggedIn = context.guest !== null;
  return { seo, postId, loggedIn, initial: loggedIn ? null : post };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function FeedPost({ loaderData }: Route.ComponentProps) {
  return (
    <FeedPostPage
      key={loaderData.postId}
      postId={loaderData.postId}
      loggedIn={loaderData.loggedIn}
      initial={loaderData.initial}
    />
  );
}
