import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { TTvProgram, TvChannel } from "../../../common/contracts/values/tv.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { rest } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Section } from "../../ui/Section.tsx";
import { tvKeys } from "./queries.ts";
import "./tv.css";

/** What a channel airs now and next, read again when the airing ends. */
function useOnAir(channel: TvChannel) {
  const { language } = useI18n();
  return useQuery({
    queryKey: tvKeys.onAir(channel, language),
    queryFn: () => rest<TTvProgram>(`tv/program/${channel}`, { query: { info: 2 }, language }),
    refetchInterval: (query) => {
      const ends = query.state.data?.now?.endsAt;
      return ends ? Math.max(1000, new Date(ends).getTime() - Date.now() + 500) : false;
    },
  });
}

function ChannelCard({ channel, program }: { channel: TvChannel; program: TTvProgram }) {
  const { t, language } = useI18n();
  const now = program.now;
  if (!now) return null;
  const next = program.airings[1];
  return (
    <li className="tvlive-card">
      <Link to={buildPath(language, channel === "free" ? "tvLivestream" : "tvPremiumLivestream")}>
        <span className="tvlive-card-picture">
          {now.pictureUrl ? <img src={now.pictureUrl} alt="" loading="lazy" /> : null}
          <span className="tvlive-live-badge">{t.tv.live}</span>
        </span>
        <span className="tvlive-card-channel">{t.tv[channel].heading}</span>
        <span className="tvlive-card-title">{now.seriesTitle}</span>
        <span className="tvlive-card-episode">
          {fill(t.tv.episode, { season: now.season, episode: now.episode })} · {now.title}
        </span>
        {next ? (
          <span className="tvlive-card-next">{fill(t.tv.next, { title: next.seriesTitle })}</span>
        ) : null}
      </Link>
    </li>
  );
}

/** The start page's TV block (spec core §2 timeline): what each channel airs now, leading to it. */
export function TvBlock() {
  const { t, language } = useI18n();
  const free = useOnAir("free").data;
  const premium = useOnAir("premium").data;
  // Nothing on either channel (or not read yet): no block.
  const channels = [
    { channel: "free" as const, program: free },
    { channel: "premium" as const, program: premium },
  ].filter((entry): entry is { channel: TvChannel; program: TTvProgram } => Boolean(entry.program?.now));
  if (channels.length === 0) return null;
  return (
    <Section
      id="tv"
      title={t.tv.block}
      more={{ to: buildPath(language, "tvLivestream"), label: t.tv.blockMore }}
    >
      <ul className="tvlive-cards" data-testid="home-tv">
        {channels.map(({ channel, program }) => (
          <ChannelCard key={channel} channel={channel} program={program} />
        ))}
      </ul>
    </Section>
  );
}
