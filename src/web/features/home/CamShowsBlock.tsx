import { Link } from "react-router";
import { berlinDate, berlinTime } from "../../../common/berlinTime.ts";
import type { THomeMore } from "../../../common/contracts/catalog.ts";
import { formatCoinsWithEuro } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { formatDate } from "../../i18n/format.ts";
import { plural, useI18n } from "../../i18n/index.ts";
import { Section } from "../../ui/Section.tsx";

/**
 * The CAMSHOWS block: the next cam shows with a seat left (or running), each with its performer's
 * portrait, start (Berlin time, as the calendar shows it), price and the seats left; a card leads
 * to her live-show page, the head to the calendar. Nothing when no show is coming.
 */
export function CamShowsBlock({ items }: { items: THomeMore["camShows"] }) {
  const { t, language } = useI18n();
  if (items.length === 0) return null;
  return (
    <Section
      id="camshows"
      title={t.homeBlocks.camShows}
      more={{ to: buildPath(language, "camShows"), label: t.homeBlocks.camShowsAll }}
    >
      <ul className="home-shows" data-testid="home-camshows">
        {items.map(({ show, actor }) => (
          <li key={show.id}>
            <Link className="home-show" to={buildPath(language, "actorLiveShow", { actorName: actor.name })}>
              <span className="home-show-art">
                {actor.avatar ? (
                  <img
                    src={actor.avatar.src}
                    srcSet={actor.avatar.srcSet}
                    sizes="120px"
                    alt=""
                    loading="lazy"
                    decoding="async"
                    style={{ backgroundColor: actor.avatar.color }}
                  />
                ) : null}
                {show.state === "live" ? (
                  <span className="badge badge-live">{t.homeBlocks.camShowLive}</span>
                ) : null}
              </span>
              <span className="home-show-text">
                <strong>{actor.name}</strong>
                <span lang={show.titleLanguage}>{show.title}</span>
                <time className="num muted" dateTime={show.start}>
                  {formatDate(berlinDate(show.start), language)}, {berlinTime(show.start)}
                </time>
                <span className="home-show-meta">
                  <span className="price-pill">
                    {show.isFree ? t.homeBlocks.camShowFree : formatCoinsWithEuro(show.price.value, language)}
                  </span>
                  {show.state === "live" ? null : (
                    <span className="muted">
                      {plural(t, show.seatsLeft, t.homeBlocks.camShowSeats, { count: show.seatsLeft })}
                    </span>
                  )}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
