import { isLanguage } from "../../../common/languages.ts";
import { formatMoney } from "../../../common/money.ts";
import { actorSeo, useActor } from "../../features/actor/actorContext.ts";
import { formatDate } from "../../features/catalog/format.ts";
import { notFoundUnless, pageOf } from "../../features/routing/page.ts";
import { seoMeta } from "../../features/seo/seo.ts";
import { dictionary, fill, LANGUAGE_NAMES, useI18n } from "../../i18n/index.ts";
import type { Route } from "./+types/about";

/** About-me tab: the actor's own text, facts and prices. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const t = dictionary(language);
  const seo = actorSeo({
    publicUrl: context.publicUrl,
    language,
    name: "actorAbout",
    params: { actorName: actor.name },
    title: `${t.actor.about} – ${actor.name}`,
    description: actor.about,
  });
  return { seo };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ActorAbout() {
  const actor = useActor();
  const { t, language } = useI18n();
  const languages = actor.languages.map((code) =>
    isLanguage(code) ? LANGUAGE_NAMES[code] : code.toUpperCase(),
  );
  const facts: [string, string][] = [
    [t.actor.from, actor.city ? `${actor.city}, ${actor.country}` : actor.country],
    [t.actor.languages, languages.join(", ")],
  ];
  if (actor.heightCm) facts.push([t.actor.height, `${actor.heightCm} cm`]);
  if (actor.eyeColor) facts.push([t.actor.eyes, actor.eyeColor]);
  if (actor.hairColor) facts.push([t.actor.hair, actor.hairColor]);
  if (actor.bodyType) facts.push([t.actor.figure, actor.bodyType]);
  facts.push([t.actor.memberSince, formatDate(actor.registeredAt, language)]);
  return (
    <div className="about-grid">
      <section className="prose">
        <h2>{t.actor.about}</h2>
        {actor.about.split(/\n+/).map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </section>
      <aside className="facts-card">
        <h2>{t.actor.facts}</h2>
        <dl className="facts">
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <ul className="price-list num">
          <li>{fill(t.actor.chatPrice, { price: formatMoney(actor.prices.video) })}</li>
          <li>{fill(t.actor.messagePrice, { price: formatMoney(actor.prices.message) })}</li>
          {actor.freeMessages > 0 ? (
            <li>{fill(t.actor.freeMessages, { count: actor.freeMessages })}</li>
          ) : null}
          {actor.freeChat ? <li>{t.actor.freeChat}</li> : null}
          {actor.isOnlineMobileVideocall ? <li>{t.actor.mobileVideocall}</li> : null}
        </ul>
      </aside>
    </div>
  );
}
