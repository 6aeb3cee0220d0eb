import { describe, expect, it } from "vitest";
import type { Language } from "../../common/languages.ts";
import { de } from "./de.ts";
import { en, type ShellDictionary } from "./en.ts";
import { es } from "./es.ts";
import { nl } from "./nl.ts";
import { PACK_LOADERS, PACK_NAMES } from "./packs.ts";

/** A language's shell texts with every text pack. */
async function allTexts(language: Language, shell: ShellDictionary): Promise<Record<string, unknown>> {
  const packs = await Promise.all(
    PACK_NAMES.map(async (name) => [name, await PACK_LOADERS[name][language]()]),
  );
  return { ...shell, ...Object.fromEntries(packs) };
}

/**
 * Texts that read the same in English and another language on purpose: names, loanwords the
 * language uses ("Online", "Feed", "VIP"), units and bare placeholders. Any other text equal to
 * the English one is a label nobody translated (issue 27: "Top cams" and "Legal" in Spanish).
 */
const SAME_AS_ENGLISH: Record<"de" | "es" | "nl", readonly string[]> = {
  de: [
    // "Challenges" is the German word as well.
    "goldrush.challenges.title",
    "games.odds.unlimited",
    "games.odds.chance",
    "rewardEvents.odds.unlimited",
    "rewardEvents.odds.chance",
    // The event's name, and "Box" is the German word as well.
    "rewardEvents.events.kickIt.title",
    "rewardEvents.events.reward-box.item",
    "tv.free.heading",
    "tv.premium.heading",
    "tv.block",
    "tv.live",
    "mediathek.premium",
    "nav.blog",
    "feed.online",
    "blog.title",
    "blog.categories.event",
    "blog.categories.live",
    "blog.categories.news",
    "blog.categories.interviews",
    "blog.online",
    "vipClub.vipPlan",
    "actor.feed",
    "meta.siteName",
    "nav.videos",
    "nav.messenger",
    "nav.feed",
    "feed.title",
    "feed.clipLength",
    "video.vip",
    "video.tags",
    "actor.online",
    "actor.offline",
    "actor.videos",
    "profile.top100",
    "profile.trans",
    "album.viewerCount",
    "features.messenger",
    "features.feed",
    "account.vip",
    "pay.bonus",
    "flows.subStatus",
    "flows.avsStatusLabel",
    "flows.historyStatus",
    "insights.at",
    "insights.percent",
    "insights.interviewTitle",
    "gifts.vipOnly",
    "gifts.toy",
    "messenger.title",
    "messenger.filters.online",
    "messenger.online",
    "messenger.offline",
    "favorites.onlineCount",
    "library.videos",
    "library.origin.SHOP",
    "library.kinds.video",
    "library.kinds.album",
    "search.tag",
    "search.groups.videos",
    "search.tabs.videos",
    "search.tabs.asmr",
    "search.tabs.tv",
    "search.tabs.blog",
    "search.distance",
    "live.badge",
    "offers.chatTypeNames.VOYEUR_CHAT",
    "offers.chatTypeNames.LIVESHOW",
  ],
  es: [
    "games.odds.unlimited",
    "rewardEvents.odds.unlimited",
    "rewardEvents.events.kickIt.title",
    "tv.free.heading",
    "tv.premium.heading",
    "mediathek.premium",
    "nav.blog",
    "blog.title",
    "blog.categories.general",
    "vipClub.vipPlan",
    "actor.feed",
    "meta.siteName",
    "nav.feed",
    "feed.title",
    "feed.clipLength",
    "video.vip",
    "profile.top100",
    "profile.trans",
    "album.viewerCount",
    "features.feed",
    "account.vip",
    "pay.bonus",
    "insights.at",
    "insights.percent",
    "gifts.vipOnly",
    "search.groups.actors",
    "search.tabs.actors",
    "search.tabs.asmr",
    "search.tabs.tv",
    "search.tabs.blog",
    "search.distance",
    "offers.perMinute",
    "offers.chatTypeNames.VOYEUR_CHAT",
    "offers.chatTypeNames.LIVESHOW",
  ],
  nl: [
    "games.odds.unlimited",
    "rewardEvents.odds.unlimited",
    "rewardEvents.events.kickIt.title",
    "tv.free.heading",
    "tv.premium.title",
    "tv.premium.heading",
    "tv.block",
    "tv.live",
    "mediathek.premium",
    "nav.blog",
    "feed.online",
    "blog.title",
    "blog.categories.event",
    "blog.categories.live",
    "blog.categories.interviews",
    "blog.online",
    "vipClub.vipPlan",
    "actor.feed",
    "vipClub.vouchersTitle",
    "meta.siteName",
    "nav.home",
    "nav.messenger",
    "nav.feed",
    "feed.title",
    "feed.clipLength",
    "feed.likes",
    "nav.menu",
    "video.vip",
    "video.wasPrice",
    "video.likes.one",
    "video.likes.other",
    "video.tags",
    "lists.sortTrending",
    "lists.results.one",
    "actor.online",
    "actor.offline",
    "actor.videosCount.one",
    "profile.top100",
    "profile.trans",
    "album.viewerCount",
    "category.intro.one",
    "features.messenger",
    "features.feed",
    "account.vip",
    "pay.bonus",
    "flows.subStatus",
    "flows.avsStatusLabel",
    "flows.voucherTypes.1",
    "flows.voucherTypes.3",
    "flows.voucherTypes.9",
    "flows.historyStatus",
    "insights.at",
    "insights.percent",
    "insights.interviewTitle",
    "gifts.vipOnly",
    "gifts.toy",
    "messenger.title",
    "messenger.filters.online",
    "messenger.online",
    "messenger.offline",
    "favorites.onlineCount",
    "pins.album",
    "library.origin.SHOP",
    "library.kinds.video",
    "library.kinds.album",
    "search.tag",
    "search.tagVideos.one",
    "search.groups.proposals",
    "search.groups.actors",
    "search.tabs.actors",
    "search.tabs.asmr",
    "search.tabs.tv",
    "search.tabs.blog",
    "search.distance",
    "live.badge",
    "videoStars.videos.one",
    "videoStars.oneVideo",
    "offers.perMinute",
    "offers.chatTypeNames.VOYEUR_CHAT",
    "offers.chatTypeNames.LIVESHOW",
  ],
};

