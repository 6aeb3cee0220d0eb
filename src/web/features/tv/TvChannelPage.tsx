import { useRef, useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TBlogTeaser } from "../../../common/contracts/blog.ts";
import type { TTvAiring, TTvProgram, TvChannel } from "../../../common/contracts/values/tv.ts";
import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useHlsPlayback } from "../../ui/useHlsPlayback.ts";
import { BlogCards } from "../blog/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useTvProgram, useTvPushes, useTvStream } from "./queries.ts";
import "./tv.css";

/** The page's guest (root loader) and a version of her TV access: a change reads TV again. */
function useTvGuest() {
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  return {
    guest,
    access: guest ? `${guest.id}:${guest.isVXTVAboSubscriber}:${guest.isVip}:${guest.hasAvs}` : "anonymous",
  };
}

/** A time of day in the guest's own time zone: written after hydration (the server's zone is not hers). */
function AiringTime({ iso, language }: { iso: string; language: Language }) {
  const text = new Intl.DateTimeFormat(language, { hour: "2-digit", minute: "2-digit" }).format(
    new Date(iso),
  );
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}

/** The live picture of a channel: the signed stream, renewed by its query, played by hls.js. */
function TvPlayer({ channel, access, title }: { channel: TvChannel; access: string; title: string }) {
  const { t } = useI18n();
  const texts = t.tv;
  const stream = useTvStream(channel, access, true);
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const [playing, setPlaying] = useState(false);
  useHlsPlayback(video, failed ? null : (stream.data?.url ?? null), () => setFailed(true), {
    liveSyncDurationCount: 3,
  });
  return (
    <div className={`tvlive-player${playing ? " is-playing" : ""}`} data-testid="tv-player">
      <video
        ref={video}
        aria-label={fill(texts.player, { title })}
        muted
        controls
        playsInline
        autoPlay
        data-testid="tv-video"
        onPlaying={() => setPlaying(true)}
      />
      {failed || stream.isError ? (
        <div className="tvlive-player-notice" role="alert">
          <p>{texts.failed}</p>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              setFailed(false);
              void stream.refetch();
            }}
          >
            {texts.retry}
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** A channel the guest may not play yet: what she lacks and the one way to get it. */
function TvLocked({
  channel,
  restriction,
  picture,
}: {
  channel: TvChannel;
  restriction: NonNullable<TTvProgram["restriction"]>;
  picture: string | null;
}) {
  const { t } = useI18n();
  const texts = t.tv.locked;
  const step =
    restriction === "needLogin"
      ? { ...texts.needLogin, text: texts.needLogin[channel], flow: "login" as const }
      : restriction === "needAgeCheck"
        ? { ...texts.needAgeCheck, flow: "avs" as const }
        : { ...texts.needAbo, flow: "vxtvabo" as const };
  return (
    <div className="tvlive-player tvlive-locked" data-testid="tv-locked" data-restriction={restriction}>
      {picture ? <img src={picture} alt="" className="tvlive-locked-picture" /> : null}
      <div className="tvlive-locked-copy">
        <h2>{step.title}</h2>
        <p>{step.text}</p>
        <button type="button" className="btn btn-primary btn-large" onClick={() => openOverlay(step.flow)}>
          {step.action}
        </button>
      </div>
    </div>
  );
}

function AiringRow({ airing, current }: { airing: TTvAiring; current: boolean }) {
  const { t, language } = useI18n();
  return (
    <li
      className={`tvlive-airing${current ? " is-current" : ""}`}
      aria-current={current ? "true" : undefined}
    >
      <span className="tvlive-airing-time">
        <AiringTime iso={airing.startsAt} language={language} />
      </span>
      {airing.pictureUrl ? (
        <img
          className="tvlive-airing-picture"
          src={airing.pictureUrl}
          alt=""
          loading="lazy"
          width={96}
          height={54}
        />
      ) : null}
      <span className="tvlive-airing-text">
        <Link to={buildPath(language, "tvMediathekSeries", { series: airing.seriesKey })}>
          {airing.seriesTitle}
        </Link>
        <span>
          {fill(t.tv.episode, { season: airing.season, episode: airing.episode })} · {airing.title}
        </span>
      </span>
      {current ? <span className="tvlive-live-badge">{t.tv.live}</span> : null}
    </li>
  );
}

/**
 * /tv/livestream/ and /tv/premium/livestream/: the channel live (free for everyone; premium for a
 * TV subscriber or VIP, else the way to subscribe), what is on now and next (read again when an
 * airing ends), the channel's blog posts. A subscription bought in the overlay unlocks the player
 * without a reload: the socket's tv.update re-reads the page's guest and with it the stream.
 */
export function TvChannelPage({
  channel,
  program: initial,
  posts,
}: {
  channel: TvChannel;
  program: TTvProgram;
  posts: TBlogTeaser[];
}) {
  const { t, language } = useI18n();
  const texts = t.tv;
  const { guest, access } = useTvGuest();
  useTvPushes();
  const query = useTvProgram(channel, language, access, initial);
  const program = query.data;
  // The server's page shows what a visitor may do; a member's own answer follows at once (no lock flashes meanwhile).
  const settled = guest === null || query.isFetchedAfterMount;
  const now = program.now;
  const other: TvChannel = channel === "free" ? "premium" : "free";
  const [before, after] = texts.until.split("{time}");
  return (
    <div className="container tvlive-page" data-testid={`tv-${channel}`}>
      <header className="tvlive-header">
        <h1>{texts[channel].heading}</h1>
        <p>{texts[channel].intro}</p>
        <Link
          className="btn btn-secondary"
          to={buildPath(language, other === "free" ? "tvLivestream" : "tvPremiumLivestream")}
        >
          {texts[channel].switchTo}
        </Link>
      </header>
      <div className="tvlive-main">
        <section className="tvlive-screen" aria-label={texts.nowOnAir}>
          {!now ? (
            <p className="tvlive-player tvlive-nothing">{texts.nothingOn}</p>
          ) : !settled ? (
            <div className="tvlive-player" aria-busy="true" />
          ) : program.restriction === null ? (
            <TvPlayer channel={channel} access={access} title={`${now.seriesTitle} – ${now.title}`} />
          ) : (
            <TvLocked channel={channel} restriction={program.restriction} picture={now.pictureUrl} />
          )}
          {now ? (
            <div className="tvlive-now" data-testid="tv-now">
              <span className="tvlive-live-badge">{texts.nowOnAir}</span>
              <h2>{now.seriesTitle}</h2>
              <p>
                {fill(texts.episode, { season: now.season, episode: now.episode })} · {now.title} ·{" "}
                <span>
                  {before}
                  <AiringTime iso={now.endsAt} language={language} />
                  {after}
                </span>
              </p>
              <Link to={buildPath(language, "tvMediathekSeries", { series: now.seriesKey })}>
                {fill(texts.allEpisodes, { series: now.seriesTitle })}
              </Link>
            </div>
          ) : null}
        </section>
        <section className="tvlive-programme" aria-labelledby="tv-programme-title">
          <h2 id="tv-programme-title">{texts.programme}</h2>
          <ol className="tvlive-airings" data-testid="tv-programme">
            {program.airings.map((airing, index) => (
              <AiringRow key={airing.startsAt} airing={airing} current={index === 0} />
            ))}
          </ol>
          <Link to={buildPath(language, "tvMediaSeries")}>{texts.mediathek}</Link>
        </section>
      </div>
      {posts.length > 0 ? (
        <section className="tvlive-blog" aria-labelledby="tv-blog-title">
          <h2 id="tv-blog-title">{texts[channel].blog}</h2>
          <BlogCards posts={posts} />
        </section>
      ) : null}
    </div>
  );
}
