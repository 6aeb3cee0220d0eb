import { z } from "zod";

/**
 * The live text chat of a session (issue 14, docs/REST.md "Live chats"): the guest's and the
 * performer's lines, gifts and toy controls sent during the chat, and the performer's live
 * reactions.
 */

/** Longest line of the live text chat, in characters (after trimming). */
export const LIVE_LINE_MAX = 500;

/** The live reactions a performer shows (the chat screen animates them). */
export const LIVE_REACTIONS = ["love", "wow", "toy"] as const;
export type LiveReaction = (typeof LIVE_REACTIONS)[number];

/** POST livechat/{sessionId}/messages: one line, 1..500 characters once trimmed. */
export const ZLiveLineInput = z.strictObject({
  text: z.string().trim().min(1).max(LIVE_LINE_MAX),
});
export type TLiveLineInput = z.infer<typeof ZLiveLineInput>;

/** POST livechat/{sessionId}/gifts: a gift or toy control of the gift store. */
export const ZLiveGiftInput = z.strictObject({
  giftId: z.number().int().positive().max(2_147_483_647),
});
export type TLiveGiftInput = z.infer<typeof ZLiveGiftInput>;

/** The performer side writes a line (operator API), with an optional live reaction. */
export const ZActorLiveLine = z.strictObject({
  text: z.string().trim().min(1).max(LIVE_LINE_MAX),
  reaction: z.enum(LIVE_REACTIONS).optional(),
});
export type TActorLiveLine = z.infer<typeof ZActorLiveLine>;

/** A gift or toy control in the chat log. */
export interface TLiveLineGift {
  giftId: number;
  label: string;
  imageUrl: string;
  /** VXC it cost. */
  coins: number;
  toy: { durationSeconds: number; random: boolean } | null;
}

/** One line of the live text chat. */
export interface TLiveLine {
  id: number;
  sessionId: number;
  from: "guest" | "actor";
  text: string;
  gift: TLiveLineGift | null;
  reaction: LiveReaction | null;
  createdAt: string;
}

/** GET livechat/{sessionId}/messages: the lines, oldest first, and whether toy controls work. */
export interface TLiveLinesPage {
  lines: TLiveLine[];
  /** The performer has a toy (isDildocontrolAvailable): toy controls can be sent. */
  isDildocontrolAvailable: boolean;
}

/** POST livechat/{sessionId}/gifts: the gift's line, the balance after it and the minutes it still pays. */
export interface TLiveGiftResult {
  line: TLiveLine;
  balance: number;
  minutesLeft: number | null;
}
