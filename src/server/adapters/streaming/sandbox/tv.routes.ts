import { renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { AppError, AppErrorCode } from "../../../lib/errors.ts";
import { parseInput } from "../../../lib/validate.ts";
import { type TvGrant, verifyTvGrant } from "../streaming.ts";
import { type EncoderJob, EncodersBusyError, LiveEncoders, SEGMENT_NAME } from "./encoders.ts";
import { BatchedLookup } from "./lookups.ts";
import { airingAt, TITLE_FILE, type TvAiring, tvChannelJob } from "./tvChannel.ts";

/**
 * The sandbox's TV origin (issue 29): the live HLS of the two channels under the signed URLs
 * SandboxStreamingProvider.tvStreamFor hands out (`/tv-live/{channel}/{guest}/{expires}/{sig}/…`).
 * A channel's encoder starts with its first viewer and stops 30 s after its last (tvChannel.ts).
 * A URL plays only for the guest it is signed for (her session on the request), the premium
 * channel's only while she is a TV subscriber or VIP. The adapter never imports modules: the boot
 * passes the programme and the checks as callbacks.
 */
export type TvChannelName = TvGrant["channel"];

export interface TvSandboxOptions {
  /** The channel's airings from the one on at `now` for some hours (an empty list: nothing on). */
  airings(channel: TvChannelName, now: Date): Promise<TvAiring[]>;
  /** The logged-in guest of a request, or null. */
  guestOf(request: FastifyRequest): Promise<number | null>;
  /** Of these guests, those who may watch premium TV now. */
  premiumViewers(guestIds: number[]): Promise<Set<number>>;
  /** Stop a channel's encoder after this long without requests (default 30 s). */
  idleMs?: number;
  /** How long a first request waits for the channel's first playlist (default 8 s). */
  firstFileWaitMs?: number;
}

const CHANNELS: Record<TvChannelName, { key: number; name: string }> = {
  free: { key: 1, name: "Velvet TV" },
  premium: { key: 2, name: "Velvet TV Premium" },
};

const ZTvStream = z.object({
  channel: z.enum(["free", "premium"]),
  guestId: z.coerce.number().int().positive().max(2_147_483_647),
  expires: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  sig: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a stream signature"),
});
const ZTvSegment = ZTvStream.extend({ segment: z.string().regex(SEGMENT_NAME, "Not a segment name") });

const forbidden = () =>
  new AppError(AppErrorCode.FORBIDDEN, "The TV stream link is invalid, expired, or not yours");

/** The programme is read again at most this often per channel (an airing lasts at least half a minute). */
const AIRINGS_TTL_MS = 5000;
/** A premium viewer's membership is believed this long (a cancelled subscription stops within it). */
const VIEWER_TTL_MS = 2000;

/** GET /tv-live/... : the TV channels' HLS. */
export async function tvSandboxRoutes(app: FastifyInstance, options: TvSandboxOptions): Promise<void> {
  const { config } = app.ctx;
  const jobs = new Map<number, EncoderJob>();
  const encoders = new LiveEncoders({
    dir: path.join(config.dataDir, "tv"),
    idleMs: options.idleMs ?? 30_000,
    maxEncoders: 2,
    job: (key) => {
      const job = jobs.get(key);
      if (!job) throw new EncodersBusyError("Nothing is on this channel now");
      return job;
    },
    warn: (message) => app.log.warn(message),
  });
  app.addHook("onClose", () => encoders.close());
  const waitMs = options.firstFileWaitMs ?? 8000;
  const now = () => app.ctx.now();
  const programmes = new BatchedLookup<TvChannelName, TvAiring[]>({
    load: async (channels) =>
      new Map(await Promise.all(channels.map(async (c) => [c, await options.airings(c, now())] as const))),
    ttlMs: AIRINGS_TTL_MS,
  });
  const viewers = new BatchedLookup<number, true>({
    load: async (guestIds) => new Map([...(await options.premiumViewers(guestIds))].map((id) => [id, true])),
    ttlMs: VIEWER_TTL_MS,
    batchMs: 5,
  });
  /** The title each running channel's picture shows now. */
  const titles = new Map<number, string>();

  /** 403 unless the URL is signed, unexpired and the requesting guest's (a premium one: a subscriber's). */
  async function authorize(params: z.infer<typeof ZTvStream>, request: FastifyRequest): Promise<void> {
    const grant: TvGrant = { channel: params.channel, guestId: params.guestId };
    if (!verifyTvGrant(config.mediaSigningKey, grant, params, now(), config.liveStreamUrlTtlSeconds))
      throw forbidden();
    if ((await options.guestOf(request)) !== grant.guestId) throw forbidden();
    if (params.channel === "premium" && !(await viewers.get(grant.guestId))) throw forbidden();
  }

  /** Rewrites the title file of a running channel when the airing changed (atomically: a rename). */
  function showTitle(key: number, airing: TvAiring): void {
    if (titles.get(key) === airing.title || encoders.startedAt(key) === null) return;
    const file = path.join(encoders.dirOf(key), TITLE_FILE);
    try {
      writeFileSync(`${file}.tmp`, airing.title);
      renameSync(`${file}.tmp`, file);
      titles.set(key, airing.title);
    } catch {
      // The encoder stopped meanwhile (its directory is gone): the next start writes the title.
    }
  }

  app.get(
    "/tv-live/:channel/:guestId/:expires/:sig/index.m3u8",
    { compress: false },
    async (request, reply) => {
      const params = parseInput(ZTvStream, request.params);
      await authorize(params, request);
      const { key, name } = CHANNELS[params.channel];
      const airings = (await programmes.get(params.channel)) ?? [];
      const at = now().getTime();
      const current = airingAt(airings, at);
      if (!current) throw new AppError(AppErrorCode.NOT_FOUND, "Nothing is on this channel now");
      if (encoders.startedAt(key) === null) {
        const job = tvChannelJob(name, airings, at);
        if (job) jobs.set(key, job);
        titles.set(key, current.title);
      } else showTitle(key, current);
      let playlist: string | null;
      try {
        playlist = await encoders.playlist(key, name, waitMs);
      } catch (error) {
        if (error instanceof EncodersBusyError)
          throw new AppError(AppErrorCode.SERVICE_UNAVAILABLE, `${error.message}; try again later`);
        throw error;
      }
      if (playlist === null)
        throw new AppError(AppErrorCode.SERVICE_UNAVAILABLE, "The channel is starting; try again shortly");
      return reply.header("cache-control", "no-store").type("application/vnd.apple.mpegurl").send(playlist);
    },
  );

  app.get(
    "/tv-live/:channel/:guestId/:expires/:sig/:segment",
    { compress: false },
    async (request, reply) => {
      const params = parseInput(ZTvSegment, request.params);
      await authorize(params, request);
      const bytes = await encoders.segment(CHANNELS[params.channel].key, params.segment);
      if (!bytes) throw new AppError(AppErrorCode.NOT_FOUND, "The segment is no longer live");
      return reply.header("cache-control", "private, max-age=60, immutable").type("video/mp2t").send(bytes);
    },
  );
}
