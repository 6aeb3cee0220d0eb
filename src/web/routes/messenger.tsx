import { MessengerPage, MessengerTeaser } from "../features/messenger/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { privatePageSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary } from "../i18n/index.ts";
import "../features/messenger/messenger.css";
import "../features/messenger/gifts.css";
import type { Route } from "./+types/messenger";

/** The messenger (spec core §2): a server-rendered shell; channels and messages load in the browser. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const seo = privatePageSeo({
    publicUrl: context.publicUrl,
    language,
    name: "messenger",
    title: t.messenger.title,
    description: t.messenger.description,
  });
  return { seo, loggedIn: context.guest !== null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Messenger({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container messenger-page">
      {loaderData.loggedIn ? <MessengerPage /> : <MessengerTeaser />}
    </div>
  );
}
