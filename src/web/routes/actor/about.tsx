import "../../features/actor/insights.css";
import type { CSSProperties } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TChatRatings, THeatMap } from "../../../common/contracts/actors.ts";
import { isLanguage } from "../../../common/languages.ts";
import { formatMoney } from "../../../common/money.ts";
import { ActorNote, actorSeo, useActor } from "../../features/actor/index.ts";
import { freeMessagesText } from "../../features/catalog/index.ts";
import { notFoundUnless, pageOf } from "../../features/routing/index.ts";
import { seoMeta } from "../../features/seo/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { dictionary, fill, LANGUAGE_NAMES, plural, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import type { Route } from "./+types/about";

/** About-me tab: the actor's own text, facts and prices. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { language, match } = pageOf(request);
  const actor = notFoundUnless(await context.catalog.actorProfile(language, match.params.actorName ?? ""));
  const t = dictionary(language);
  const seo = actorSeo({
    publicUrl: context.publicUrl,
    actor,
    language,
    name: "actorAbout",
    params: { actorName: actor.name },
    title: `${t.actor.about} – ${actor.name}`,
    description: actor.about,
  });
  const insights = await context.catalog.actorInsights(language, actor.id);
  return { seo, insights };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function ActorAbout({ loaderData }: Route.ComponentProps) {
  const { insights } = loaderData;
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);
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
      <div className="about-main">
        <section className="prose">
          <h2>{t.actor.about}</h2>
          {actor.about.split(/\n+/).map((paragraph) => (
            <p key={paragraph.slice(0, 32)} lang={textLang(actor.aboutLanguage, language)}>
              {paragraph}
            </p>
          ))}
        </section>
        {insights.interviews.length > 0 ? (
          <section className="prose interview">
            <h2>{t.insights.interviewTitle}</h2>
            <dl>
              {insights.interviews.map((item) => (
                <div key={item.id}>
                  <dt>{item.question}</dt>
                  <dd lang={textLang(item.answerLanguage, language)}>{item.answer}</dd>
                </div>
              ))}
            </dl>
          </section>
        ) : null}
      </div>
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
          {/* Only what exists: messages (live chat and video calls are not offered yet). */}
          <li>{fill(t.actor.messagePrice, { price: formatMoney(actor.prices.message, language) })}</li>
          {actor.freeMessages > 0 ? <li>{freeMessagesText(t, language, actor.freeMessages)}</li> : null}
        </ul>
        <ChatRatings ratings={insights.chatRatings} />
        {loggedIn ? <ActorNote actorId={actor.id} actorName={actor.name} /> : null}
      </aside>
      <HeatMap map={insights.heatMap} />
    </div>
  );
}

function ChatRatings({ ratings }: { ratings: TChatRatings }) {
  const { t } = useI18n();
  return (
    <div className="chat-ratings" data-testid="chat-ratings">
      <h3>{t.insights.ratingsTitle}</h3>
      {ratings.countRatings !== null && ratings.satisfactionRate !== null ? (
        <>
          <p className="chat-ratings-rate num">
            {fill(t.insights.satisfied, { rate: ratings.satisfactionRate })}
          </p>
          <div className="chat-ratings-bar" aria-hidden="true">
            <span style={{ width: `${ratings.satisfactionRate}%` }} />
          </div>
          <p className="muted">
            {plural(t, ratings.countRatings, t.insights.ratingsCount, { days: ratings.days })}
          </p>
        </>
      ) : (
        <p className="muted">{t.insights.notEnoughRatings}</p>
      )}
    </div>
  );
}

/** A weekday × hour grid of how often the actor was online, as a table (screen readers read the shares). */
function HeatMap({ map }: { map: THeatMap }) {
  const { t } = useI18n();
  const name = map.actorName;
  const regionLabel = fill(t.live.heatMapRegion, { name });
  return (
    <section className="heat-map" data-testid="heat-map">
      <h2>{fill(t.insights.heatMapTitle, { name })}</h2>
      <div className="heat-map-best">
        <h3>{fill(t.insights.bestTimes, { name })}</h3>
        {map.hoursToBeOnline.length > 0 ? (
          <ul>
            {map.hoursToBeOnline.map((cell) => (
              <li key={`${cell.weekday}-${cell.hour}`}>
                {fill(t.insights.at, {
                  day: t.insights.weekdays[cell.weekday] ?? "",
                  hour: String(cell.hour).padStart(2, "0"),
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t.insights.noTimes}</p>
        )}
      </div>
      <section
        className="heat-map-scroll"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls below 360 px, so the keyboard must reach it (axe scrollable-region-focusable)
        tabIndex={0}
        aria-label={regionLabel}
        data-testid="heat-map-scroll"
      >
        <table className="heat-map-grid">
          <caption className="visually-hidden">{fill(t.insights.heatMapCaption, { name })}</caption>
          <thead>
            <tr>
              <td />
              {HOURS.map((hour) => (
                <th key={hour} scope="col" className={hour % 3 === 0 ? "" : "heat-map-minor"}>
                  <span className={hour % 3 === 0 ? "" : "visually-hidden"}>{hour}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {map.heatMaps.map((hours, weekday) => (
              <tr key={t.insights.weekdays[weekday] ?? weekday}>
                <th scope="row">{t.insights.weekdays[weekday]}</th>
                {hours.map((share, hour) => (
                  <td key={HOURS[hour]} style={{ "--share": share } as CSSProperties}>
                    <span className="visually-hidden">
                      {fill(t.insights.percent, { percent: Math.round(share * 100) })}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="heat-map-legend muted" aria-hidden="true">
        <span>{t.insights.legendRare}</span>
        <span className="heat-map-legend-scale" />
        <span>{t.insights.legendOften}</span>
      </p>
      <p className="muted heat-map-note">{fill(t.insights.heatMapCaption, { name })}</p>
    </section>
  );
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);
