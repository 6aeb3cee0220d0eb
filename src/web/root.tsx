import "./globalStyles.ts";
import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useContext, useEffect, useState } from "react";
import { preload } from "react-dom";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  UNSAFE_FrameworkContext,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { CONSENT_COOKIE, parseConsent } from "../common/consent.ts";
import { buildPath, languageOfPath } from "../common/routes/index.ts";
import type { Route } from "./+types/root";
import "./api/context.ts";
import { createQueryClient } from "./api/query.ts";
import { accountSocketCache } from "./features/account/index.ts";
import { useScrollToParam, useTabPresence } from "./features/behaviour/index.ts";
import { CookieBanner, initConsent } from "./features/consent/index.ts";
import { EasterEggSpot } from "./features/easter/index.ts";
import { favoritesSocketCache } from "./features/favorites/index.ts";
import { Footer, Navbar } from "./features/layout/index.ts";
import { messengerSocketCache } from "./features/messenger/index.ts";
import { ModalTrigger } from "./features/modal/index.ts";
import { NotificationToasts, notificationsSocketCache } from "./features/notifications/index.ts";
import { OverlayHost } from "./features/overlay/index.ts";
import { addSocketCache, RealtimeConnection } from "./features/realtime/index.ts";
import { StatusBar } from "./features/statusbar/index.ts";
import { textsAsset } from "./i18n/assets.server.ts";
import { loadDictionary, pageLanguage, useI18n } from "./i18n/index.ts";
import { focusMainContent, MAIN_CONTENT_ID } from "./ui/mainContent.ts";

// The socket → cache bridge is a registry the features join: the shell's, in the order a message
// several of them follow runs their cache updates (the bridge itself imports no feature).
addSocketCache("account", accountSocketCache);
addSocketCache("favorites", favoritesSocketCache);
addSocketCache("messenger", messengerSocketCache);
addSocketCache("notifications", notificationsSocketCache);

function readCookie(header: string | null, name: string): string | undefined {
  return header
    ?.split(/;\s*/)
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

/**
 * In the browser, a navigation loads the texts of the page it goes to (each language is a chunk of
 * its own) before its route modules and meta render with them; then the shell data as usual.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const [data] = await Promise.all([serverLoader(), loadDictionary(pageLanguage(url.pathname, url.search))]);
  return data;
}

/** The shell data (and the texts) follow the page's language: a switch of language reloads them. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return (
    defaultShouldRevalidate ||
    pageLanguage(currentUrl.pathname, currentUrl.search) !== pageLanguage(nextUrl.pathname, nextUrl.search)
  );
}

/** Per-request shell data: language, cookie choice, CSP nonce, the logged-in guest and the overlay origin. */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return {
    language: languageOfPath(url.pathname),
    textsAsset: textsAsset(pageLanguage(url.pathname, url.search)),
    consent: parseConsent(readCookie(request.headers.get("cookie"), CONSENT_COOKIE)),
    nonce: context.cspNonce,
    guest: context.guest,
    contentToken: context.contentToken,
    payOrigin: context.payOrigin,
    role: context.role,
  };
}

/**
 * Asks for the page's stylesheets before anything else the head holds: React puts the
 * `<link rel="stylesheet">` tags of <Links /> after every other head tag (the script preloads of
 * <Scripts /> included), so without this the browser requested the render-blocking CSS last.
 * `preload()` goes ahead of them; the stylesheet links stay as React Router renders them.
 */
function StylesheetPreloads() {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const matches = useMatches();
  for (const match of matches) {
    for (const href of manifest?.routes[match.id]?.css ?? []) preload(href, { as: "style" });
  }
  return null;
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { language } = useI18n();
  const nonce = data?.nonce || undefined;
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <StylesheetPreloads />
        <meta name="theme-color" content="#0a0a0f" />
        <meta name="rating" content="adult" />
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <Meta />
        <Links />
        {data?.textsAsset ? <link rel="modulepreload" href={data.textsAsset} /> : null}
      </head>
      <body>
        {children}
        {/* The framed overlay may not use storage (third-party frame): no scroll restoration there. */}
        {data?.role === "pay" ? null : <ScrollRestoration nonce={nonce} />}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The query cache: one client per request on the server, one per page in the browser. */
function Shell({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Frame>{children}</Frame>
    </QueryClientProvider>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { t, language } = useI18n();
  if (typeof window !== "undefined") initConsentOnce(data?.consent ?? null);
  // The framed overlay is not a tab of its own: no title animation, no tracking from there.
  useTabPresence(language, t.tab.comeBack, data?.role !== "pay");
  useScrollToParam();
  useEffect(() => {
    // Marks the document as interactive (browser tests wait for it before they click).
    document.documentElement.dataset.hydrated = "true";
  }, []);
  // The overlay origin renders its page alone, without the site's frame.
  if (data?.role === "pay") return <main id={MAIN_CONTENT_ID}>{children}</main>;
  return (
    <>
      {/* The first tab stop of every page; the cookie choice (shown at the bottom) is the second. */}
      <SkipLink label={t.nav.skipToContent} />
      <CookieBanner serverConsent={data?.consent ?? null} />
      <Navbar />
      <StatusBar />
      <main id={MAIN_CONTENT_ID} className="page" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {data?.payOrigin ? <OverlayHost payOrigin={data.payOrigin} /> : null}
      <ModalTrigger />
      <RealtimeConnection />
      <NotificationToasts />
      {data?.guest ? <EasterEggSpot guestId={data.guest.id} /> : null}
    </>
  );
}

/**
 * "Skip to content": focuses the main content, or where the page's own content starts in it (an
 * actor's video or album after her header and tabs), and scrolls to it, without a history entry;
 * without JavaScript the link's fragment leads to the main content.
 */
function SkipLink({ label }: { label: string }) {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        if (focusMainContent({ scroll: true, pageContent: true })) event.preventDefault();
      }}
    >
      {label}
    </a>
  );
}

let consentInitialised = false;
function initConsentOnce(serverConsent: Parameters<typeof initConsent>[0]): void {
  if (consentInitialised) return;
  consentInitialised = true;
  initConsent(serverConsent);
}

export default function App() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** 404 and error pages, localized by the URL's language, inside the normal shell. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { t, language } = useI18n();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const text = notFound ? t.notFound : t.error;
  if (!notFound && typeof console !== "undefined") console.error(error);
  return (
    <Shell>
      <title>{`${text.title} | ${t.meta.siteName}`}</title>
      <meta name="robots" content="noindex" />
      <div className="container status-page">
        <p className="status-code num" aria-hidden="true">
          {notFound ? 404 : 500}
        </p>
        <h1>{text.title}</h1>
        <p className="muted">{text.text}</p>
        <Link className="btn btn-primary" to={buildPath(language, "home")}>
          {t.notFound.back}
        </Link>
      </div>
    </Shell>
  );
}
