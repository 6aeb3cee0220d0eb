import type { TvChannel } from "../../../common/contracts/values/tv.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";

/** What keeps a viewer from a channel (the names of spec core §6's content restrictions). */
export type TvRestriction = "needLogin" | "needAgeCheck" | "needAbo";

export interface TvViewer {
  /** A TV subscription or the VIP club runs (accounts' hasTv). */
  hasTv: boolean;
  avsAccepted: boolean;
}

/**
 * Who may watch a channel (docs/decisions.md "TV"): free TV is for every visitor, logged in or not;
 * premium TV for a logged-in guest whose age check is accepted and who subscribes to TV or is VIP.
 */
export function tvRestriction(channel: TvChannel, viewer: TvViewer | null): TvRestriction | null {
  if (channel === "free") return null;
  if (!viewer) return "needLogin";
  if (!viewer.avsAccepted) return "needAgeCheck";
  return viewer.hasTv ? null : "needAbo";
}

/** The platform error of a restriction (its name in details.restriction, as for videos). */
export function tvRestrictionError(restriction: TvRestriction): AppError {
  const details = { restriction };
  switch (restriction) {
    case "needLogin":
      return new AppError(AppErrorCode.UNAUTHENTICATED, "Log in to watch premium TV", details);
    case "needAgeCheck":
      return new AppError(AppErrorCode.NEED_AGE_CHECK, "An age check is required for premium TV", details);
    case "needAbo":
      return new AppError(
        AppErrorCode.FORBIDDEN,
        "Premium TV is for TV subscribers and VIP members",
        details,
      );
  }
}
