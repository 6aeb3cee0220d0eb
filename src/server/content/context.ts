import type DataLoader from "dataloader";
import type { SearchApi } from "../../common/contracts/search.ts";
import type { Language } from "../../common/languages.ts";
import type { Db } from "../db/client.ts";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import type { ViewMarks } from "../modules/albums/index.ts";
import type { ActorRow, CategoryRow, SearchExtras, VideoQuery, VideoRow } from "../modules/catalog/index.ts";
import type { GqlModel } from "./presenter.ts";
import type { GuestFlags } from "./queries.ts";
import type { ContentPrincipal } from "./token.ts";

/** The per-request DataLoaders (loaders.ts). */
export interface ContentLoaders {
  actor: DataLoader<number, ActorRow | null>;
  flags: Record<"video" | "album" | "actor", DataLoader<number, GuestFlags>>;
  /** Actors already presented in this request. */
  models: Map<number, GqlModel>;
}

/** Shared reads that may be served from the short catalogue cache (CATALOG_CACHE_SECONDS). */
export interface ContentReads {
  videos(query: Omit<VideoQuery, "now">): Promise<{ rows: VideoRow[]; total: number }>;
  actors(ids: number[]): Promise<ActorRow[]>;
  categories(): Promise<CategoryRow[]>;
}

/** The guest of a guest token: what guest-dependent fields need. */
export interface ContentGuest {
  id: number;
  vipUntil: Date | null;
  /** The guest's age check is accepted (18-rated pictures). */
  avsAccepted: boolean;
}

/** What every resolver and loader of one request gets. */
export interface ContentContext {
  db: Db;
  now: Date;
  language: Language;
  publicUrl: string;
  principal: ContentPrincipal;
  /** The logged-in guest of a guest token whose session still stands, else null. */
  guest: ContentGuest | null;
  /** Signs a protected image path for this request (paid album pictures of their buyers). */
  signImage?: ((path: string) => string) | undefined;
  /** A signed stream path of a video for this request's guest (the feed's clip posts); none when anonymous. */
  signStream?: ((videoId: number) => string) | undefined;
  /** The request's Idempotency-Key header as sent (the feed's charges check it). */
  idempotencyHeader?: string | string[] | undefined;
  reads: ContentReads;
  /** `visitorKey` of the caller, for view counters (the guest, else address and browser). */
  visitor: string;
  /** The global search shared with REST searchResult/* (one answer cache). */
  search: SearchApi & SearchExtras;
  /** Album view marks shared with REST gallery/view. */
  albumViews: ViewMarks;
  /** Per-request DataLoaders (actors, the guest's flags). */
  loaders: ContentLoaders;
  /** Tells the outbox that a mutation's transaction with domain events committed (runCommand). */
  wakeOutbox: () => void;
}

declare module "mercurius" {
  interface MercuriusContext extends ContentContext {}
}

/** The guest of the token, or the error guest-only fields answer with. */
export function requireGuestToken(ctx: Pick<ContentContext, "guest">): ContentGuest {
  if (!ctx.guest) throw new AppError(AppErrorCode.UNAUTHENTICATED, "This field needs a guest token");
  return ctx.guest;
}
