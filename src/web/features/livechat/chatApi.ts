import type { TLiveGiftResult, TLiveLine, TLiveLinesPage } from "../../../common/contracts/liveLines.ts";
import type { TGiftStore } from "../../../common/contracts/messenger.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";
import type { ChargeRequest } from "../../api/useCharge.ts";

/** Query keys of the chat screen's text chat. */
export const liveChatKeys = {
  /** The gift store (gifts and toy controls with prices) in a language. */
  gifts: (language: Language) => ["livechat", "gifts", language] as const,
};

/** GET livechat/{id}/messages: the log (both sides, gifts) and whether toy controls work. */
export function readLiveLines(sessionId: number, language: Language) {
  return rest<TLiveLinesPage>(`livechat/${sessionId}/messages`, { language });
}

/** POST livechat/{id}/messages: the guest writes a line (1..500 characters). */
export function writeLiveLine(sessionId: number, text: string, language: Language) {
  return rest<{ line: TLiveLine }>(`livechat/${sessionId}/messages`, {
    method: "POST",
    payload: { text },
    language,
  });
}

/** POST livechat/{id}/gifts: a gift or toy control, paid at once (a retry with the key pays once). */
export function sendLiveGift(sessionId: number, giftId: number, language: Language, request: ChargeRequest) {
  return rest<TLiveGiftResult>(`livechat/${sessionId}/gifts`, {
    method: "POST",
    payload: { giftId },
    language,
    ...request,
  });
}

/** GET messenger/gifts: the gift store the chat's gifts bar offers. */
export function readGiftStore(language: Language) {
  return rest<TGiftStore>("messenger/gifts", { language });
}
