import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { Dictionary } from "../../i18n/index.ts";
import type { IconName } from "../../ui/Icon.tsx";

/** The account link's label of "my videochats" (every page's account menu has it: kept tiny). */
const VIDEO_CHATS_NAV: Record<Language, string> = {
  en: "My videochats",
  de: "Meine Videochats",
  es: "Mis videochats",
  nl: "Mijn videochats",
};

/** A link of the account menu. */
export interface AccountLink {
  key: string;
  to: string;
  label: string;
  icon: IconName;
}

/** The logged-in guest's own pages: the account home, the media library and the favourite cams. */
export function accountLinks(language: Language, t: Dictionary): AccountLink[] {
  return [
    {
      key: "library",
      to: buildPath(language, "accountMediathek"),
      label: t.accountNav.library,
      icon: "play",
    },
    {
      key: "favorites",
      to: buildPath(language, "accountFavoriteCams"),
      label: t.accountNav.favorites,
      icon: "heart",
    },
    {
      key: "videochats",
      to: buildPath(language, "accountVideoChats"),
      label: VIDEO_CHATS_NAV[language],
      icon: "clock",
    },
    {
      key: "account",
      to: buildPath(language, "accountProfile"),
      label: t.accountNav.myAccount,
      icon: "user",
    },
  ];
}
