import type { FavoriteObjectType } from "../../../common/contracts/favorites.ts";
import { FAVORITE_OBJECT_TYPES } from "../../../common/contracts/values/favorites.ts";
import { isSafeRedirectPath } from "../../../common/safeRedirect.ts";
import { isOverlayFlow, type OverlayFlow } from "./messages.ts";
import { openOverlay } from "./overlayStore.ts";

/**
 * Post-login actions (spec content §4): what an anonymous guest asked for is saved before the
 * login and done after it (the login reloads the page). Features add their own kinds here.
 */
export type PostLoginAction =
  | { type: "overlay"; flow: OverlayFlow }
  | { type: "redirect"; url: string }
  | { type: "buy"; itemType: "video" | "album"; itemId: number }
  | { type: "pin"; objectType: FavoriteObjectType; objectId: number }
  /** A feed post's like, unlock, tip or comment asked for before the login (spec: post actions). */
  | { type: "feedPost"; postId: number; action: FeedPostAction };

/** What a guest can do with a feed post that needs an account. */
export type FeedPostAction = "like" | "buy" | "tip" | "comment";
const FEED_POST_ACTIONS: readonly string[] = ["like", "buy", "tip", "comment"] satisfies FeedPostAction[];

const KEY = "velvet.postLoginAction";
/** A saved action older than this is dropped (the guest went elsewhere). */
const MAX_AGE_MS = 30 * 60_000;

function valid(action: unknown): action is PostLoginAction {
  if (typeof action !== "object" || action === null) return false;
  const candidate = action as Record<string, unknown>;
  switch (candidate.type) {
    case "overlay":
      return isOverlayFlow(candidate.flow);
    case "redirect":
      return isSafeRedirectPath(candidate.url);
    case "buy":
      return (
        (candidate.itemType === "video" || candidate.itemType === "album") &&
        Number.isInteger(candidate.itemId)
      );
    case "pin":
      return (
        FAVORITE_OBJECT_TYPES.some((type) => type === candidate.objectType) &&
        Number.isInteger(candidate.objectId)
      );
    case "feedPost":
      return (
        Number.isInteger(candidate.postId) &&
        typeof candidate.action === "string" &&
        FEED_POST_ACTIONS.includes(candidate.action)
      );
    default:
      return false;
  }
}

export function savePostLoginAction(action: PostLoginAction): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ action, savedAt: Date.now() }));
  } catch {
    // Storage off: the guest repeats the click after logging in.
  }
}

/** The saved action, if any and still fresh, without removing it. */
export function peekPostLoginAction(): PostLoginAction | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as {
      action?: unknown;
      savedAt?: number;
    } | null;
    if (!stored || typeof stored.savedAt !== "number" || Date.now() - stored.savedAt > MAX_AGE_MS) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return valid(stored.action) ? stored.action : null;
  } catch {
    return null;
  }
}

/** Takes the saved action when `matches` accepts it (it is done only once). */
export function takePostLoginAction(matches: (action: PostLoginAction) => boolean): PostLoginAction | null {
  const action = peekPostLoginAction();
  if (!action || !matches(action)) return null;
  sessionStorage.removeItem(KEY);
  return action;
}

/** Saves what the guest wanted and opens the login (or signup) in the overlay (`params`: e.g. a teaser). */
export function loginThen(
  action: PostLoginAction,
  flow: "login" | "signup" = "login",
  params: Record<string, string> = {},
): void {
  savePostLoginAction(action);
  openOverlay(flow, params);
}
