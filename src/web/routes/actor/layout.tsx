import { Link, NavLink, Outlet, redirect } from "react-router";
import { formatMoney } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { PinToggle } from "../../features/favorites/PinToggle.tsx";
import { notFoundUnless, pageOf } from "../../features/routing/page.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Img } from "../../ui/Img.tsx";
import type { Route } from "./+types/layout";

/** Loads the actor for the profile header; a differently-cased name redirects to the lower-case URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, language, match } = pageOf(request);
  const name = match.params.actorName ?? "";
  const actor = notFoundUnless(await context.catalog.actorProfile(language, name));
  const lower = url.pathname.replace(encodeURIComponent(name), encodeURIComponent(name.toLowerCase()));
  if (name !== name.toLowerCase() && lower !== url.pathname) throw redirect(`${lower}${url.search}`, 301);
  return { actor };
}

/** The profile header (cover, avatar, name, age, online state, chat price) and the profile tabs. */
export default function ActorLayout({ loaderData }: Route.ComponentProps) {
  const { actor } = loaderData;
  const { t, language } = useI18n();
  const params = { actorName: actor.name };
  const tabs = [
    { to: buildPath(language, "actorProfile", params), label: t.actor.overview, end: true },
    { to: buildPath(language, "actorAbout", params), label: t.actor.about, end: true },
    {
      to: buildPath(language, "actorVideos", params),
      label: `${t.actor.videos} (${actor.counts.videos})`,
      end: false,
    },
    {
      to: buildPath(language, "actorPictures", params),
      label: `${t.actor.pictures} (${actor.counts.albums})`,
      end: false,
    },
    { to: buildPath(language, "actorLiveShow", params), label: t.actor.liveShow, end: true },
    { to: buildPath(language, "actorTopCams", params), label: t.actor.topCams, end: true },
  ];
  return (
    <div className="actor-page">
      <div className="actor-cover">
        <Img image={actor.cover} alt="" ratio="21x9" sizes="100vw" priority />
      </div>
      <div className="container">
        <header className="actor-header">
          <div className="actor-avatar">
            <Img image={actor.avatar} alt={actor.name} ratio="3x4" sizes="160px" priority />
          </div>
          <div className="actor-headline">
            <h1>
              {actor.name}
              {actor.isNew ? <Badge tone="new">{t.actor.newBadge}</Badge> : null}
            </h1>
            <p className="actor-sub">
              <span className={actor.isOnline ? "status-online" : "status-offline"}>
                {actor.isOnline ? <span className="online-dot" aria-hidden="true" /> : null}
                {actor.isOnline ? t.actor.online : t.actor.offline}
              </span>
              <span className="num">{fill(t.actor.age, { age: actor.age })}</span>
              <span>{actor.city ? `${actor.city}, ${actor.country}` : actor.country}</span>
            </p>
            {actor.headline ? <p className="actor-motto">{actor.headline}</p> : null}
          </div>
          <div className="actor-cta">
            <Link className="btn btn-primary" to={`${buildPath(language, "messenger")}?actor=${actor.id}`}>
              <Icon name="chat" /> {actor.isOnline ? t.actor.chatNow : t.actor.sendMessage}
            </Link>
            <PinToggle objectType="actor" objectId={actor.id} name={actor.name} />
            <p className="actor-price num">
              {fill(t.actor.chatPrice, { price: formatMoney(actor.prices.video) })}
            </p>
          </div>
        </header>
        <nav className="tabs actor-tabs" aria-label={t.actor.tabs}>
          {tabs.map((tab) => (
            <NavLink key={tab.to} to={tab.to} end={tab.end} preventScrollReset>
              {tab.label}
            </NavLink>
          ))}
        </nav>
        <div className="actor-content">
          <Outlet context={{ actor }} />
        </div>
      </div>
    </div>
  );
}
