import { FREE_CHAT_TEXTS, FreeChatPage } from "../features/freechat/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import type { Route } from "./+types/free-chat";

/** /free-chat/: performers in a free show now, with live stills, and the guest's free minutes today. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const f = FREE_CHAT_TEXTS[language];
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "freeChat",
    title: f.title,
    description: f.intro,
  });
  // The whole /cams/ list (the page shares its query with /cams/ and shows those in free chat).
  return { cams: await context.catalog.cams(language), seo, loggedIn: context.guest !== null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function FreeChat({ loaderData }: Route.ComponentProps) {
  return <FreeChatPage initial={loaderData.cams} loggedIn={loaderData.loggedIn} />;
}
