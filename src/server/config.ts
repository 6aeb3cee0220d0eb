import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import {
  AGE_CHECK_PROVIDERS,
  type AgeCheckProviderName,
  PAYMENT_PROVIDERS,
  type PaymentProviderName,
} from "./adapters/providers.ts";

const port = z.coerce.number().int().min(0).max(65535);
const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(p)), {
      message: `must start with ${protocols.join(" or ")}`,
    });

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: port.default(8080),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: optionalUrl(["http://", "https://"]),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalUrl(["postgres://", "postgresql://"]),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(20),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: z.enum(["auto", "off"]).default("auto"),
  /** Seconds an anonymous guest's page render is reused (0 turns the page cache off). */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  /** Port of the payment/login overlay's own origin (default PORT + 1; 0 picks a free port). */
  PAY_PORT: port.optional(),
  /** Origin of the overlay as guests reach it (default: PUBLIC_URL's host on PAY_PORT). */
  PAY_ORIGIN: optionalUrl(["http://", "https://"]),
  /**
   * Other origins the site answers on (www or bare domain, a local address), comma-separated, each
   * `<site origin>` or `<site origin>=<overlay origin>` (default overlay: PAY_ORIGIN if set, else
   * the alias's host on PAY_PORT).
   */
  SITE_ALIASES: z.string().trim().max(4000).optional(),
  /** SMTP server for mail (smtp:// or smtps://); without it mail goes to the outbox at /dev/mailbox. */
  SMTP_URL: optionalUrl(["smtp://", "smtps://"]),
  /** SMS/voice gateway (http(s) URL) for PINs and SMS alerts; without it they go to /dev/mailbox (sandbox). */
  PHONE_GATEWAY_URL: optionalUrl(["http://", "https://"]),
  /** Bearer token of PHONE_GATEWAY_URL. */
  PHONE_GATEWAY_TOKEN: z.string().min(8).max(500).optional(),
  /** Redis for real-time events across instances (pub/sub); without it events stay in-process. */
  REDIS_URL: optionalUrl(["redis://", "rediss://"]),
  MAIL_FROM: z.string().trim().min(3).default("Velvet <no-reply@velvet.example>"),
  /** HMAC key of signed media URLs (32+ characters); random per start when absent (URLs then die with the process). */
  MEDIA_SIGNING_KEY: z.string().min(32).max(200).optional(),
  /** Key of the operator API (X-Operator-Key); without it the operator API is off. */
  OPERATOR_KEY: z.string().min(16).max(200).optional(),
  /** Where operator warnings are mailed (the phone PIN budget); without it they are only logged. */
  OPERATOR_EMAIL: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(z.email().optional()),
  COUNTRY_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  /** Request headers with the visitor's position (decimal degrees) set by the edge: the search's distance order. */
  LATITUDE_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  LONGITUDE_HEADER: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,64}$/)
    .optional(),
  /** Seconds a catalogue read (home blocks, profiles, lists) is reused (0 turns it off). */
  CATALOG_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /** Seconds a search answer is reused (content §9: 300; 0 turns it off). */
  SEARCH_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(300),
  /**
   * Sign-ups and logins one client address may make a minute (20). A site behind a shared address
   * (a carrier's NAT, the browser tests' one loopback address) may raise it; per e-mail address the
   * limits stay.
   */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** The billing minute of live chats in ms (tests shorten it; production keeps 60000). */
  LIVECHAT_MINUTE_MS: z.coerce.number().int().min(50).max(600_000).default(60_000),
  /** The demo's simulated performers (online/offline, replies); default on unless NODE_ENV=production. */
  PERFORMER_SIMULATOR: z.enum(["on", "off"]).optional(),
  /** Live encoders of the sandbox video origin at once (about 5 % of a core each); 0 turns them off. */
  LIVE_ENCODERS: z.coerce.number().int().min(0).max(200).default(8),
  LIVE_STREAM_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(600).default(45),
  TRUST_PROXY: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** Production over plain http (local runs, benchmarks): without it production needs an https PUBLIC_URL. */
  ALLOW_HTTP: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
  /** The payment provider adapter (see adapters/providers.ts); required with NODE_ENV=production. */
  PAYMENT_PROVIDER: z.string().trim().min(1).optional(),
  /** The age-verification provider adapter; required with NODE_ENV=production. */
  AGE_CHECK_PROVIDER: z.string().trim().min(1).optional(),
});

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** Absolute origin used in canonical and hreflang links. */
  publicUrl: string;
  dataDir: string;
  mediaDir: string;
  /** Full-length media, never served statically (signed URLs only). */
  protectedMediaDir: string;
  mediaSigningKey: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  logLevel: string;
  seedDemo: boolean;
  trustProxy: boolean;
  pageCacheSeconds: number;
  catalogCacheSeconds: number;
  searchCacheSeconds: number;
  /** The billing minute of live chats (LIVECHAT_MINUTE_MS). */
  livechatMinuteMs: number;
  /** Sign-ups and logins per client address and minute (AUTH_RATE_LIMIT_PER_MINUTE). */
  authRateLimitPerMinute: number;
  operatorKey: string | undefined;
  /** Address of the operator's warnings (OPERATOR_EMAIL): the phone PIN budget. */
  operatorEmail: string | undefined;
  /** Request header with the visitor's country (ISO alpha-2) set by the edge: the banned-country flag. */
  countryHeader: string;
  /** Request headers with the visitor's latitude and longitude set by the edge (search sort=distance). */
  latitudeHeader: string;
  longitudeHeader: string;
  smtpUrl: string | undefined;
  /** SMS/voice gateway (PHONE_GATEWAY_URL); without it the sandbox phone writes to the mailbox. */
  phoneGatewayUrl: string | undefined;
  phoneGatewayToken: string | undefined;
  redisUrl: string | undefined;
  mailFrom: string;
  payPort: number;
  /** Origin of the payment/login overlay; must differ from publicUrl's origin. */
  payOrigin: string;
  /** Other site origins (SITE_ALIASES), each with the overlay origin its pages frame. */
  siteAliases: OriginPair[];
  /** Run the performer simulator (demo actors go online/offline and answer messages). */
  performerSimulator: boolean;
  /** How long a live chat's signed stream URL plays (LIVE_STREAM_URL_TTL_SECONDS; the page renews it). */
  liveStreamUrlTtlSeconds: number;
  /** Encoders of the sandbox live-video origin at once (LIVE_ENCODERS; 0: off). */
  liveEncoders: number;
  /** The site is served over https: every cookie is `Secure`. */
  secureCookies: boolean;
  /** Names of the payment and age-check adapters (adapters/providers.ts). */
  providers: { payment: PaymentProviderName; ageCheck: AgeCheckProviderName };
}

