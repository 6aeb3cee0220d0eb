import type {
  TLiveEndResult,
  TLiveHeartbeat,
  TLiveSessionView,
  TLiveStart,
  TLiveStartResult,
} from "../../../common/contracts/live.ts";
import type { Language } from "../../../common/languages.ts";
import type { TLiveSessionState } from "../../../common/realtime.ts";
import { rest } from "../../api/rest.ts";
import type { ChargeRequest } from "../../api/useCharge.ts";

/** POST livechat/start: the first minute is paid at once; a retry with the same key charges once. */
export function startLiveChat(input: TLiveStart, language: Language, request: ChargeRequest) {
  return rest<TLiveStartResult>("livechat/start", { method: "POST", payload: input, language, ...request });
}

/** GET livechat/{id}: the session and, while it runs, a fresh stream URL. */
export function readLiveChat(sessionId: number, language: Language) {
  return rest<TLiveSessionView>(`livechat/${sessionId}`, { language });
}

/** POST livechat/{id}/end: the guest ends the chat (again: the same result). */
export function endLiveChat(sessionId: number, language: Language) {
  return rest<TLiveEndResult>(`livechat/${sessionId}/end`, { method: "POST", language });
}

/** POST livechat/{id}/heartbeat: keeps the chat alive when the socket is away. */
export function liveChatHeartbeat(sessionId: number) {
  return rest<TLiveHeartbeat>(`livechat/${sessionId}/heartbeat`, { method: "POST" });
}

/** POST livechat/{id}/cap: the running chat's new cap in VXC (null: none); the session as it is now. */
export function changeLiveChatCap(sessionId: number, capCoins: number | null, language: Language) {
  return rest<{ session: TLiveSessionState }>(`livechat/${sessionId}/cap`, {
    method: "POST",
    payload: { capCoins },
    language,
  });
}
