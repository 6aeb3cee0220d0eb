import { EasterPage } from "../features/easter/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, needTexts } from "../i18n/index.ts";
import type { Route } from "./+types/eventEaster";

await needTexts("easter");

/**
 * /magazine/easter/ (German /de/magazin/ostern/): the egg hunt as a visitor sees it, the event and
 * its reward ladder (the guest's eggs and rewards are the browser's to ask).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const initial = await context.catalog.easter(language);
  const t = dictionary(language);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "eventEaster",
    title: initial.event?.title ?? t.easter.title,
    description: t.easter.description,
  });
  return { seo, initial };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function EventEaster({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container">
      <EasterPage initial={loaderData.initial} />
    </div>
  );
}
