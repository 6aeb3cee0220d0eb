import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import type { Redis } from "ioredis";
import type { ServerBuild } from "react-router";
import { ZipGeocoder } from "./adapters/geo/zipGeocoder.ts";
import { OutboxMailer, SmtpMailer } from "./adapters/mailer/mailer.ts";
import { HttpPhoneProvider, SandboxPhoneProvider } from "./adapters/phone/phone.ts";
import { createProviders } from "./adapters/providers.ts";
import { liveSandboxRoutes } from "./adapters/streaming/sandbox/live.routes.ts";
import { tvSandboxRoutes } from "./adapters/streaming/sandbox/tv.routes.ts";
import { SandboxStreamingProvider } from "./adapters/streaming/streaming.ts";
import type { Config } from "./config.ts";
import { contentService, GRAPHQL_PATH } from "./content/content.routes.ts";
import type { Database } from "./db/client.ts";
import { eventHandlers } from "./eventHandlers.ts";
import { type EventBus, InProcessBus } from "./lib/bus.ts";
import type { AppContext } from "./lib/context.ts";
import { GuestChanges } from "./lib/guestChanges.ts";
import { registerAuth } from "./lib/http/auth.ts";
import {
  answerClientError,
  answerFrameworkError,
  registerHttpConventions,
  restNotFound,
} from "./lib/http/conventions.ts";
import { publicMediaRoutes } from "./lib/http/mediaFiles.ts";
import { registerOverlayOrigins } from "./lib/http/overlayOrigins.ts";
import { RequestLog } from "./lib/http/requestLog.ts";
import { registerSecurityHeaders } from "./lib/http/securityHeaders.ts";
import { loggerOptions } from "./lib/logger.ts";
import { type DispatcherOptions, OutboxDispatcher } from "./lib/outbox/dispatcher.ts";
import { accountsRoutes } from "./modules/accounts/accounts.routes.ts";
import { membershipsOf } from "./modules/accounts/index.ts";
import { vxpayRoutes } from "./modules/accounts/vxpay.routes.ts";
import { activityRoutes } from "./modules/activity/activity.routes.ts";
import { actorsRoutes } from "./modules/actors/actors.routes.ts";
import { adventRoutes } from "./modules/advent/advent.routes.ts";
import { albumsRoutes } from "./modules/albums/albums.routes.ts";
import { avsRoutes } from "./modules/avs/avs.routes.ts";
import { benefitsRoutes } from "./modules/benefits/benefits.routes.ts";
import { blogRoutes } from "./modules/blog/blog.routes.ts";
import { blogSearchSource } from "./modules/blog/index.ts";
import { camshowsRoutes } from "./modules/camshows/camshows.routes.ts";
import { catalogRoutes } from "./modules/catalog/catalog.routes.ts";
import { contentImportRoutes } from "./modules/catalog/import/contentImport.routes.ts";
import { findActor } from "./modules/catalog/index.ts";
import { searchRoutes } from "./modules/catalog/search/search.routes.ts";
import { contestsRoutes } from "./modules/contests/contests.routes.ts";
import { dailyBonusRoutes } from "./modules/dailybonus/dailybonus.routes.ts";
import { devRoutes } from "./modules/dev/dev.routes.ts";
import { easterRoutes } from "./modules/easter/easter.routes.ts";
import { favoritesRoutes } from "./modules/favorites/favorites.routes.ts";
import { feedRoutes } from "./modules/feed/feed.routes.ts";
import { gamesRoutes } from "./modules/games/games.routes.ts";
import { geoRoutes } from "./modules/geo/geo.routes.ts";
import { giftRoutes } from "./modules/gifts/gifts.routes.ts";
import { guestRoutes } from "./modules/guest/guest.routes.ts";
import { newsletterRoutes } from "./modules/guest/newsletter.routes.ts";
import { guestStateOf } from "./modules/guestState/index.ts";
import { ensureShippedLegalTexts } from "./modules/legal/index.ts";
import { legalRoutes } from "./modules/legal/legal.routes.ts";
import { libraryRoutes } from "./modules/library/library.routes.ts";
import { freeChatRoutes } from "./modules/live/freeChat.routes.ts";
import { activeSessionsByIds } from "./modules/live/index.ts";
import { liveRoutes } from "./modules/live/live.routes.ts";
import { livechatRoutes } from "./modules/live/livechat.routes.ts";
import { surveyRoutes } from "./modules/live/survey.routes.ts";
import { voiceCallRoutes } from "./modules/live/voiceCall.routes.ts";
import { mediathekSearchSource, tvSearchSource } from "./modules/mediathek/index.ts";
import { mediathekRoutes } from "./modules/mediathek/mediathek.routes.ts";
import { messengerRoutes } from "./modules/messenger/messenger.routes.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { operatorRoutes } from "./modules/operator/operator.routes.ts";
import { partnersRoutes } from "./modules/partners/partners.routes.ts";
import { paymentsRoutes } from "./modules/payments/payments.routes.ts";
import { performersRoutes } from "./modules/performers/performers.routes.ts";
import { phoneRoutes } from "./modules/phone/phone.routes.ts";
import { playbackRestRoutes, streamRoutes } from "./modules/playback/playback.routes.ts";
import { privacyRoutes } from "./modules/privacy/privacy.routes.ts";
import { purchasesRoutes } from "./modules/purchases/purchases.routes.ts";
import { reportsRoutes } from "./modules/reports/reports.routes.ts";
import { seoRoutes } from "./modules/seo/seo.routes.ts";
import { specialEventsRoutes } from "./modules/specialevents/specialevents.routes.ts";
import { storefrontRoutes } from "./modules/storefront/storefront.routes.ts";
import { loggerRoutes } from "./modules/system/logger.routes.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { trackingRoutes } from "./modules/tracking/tracking.routes.ts";
import { channelAirings } from "./modules/tv/index.ts";
import { tvRoutes } from "./modules/tv/tv.routes.ts";
import { videostationRoutes } from "./modules/videostation/videostation.routes.ts";
import { vipClubRoutes } from "./modules/vipclub/vipclub.routes.ts";
import { balanceRoutes, walletRoutes } from "./modules/wallet/wallet.routes.ts";
import { socketRoutes } from "./realtime/socket.ts";
import { ssrPlugin } from "./web/ssr.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Delivers the domain events after commit (settled() waits for it: tests). */
    outbox: OutboxDispatcher;
  }
}

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
/** Where `react-router build` writes the web app. */
export const WEB_BUILD_DIR = path.join(ROOT, "build");
/** The TV origin's encoder is given this many hours of a channel's programme (it restarts after). */
const TV_ORIGIN_HOURS = 6;
const FAVICON = path.join(ROOT, "src/web/static/favicon.ico");
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const READ_METHODS = new Set(["GET", "HEAD"]);

