import type { TCamShowList, TTicketResult } from "../../../common/contracts/camshows.ts";
import type { Language } from "../../../common/languages.ts";
import { newIdempotencyKey, rest } from "../../api/rest.ts";

/** Query keys of the cam-show calendar. */
export const camShowKeys = {
  all: ["camShows"] as const,
  list: (actorId: number | null) => ["camShows", "list", actorId] as const,
};

/** GET camshows: the live and upcoming shows by Berlin day (one performer's, or all). */
export function fetchCamShows(language: Language, actorId: number | null): Promise<TCamShowList> {
  return rest<TCamShowList>("camshows", { language, query: { actorId: actorId ?? undefined, days: 7 } });
}

/** POST camshows/tickets (buyChatTicket): one Idempotency-Key per confirmation, so a retry pays once. */
export function buyChatTicket(show: { id: number; actorId: number; start: string }, language: Language) {
  return rest<TTicketResult>("camshows/tickets", {
    method: "POST",
    language,
    payload: { id: show.id, modelId: show.actorId, start: show.start, creationType: "C" },
    idempotencyKey: newIdempotencyKey(`ticket-${show.id}`),
  });
}

/** POST camshows/tickets/remove: gives the ticket back before the start (refunded once). */
export function removeChatTicket(showId: number, language: Language) {
  return rest<TTicketResult>("camshows/tickets/remove", {
    method: "POST",
    language,
    payload: { id: showId },
  });
}

/** GET camshows/ics/feedUrl: the guest's private ICS feed of their tickets. */
export function fetchFeedUrl(): Promise<{ url: string }> {
  return rest<{ url: string }>("camshows/ics/feedUrl");
}
