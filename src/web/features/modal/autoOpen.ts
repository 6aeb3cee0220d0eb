import type { QueryClient } from "@tanstack/react-query";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { matchPath, type RouteName } from "../../../common/routes/index.ts";
import { fetchFreeAllowance, freeChatKeys } from "../freechat/index.ts";
import { getOverlayState } from "../overlay/index.ts";
import { conversionChatEligible } from "./eligibility.ts";
import { getModalBox, openModal } from "./modalStore.ts";

/**
 * Pages where a new guest is offered the welcome chat in a modal box (docs/decisions.md "Modal
 * boxes"): where they look for someone to chat with. Not /free-chat/ and the profile (both show
 * the offer in the page), nor where they read, pay or write.
 */
export const CONVERSION_MODAL_PAGES: readonly RouteName[] = ["home", "cams", "newGirls"];

/** Whether a page (its path) is one where the box may open by itself. */
export function isConversionModalPage(pathname: string): boolean {
  const page = matchPath(pathname)?.name;
  return page !== undefined && CONVERSION_MODAL_PAGES.includes(page);
}

/**
 * Per tab: the countdown whose modal box was shown (necessary storage, it dies with the tab), or
 * "off": this tab does not open the box by itself (the browser tests that are not about it set this,
 * so that a box opening over the page does not depend on which performers happen to be online).
 */
const SHOWN_KEY = "velvet.modal.conversionChat";
const AUTO_OPEN_OFF = "off";

function shownFor(): string | null {
  try {
    return sessionStorage.getItem(SHOWN_KEY);
  } catch {
    return null;
  }
}

/** False when the browser keeps nothing: then the box is not shown at all (never on every page). */
function markShown(countdownEnd: string): boolean {
  try {
    sessionStorage.setItem(SHOWN_KEY, countdownEnd);
    return sessionStorage.getItem(SHOWN_KEY) === countdownEnd;
  } catch {
    return false;
  }
}

let checking = false;

/**
 * Opens the conversion-chat modal box once per countdown (and tab) for an eligible guest on a page
 * of CONVERSION_MODAL_PAGES, when a performer offers the welcome chat now and nothing else is open.
 */
export async function autoOpenConversionChat(
  guest: TGuest,
  pathname: string,
  client: QueryClient,
): Promise<void> {
  const end = guest.conversionChatCountdownEnd;
  if (checking || !end || !conversionChatEligible(guest, Date.now())) return;
  const shown = shownFor();
  if (!isConversionModalPage(pathname) || shown === end || shown === AUTO_OPEN_OFF) return;
  if (getModalBox() || getOverlayState().flow) return;
  checking = true;
  try {
    const allowance = await client.fetchQuery({
      queryKey: freeChatKeys.allowance,
      queryFn: fetchFreeAllowance,
      staleTime: 10_000,
    });
    const offer = allowance.conversionChat;
    // The guest may have moved on meanwhile, or something else opened; a number that had its free
    // chat gets no box (one without a verified number does: it says how to get the chat).
    if (!offer.countdownEnd || offer.actorIds.length === 0 || window.location.pathname !== pathname) return;
    if (offer.access === "numberUsed") return;
    if (getModalBox() || getOverlayState().flow || !markShown(end)) return;
    openModal("conversion-chat", { preventScrolling: true });
  } catch {
    // No offer to show (the read failed): the page goes on without it.
  } finally {
    checking = false;
  }
}
