import type { TVoiceCallStartResult, TVoiceCallView } from "../../../common/contracts/voiceCall.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";

/** POST voicecall/startAnonymousVoicecallChat: a logged-in guest's call is billed, a visitor's is free. */
export function startVoiceCall(actorId: number, language: Language) {
  return rest<TVoiceCallStartResult>("voicecall/startAnonymousVoicecallChat", {
    method: "POST",
    payload: { actorId },
    language,
  });
}

/** POST voicecall/{clientId}/heartbeat: keeps the call alive; 409 once it ended. */
export function voiceCallHeartbeat(clientId: string) {
  return rest<TVoiceCallView>(`voicecall/${clientId}/heartbeat`, { method: "POST" });
}

/** POST voicecall/{clientId}/end: hangs up (again: how it ended). */
export function hangUpVoiceCall(clientId: string, language: Language) {
  return rest<TVoiceCallView>(`voicecall/${clientId}/end`, { method: "POST", language });
}
