import { z } from "zod";
import { VOUCHER_TYPES } from "../enums.ts";
import { type TBenefit, ZBenefit } from "./benefits.ts";
import type { TImage } from "./catalog.ts";
import { atLeastOneField, ZTexts } from "./texts.ts";

/** The door calendars (spec content §3 "Daily bonus ... Calendar"; modules/advent). */
export const ADVENT_CALENDAR_KINDS = ["advent", "actorGift"] as const;
export type TAdventCalendarKind = (typeof ADVENT_CALENDAR_KINDS)[number];

/** The calendar item types of spec content §3. */
export const ADVENT_ITEM_TYPES = ["video", "photo_album", "coupon", "messengerGifts", "merchandise"] as const;
export type TAdventItemType = (typeof ADVENT_ITEM_TYPES)[number];

/** A door's state for a guest on a Berlin day (advent/doorState.ts). */
export const ADVENT_DOOR_STATES = ["openable", "opened", "missed", "locked"] as const;
export type TAdventDoorState = (typeof ADVENT_DOOR_STATES)[number];

const ZId = z.number().int().positive().max(2_147_483_647);
/** A Berlin calendar date, YYYY-MM-DD (a real date: 2026-02-30 is refused). */
export const ZBerlinDay = z.iso.date();

/** Whether a door's reward fits its item type (merchandise: no benefit, the claim carries a code). */
function rewardFits(itemType: TAdventItemType, benefit: TBenefit | null): boolean {
  switch (itemType) {
    case "video":
      return benefit?.kind === "voucher" && benefit.type === VOUCHER_TYPES.video;
    case "photo_album":
      return benefit?.kind === "voucher" && benefit.type === VOUCHER_TYPES.photoAlbum;
    case "messengerGifts":
      return benefit?.kind === "messengerGifts";
    case "coupon":
      return benefit !== null && benefit.kind !== "messengerGifts";
    case "merchandise":
      return benefit === null;
  }
}

export const ZAdventDoorInput = z
  .strictObject({
    doorNo: z.number().int().min(1).max(31),
    actorId: ZId,
    itemType: z.enum(ADVENT_ITEM_TYPES),
    benefit: ZBenefit.nullable().default(null),
    label: ZTexts,
  })
  .refine((door) => rewardFits(door.itemType, door.benefit), {
    error:
      "video: a video voucher, photo_album: a photo-album voucher, messengerGifts: messenger gifts, coupon: coins, VIP days or a voucher, merchandise: no benefit",
    path: ["benefit"],
  });

/** Operator: POST internal/advent/calendars (a calendar with all its doors). */
export const ZAdventCalendarCreate = z
  .strictObject({
    kind: z.enum(ADVENT_CALENDAR_KINDS),
    title: ZTexts,
    firstDay: ZBerlinDay,
    doorCount: z.number().int().min(1).max(31),
    actorId: ZId.nullable().default(null),
    doors: z.array(ZAdventDoorInput).min(1).max(31),
  })
  .refine((c) => c.kind !== "advent" || (c.firstDay.slice(5) === "12-01" && c.doorCount === 24), {
    error: "An advent calendar opens its 24 doors from 1 to 24 December: firstDay YYYY-12-01, doorCount 24",
    path: ["firstDay"],
  })
  .refine(
    (c) =>
      c.doors.length === c.doorCount &&
      new Set(c.doors.map((d) => d.doorNo)).size === c.doorCount &&
      c.doors.every((d) => d.doorNo <= c.doorCount),
    { error: "One door for each number from 1 to doorCount", path: ["doors"] },
  );
export type TAdventCalendarCreate = z.infer<typeof ZAdventCalendarCreate>;

/** POST special/adventcalendar/claim and claimActorGiftCalendarReward(actorId, qmday). */
export const ZAdventClaim = z.strictObject({
  actorId: z.coerce.number().int().positive().max(2_147_483_647),
  qmday: ZBerlinDay,
});
export type TAdventClaimInput = z.infer<typeof ZAdventClaim>;

/** The performer behind a door. */
export interface TAdventActor {
  id: number;
  name: string;
  avatar: TImage | null;
}

/** What a door gives, revealed when it is opened (and for a missed door). */
export interface TAdventReward {
  itemType: TAdventItemType;
  label: string;
  benefit: TBenefit | null;
  /** The guest's voucher code of a merchandise door, once opened. */
  code: string | null;
}

/** A door as a guest sees it: a locked door reveals nothing but its number and day. */
export interface TAdventDoor {
  doorNo: number;
  /** The Berlin day it opens, YYYY-MM-DD (qmday). */
  day: string;
  state: TAdventDoorState;
  actor: TAdventActor | null;
  reward: TAdventReward | null;
  openedAt: string | null;
}

export interface TAdventCalendar {
  id: number;
  kind: TAdventCalendarKind;
  title: string;
  firstDay: string;
  lastDay: string;
  doorCount: number;
  actorId: number | null;
  doors: TAdventDoor[];
}

/** GET special/adventcalendar: today's Berlin day and the running calendar (null: none runs). */
export interface TAdventCalendarAnswer {
  today: string;
  /** The end of today in Berlin (the next door's opening), an instant. */
  nextDoorAt: string;
  loggedIn: boolean;
  calendar: TAdventCalendar | null;
}

/** A claim's answer: the opened door with its reward. */
export interface TAdventClaimResult {
  calendarId: number;
  door: TAdventDoor;
}

/** A running calendar in special/get/events. */
export interface TAdventEvent {
  eventId: number;
  eventType: "adventcalendar";
  title: string;
  startsAt: string;
  endsAt: string;
}

/** Operator: PATCH internal/advent/calendars/{eventId}: the title and doors' labels (the days stay: claims hang on them). */
export const ZAdventCalendarChange = z
  .strictObject({
    title: ZTexts.optional(),
    doors: z
      .array(z.strictObject({ doorNo: z.number().int().min(1).max(31), label: ZTexts }))
      .min(1)
      .max(31)
      .refine((doors) => new Set(doors.map((d) => d.doorNo)).size === doors.length, {
        error: "One change per door",
      })
      .optional(),
  })
  .refine(...atLeastOneField);
export type TAdventCalendarChange = z.infer<typeof ZAdventCalendarChange>;
