import type { ChatType } from "../../../common/live.ts";
import type { TLiveSessionState } from "../../../common/realtime.ts";
import type { LiveSessionRow } from "./queries.ts";

/** A session as its guest sees it (an allowlist of its fields). */
export function presentSession(row: LiveSessionRow): TLiveSessionState {
  return {
    sessionId: row.id,
    actorId: row.actorId,
    chatType: row.chatType as ChatType,
    state: row.state === "ended" ? "ended" : "active",
    startedAt: row.startedAt.toISOString(),
    pricePerMinute: row.pricePerMinute,
    minutesCharged: row.minutesCharged,
    coinsCharged: row.coinsCharged,
    capCoins: row.capCoins,
    exitCode: row.exitCode,
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
  };
}
