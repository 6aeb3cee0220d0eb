import { Link, Outlet, redirect, useLocation } from "react-router";
import { buildPath } from "../../../common/routes/index.ts";
import { ChatButton } from "../../features/actor/index.ts";
import { PinToggle } from "../../features/favorites/index.ts";
import { notFoundUnless, pageOf } from "../../features/routing/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Img } from "../../ui/Img.tsx";
import { SKIP_TARGET_ATTRIBUTE } from "../../ui/mainContent.ts";
import type { Route } from "./+types/layout";

/** Loads the actor for the profile header; a differently-cased name redirects to the lower-case URL. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { url, language, match } = pageOf(request);
  const name = match.params.actorName ?? "";
  const actor = notFoundUnless(await context.catalog.actorProfile(language, name));
  const lower = url.pathname.replace(encodeURIComponent(name), encodeURIComponent(name.toLowerCase()));
  if (name !== name.toLowerCase() && lower !== url.pathname) throw redirect(`${lower}${url.search}`, 301);
  const chatButton = notFoundUnless(await context.catalog.chatButtonConfig(language, actor.id));
  return { actor, chatButton };
}

/**
 * The profile header (cover, avatar, name, age, online state, chat button with its price) and the
 * profile tabs; the tabs after the overview get a compact header (no cover, small avatar).
 */
export default function ActorLayout({ loaderData }: Route.ComponentProps) {
  const { actor, chatButton } = loaderData;
  const { t, language } = useI18n();
  const { pathname } = useLocation();
  // The tab of this page (a tab without `end` also holds its sub-pages: a video, an album).
  const isCurrent = (tab: { to: string; end: boolean }) => {
    // The server renders with the path without its trailing slash, the browser with it: compare both without.
    const normal = (path: string) => decodeURIComponent(path).toLowerCase().replace(/\/$/, "");
    const here = normal(pathname);
    const to = normal(tab.to);
    return tab.end ? here === to : here === to || here.startsWith(`${to}/`);
  };
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
    { to: buildPath(language, "actorFeed", params), label: t.actor.feed, end: true },
    { to: buildPath(language, "actorLiveShow", params), label: t.actor.liveShow, end: true },
    { to: buildPath(language, "actorTopCams", params), label: t.actor.topCams, end: true },
  ];
  const shownTabs = tabs;
  // The overview carries the full header; every other tab a compact one, so its content (a
  // video's title and buy button) is above the fold on a phone.
  const compact = !isCurrent(tabs[0] ?? { to: "", end: true });
  const status = (
    <span className={actor.isOnline ? "status-online" : "status-offline"}>
      {actor.isOnline ? <span className="online-dot" aria-hidden="true" /> : null}
      {actor.isOnline ? t.actor.online : t.actor.offline}
    </span>
  );
  return (
    <div className={`actor-page${compact ? " is-compact" : ""}`}>
      {compact ? null : (
        <div className="actor-cover">
          <Img image={actor.cover} alt="" ratio="21x9" sizes="100vw" priority />
        </div>
      )}
      <div className="container">
        {compact ? (
          <header className="actor-header actor-header-compact" data-testid="actor-header-compact">
            <div className="actor-avatar-small">
              <Img image={actor.avatar} alt="" ratio="3x4" sizes="56px" priority />
            </div>
            <div className="actor-headline">
              <h1>
                <Link to={tabs[0]?.to ?? "."}>{actor.name}</Link>
                {actor.isNew ? <Badge tone="new">{t.actor.newBadge}</Badge> : null}
              </h1>
              <p className="actor-sub">
                {status}
                <span className="num">{fill(t.actor.age, { age: actor.age })}</span>
              </p>
            </div>
            <div className="actor-cta">
              <ChatButton initial={chatButton} actorName={actor.name} compact />
              <PinToggle objectType="actor" objectId={actor.id} name={actor.name} />
            </div>
          </header>
        ) : (
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
                {status}
                <span className="num">{fill(t.actor.age, { age: actor.age })}</span>
                <span>{actor.city ? `${actor.city}, ${actor.country}` : actor.country}</span>
              </p>
              {actor.headline ? (
                <p className="actor-motto" lang={textLang(actor.headlineLanguage, language)}>
                  {actor.headline}
                </p>
              ) : null}
            </div>
            <div className="actor-cta">
              <ChatButton initial={chatButton} actorName={actor.name} />
              <PinToggle objectType="actor" objectId={actor.id} name={actor.name} />
            </div>
          </header>
        )}
        <nav className="tabs actor-tabs" aria-label={t.actor.tabs}>
          {shownTabs.map((tab) => (
            <Link
              key={tab.to}
              to={tab.to}
              aria-current={isCurrent(tab) ? "page" : undefined}
              preventScrollReset
            >
              {tab.label}
            </Link>
          ))}
        </nav>
        {/* On a sub-page (a video, an album) the skip link passes over her header and tabs to here. */}
        <div className="actor-content" {...(compact ? { [SKIP_TARGET_ATTRIBUTE]: "", tabIndex: -1 } : {})}>
          <Outlet context={{ actor }} />
        </div>
      </div>
    </div>
  );
}