export interface BuildAppOptions {
  config: Config;
  database: Database;
  /** Serve the server-rendered web app from the build directory (off for REST-only tests). */
  web?: boolean;
  now?: () => Date;
  /** Pino logger options; false silences logs (tests). */
  logger?: boolean;
  /**
   * "site" is the platform; "pay" is the payment/login overlay on its own origin (PAY_ORIGIN):
   * only the overlay pages, their assets and the account calls, framable by the site only.
   */
  role?: "site" | "pay";
  /** The real-time event bus, shared by the site and overlay apps of a process (default: in-process). */
  events?: EventBus;
  /** Redis shared by the instances (rate limits); null or absent without REDIS_URL. */
  redis?: Redis | null;
  /** Deliver the domain events of the outbox (default: yes); options for tests. */
  outbox?: { dispatch?: boolean } & DispatcherOptions;
}

/** Loads the built React Router server bundle. */
export async function loadWebBuild(buildDir = WEB_BUILD_DIR): Promise<ServerBuild> {
  const entry = path.join(buildDir, "server/index.js");
  if (!existsSync(entry)) throw new Error(`The web app is not built (${entry} missing): run npm run build`);
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

/** Builds the whole HTTP application without listening (tests inject or listen on port 0). */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const role = options.role ?? "site";
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.logLevel),
    // Request lines: server errors and slow answers at info, the rest at debug.
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      return typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreDuplicateSlashes: true, maxParamLength: 4000 },
    // Bad percent-encoding and refused HTTP requests answer the platform's error shape too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });
  const mailer = config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(database.db);
  const events = options.events ?? new InProcessBus();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    now: options.now ?? (() => new Date()),
    mailer,
    phone: config.phoneGatewayUrl
      ? new HttpPhoneProvider(config.phoneGatewayUrl, config.phoneGatewayToken)
      : new SandboxPhoneProvider(database.db),
    ...createProviders(config.providers),
    geo: new ZipGeocoder(),
    streaming: new SandboxStreamingProvider(config.mediaSigningKey, config.liveStreamUrlTtlSeconds),
    events,
    guestChanges: new GuestChanges(events),
    redis: options.redis ?? null,
    wakeOutbox: () => outbox.wake(),
    // The search's categories of other modules (catalog never imports the blog).
    searchSources: {
      blog: blogSearchSource(database.db),
      tv: tvSearchSource(database.db),
      mediathek: mediathekSearchSource(database.db),
    },
  };
  app.decorate("ctx", ctx);
  // The legal texts the platform ships are its first versions (idempotent, on every start).
  app.addHook("onReady", () => ensureShippedLegalTexts(ctx.db));
  app.addHook("onClose", async () => ctx.guestChanges.close());
  // A postal-code index still being built in its worker thread is not waited for.
  app.addHook("onClose", () => ctx.geo.close());
  const outbox = new OutboxDispatcher(ctx, eventHandlers, app.log, options.outbox);
  app.decorate("outbox", outbox);
  if (options.outbox?.dispatch ?? true) {
    app.addHook("onReady", () => outbox.start());
    app.addHook("onClose", () => outbox.stop());
    // A request that can write has committed by the time it is answered: its events go out now.
    // A hook of the routes that take such methods only, so reads run no onResponse hook at all.
    const wake = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
      if (!READ_METHODS.has(request.method)) outbox.wake();
      done();
    };
    // Not the content service: its queries are POSTs too, and its mutations wake the outbox
    // themselves (runCommand, ContentContext.wakeOutbox); a delivery round per feed read cost CPU.
    app.addHook("onRoute", (route) => {
      if ([route.method].flat().every((method) => READ_METHODS.has(method))) return;
      if (route.url === GRAPHQL_PATH) return;
      route.onResponse = [...[route.onResponse ?? []].flat(), wake];
    });
  }
  const routeTable: { method: string; url: string }[] = [];
  app.decorate("routeTable", routeTable);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      if (method !== "HEAD") routeTable.push({ method, url: route.url });
  });
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  registerHttpConventions(app);
  // Brotli or gzip for every compressible answer of 1 KiB or more (HTML, JSON, XML; brotli at
  // quality 4, the plugin's default: 11 costs more than it saves on a dynamic page). Answers that
  // carry their own Content-Encoding (the page cache's, precompressed assets) are left as they are.
  // No client of the platform compresses what it sends: no decompressing hook on every request.
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: 1024,
  });
  // Every cookie is Secure whenever the site is https (a route may not forget it).
  await app.register(fastifyCookie, { parseOptions: { secure: config.secureCookies } });
  registerAuth(app, { cookies: role === "site" });
  // The overlay's origins follow the address the guest used (configured hosts only); pages' CSP reads them.
  registerOverlayOrigins(app, role);
  // Helmet's headers, made once at start-up; pages get a policy with fresh nonces, the API a fixed one.
  registerSecurityHeaders(app, { role, hsts: config.env === "production" });

  await app.register(
    async (rest) => {
      rest.setNotFoundHandler(restNotFound);
      await rest.register(systemRoutes);
      if (role === "pay") {
        // The overlay's own API: sign-in, and the payment flows with the ticket the site hands over.
        await rest.register(accountsRoutes, { cookies: false, guestState: guestStateOf });
        await rest.register(privacyRoutes);
        await rest.register(balanceRoutes);
        await rest.register(paymentsRoutes);
        await rest.register(avsRoutes);
        await rest.register(benefitsRoutes);
        await rest.register(vipClubRoutes);
        await rest.register(guestRoutes);
        return;
      }
      await rest.register(trackingRoutes);
      await rest.register(loggerRoutes);
      await rest.register(catalogRoutes);
      await rest.register(storefrontRoutes);
      await rest.register(actorsRoutes);
      await rest.register(accountsRoutes, { guestState: guestStateOf });
      await rest.register(privacyRoutes);
      await rest.register(balanceRoutes);
      await rest.register(guestRoutes);
      await rest.register(newsletterRoutes);
      await rest.register(benefitsRoutes);
      await rest.register(vipClubRoutes);
      await rest.register(walletRoutes);
      await rest.register(purchasesRoutes);
      await rest.register(paymentsRoutes);
      await rest.register(avsRoutes);
      await rest.register(geoRoutes);
      await rest.register(operatorRoutes);
      await rest.register(contentImportRoutes);
      await rest.register(performersRoutes);
      await rest.register(liveRoutes);
      await rest.register(livechatRoutes);
      await rest.register(freeChatRoutes);
      await rest.register(voiceCallRoutes);
      await rest.register(surveyRoutes);
      await rest.register(messengerRoutes);
      await rest.register(giftRoutes);
      await rest.register(notificationsRoutes);
      await rest.register(favoritesRoutes);
      await rest.register(albumsRoutes);
      await rest.register(libraryRoutes);
      await rest.register(vxpayRoutes, { guestState: guestStateOf });
      await rest.register(playbackRestRoutes);
      await rest.register(searchRoutes);
      await rest.register(phoneRoutes);
      await rest.register(camshowsRoutes);
      await rest.register(contestsRoutes);
      await rest.register(gamesRoutes);
      await rest.register(adventRoutes);
      await rest.register(specialEventsRoutes);
      await rest.register(activityRoutes);
      await rest.register(feedRoutes);
      await rest.register(blogRoutes);
      await rest.register(tvRoutes);
      await rest.register(mediathekRoutes);
      await rest.register(dailyBonusRoutes);
      await rest.register(easterRoutes);
      await rest.register(videostationRoutes);
      await rest.register(legalRoutes);
      await rest.register(reportsRoutes);
      await rest.register(partnersRoutes);
    },
    { prefix: "/rest/v1" },
  );

  if (role === "site") {
    await app.register(streamRoutes);
    // The sandbox's live-video origin (/live: HLS of chat sessions, stills of online actors).
    await app.register(liveSandboxRoutes, {
      maxEncoders: config.liveEncoders,
      activeSessions: (sessionIds) => activeSessionsByIds(ctx.db, sessionIds),
      onlineActors: async (actorIds) => {
        const found = await Promise.all(actorIds.map((actorId) => findActor(ctx.db, actorId)));
        return new Map(found.flatMap((actor) => (actor?.isOnline ? [[actor.id, { name: actor.name }]] : [])));
      },
    });
    // The sandbox's TV origin (/tv-live: the channels' HLS from the mediathek's episodes).
    await app.register(tvSandboxRoutes, {
      airings: async (channel, now) =>
        (await channelAirings(ctx.db, channel, now, TV_ORIGIN_HOURS)).map((airing) => ({
          ...airing,
          file: path.join(config.protectedMediaDir, `${airing.mediaKey}.mp4`),
        })),
      guestOf: async (request) => (await request.auth())?.guest.id ?? null,
      premiumViewers: async (guestIds) => {
        const memberships = await membershipsOf(ctx.db, guestIds, ctx.now());
        return new Set(guestIds.filter((id) => memberships.get(id)?.isTvSubscriber));
      },
    });
    await app.register(seoRoutes);
    // The content service (POST /graphql) and its token renewal (GET /rest/v1/content/token).
    await app.register(contentService);
    await app.register(socketRoutes);
  }
  if (config.env !== "production" && role === "site") await app.register(devRoutes);

  const favicon = readFileSync(FAVICON);
  app.get("/favicon.ico", async (_request, reply) =>
    reply.header("cache-control", "public, max-age=86400").type("image/x-icon").send(favicon),
  );
  // GET /media/*: pictures as WebP where the browser takes it (lib/media/webpImages.ts).
  await app.register(publicMediaRoutes, { rootDir: config.mediaDir });

  if (options.web !== false) {
    const build = await loadWebBuild();
    await app.register(fastifyStatic, {
      root: path.join(WEB_BUILD_DIR, "client"),
      prefix: "/",
      wildcard: false,
      decorateReply: false,
      // The .br and .gz copies scripts/precompress.mjs writes at build time.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        }
      },
    });
    await app.register(ssrPlugin, { build, role });
  }
  // Paths no route takes (without the web app), and files /media does not have: a JSON 404.
  app.setNotFoundHandler(restNotFound);
  return app;
}
