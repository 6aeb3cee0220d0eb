import type { TLiveHistoryItem } from "../../../common/contracts/live.ts";
import type { ChatType } from "../../../common/live.ts";
import type { TLiveSessionState } from "../../../common/realtime.ts";
import type { LiveHistoryRow, LiveSessionRow } from "./queries.ts";

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

/** A chat of the guest's history ("my videochats"): what it was, with whom, how long, what it cost. */
export function presentHistoryItem(row: LiveHistoryRow): TLiveHistoryItem {
  return {
    sessionId: row.id,
    actor: { id: row.actorId, name: row.actorName },
    chatType: row.chatType as ChatType,
    state: row.state === "ended" ? "ended" : "active",
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt ? row.endedAt.toISOString() : null,
    minutes: row.minutesCharged,
    coins: row.coinsCharged,
    exitCode: row.exitCode,
  };
}
