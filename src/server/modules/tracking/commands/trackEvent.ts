import type { TTrackEvent } from "../../../../common/contracts/tracking.ts";
import type { Language } from "../../../../common/languages.ts";
import type { DbOrTx } from "../../../db/client.ts";
import { trackingEvents } from "../../../db/schema/tracking.ts";

/** Stores one tracking event (the caller has checked analytics consent). */
export async function trackEvent(options: {
  tx: DbOrTx;
  event: TTrackEvent;
  language: Language;
}): Promise<void> {
  await options.tx.insert(trackingEvents).values({
    eventContext: options.event.eventContext,
    eventAction: options.event.eventAction,
    eventData: options.event.eventData ?? {},
    language: options.language,
  });
}