/** A site origin and the origin of the payment/login overlay its pages frame. */
export interface OriginPair {
  site: string;
  pay: string;
}

export class ConfigError extends Error {}

/** Reads and validates the configuration from the environment; throws ConfigError naming each bad value. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? "?");
      const shown = env[key] === undefined ? "" : ` (got "${env[key]}")`;
      return `  ${key}: ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  const payPort = e.PAY_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1);
  if (e.PAY_ORIGIN && new URL(e.PAY_ORIGIN).origin === new URL(publicUrl).origin) {
    throw new ConfigError("Invalid configuration:\n  PAY_ORIGIN: must be another origin than PUBLIC_URL");
  }
  const problems: string[] = [];
  const production = e.NODE_ENV === "production";
  if (production && !publicUrl.startsWith("https://") && !e.ALLOW_HTTP)
    problems.push(
      `  PUBLIC_URL: must be an https URL in production, or set ALLOW_HTTP=true for a local run or a benchmark (got "${publicUrl}")`,
    );
  const payOrigin = (e.PAY_ORIGIN ?? defaultPayOrigin(publicUrl, payPort)).replace(/\/$/, "");
  const siteAliases = parseSiteAliases(e.SITE_ALIASES, {
    primary: { site: new URL(publicUrl).origin, pay: new URL(payOrigin).origin },
    payOrigin: e.PAY_ORIGIN ? payOrigin : null,
    payPort,
    httpsOnly: production && !e.ALLOW_HTTP,
    problems,
  });
  const payment = pickProvider(
    "PAYMENT_PROVIDER",
    e.PAYMENT_PROVIDER,
    PAYMENT_PROVIDERS,
    production,
    problems,
  );
  const ageCheck = pickProvider(
    "AGE_CHECK_PROVIDER",
    e.AGE_CHECK_PROVIDER,
    AGE_CHECK_PROVIDERS,
    production,
    problems,
  );
  if (problems.length > 0 || !payment || !ageCheck)
    throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    mediaDir: path.join(dataDir, "media"),
    protectedMediaDir: path.join(dataDir, "protected"),
    mediaSigningKey: e.MEDIA_SIGNING_KEY ?? randomBytes(32).toString("hex"),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    logLevel: e.LOG_LEVEL,
    seedDemo: e.SEED_DEMO === "auto",
    trustProxy: e.TRUST_PROXY,
    pageCacheSeconds: e.PAGE_CACHE_SECONDS,
    catalogCacheSeconds: e.CATALOG_CACHE_SECONDS,
    searchCacheSeconds: e.SEARCH_CACHE_SECONDS,
    livechatMinuteMs: e.LIVECHAT_MINUTE_MS,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    operatorKey: e.OPERATOR_KEY,
    operatorEmail: e.OPERATOR_EMAIL,
    countryHeader: e.COUNTRY_HEADER?.trim() || "cf-ipcountry",
    latitudeHeader: (e.LATITUDE_HEADER?.trim() || "cf-iplatitude").toLowerCase(),
    longitudeHeader: (e.LONGITUDE_HEADER?.trim() || "cf-iplongitude").toLowerCase(),
    smtpUrl: e.SMTP_URL,
    phoneGatewayUrl: e.PHONE_GATEWAY_URL,
    phoneGatewayToken: e.PHONE_GATEWAY_TOKEN,
    redisUrl: e.REDIS_URL,
    mailFrom: e.MAIL_FROM,
    payPort,
    performerSimulator: e.PERFORMER_SIMULATOR ? e.PERFORMER_SIMULATOR === "on" : e.NODE_ENV !== "production",
    liveEncoders: e.LIVE_ENCODERS,
    liveStreamUrlTtlSeconds: e.LIVE_STREAM_URL_TTL_SECONDS,
    payOrigin,
    siteAliases,
    secureCookies: publicUrl.startsWith("https://"),
    providers: { payment, ageCheck },
  };
}

/**
 * A provider name from the environment: one of the known adapters; in production it must be set
 * explicitly (a sandbox there is a choice, never a default), elsewhere it defaults to the sandbox.
 */
