import { z } from "zod";
import type { TAdventCalendarAnswer } from "./advent.ts";
import { EVENT_TYPES, type TEventType, type TGameConfig } from "./games.ts";

/**
 * Every special event's type (spec content §3 "Special event", the REST calls special/...): the
 * reward events (a game with an event id), the easter egg hunt, the door calendars and the
 * activity-points event (the Goldrush).
 */
export const SPECIAL_EVENT_TYPES = [...EVENT_TYPES, "easter", "adventcalendar", "goldrush"] as const;
export type TSpecialEventType = (typeof SPECIAL_EVENT_TYPES)[number];

/** A running special event (GET special/get/events). */
export interface TSpecialEvent {
  eventId: number;
  eventType: TSpecialEventType;
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** The event's page in the request's language, if it has one. */
  path: string | null;
  /** A reward event's game (GET games/{configId}: its published odds). */
  configId?: number;
}

/** GET special/get/events. */
export interface TSpecialEvents {
  events: TSpecialEvent[];
}

/** GET special/getData/{eventType}: the path names a type of the spec (404 for any other). */
export const ZSpecialDataParams = z.strictObject({ eventType: z.string().trim().min(1).max(40) });
/** qmdate: the Berlin day the page was loaded for (optional; a date when given). */
export const ZSpecialDataQuery = z.object({ qmdate: z.iso.date().optional() });

/** GET special/getData/{rewardEventType}: the running events of that type with their odds and the guest's info. */
export interface TRewardEventData {
  eventType: TEventType;
  events: TGameConfig[];
}

/** GET special/getData/adventcalendar: the running door calendar (as GET special/adventcalendar). */
export type TAdventEventData = TAdventCalendarAnswer;
