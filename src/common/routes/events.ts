import type { TEventType } from "../contracts/games.ts";
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
