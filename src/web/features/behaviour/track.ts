import type { TTrackEvent } from "../../../common/contracts/tracking.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";
import { currentConsent } from "../consent/index.ts";

/** Sends a tracking event when the guest allowed analytics; otherwise nothing leaves the browser. */
export function track(event: TTrackEvent, language: Language, options: { beacon?: boolean } = {}): void {
  if (!currentConsent()?.analytics) return;
  rest("tracker/track", {
    method: "POST",
    payload: { ...event },
    language,
    beacon: options.beacon ?? false,
  }).catch(() => undefined);
}