function pickProvider<N extends string>(
  key: string,
  value: string | undefined,
  known: readonly N[],
  production: boolean,
  problems: string[],
): N | null {
  const list = known.join(", ");
  if (value === undefined) {
    if (!production) return "sandbox" as N;
    problems.push(`  ${key}: must be set with NODE_ENV=production (known: ${list})`);
    return null;
  }
  if (!(known as readonly string[]).includes(value)) {
    problems.push(`  ${key}: unknown provider "${value}" (known: ${list})`);
    return null;
  }
  return value as N;
}

/** An http(s) origin alone (a trailing slash allowed), normalised; null for anything else. */
function originOf(value: string): string | null {
  if (!/^https?:\/\/[^/?#@\s]+\/?$/i.test(value) || !URL.canParse(value)) return null;
  return new URL(value).origin;
}

/**
 * SITE_ALIASES: comma-separated `<site origin>` or `<site origin>=<overlay origin>`. An alias without
 * its overlay uses PAY_ORIGIN when that is set, else its own host on the pay port. Each origin is
 * checked (http(s), no path; https in production unless ALLOW_HTTP) and named in the problems.
 */
function parseSiteAliases(
  value: string | undefined,
  options: {
    primary: OriginPair;
    payOrigin: string | null;
    payPort: number;
    httpsOnly: boolean;
    problems: string[];
  },
): OriginPair[] {
  const pairs: OriginPair[] = [];
  const sites = new Set([options.primary.site]);
  const pays = new Set([options.primary.pay]);
  for (const entry of (value ?? "").split(",").map((part) => part.trim())) {
    if (!entry) continue;
    const [siteText = "", payText, ...rest] = entry.split("=").map((part) => part.trim());
    const site = originOf(siteText);
    const pay =
      payText === undefined
        ? site && (options.payOrigin ?? new URL(defaultPayOrigin(site, options.payPort)).origin)
        : originOf(payText);
    const problem =
      !site || !pay || rest.length > 0
        ? "must be <site origin> or <site origin>=<overlay origin> (http or https, no path)"
        : options.httpsOnly && !(site.startsWith("https://") && pay.startsWith("https://"))
          ? "must be https in production (or set ALLOW_HTTP=true)"
          : sites.has(site)
            ? "names the site origin twice"
            : site === pay || sites.has(pay) || pays.has(site)
              ? "an overlay origin must differ from every site origin"
              : null;
    if (problem || !site || !pay) {
      options.problems.push(`  SITE_ALIASES: "${entry}" ${problem}`);
      continue;
    }
    sites.add(site);
    pays.add(pay);
    pairs.push({ site, pay });
  }
  return pairs;
}

/** The overlay's default origin: the site's scheme and host on the pay port. */
export function defaultPayOrigin(publicUrl: string, payPort: number): string {
  const url = new URL(publicUrl);
  return `${url.protocol}//${url.hostname}:${payPort}`;
}
