import { Link } from "react-router";
import { formatNumber } from "../../common/money.ts";
import { buildPath } from "../../common/routes/index.ts";
import { OnlineNow } from "../features/catalog/index.ts";
import { HomeTimeline, HubNav } from "../features/home/index.ts";
import { pageOf } from "../features/routing/index.ts";
import { routeSeo, seoMeta } from "../features/seo/index.ts";
import { dictionary, fill, needTexts, useI18n } from "../i18n/index.ts";
import type { Route } from "./+types/home";

// The hub links' texts (i18n/packs.ts): loaded with this module; the timeline's chunk loads its own.
await needTexts("homeBlocks");

export async function loader({ request, context }: Route.LoaderArgs) {
  const { language } = pageOf(request);
  const t = dictionary(language);
  const [home, categories] = await Promise.all([
    context.catalog.home(language),
    context.catalog.categories(language),
  ]);
  const seo = routeSeo({
    publicUrl: context.publicUrl,
    language,
    name: "home",
    title: t.meta.homeTitle,
    description: t.meta.homeDescription,
  });
  return {
    home,
    hubs: categories.map((c) => ({ id: c.id, name: c.name, url: c.url })),
    seo,
    loggedIn: context.guest !== null,
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

/**
 * The start page: the hero, the performers online now (first, all of them behind "show all") and
 * the links to every hub from the server; the timeline of blocks below (spec core §2) is read as
 * the guest scrolls towards it (HomeTimeline).
 */
export default function Home({ loaderData }: Route.ComponentProps) {
  const { home } = loaderData;
  const { t, language } = useI18n();
  return (
    <div className="container">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero-art" aria-hidden="true">
          {/* The first picture is the page's largest paint: fetched first and decoded with the
              frame it arrives for (an async decode painted it a frame after the text). The others
              show only from 768 px (hero-art), so phones never load them. */}
          {home.heroImages.map((image, index) => (
            <img
              key={image.id}
              src={image.src}
              srcSet={image.srcSet}
              sizes={index === 0 ? "(max-width: 767px) 100vw, 50vw" : "25vw"}
              alt=""
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
              decoding={index === 0 ? "auto" : "async"}
            />
          ))}
        </div>
        <div className="hero-copy">
          <h1 id="hero-title">{t.home.heroTitle}</h1>
          <p className="hero-text">
            {fill(t.home.heroText, {
              actors: formatNumber(home.counts.actors, language),
              videos: formatNumber(home.counts.videos, language),
              albums: formatNumber(home.counts.albums, language),
              online: formatNumber(home.counts.online, language),
            })}
          </p>
          <div className="hero-actions">
            <Link className="btn btn-primary" to={buildPath(language, "videosNew")}>
              {t.home.heroCta}
            </Link>
            <Link className="btn btn-secondary" to={buildPath(language, "newGirls")}>
              {t.home.heroCtaSecondary}
            </Link>
          </div>
        </div>
      </section>

      <OnlineNow actors={home.onlineActors} total={home.counts.online} />
      <HubNav categories={loaderData.hubs} />
      <HomeTimeline loggedIn={loaderData.loggedIn} />
    </div>
  );
}
