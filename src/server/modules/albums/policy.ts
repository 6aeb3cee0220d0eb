import type { TCommentBlock } from "../../../common/contracts/albums.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/** What the rules need to know about the caller. */
export interface EngagementGuest {
  isBlockedForComments: boolean;
  isLocked: boolean;
}

/**
 * Private shop albums are shown and sold to everyone, but their likes and comments belong to the
 * guests who bought them (docs/decisions.md "Albums, comments and media library").
 */
export function mayRate(album: { isPrivateShop: boolean }, owned: boolean): boolean {
  return !album.isPrivateShop || owned;
}

/** Why a guest may not comment on an album, or null. */
export function commentBlock(
  guest: EngagementGuest | null,
  album: { isPrivateShop: boolean },
  facts: { owned: boolean; commented: boolean },
): TCommentBlock {
  if (!guest) return "login";
  if (guest.isBlockedForComments || guest.isLocked) return "blocked";
  if (!mayRate(album, facts.owned)) return "needPurchase";
  if (facts.commented) return "commented";
  return null;
}

/** Throws the error that belongs to a comment block. */
export function authorizeComment(block: TCommentBlock): void {
  if (block === null) return;
  if (block === "login") throw new AppError(AppErrorCode.UNAUTHENTICATED, "Login required");
  if (block === "commented")
    throw new AppError(AppErrorCode.CONFLICT, "You already commented on this album", { reason: block });
  const message =
    block === "blocked"
      ? "This account may not write comments"
      : "Only guests who bought this private shop album may comment on it";
  throw new AppError(AppErrorCode.FORBIDDEN, message, { reason: block });
}

/** Throws unless the guest may rate the album (private shop albums need their purchase). */
export function authorizeRating(album: { isPrivateShop: boolean }, owned: boolean): void {
  if (!mayRate(album, owned))
    throw new AppError(AppErrorCode.FORBIDDEN, "Only guests who bought this private shop album may rate it", {
      reason: "needPurchase",
    });
}
