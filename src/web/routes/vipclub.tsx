import { videoListFilter, videoListOrder } from "../../common/videoLists.ts";
import { toVideoTile } from "../../common/videoTile.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { VipClubPage } from "../features/vipclub/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/vipclub";

// This page shows the vipClub text pack (i18n/packs.ts): loaded with its module.
await needTexts("vipClub");

/** /vipclub/: the club's offer with VIP video tiles; the membership loads in the browser. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const list = await context.catalog.videoList({
    language,
    filter: videoListFilter("videosVip", new Date()),
    order: videoListOrder("videosVip", null),
    page: 1,
    pageSize: 8,
  });
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "vipClub",
    title: t.vipClub.title,
    description: t.vipClub.description,
  });
  return { seo, videos: list.items.map(toVideoTile) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function VipClub({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <VipClubPage videos={loaderData.videos} />
    </div>
  );
}
