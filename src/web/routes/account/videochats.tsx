import { VIDEO_CHATS_TEXTS, VideoChatsLoginPrompt, VideoChatsSection } from "../../features/account/index.ts";
import { pageOf } from "../../features/routing/index.ts";
import { privatePageSeo, seoMeta } from "../../features/seo/index.ts";
import type { Route } from "./+types/videochats";

/** "My videochats" (account area): a server-rendered shell; the chats load in the browser. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const texts = VIDEO_CHATS_TEXTS[language];
  const seo = privatePageSeo({
    publicUrl: context.publicUrl,
    language,
    name: "accountVideoChats",
    title: texts.title,
    description: texts.description,
  });
  return { seo, loggedIn: context.guest !== null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function VideoChatsPage({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">{loaderData.loggedIn ? <VideoChatsSection /> : <VideoChatsLoginPrompt />}</div>
  );
}
