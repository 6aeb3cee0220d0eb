import type { Redis } from "ioredis";
import type { SearchSources } from "../../common/contracts/search.ts";
import type { AgeCheckProvider } from "../adapters/age-check/ageCheckProvider.ts";
import type { ZipGeocoder } from "../adapters/geo/zipGeocoder.ts";
import type { Mailer } from "../adapters/mailer/mailer.ts";
import type { PaymentProvider } from "../adapters/payment-provider/paymentProvider.ts";
import type { PhoneProvider } from "../adapters/phone/phone.ts";
import type { StreamingProvider } from "../adapters/streaming/streaming.ts";
import type { Config } from "../config.ts";
import type { Database, Db } from "../db/client.ts";
import type { EventBus } from "./bus.ts";
import type { GuestChanges } from "./guestChanges.ts";

/** What every transport (REST, SSR, jobs) gets: configuration and the database. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  /** The clock; tests pin it. */
  now: () => Date;
  mailer: Mailer;
  /** SMS and voice calls (PINs, SMS alerts): adapters/phone. */
  phone: PhoneProvider;
  payments: PaymentProvider;
  ageCheck: AgeCheckProvider;
  /** Stream URLs of live chat sessions and live stills (adapters/streaming). */
  streaming: StreamingProvider;
  geo: ZipGeocoder;
  /** Real-time events to sockets on any instance. */
  events: EventBus;
  /**
   * Tells this process's outbox dispatcher that a transaction with domain events committed, so they
   * go out now rather than at its next poll (runCommand calls it; requests that write wake it too).
   */
  wakeOutbox(): void;
  /** Which guests' data changed lately, on every instance (per-guest answer caches ask it). */
  guestChanges: GuestChanges;
  /** Search categories other modules answer (the blog's posts), wired by the composition root. */
  searchSources?: SearchSources;
  /** Redis for state shared by instances (rate limits), when REDIS_URL is set. */
  redis: Redis | null;
}

declare module "fastify" {
  interface FastifyInstance {
    ctx: AppContext;
    /** Every route of the app, as registered (method and URL pattern); for docs checks and tests. */
    routeTable: { method: string; url: string }[];
  }
}
