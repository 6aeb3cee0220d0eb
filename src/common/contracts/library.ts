import { z } from "zod";
import type { Language } from "../languages.ts";
import type { TPictureLock } from "./albums.ts";
import type { TImage } from "./catalog.ts";
import {
  LIBRARY_MEDIA_TYPES,
  LIBRARY_PAGE_SIZE,
  LIBRARY_TABS,
  type TLibraryMediaType,
  type TLibrarySource,
  type TLibraryTab,
} from "./values/library.ts";

export * from "./values/library.ts";

export type TLibraryOrigin = "SHOP" | "CHATCLIP";

/** `GET mediathek/items?tab=&mediaType=&offset=&limit=`. */
export const ZLibraryQuery = z.object({
  tab: z.enum(LIBRARY_TABS).default("shop"),
  mediaType: z.enum(LIBRARY_MEDIA_TYPES).default("VIDEO"),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(LIBRARY_PAGE_SIZE),
});
export type TLibraryQuery = z.infer<typeof ZLibraryQuery>;

/** `POST mediathek/archive` and `POST mediathek/restore`: a bought video or album. */
export const ZLibraryItemRef = z
  .object({
    objectType: z.enum(["video", "album"]),
    objectId: z.coerce.number().int().positive().max(2_147_483_647),
  })
  .strict();
export type TLibraryItemRef = z.infer<typeof ZLibraryItemRef>;

/** One entry of the media library. */
export interface TLibraryItem {
  objectType: "video" | "album" | "picture";
  id: number;
  /** The performer's title (a picture's: its album's, with its number) and the language it is in. */
  title: string;
  titleLanguage: Language;
  actor: { id: number; name: string };
  image: TImage | null;
  /** Where it plays or opens (the video page with the player, the album page). */
  url: string;
  source: TLibrarySource;
  origin: TLibraryOrigin;
  /** When it was bought, pinned or archived. */
  at: string;
  durationSec: number | null;
  pictureCount: number | null;
  /** A pinned picture the guest may not see (then `image` is null; `lockReason` says why). */
  locked: boolean;
  /** needAgeCheck (18-rated, no accepted age check; checked first) or needPurchase (album not bought). */
  lockReason: TPictureLock;
}

export interface TLibraryPage {
  tab: TLibraryTab;
  mediaType: TLibraryMediaType;
  items: TLibraryItem[];
  total: number;
  offset: number;
  counts: Record<TLibraryTab, number>;
}

export interface TLibraryChange {
  success: true;
  objectType: "video" | "album";
  objectId: number;
  archived: boolean;
}
