import { SpinWheelPage } from "../../features/games/index.ts";
import { pageOf } from "../../features/routing/index.ts";
import { privatePageSeo, seoMeta } from "../../features/seo/index.ts";
import { dictionary, needTexts } from "../../i18n/index.ts";
import type { Route } from "./+types/spinwheel";

// This page shows the games text pack (i18n/packs.ts): loaded with its module.
await needTexts("games");

/** The spin wheel (account area): a server-rendered shell; the game and its odds load in the browser. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const seo = privatePageSeo({
    publicUrl: context.publicUrl,
    language,
    name: "accountSpinwheel",
    title: t.games.spinwheel.title,
    description: t.games.spinwheel.description,
  });
  return { seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Spinwheel() {
  return (
    <div className="container">
      <SpinWheelPage />
    </div>
  );
}
