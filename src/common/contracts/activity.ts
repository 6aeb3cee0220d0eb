import { z } from "zod";
import { type TBenefit, ZBenefit } from "./benefits.ts";
import { atLeastOneField, ZTexts } from "./texts.ts";

/**
 * The activity-points event (spec content §3 "Special event (activity points)"), shown as the
 * Goldrush: activities earn points (plus a VIP bonus) up to a limit a Berlin day, challenges add
 * bonus points once, and rewards are granted at required points.
 */

/** The activities a guest can earn points with; the handler of modules/activity maps events to them. */
export const ACTIVITY_CODES = ["dailyVisit", "favorite", "message", "purchase", "liveMinute"] as const;
export type TActivityCode = (typeof ACTIVITY_CODES)[number];

/** The event types the activity module answers (special/getData/{eventType}). */
export const ACTIVITY_EVENT_TYPES = ["goldrush"] as const;
export type TActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

/** Query of GET special/getData/goldrush: qmdate, an optional day (YYYY-MM-DD) to show the event of; other parameters (ver, language) pass. */
export const ZActivityDataQuery = z.object({ qmdate: z.iso.date().optional() });

/** Operator: POST internal/activity/events. */
export const ZActivityEventCreate = z
  .strictObject({
    key: z.enum(ACTIVITY_EVENT_TYPES),
    title: ZTexts,
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    activities: z
      .array(
        z.strictObject({
          code: z.enum(ACTIVITY_CODES),
          points: z.number().int().min(1).max(100_000),
          vipBonus: z.number().int().min(0).max(100_000).default(0),
          limitPerDay: z.number().int().min(1).max(1000),
        }),
      )
      .min(1)
      .max(ACTIVITY_CODES.length),
    challenges: z
      .array(
        z.strictObject({
          title: ZTexts,
          activityCode: z.enum(ACTIVITY_CODES),
          target: z.number().int().min(1).max(10_000),
          bonusPoints: z.number().int().min(0).max(100_000),
        }),
      )
      .max(20)
      .default([]),
    rewards: z
      .array(
        z.strictObject({
          requiredPoints: z.number().int().min(1).max(10_000_000),
          benefit: ZBenefit,
          label: ZTexts,
        }),
      )
      .min(1)
      .max(30),
  })
  .refine((event) => Date.parse(event.endsAt) > Date.parse(event.startsAt), {
    error: "endsAt must be after startsAt",
    path: ["endsAt"],
  })
  .refine((event) => new Set(event.activities.map((a) => a.code)).size === event.activities.length, {
    error: "One entry per activity code",
    path: ["activities"],
  })
  .refine((event) => new Set(event.rewards.map((r) => r.requiredPoints)).size === event.rewards.length, {
    error: "One reward per required points",
    path: ["rewards"],
  })
  .refine((event) => event.challenges.every((c) => event.activities.some((a) => a.code === c.activityCode)), {
    error: "A challenge counts an activity of the event",
    path: ["challenges"],
  });
export type TActivityEventCreate = z.infer<typeof ZActivityEventCreate>;

/** An activity with its points and, for a signed-in guest, how often it counted today. */
export interface TActivity {
  code: TActivityCode;
  points: number;
  vipBonus: number;
  limitPerDay: number;
  /** Counted today (Berlin day); null for a visitor. */
  todayCount: number | null;
}

/** A challenge with the guest's progress (null for a visitor). */
export interface TActivityChallenge {
  id: number;
  title: string;
  activityCode: TActivityCode;
  target: number;
  bonusPoints: number;
  progress: number | null;
  completed: boolean;
}

/** A reward of the ladder; `type` and `value` as spec §3 names them (type: the benefit's kind). */
export interface TActivityReward {
  id: number;
  requiredPoints: number;
  type: TBenefit["kind"];
  value: number;
  label: string;
  benefit: TBenefit;
  reached: boolean;
  granted: boolean;
}

/** GET special/getData/goldrush: the event with its rules and, for a guest, her points. */
export interface TActivityEventData {
  eventId: number;
  eventType: TActivityEventType;
  title: string;
  startsAt: string;
  endsAt: string;
  /** The Berlin day shown (today or qmdate). */
  day: string;
  activities: TActivity[];
  challenges: TActivityChallenge[];
  rewards: TActivityReward[];
  /** The guest's points in the event; null for a visitor. */
  guestPoints: number | null;
  /** The next reward's required points (null: every reward reached or a visitor). */
  nextRewardPoints: number | null;
}

/** POST special/goldrush/visit: the day's visit counted (false: it already was today). */
export interface TActivityVisit {
  counted: boolean;
  data: TActivityEventData;
}

/** An event of special/get/events. */
export interface TRunningActivityEvent {
  eventId: number;
  eventType: TActivityEventType;
  title: string;
  startsAt: string;
  endsAt: string;
}

/** Operator: PATCH internal/activity/events/{eventId}: the title and the end. */
export const ZActivityEventChange = z
  .strictObject({
    title: ZTexts.optional(),
    endsAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine(...atLeastOneField);
export type TActivityEventChange = z.infer<typeof ZActivityEventChange>;
