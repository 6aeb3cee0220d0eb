import type { TvRestriction, TvSeriesKind } from "../../../common/contracts/values/mediathek.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { hasTv, isAgeChecked, isVip } from "../accounts/index.ts";
import { playRestriction, restrictionError } from "../playback/index.ts";

/** What the mediathek's gate needs of a guest (a GuestRow has it). */
export interface TvViewer {
  vipUntil: Date | null;
  tvUntil: Date | null;
  avsStatus: string;
  isLocked: boolean;
}

/**
 * Whether an episode plays for a viewer: the catalog's own rule for its video (playback's
 * playRestriction: login, age check, free, bought, VIP), where a premium series counts as VIP
 * content that a TV subscription opens too (VIP includes TV). A free catalog video plays in every
 * series; a bought one too (docs/decisions.md "Mediathek gating").
 */
export function episodeRestriction(
  viewer: TvViewer | null,
  video: { free: boolean; vip: boolean; ageRating: number },
  kind: TvSeriesKind,
  bought: boolean,
  now: Date,
): TvRestriction | null {
  const premium = kind === "premium";
  return playRestriction(
    viewer && {
      isVip: premium ? hasTv(viewer, now) : isVip(viewer, now),
      avsAccepted: isAgeChecked(viewer),
      isLocked: viewer.isLocked,
    },
    premium ? { ...video, vip: true } : video,
    bought,
  );
}

/**
 * The platform error of a restriction. needAbo of a premium series is 403 FORBIDDEN with
 * `details.abo: "vxtvabo"`: the TV subscription lifts it (the VIP club too, which includes TV).
 */
export function episodeRestrictionError(restriction: TvRestriction, kind: TvSeriesKind): AppError {
  if (restriction === "needAbo" && kind === "premium")
    return new AppError(AppErrorCode.FORBIDDEN, "This is for TV subscribers and VIP members", {
      restriction,
      abo: "vxtvabo",
    });
  return restrictionError(restriction);
}
