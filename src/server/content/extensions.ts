import { activityEventExtension } from "./activityEvent.ts";
import { actorProfileExtension } from "./actorProfile.ts";
import { adventCalendarExtension } from "./adventCalendar.ts";
import { albumPicturesExtension } from "./albumPictures.ts";
import { collectionsExtension } from "./collections.ts";
import { contestsExtension } from "./contests.ts";
import { dailyBonusExtension } from "./dailyBonus.ts";
import { easterExtension } from "./easter.ts";
import type { ContentExtension } from "./extension.ts";
import { feedExtension } from "./feed.ts";
import { gamesExtension } from "./games.ts";
import { liveChatTimeExtension } from "./liveChatTime.ts";
import { mediathekExtension } from "./mediathek.ts";
import { mutationsExtension } from "./mutations.ts";
import { searchExtension } from "./search.ts";
import { tagsExtension } from "./tags.ts";
import { vipClubExtension } from "./vipClub.ts";

/** The registered extensions, in order. */
export const contentExtensions: ContentExtension[] = [
  actorProfileExtension,
  albumPicturesExtension,
  mutationsExtension,
  collectionsExtension,
  tagsExtension,
  searchExtension,
  liveChatTimeExtension,
  vipClubExtension,
  contestsExtension,
  feedExtension,
  mediathekExtension,
  dailyBonusExtension,
  adventCalendarExtension,
  activityEventExtension,
  easterExtension,
  gamesExtension,
];