function sameTexts(english: unknown, other: unknown, path: string, out: string[]): string[] {
  if (typeof english === "string") {
    if (english === other) out.push(path);
  } else if (english && typeof english === "object") {
    for (const [key, value] of Object.entries(english))
      sameTexts(
        value,
        (other as Record<string, unknown> | undefined)?.[key],
        path ? `${path}.${key}` : key,
        out,
      );
  }
  return out;
}

/**
 * Whole areas that are English in a language on purpose: the help centre's answers exist in German,
 * Spanish and else English (spec content §1), so the Dutch page shows the English ones.
 */
const ENGLISH_AREAS: Record<"de" | "es" | "nl", readonly string[]> = {
  de: [],
  es: [],
  nl: ["help.topics.", "help.contentLanguage"],
};

describe("every label is translated", () => {
  it.each([
    ["de", de],
    ["es", es],
    ["nl", nl],
  ] as const)(
    "%s: no text equals the English one unless it is listed as the same word",
    async (language, texts: ShellDictionary) => {
      const allowed = new Set(SAME_AS_ENGLISH[language]);
      const english = await allTexts("en", en);
      const other = await allTexts(language, texts);
      const englishArea = (path: string) => ENGLISH_AREAS[language].some((prefix) => path.startsWith(prefix));
      expect(
        sameTexts(english, other, "", []).filter((path) => !allowed.has(path) && !englishArea(path)),
      ).toEqual([]);
    },
  );
});
