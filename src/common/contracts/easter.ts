import { z } from "zod";
import { type TBenefit, ZBenefit } from "./benefits.ts";
import { atLeastOneField, ZTexts } from "./texts.ts";

/** The easter event (spec content §3 "Easter event"; docs/REST.md "Easter"). */

/** Where on a page an egg sits. */
export const EGG_POSITIONS = [
  "top-left",
  "top-right",
  "middle-left",
  "middle-right",
  "bottom-left",
  "bottom-right",
] as const;
export type TEggPosition = (typeof EGG_POSITIONS)[number];

/** A calendar day, YYYY-MM-DD (the spec's qmdate). */
export const ZQmdate = z.iso.date({ error: "qmdate must be a day, YYYY-MM-DD" });

/** GET special/getData/easter. */
export const ZEasterDataQuery = z.object({ qmdate: ZQmdate.optional() });
/** GET special/easter/egg. */
export const ZEasterEggQuery = z.object({
  page: z
    .string()
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9]{0,59}$/, { error: "a route name (home, videos, ...)" }),
});
/** POST special/easter/collectEgg. */
export const ZCollectEgg = z.strictObject({
  verificationToken: z.string().trim().min(1).max(300),
  qmdate: ZQmdate,
});
export type TCollectEggInput = z.infer<typeof ZCollectEgg>;

/** Operator: POST internal/easter/events. */
export const ZEasterEventCreate = z
  .strictObject({
    key: z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "lower-case letters, digits and dashes" })
      .max(60),
    title: ZTexts,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    /** How many of the spots hide an egg each Berlin day (a day-rotated choice). */
    eggsPerDay: z.number().int().min(1).max(100),
    spots: z
      .array(
        z.strictObject({
          eggKey: z
            .string()
            .trim()
            .regex(/^[a-z0-9-]{1,40}$/),
          /** A route name of the site (common/routes/table.ts). */
          page: z
            .string()
            .trim()
            .regex(/^[A-Za-z][A-Za-z0-9]{0,59}$/),
          position: z.enum(EGG_POSITIONS),
        }),
      )
      .min(1)
      .max(100),
    rewards: z
      .array(
        z.strictObject({
          requiredEggs: z.number().int().min(1).max(1000),
          isUpTo: z.boolean().default(false),
          hidden: z.boolean().default(false),
          benefit: ZBenefit,
          label: ZTexts,
        }),
      )
      .min(1)
      .max(30),
  })
  .refine((event) => !event.endsAt || Date.parse(event.endsAt) > Date.parse(event.startsAt), {
    error: "endsAt must be after startsAt",
    path: ["endsAt"],
  })
  .refine((event) => new Set(event.spots.map((spot) => spot.eggKey)).size === event.spots.length, {
    error: "One spot per egg key",
    path: ["spots"],
  })
  .refine((event) => new Set(event.rewards.map((r) => r.requiredEggs)).size === event.rewards.length, {
    error: "One reward per number of eggs",
    path: ["rewards"],
  });
export type TEasterEventCreate = z.infer<typeof ZEasterEventCreate>;

/** A running event as special/get/events lists it. */
export interface TRunningEasterEvent {
  eventId: number;
  eventType: "easter";
  title: string;
  startsAt: string;
  endsAt: string | null;
}

/** The drawn range of an "up to" reward: the amount lies between min and max, both included. */
export interface TUpToRange {
  min: number;
  max: number;
}

/**
 * A step of the reward ladder. A hidden reward shows no label, benefit or range until the guest
 * earned it (`hidden` stays true, `revealed` says whether the rest is shown).
 */
export interface TEasterReward {
  id: number;
  requiredEggs: number;
  isUpTo: boolean;
  hidden: boolean;
  revealed: boolean;
  label: string | null;
  benefit: TBenefit | null;
  range: TUpToRange | null;
  /** Whether the guest earned it; false for a visitor. */
  granted: boolean;
}

/** A granted reward, with what was granted (the drawn amount of an "up to" reward). */
export interface TEasterRewardHistoryItem {
  rewardId: number;
  requiredEggs: number;
  label: string;
  benefit: TBenefit;
  grantedAt: string;
}

export interface TEasterEventInfo {
  eventId: number;
  eventType: "easter";
  title: string;
  startsAt: string;
  endsAt: string | null;
  /** The eggs that hide each day and the eggs of the last reward (the ladder's top). */
  eggsPerDay: number;
  totalEggs: number;
}

/** GET special/getData/easter (and the content service's easterEvent). */
export interface TEasterData {
  /** Today's Berlin day. */
  day: string;
  /** The running event; null when none runs (then the lists are empty). */
  event: TEasterEventInfo | null;
  /** The guest's collected eggs of the event; null for a visitor. */
  collectedEggs: number | null;
  /** Eggs the guest found today. */
  collectedToday: number | null;
  rewards: TEasterReward[];
  /** Null for a visitor. */
  rewardHistory: TEasterRewardHistoryItem[] | null;
}

/** GET special/easter/egg: the egg hiding on a page today for this guest, if any. */
export interface TEasterEggAnswer {
  egg: { eggId: string; verificationToken: string; position: TEggPosition } | null;
}

/** POST special/easter/collectEgg. */
export interface TCollectEggResult {
  collectedEggs: number;
  newRewards: TEasterRewardHistoryItem[];
  data: TEasterData;
}

/** Operator: PATCH internal/easter/events/{eventId}: the title, the end (null: open) and the eggs a day. */
export const ZEasterEventChange = z
  .strictObject({
    title: ZTexts.optional(),
    endsAt: z.iso.datetime({ offset: true }).nullable().optional(),
    eggsPerDay: z.number().int().min(1).max(100).optional(),
  })
  .refine(...atLeastOneField);
export type TEasterEventChange = z.infer<typeof ZEasterEventChange>;
