import { AppError, AppErrorCode } from "../../lib/errors.ts";

/** Content restrictions of spec core §6. */
export type Restriction = "needLogin" | "needAgeCheck" | "needAbo" | "needPurchase";

export interface Viewer {
  isVip: boolean;
  avsAccepted: boolean;
  isLocked: boolean;
}

/**
 * Whether a viewer may play a full video: a free video, a bought one, or VIP content for a VIP.
 * Age-rated 18 content needs an accepted age check first. Returns the restriction that blocks, or null.
 */
export function playRestriction(
  viewer: Viewer | null,
  video: { free: boolean; vip: boolean; ageRating: number },
  bought: boolean,
): Restriction | null {
  if (!viewer) return "needLogin";
  if (video.ageRating >= 18 && !viewer.avsAccepted) return "needAgeCheck";
  if (video.free || bought) return null;
  if (video.vip) return viewer.isVip ? null : "needAbo";
  return "needPurchase";
}

/** The platform error of a restriction (its name in details, for clients that branch on it). */
export function restrictionError(restriction: Restriction): AppError {
  switch (restriction) {
    case "needLogin":
      return new AppError(AppErrorCode.UNAUTHENTICATED, "Login required", { restriction });
    case "needAgeCheck":
      return new AppError(AppErrorCode.NEED_AGE_CHECK, "An age check is required for this video", {
        restriction,
      });
    case "needAbo":
      return new AppError(AppErrorCode.FORBIDDEN, "This video is for VIP members", { restriction });
    case "needPurchase":
      return new AppError(AppErrorCode.FORBIDDEN, "Buy this video to watch it in full", { restriction });
  }
}
