import { useQuery } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useRef } from "react";
import { Link } from "react-router";
import type { TActorTile, TVideo } from "../../../common/contracts/catalog.ts";
import { formatNumber } from "../../../common/money.ts";
import { rest } from "../../api/rest.ts";
import { formatDuration } from "../../i18n/format.ts";
import { plural, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Icon } from "../../ui/Icon.tsx";
import { Img } from "../../ui/Img.tsx";
import { Price } from "../../ui/Price.tsx";
import { useNearViewport } from "../catalog/index.ts";
import { actorKeys } from "./queries.ts";
import "./profile.css";

// The profile's last block: its tiles' code comes with their data, when the guest scrolls near
// (the profile's initial JavaScript budget).
const loadRecommendedList = () => import("./RecommendedList.tsx");
const RecommendedList = lazy(() => loadRecommendedList().then((m) => ({ default: m.RecommendedList })));

/** The overview's hero: the actor's promoted video, large, with its price and a call to watch it. */
export function PromotedVideo({ video }: { video: TVideo }) {
  const { t, language } = useI18n();
  return (
    <section className="promoted" aria-labelledby="promoted-title" data-testid="promoted-video">
      <Link to={video.url} className="promoted-media" tabIndex={-1} aria-hidden="true">
        {/* Below the cover: under the first screen on a phone (top 986 px of 823), at its edge on a
            1440x900 desktop. Fetched at once, but not ahead of the cover, the largest paint. */}
        <Img image={video.preview} alt="" ratio="16x9" sizes="(min-width: 992px) 60vw, 100vw" eager />
        <span className="promoted-play">
          <Icon name="play" />
        </span>
        <span className="tile-duration num">{formatDuration(video.duration)}</span>
      </Link>
      <div className="promoted-body">
        <p className="promoted-kicker">
          {video.onSale ? (
            <Badge tone="sale">{t.profile.promotedOnSale}</Badge>
          ) : (
            <Badge>{t.profile.promoted}</Badge>
          )}
          {video.new ? <Badge tone="new">{t.video.new}</Badge> : null}
          {video.vip ? <Badge tone="vip">{t.video.vip}</Badge> : null}
        </p>
        <h2 id="promoted-title" className="promoted-title" lang={textLang(video.titleLanguage, language)}>
          {video.title}
        </h2>
        {video.description ? (
          <p className="promoted-text" lang={textLang(video.descriptionLanguage, language)}>
            {video.description}
          </p>
        ) : null}
        <p className="promoted-meta">
          <Price
            language={language}
            price={video.price}
            basePrice={video.basePrice}
            free={video.free}
            freeLabel={t.video.free}
            pill
          />
          <span className="num">
            <span className="visually-hidden">{t.video.duration} </span>
            {formatDuration(video.duration)}
          </span>
          <span
            className="num"
            title={plural(t, video.rating.likes, t.video.likes, {
              count: formatNumber(video.rating.likes, language),
            })}
          >
            <Icon name="heart" /> {formatNumber(video.rating.likes, language)}
          </span>
        </p>
        <Link to={video.url} className="btn btn-primary promoted-cta">
          <Icon name="play" /> {t.profile.watch}
        </Link>
      </div>
    </section>
  );
}

/**
 * Recommended actors (spec core §9: 9 shown, grid 8, slider 5): a grid of 8 on desktops, 9 in three
 * columns on tablets, a swipeable row of 5 on phones (profile.css). The profile's last block: read
 * (GET actor/recommended) when the guest scrolls towards it, so the page does not carry it.
 */
export function RecommendedActors({ actorId }: { actorId: number }) {
  const { t, language } = useI18n();
  const anchor = useRef<HTMLElement>(null);
  const near = useNearViewport(anchor);
  const query = useQuery({
    queryKey: actorKeys.recommended(actorId, language),
    queryFn: async () => {
      const [answer] = await Promise.all([
        rest<{ actors: TActorTile[] }>(`actor/recommended/${actorId}`, { language }),
        loadRecommendedList(),
      ]);
      return answer.actors;
    },
    enabled: near,
  });
  const actors = query.data;
  if (actors && actors.length === 0) return null;
  const pending = (
    <div className="recommended-pending" role="status">
      <span className="visually-hidden">{t.home.loadingMore}</span>
    </div>
  );
  return (
    <section
      ref={anchor}
      className="section recommended"
      aria-labelledby="recommended-title"
      aria-busy={!actors}
      data-testid="recommended-actors"
    >
      <div className="section-head">
        <h2 id="recommended-title">{t.profile.recommended}</h2>
        <span className="recommended-hint">{t.profile.recommendedHint}</span>
      </div>
      {actors ? (
        <Suspense fallback={pending}>
          <RecommendedList actors={actors} />
        </Suspense>
      ) : query.isError ? (
        <p className="grid-more-error" role="alert">
          {t.home.moreError}
        </p>
      ) : (
        pending
      )}
    </section>
  );
}

/** A single row of tiles that scrolls sideways (five visible on desktops, fewer on smaller screens). */
export function ShowcaseRow({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be reachable by keyboard
    <ul className="showcase-row" aria-label={label} data-testid={testId} tabIndex={0}>
      {children}
    </ul>
  );
}
