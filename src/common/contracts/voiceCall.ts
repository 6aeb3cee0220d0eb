import { z } from "zod";
import type { TLiveSessionState } from "../realtime.ts";

/**
 * Voice calls (spec core §4, §6, §7 `startAnonymousVoicecallChat {accessToken, actorId}` →
 * `resultCode`, `server`, `clientId`; docs/REST.md "Voice calls"). An anonymous visitor calls for
 * free and briefly; a logged-in guest's call is billed per minute like a live chat.
 */

/** The result codes of a call start: 2000 success, else one of the exit codes 901-921 (docs/EXIT-CODES.md). */
export const VOICE_RESULT_CODES = {
  success: 2000,
  guestLocked: 901,
  accountRestricted: 902,
  paymentRequired: 903,
  chatOpenedElsewhere: 905,
  countryBlocked: 907,
  chatTypeDisabled: 909,
  noAnswer: 912,
  busy: 913,
  anonymousCallLimit: 919,
} as const;
export type VoiceResultCode = (typeof VOICE_RESULT_CODES)[keyof typeof VOICE_RESULT_CODES];

/**
 * Which limit refused an anonymous call (919): the visitor's network had its free call of the Berlin
 * day (`network`, whether that call still runs or not), or the performer took all her anonymous
 * calls of the day (`performer`).
 */
export type VoiceCallLimit = "network" | "performer";

/** `POST voicecall/startAnonymousVoicecallChat`: without a token (or an empty one) the call is anonymous. */
export const ZVoiceCallStart = z.strictObject({
  accessToken: z.string().max(512).nullish(),
  actorId: z.number().int().positive().max(2_147_483_647),
});
export type TVoiceCallStart = z.infer<typeof ZVoiceCallStart>;

/** A call's secret client id (base64url, 32 bytes). */
export const ZVoiceClientParams = z.object({
  clientId: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "Not a voice call client id"),
});

/** The answer of a call start (HTTP 200 whatever the result code; bad input is a 4xx error). */
export interface TVoiceCallStartResult {
  resultCode: VoiceResultCode;
  /** The call's WebRTC signalling URL (signed, expires): the page's offer goes there. Null unless 2000. */
  server: string | null;
  /** The call's secret id: its state, heartbeat and hang-up. Null unless 2000. */
  clientId: string | null;
  /** Null unless 2000. */
  session: TLiveSessionState | null;
  /** True for an anonymous visitor's call (free, VOICE_CALL_ANONYMOUS_MINUTES long). */
  anonymous: boolean;
  /** Whole minutes the balance still pays after the first (null: free). */
  minutesLeft: number | null;
  /** 919 only: which limit refused the call (the page says what happened and what the visitor can do); else null. */
  limit: VoiceCallLimit | null;
  /** What the code means, in English (the page shows its own texts). */
  message: string;
}

/** The answer of `GET voicecall/{clientId}` and its heartbeat: a fresh server URL while active. */
export interface TVoiceCallView {
  session: TLiveSessionState;
  anonymous: boolean;
  server: string | null;
}
