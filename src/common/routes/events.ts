import type { TEventType } from "../contracts/games.ts";
import { LANGUAGES } from "../languages.ts";
import { buildPath } from "./builders.ts";
import type { RouteName } from "./table.ts";

/**
 * The page of each reward event type (spec content "Special events by name"): the server names it
 * in `special/get/events`, the web app renders the event of the page's type. Wet and wild's page
 * also shows a running slot machine below its waves.
 */
export const REWARD_EVENT_PAGES = {
  "wet-and-wild": "eventWetnwild",
  slotmachine: "eventSlotMachine",
  "wiesn-shooting": "eventWiesnShooting",
  "wiesn-bude": "eventWiesnBude",
  "venus-attacks": "eventVenusAttacks",
  halloween: "eventHalloween",
  kickIt: "eventKickIt",
  "reward-box": "eventRewardBox",
} as const satisfies Record<TEventType, RouteName>;

/** The reward event type a page shows (null: the route is not a reward event's page). */
export function rewardEventOfRoute(name: RouteName): TEventType | null {
  const entry = Object.entries(REWARD_EVENT_PAGES).find(([, page]) => page === name);
  return entry ? (entry[0] as TEventType) : null;
}

/**
 * The special events of the spec that answer a documented redirect instead of a page
 * (docs/decisions.md "Special events by name"): `/{language}/{slug}` answers 301 to the route's
 * page in the same language. "Cum on" was a seasonal video contest: its place is the contests page.
 */
export const EVENT_REDIRECTS: readonly { slug: string; to: "contests" }[] = [
  { slug: "cum-on/", to: "contests" },
];

/** The redirect of a special event's path (null: the path is no such event). */
export function eventRedirect(pathname: string): string | null {
  const path = pathname.endsWith("/") ? pathname : `${pathname}/`;
  for (const language of LANGUAGES) {
    for (const { slug, to } of EVENT_REDIRECTS)
      if (path === `/${language}/${slug}`) return buildPath(language, to);
  }
  return null;
}
