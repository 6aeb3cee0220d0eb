import { randomBytes } from "node:crypto";
import type { TAdventClaimResult } from "../../../../common/contracts/advent.ts";
import type { Language } from "../../../../common/languages.ts";
import type { Tx } from "../../../db/client.ts";
import { adventClaims } from "../../../db/schema/advent.ts";
import { AppError, AppErrorCode, notFound } from "../../../lib/errors.ts";
import { lockActiveGuest } from "../../accounts/index.ts";
import { grantBenefits } from "../../benefits/index.ts";
import { adventToday, doorState } from "../doorState.ts";
import { doorsOfActorOn } from "../queries.ts";
import { actorsOf, presentDoor } from "../views.ts";

const conflict = (reason: string, message: string) =>
  new AppError(AppErrorCode.CONFLICT, message, { reason });

/** A merchandise voucher code: 12 characters of an alphabet without look-alikes. */
function merchandiseCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  return `XMAS-${[...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join("")}`;
}

/**
 * Opens a performer's door of a Berlin day for a guest (claim actor gift calendar reward(actorId,
 * qmday), spec content; POST special/adventcalendar/claim), in one transaction: no door of that
 * performer that day is 404; only today's door opens (a future one is 409 `doorLocked`, a past one
 * 409 `doorMissed`); the claim is written under its key (calendar, guest, door), so however many
 * claims arrive at once one wins and the others are 409 `alreadyClaimed`; the reward is granted
 * through the benefits module under the key `advent:<door>` in the same transaction.
 */
export async function claimDoor(options: {
  tx: Tx;
  guestId: number;
  actorId: number;
  qmday: string;
  language: Language;
  now: Date;
}): Promise<TAdventClaimResult> {
  const { tx, now } = options;
  const [found] = await doorsOfActorOn(tx, options.actorId, options.qmday);
  if (!found) throw notFound("Door");
  const { door, calendar } = found;
  const today = adventToday(now);
  const state = doorState(door.day, today, false);
  if (state === "locked") throw conflict("doorLocked", `This door opens on ${door.day}`);
  if (state === "missed") throw conflict("doorMissed", "Only today's door opens; this one has passed");
  const guest = await lockActiveGuest(tx, options.guestId);
  const code = door.itemType === "merchandise" ? merchandiseCode() : null;
  const [claim] = await tx
    .insert(adventClaims)
    .values({ calendarId: calendar.id, doorId: door.id, guestId: guest.id, code, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!claim) throw conflict("alreadyClaimed", "You have opened this door already");
  if (door.benefit) await grantBenefits(tx, guest.id, [door.benefit], `advent:${door.id}`, now);
  const actors = await actorsOf(tx, [door]);
  return {
    calendarId: calendar.id,
    door: presentDoor(door, { today, claim, actors, language: options.language }),
  };
}
