import type { TLibraryTab } from "../../common/contracts/library.ts";
import { LIBRARY_TABS } from "../../common/contracts/values/library.ts";
import { LibraryPage, LibraryTeaser } from "../features/library/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { privatePageSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary } from "../i18n/index.ts";
import "../features/library/library.css";
import type { Route } from "./+types/library";

/** The media library (account area): a server-rendered shell; the guest's items load in the browser. */
export function loader({ request, context }: Route.LoaderArgs) {
  const { url, language, match } = pageOf(request);
  const t = dictionary(language);
  const mediaType = match.name === "accountMediathekPhotos" ? ("PHOTO" as const) : ("VIDEO" as const);
  const asked = url.searchParams.get("tab");
  const tab: TLibraryTab = (LIBRARY_TABS as readonly string[]).includes(asked ?? "")
    ? (asked as TLibraryTab)
    : "shop";
  const seo = privatePageSeo({
    publicUrl: context.publicUrl,
    language,
    name: mediaType === "PHOTO" ? "accountMediathekPhotos" : "accountMediathek",
    title: `${t.library.title} – ${mediaType === "PHOTO" ? t.library.photos : t.library.videos}`,
    description: t.library.description,
  });
  return { seo, loggedIn: context.guest !== null, mediaType, tab };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Library({ loaderData }: Route.ComponentProps) {
  const { loggedIn, mediaType, tab } = loaderData;
  return (
    <div className="container library-page">
      {loggedIn ? <LibraryPage mediaType={mediaType} tab={tab} /> : <LibraryTeaser />}
    </div>
  );
}
