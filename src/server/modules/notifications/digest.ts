import type { Language } from "../../../common/languages.ts";

/** One held alert as the digest lists it. */
export interface DigestItem {
  kind: "actorOnline" | "showReminder";
  label: string;
}

interface Words {
  title: string;
  and: string;
  more: (count: number) => string;
  online: (names: string, one: boolean) => string;
  shows: (titles: string) => string;
}

const WORDS: Record<Language, Words> = {
  de: {
    title: "Während du geschlafen hast",
    and: "und",
    more: (n) => `${n} weitere`,
    online: (names, one) => `${names} ${one ? "kam" : "kamen"} online`,
    shows: (titles) => `Cam-Shows: ${titles}`,
  },
  en: {
    title: "While you slept",
    and: "and",
    more: (n) => `${n} more`,
    online: (names) => `${names} came online`,
    shows: (titles) => `Cam shows: ${titles}`,
  },
  es: {
    title: "Mientras dormías",
    and: "y",
    more: (n) => `${n} más`,
    online: (names, one) => `${names} ${one ? "se conectó" : "se conectaron"}`,
    shows: (titles) => `Cam shows: ${titles}`,
  },
  nl: {
    title: "Terwijl je sliep",
    and: "en",
    more: (n) => `${n} meer`,
    online: (names, one) => `${names} ${one ? "kwam" : "kwamen"} online`,
    shows: (titles) => `Camshows: ${titles}`,
  },
};

/** "Zoe", "Zoe and Mia", "Zoe, Mia and 3 more": at most two names, distinct, in the order held. */
export function listNames(labels: readonly string[], language: Language): string {
  const words = WORDS[language];
  const names = [...new Set(labels)];
  if (names.length <= 2) return names.join(` ${words.and} `);
  return `${names.slice(0, 2).join(", ")} ${words.and} ${words.more(names.length - 2)}`;
}

/** The digest's title and text in the guest's language (e.g. "While you slept: Zoe, Mia and 3 more came online"). */
export function digestText(
  items: readonly DigestItem[],
  language: Language,
): { title: string; text: string } {
  const words = WORDS[language];
  const online = [...new Set(items.filter((i) => i.kind === "actorOnline").map((i) => i.label))];
  const shows = items.filter((i) => i.kind === "showReminder").map((i) => i.label);
  const parts: string[] = [];
  if (online.length > 0) parts.push(words.online(listNames(online, language), online.length === 1));
  if (shows.length > 0) parts.push(words.shows(listNames(shows, language)));
  return { title: words.title, text: parts.join(". ") };
}

/** The digest SMS: "Velvet – While you slept: Zoe, Mia and 3 more came online. <link>". */
export function digestSms(items: readonly DigestItem[], language: Language, link: string): string {
  const { title, text } = digestText(items, language);
  return `Velvet – ${title}: ${text}. ${link}`;
}
