import { EXIT_CODES } from "../../../../common/live.ts";
import type { Tx } from "../../../db/client.ts";
import { conversionChatEndOf } from "../conversion.ts";
import { freeChatMinutesLeft } from "../limits.ts";
import { minuteLife, nextMinuteAt, nextMinuteDecision } from "../policy.ts";
import type { LiveSessionRow } from "../queries.ts";
import { chargeMinute } from "./chargeMinute.ts";
import { markEnded } from "./markEnded.ts";
import { skipMinute } from "./skipMinute.ts";

/** What became of a session's started minute. */
export type MinuteOutcome = "charged" | "ended" | "skipped" | "waiting";

/**
 * Bills the next minute of an active session whose row the caller holds locked, in its
 * transaction: the one rule for a started minute, used by the billing job and by every end (which
 * settles the minutes started before it). The session ends instead when its guest is gone, its
 * preview or conversion chat time is over, today's free-chat minutes are used up, or the cap would
 * be passed (policy.nextMinuteDecision), and when neither a voucher nor the balance pays the minute
 * or a spend limit refuses it (501, 502). A minute that passed wholly in a silence (no sign of
 * life: the servers or the guest's line were down) is not charged but skipped; one that began in
 * a silence still going on waits (policy.minuteLife).
 */
export async function billNextMinute(tx: Tx, due: LiveSessionRow, now: Date): Promise<MinuteOutcome> {
  // A free chat's next minute needs free minutes left today (Berlin day); a preview ends after its minute.
  const { guestId } = due;
  const freeMinutesLeft =
    due.chatType === "FREECHAT" && guestId !== null ? await freeChatMinutesLeft(tx, guestId, now) : undefined;
  const conversionEndsAt = guestId === null ? null : await conversionChatEndOf(tx, { ...due, guestId });
  const decision = nextMinuteDecision({ ...due, now, freeMinutesLeft, conversionEndsAt });
  if (!decision.charge) {
    await markEnded({ tx, sessionId: due.id, exitCode: decision.exitCode, now });
    return "ended";
  }
  const start = nextMinuteAt(due);
  const life = minuteLife(due, { start, end: new Date(start.getTime() + due.minuteMs) }, now);
  if (life === "unknown") return "waiting";
  if (life === "silent") {
    await skipMinute(tx, due.id);
    return "skipped";
  }
  const charge = await chargeMinute({ tx, session: due, now });
  if (charge.paid) return "charged";
  const exitCode = charge.reason === "spendLimit" ? EXIT_CODES.spendLimit : EXIT_CODES.noMoney;
  await markEnded({ tx, sessionId: due.id, exitCode, now });
  return "ended";
}
