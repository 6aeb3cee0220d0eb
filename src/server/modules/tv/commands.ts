import type { TTvStream, TvChannel } from "../../../common/contracts/values/tv.ts";
import type { StreamingProvider } from "../../adapters/streaming/streaming.ts";
import { type TvViewer, tvRestriction, tvRestrictionError } from "./policy.ts";

/**
 * GET tv/stream/{type}: the channel's HLS URL, signed for this guest (an anonymous visitor's for
 * free TV), living LIVE_STREAM_URL_TTL_SECONDS; the page asks again at half its life. Premium TV
 * without a subscription: 403 with details.restriction "needAbo" (policy.ts).
 */
export function tvStreamTicket(input: {
  streaming: StreamingProvider;
  channel: TvChannel;
  guestId: number | null;
  viewer: TvViewer | null;
  now: Date;
}): TTvStream {
  const restriction = tvRestriction(input.channel, input.viewer);
  if (restriction) throw tvRestrictionError(restriction);
  const ticket = input.streaming.tvStreamFor({ channel: input.channel, guestId: input.guestId }, input.now);
  return {
    channel: input.channel,
    kind: "hls",
    url: ticket.url,
    expiresAt: ticket.expiresAt,
    lifetimeSeconds: ticket.lifetimeSeconds,
  };
}
