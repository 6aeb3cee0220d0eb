import { BLOG_LIMITS } from "../../common/contracts/values/blog.ts";
import { TV_BLOG_CATEGORY, type TvChannel } from "../../common/contracts/values/tv.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { TvChannelPage } from "../features/tv/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/tvLivestream";

await needTexts("tv", "blog");

/** Blog posts of the channel's category shown under its programme. */
const POSTS = 3;

/**
 * /tv/livestream/ (free) and /tv/premium/livestream/: the channel's programme from the server (who
 * may play it and its signed stream are the browser's to ask: they are the guest's), and the blog
 * posts of the channel's category (free TV 41, premium TV 40).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const channel: TvChannel = match.name === "tvPremiumLivestream" ? "premium" : "free";
  const [program, blog] = await Promise.all([
    context.catalog.tvProgram(language, channel),
    context.catalog.blogCategory(language, TV_BLOG_CATEGORY[channel], 1),
  ]);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: match.name === "tvPremiumLivestream" ? "tvPremiumLivestream" : "tvLivestream",
    title: t.tv[channel].title,
    description: t.tv[channel].description,
  });
  return { seo, channel, program, posts: blog.items.slice(0, Math.min(POSTS, BLOG_LIMITS.archivePageSize)) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function TvLivestream({ loaderData }: Route.ComponentProps) {
  return <TvChannelPage channel={loaderData.channel} program={loaderData.program} posts={loaderData.posts} />;
}
