import type { Language } from "../../common/languages.ts";
import type { AdventTexts } from "./packs/advent.en.ts";
import type { BlogTexts } from "./packs/blog.en.ts";
import type { ContestsTexts } from "./packs/contests.en.ts";
import type { DailyDealsTexts } from "./packs/dailyDeals.en.ts";
import type { EasterTexts } from "./packs/easter.en.ts";
import type { FeedTexts } from "./packs/feed.en.ts";
import type { FlowsTexts } from "./packs/flows.en.ts";
import type { GamesTexts } from "./packs/games.en.ts";
import type { GoldrushTexts } from "./packs/goldrush.en.ts";
import type { HelpTexts } from "./packs/help.en.ts";
import type { HomeBlocksTexts } from "./packs/homeBlocks.en.ts";
import type { LegalPageTexts } from "./packs/legal.en.ts";
import type { MediathekTexts } from "./packs/mediathek.en.ts";
import type { NewsletterTexts } from "./packs/newsletter.en.ts";
import type { PartnersTexts } from "./packs/partners.en.ts";
import type { ReportsTexts } from "./packs/reports.en.ts";
import type { RewardEventsTexts } from "./packs/rewardEvents.en.ts";
import type { TvTexts } from "./packs/tv.en.ts";
import type { VipClubTexts } from "./packs/vipClub.en.ts";

// Text packs: the texts of an area that only its pages show, one chunk per area and language, so a
// page downloads only the texts it can show (the shell's dictionary, de.ts..., holds what every
// page needs). A page declares its packs with `await needTexts(...)` at the top of its route
// module (or of a lazy chunk); from then on `t.<pack>` of useI18n()/dictionary() is there, in
// the page's language and in every language loaded later (index.ts). The server holds them all.

/** The texts of each pack (the English file defines the keys, the others must match). */
export interface PackTexts {
  flows: FlowsTexts;
  vipClub: VipClubTexts;
  contests: ContestsTexts;
  feed: FeedTexts;
  blog: BlogTexts;
  legal: LegalPageTexts;
  reports: ReportsTexts;
  help: HelpTexts;
  partners: PartnersTexts;
  tv: TvTexts;
  mediathek: MediathekTexts;
  homeBlocks: HomeBlocksTexts;
  games: GamesTexts;
  dailyDeals: DailyDealsTexts;
  advent: AdventTexts;
  goldrush: GoldrushTexts;
  easter: EasterTexts;
  rewardEvents: RewardEventsTexts;
  newsletter: NewsletterTexts;
}
export type PackName = keyof PackTexts;

type Loaders = { [name in PackName]: Record<Language, () => Promise<PackTexts[name]>> };

