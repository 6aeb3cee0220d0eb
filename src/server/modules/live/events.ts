import type { Language } from "../../../common/languages.ts";

/** The live chat's domain events (lib/outbox). */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A guest's chat began (its first minute is paid); guestId null: an anonymous voice call. */
    "live.sessionStarted": {
      guestId: number | null;
      sessionId: number;
      actorId: number;
      language: Language;
    };
    /** A minute of a session was paid (coins, a voucher, or free); guestId null: anonymous. */
    "live.minuteCharged": { guestId: number | null; sessionId: number; minute: number; coins: number };
    /** A session ended, with its exit code; guestId null: an anonymous voice call. */
    "live.sessionEnded": { guestId: number | null; sessionId: number; actorId: number; exitCode: number };
    /** A line, gift or toy control was written in a session's live text chat (either side). */
    "live.lineWritten": { guestId: number; sessionId: number; lineId: number };
  }
}
