import { useEffect, useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TTvEpisode } from "../../../common/contracts/mediathek.ts";
import type { TvRestriction } from "../../../common/contracts/values/mediathek.ts";
import { ApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Img } from "../../ui/Img.tsx";
import { openOverlay } from "../overlay/index.ts";
import { playEpisode, useTvVideo } from "./api.ts";

/** The overlay flow that lifts a restriction (needAbo: the TV subscription for a premium series, else VIP). */
const remedyOf = (restriction: TvRestriction | "error" | null, premium: boolean) =>
  restriction === "needLogin"
    ? "login"
    : restriction === "needAgeCheck"
      ? "avs"
      : restriction === "needAbo"
        ? premium
          ? "vxtvabo"
          : "vipabo"
        : null;

/**
 * An episode's stage: its still and preview, and the full episode through the mediathek's gate
 * (tv/video/{id}/play: free plays, premium for TV subscribers and VIPs, for sale once bought). What
 * stops this guest is asked for after hydration and named with the flow that lifts it; a video for
 * sale is bought on its video page.
 */
export function EpisodePlayer({ episode }: { episode: TTvEpisode }) {
  const { t, language } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  const access = useTvVideo(episode.video.id, language, guest?.id ?? null);
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<TvRestriction | "error" | null>(null);
  const player = useRef<HTMLVideoElement>(null);
  const restriction = refused ?? access.data?.restriction ?? (guest ? null : "needLogin");

  // A new episode (the list's links): a new stage.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resets per episode
  useEffect(() => {
    setUrl(null);
    setRefused(null);
  }, [episode.video.id]);
  useEffect(() => {
    if (url) void player.current?.play().catch(() => undefined);
  }, [url]);

  async function watch() {
    if (!guest) return openOverlay("login");
    setBusy(true);
    try {
      setUrl((await playEpisode(episode.video.id, language)).url);
    } catch (error) {
      const details =
        error instanceof ApiError
          ? (error.details as { restriction?: TvRestriction } | undefined)
          : undefined;
      setRefused(details?.restriction ?? "error");
    } finally {
      setBusy(false);
    }
  }

  const premium = episode.kind === "premium";
  const message =
    restriction === "needAbo" && premium
      ? t.mediathek.needTvAbo
      : restriction && restriction !== "needLogin"
        ? t.mediathek[restriction]
        : null;
  const remedy = remedyOf(restriction, premium);
  return (
    <div className="tv-player">
      <div className="tv-stage">
        {url ? (
          // biome-ignore lint/a11y/useMediaCaption: demo clips carry no speech to caption
          <video
            ref={player}
            className="tv-video"
            src={url}
            controls
            playsInline
            data-testid="tv-full-video"
          />
        ) : episode.video.previewVideoUrl ? (
          <video
            className="tv-video"
            src={episode.video.previewVideoUrl}
            poster={episode.video.preview?.src}
            controls
            muted
            playsInline
            preload="none"
            aria-label={episode.title}
          />
        ) : (
          <Img
            image={episode.video.preview}
            alt={episode.title}
            ratio="16x9"
            sizes="(min-width: 992px) 66vw, 100vw"
            priority
          />
        )}
      </div>
      <div className="tv-player-actions">
        {url ? null : restriction === null || restriction === "needLogin" || restriction === "error" ? (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void watch()}
            disabled={busy}
            data-testid="tv-watch"
          >
            {t.mediathek.watch}
          </button>
        ) : null}
        {message ? (
          <p className="tv-player-message" role="status">
            {message}
          </p>
        ) : null}
        {remedy && remedy !== "login" ? (
          <button type="button" className="btn btn-ghost" onClick={() => openOverlay(remedy)}>
            {t.pay.titles[remedy]}
          </button>
        ) : null}
        {restriction === "needPurchase" ? (
          <Link className="btn btn-ghost" to={episode.video.url}>
            {t.mediathek.toVideo}
          </Link>
        ) : null}
        {episode.kind === "premium" ? <p className="tv-note">{t.mediathek.premiumNote}</p> : null}
        <p className="tv-note">
          {fill(t.mediathek.episodeCode, { season: episode.season, episode: episode.episode })} ·{" "}
          <Link to={episode.video.model.url}>{episode.video.model.name}</Link>
        </p>
      </div>
    </div>
  );
}
