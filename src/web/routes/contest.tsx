import { CONTEST_PAGE_SIZE, ContestPage } from "../features/contests/index.ts";
import { notFoundUnless, pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/contest";

// This page shows the contests text pack (i18n/packs.ts): loaded with its module.
await needTexts("contests");

/** /contests/{id}/: a contest's header, entries, top list and the guest's votes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const raw = match.params.id ?? "";
  if (!/^[1-9]\d{0,9}$/.test(raw) || Number(raw) > 2_147_483_647) notFoundUnless(null);
  const contest = notFoundUnless(await context.catalog.contestPage(language, Number(raw), CONTEST_PAGE_SIZE));
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "contest",
    params: { id: contest.header.id },
    title: contest.header.title,
    description: contest.header.description || contest.header.title,
  });
  return { seo, contest, loggedIn: context.guest !== null };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Contest({ loaderData }: Route.ComponentProps) {
  return (
    <ContestPage
      key={loaderData.contest.header.id}
      initial={loaderData.contest}
      loggedIn={loaderData.loggedIn}
    />
  );
}