/** Each pack's chunk per language. */
export const PACK_LOADERS: Loaders = {
  flows: {
    de: () => import("./packs/flows.de.ts").then((m) => m.texts),
    en: () => import("./packs/flows.en.ts").then((m) => m.texts),
    es: () => import("./packs/flows.es.ts").then((m) => m.texts),
    nl: () => import("./packs/flows.nl.ts").then((m) => m.texts),
  },
  vipClub: {
    de: () => import("./packs/vipClub.de.ts").then((m) => m.texts),
    en: () => import("./packs/vipClub.en.ts").then((m) => m.texts),
    es: () => import("./packs/vipClub.es.ts").then((m) => m.texts),
    nl: () => import("./packs/vipClub.nl.ts").then((m) => m.texts),
  },
  contests: {
    de: () => import("./packs/contests.de.ts").then((m) => m.texts),
    en: () => import("./packs/contests.en.ts").then((m) => m.texts),
    es: () => import("./packs/contests.es.ts").then((m) => m.texts),
    nl: () => import("./packs/contests.nl.ts").then((m) => m.texts),
  },
  feed: {
    de: () => import("./packs/feed.de.ts").then((m) => m.texts),
    en: () => import("./packs/feed.en.ts").then((m) => m.texts),
    es: () => import("./packs/feed.es.ts").then((m) => m.texts),
    nl: () => import("./packs/feed.nl.ts").then((m) => m.texts),
  },
  blog: {
    de: () => import("./packs/blog.de.ts").then((m) => m.texts),
    en: () => import("./packs/blog.en.ts").then((m) => m.texts),
    es: () => import("./packs/blog.es.ts").then((m) => m.texts),
    nl: () => import("./packs/blog.nl.ts").then((m) => m.texts),
  },
  legal: {
    de: () => import("./packs/legal.de.ts").then((m) => m.texts),
    en: () => import("./packs/legal.en.ts").then((m) => m.texts),
    es: () => import("./packs/legal.es.ts").then((m) => m.texts),
    nl: () => import("./packs/legal.nl.ts").then((m) => m.texts),
  },
  tv: {
    de: () => import("./packs/tv.de.ts").then((m) => m.texts),
    en: () => import("./packs/tv.en.ts").then((m) => m.texts),
    es: () => import("./packs/tv.es.ts").then((m) => m.texts),
    nl: () => import("./packs/tv.nl.ts").then((m) => m.texts),
  },
  reports: {
    de: () => import("./packs/reports.de.ts").then((m) => m.texts),
    en: () => import("./packs/reports.en.ts").then((m) => m.texts),
    es: () => import("./packs/reports.es.ts").then((m) => m.texts),
    nl: () => import("./packs/reports.nl.ts").then((m) => m.texts),
  },
  help: {
    de: () => import("./packs/help.de.ts").then((m) => m.texts),
    en: () => import("./packs/help.en.ts").then((m) => m.texts),
    es: () => import("./packs/help.es.ts").then((m) => m.texts),
    nl: () => import("./packs/help.nl.ts").then((m) => m.texts),
  },
  partners: {
    de: () => import("./packs/partners.de.ts").then((m) => m.texts),
    en: () => import("./packs/partners.en.ts").then((m) => m.texts),
    es: () => import("./packs/partners.es.ts").then((m) => m.texts),
    nl: () => import("./packs/partners.nl.ts").then((m) => m.texts),
  },
  mediathek: {
    de: () => import("./packs/mediathek.de.ts").then((m) => m.texts),
    en: () => import("./packs/mediathek.en.ts").then((m) => m.texts),
    es: () => import("./packs/mediathek.es.ts").then((m) => m.texts),
    nl: () => import("./packs/mediathek.nl.ts").then((m) => m.texts),
  },
  homeBlocks: {
    de: () => import("./packs/homeBlocks.de.ts").then((m) => m.texts),
    en: () => import("./packs/homeBlocks.en.ts").then((m) => m.texts),
    es: () => import("./packs/homeBlocks.es.ts").then((m) => m.texts),
    nl: () => import("./packs/homeBlocks.nl.ts").then((m) => m.texts),
  },
  advent: {
    de: () => import("./packs/advent.de.ts").then((m) => m.texts),
    en: () => import("./packs/advent.en.ts").then((m) => m.texts),
    es: () => import("./packs/advent.es.ts").then((m) => m.texts),
    nl: () => import("./packs/advent.nl.ts").then((m) => m.texts),
  },
  games: {
    de: () => import("./packs/games.de.ts").then((m) => m.texts),
    en: () => import("./packs/games.en.ts").then((m) => m.texts),
    es: () => import("./packs/games.es.ts").then((m) => m.texts),
    nl: () => import("./packs/games.nl.ts").then((m) => m.texts),
  },
  dailyDeals: {
    de: () => import("./packs/dailyDeals.de.ts").then((m) => m.texts),
    en: () => import("./packs/dailyDeals.en.ts").then((m) => m.texts),
    es: () => import("./packs/dailyDeals.es.ts").then((m) => m.texts),
    nl: () => import("./packs/dailyDeals.nl.ts").then((m) => m.texts),
  },
  goldrush: {
    de: () => import("./packs/goldrush.de.ts").then((m) => m.texts),
    en: () => import("./packs/goldrush.en.ts").then((m) => m.texts),
    es: () => import("./packs/goldrush.es.ts").then((m) => m.texts),
    nl: () => import("./packs/goldrush.nl.ts").then((m) => m.texts),
  },
  easter: {
    de: () => import("./packs/easter.de.ts").then((m) => m.texts),
    en: () => import("./packs/easter.en.ts").then((m) => m.texts),
    es: () => import("./packs/easter.es.ts").then((m) => m.texts),
    nl: () => import("./packs/easter.nl.ts").then((m) => m.texts),
  },
  rewardEvents: {
    de: () => import("./packs/rewardEvents.de.ts").then((m) => m.texts),
    en: () => import("./packs/rewardEvents.en.ts").then((m) => m.texts),
    es: () => import("./packs/rewardEvents.es.ts").then((m) => m.texts),
    nl: () => import("./packs/rewardEvents.nl.ts").then((m) => m.texts),
  },
  newsletter: {
    de: () => import("./packs/newsletter.de.ts").then((m) => m.texts),
    en: () => import("./packs/newsletter.en.ts").then((m) => m.texts),
    es: () => import("./packs/newsletter.es.ts").then((m) => m.texts),
    nl: () => import("./packs/newsletter.nl.ts").then((m) => m.texts),
  },
};

export const PACK_NAMES = Object.keys(PACK_LOADERS) as PackName[];
