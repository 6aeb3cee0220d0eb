import { and, eq } from "drizzle-orm";
import type { FavoriteObjectType } from "../../../common/contracts/favorites.ts";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { favorites } from "../../db/schema/favorites.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { recordEvent } from "../../lib/outbox/events.ts";
import { pinnableExists } from "../catalog/index.ts";
import { hasVerifiedMobile } from "../phone/index.ts";

interface Pin {
  tx: Tx;
  guestId: number;
  objectType: FavoriteObjectType;
  objectId: number;
}

const pinOf = ({ guestId, objectType, objectId }: Omit<Pin, "tx">) =>
  and(eq(favorites.guestId, guestId), eq(favorites.objectType, objectType), eq(favorites.objectId, objectId));

/**
 * Pins an object for a guest (404 when it does not exist); a new pin records favorites.changed,
 * pinning again changes nothing.
 */
export async function pinFavorite(options: Pin): Promise<void> {
  const { tx, guestId, objectType, objectId } = options;
  if (!(await pinnableExists(tx, objectType, objectId)))
    throw new AppError(AppErrorCode.NOT_FOUND, `No ${objectType} with id ${objectId}`);
  const inserted = await tx
    .insert(favorites)
    .values({ guestId, objectType, objectId })
    .onConflictDoNothing()
    .returning({ objectId: favorites.objectId });
  if (inserted.length > 0)
    await recordEvent(tx, "favorites.changed", { guestId, objectType, objectId, pinned: true });
}

/** Unpins an object; a removed pin records favorites.changed, an absent one changes nothing. */
export async function unpinFavorite(options: Pin): Promise<void> {
  const { tx, guestId, objectType, objectId } = options;
  const deleted = await tx
    .delete(favorites)
    .where(pinOf(options))
    .returning({ objectId: favorites.objectId });
  if (deleted.length > 0)
    await recordEvent(tx, "favorites.changed", { guestId, objectType, objectId, pinned: false });
}

/**
 * Switches e-mail, SMS and web-push notifications of a favourite actor (undefined: unchanged). Switching SMS on
 * needs a verified mobile number (409 with reason phoneNotVerified); 404 when the actor is not pinned.
 */
export async function setFavoriteNotifications(options: {
  tx: DbOrTx;
  guestId: number;
  actorId: number;
  email?: boolean | undefined;
  sms?: boolean | undefined;
  push?: boolean | undefined;
}): Promise<{ emailNotify: boolean; smsNotify: boolean; pushNotify: boolean }> {
  const { tx, guestId, actorId, email, sms, push } = options;
  if (sms === true && !(await hasVerifiedMobile(tx, guestId)))
    throw new AppError(
      AppErrorCode.CONFLICT,
      "SMS notifications need a verified mobile phone number: verify one under Phone number in your account",
      { reason: "phoneNotVerified" },
    );
  const [row] = await tx
    .update(favorites)
    .set({
      ...(email === undefined ? {} : { emailNotify: email }),
      ...(sms === undefined ? {} : { smsNotify: sms }),
      ...(push === undefined ? {} : { pushNotify: push }),
    })
    .where(pinOf({ guestId, objectType: "actor", objectId: actorId }))
    .returning();
  if (!row) throw new AppError(AppErrorCode.NOT_FOUND, "This actor is not among the guest's favourites");
  return { emailNotify: row.emailNotify, smsNotify: row.smsNotify, pushNotify: row.pushNotify };
}
