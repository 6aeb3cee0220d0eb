import type { TCamShowList, TTicketPrice, TTicketResult } from "../../../common/contracts/camshows.ts";
import { CAM_SHOW_CALENDAR_DAYS } from "../../../common/contracts/values/camshows.ts";
import type { Language } from "../../../common/languages.ts";
import { rest } from "../../api/rest.ts";
import { usePurchase } from "../purchase/index.ts";

/** Query keys of the cam-show calendar. */
export const camShowKeys = {
  all: ["camShows"] as const,
  list: (actorId: number | null) => ["camShows", "list", actorId] as const,
};

/** GET camshows: the live and upcoming shows by Berlin day (one performer's, or all). */
export function fetchCamShows(language: Language, actorId: number | null): Promise<TCamShowList> {
  return rest<TCamShowList>("camshows", {
    language,
    query: { actorId: actorId ?? undefined, days: CAM_SHOW_CALENDAR_DAYS },
  });
}

/** What a ticket purchase buys: the show as the guest saw it, and the promo code applied. */
export interface TicketInput {
  id: number;
  actorId: number;
  start: string;
  promoCode: string | null;
}

/**
 * POST camshows/tickets (buyChatTicket) after the purchase confirmation (issue 27: purchase
 * usePurchase, with the promo code field in it) through the one charge hook: a retry of the same
 * ticket (a lost answer, the confirmation pressed again) sends the same Idempotency-Key, so it pays once.
 */
export function useBuyTicket(language: Language) {
  return usePurchase<TicketInput, TTicketResult>({
    name: (show) => `ticket-${show.id}`,
    call: (show, request) =>
      rest<TTicketResult>("camshows/tickets", {
        method: "POST",
        language,
        payload: {
          id: show.id,
          modelId: show.actorId,
          start: show.start,
          promoCode: show.promoCode,
          creationType: "C",
        },
        ...request,
      }),
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

/** GET camshows/{id}/price: what the ticket costs with a promo code (shown before the purchase). */
export function fetchTicketPrice(
  showId: number,
  promoCode: string,
  language: Language,
): Promise<TTicketPrice> {
  return rest<TTicketPrice>(`camshows/${showId}/price`, { language, query: { promoCode } });
}

/** GET camshows/ics/feedUrl: the guest's private ICS feed of their tickets (in the page's language). */
export function fetchFeedUrl(language: Language): Promise<{ url: string }> {
  return rest<{ url: string }>("camshows/ics/feedUrl", { language });
}

/** POST camshows/ics/feedUrl/renew: a new private feed address; the old one stops at once. */
export function renewFeedUrl(language: Language): Promise<{ url: string }> {
  return rest<{ url: string }>("camshows/ics/feedUrl/renew", { method: "POST", language, payload: {} });
}

/** DELETE camshows/ics/feedUrl: no private feed until the guest asks for its address again. */
export function revokeFeedUrl(language: Language): Promise<{ revoked: boolean }> {
  return rest<{ revoked: boolean }>("camshows/ics/feedUrl", { method: "DELETE", language });
}
