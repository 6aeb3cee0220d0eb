import type { TTvStream, TvChannel } from "../../../common/contracts/values/tv.ts";
import type { StreamingProvider } from "../../adapters/streaming/streaming.ts";
import type { TvViewer } from "../mediathek/index.ts";
import { tvRestriction, tvRestrictionError } from "./policy.ts";

/**
 * GET tv/stream/{type}: the channel's HLS URL, signed for this guest, living
 * LIVE_STREAM_URL_TTL_SECONDS; the page asks again at half its life. Who may have one: policy.ts
 * (401 needLogin, 403 needAgeCheck, premium without a TV subscription or VIP 403 needAbo).
 */
export function tvStreamTicket(input: {
  streaming: StreamingProvider;
  channel: TvChannel;
  guest: (TvViewer & { id: number }) | null;
  now: Date;
}): TTvStream {
  const { guest, channel } = input;
  const restriction = tvRestriction(channel, guest, input.now);
  if (restriction || !guest) throw tvRestrictionError(restriction ?? "needLogin", channel);
  const ticket = input.streaming.tvStreamFor({ channel, guestId: guest.id }, input.now);
  return {
    channel,
    kind: "hls",
    url: ticket.url,
    expiresAt: ticket.expiresAt,
    lifetimeSeconds: ticket.lifetimeSeconds,
  };
}
