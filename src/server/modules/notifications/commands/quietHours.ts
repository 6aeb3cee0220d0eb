import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import {
  DEFAULT_QUIET_HOURS,
  isQuietAt,
  minutesOfTime,
  type QuietHours,
  timeOfMinutes,
} from "../../../../common/quietHours.ts";
import type { Db, DbOrTx, Tx } from "../../../db/client.ts";
import { heldAlerts, quietHours } from "../../../db/schema/notifications.ts";
import { recordEvent } from "../../../lib/outbox/events.ts";

/** Delivered held alerts are deleted after this many days. */
export const DELIVERED_KEPT_DAYS = 7;

/** An alert a sender is about to send by SMS or web push. */
export interface AlertCandidate {
  guestId: number;
  channel: "push" | "sms";
  kind: "actorOnline" | "showReminder";
  /** What caused it (an outbox event or a claim): the same source is held once per guest and channel. */
  sourceKey: string;
  /** The performer's name or the show's title. */
  label: string;
}

const present = (row: typeof quietHours.$inferSelect): QuietHours => ({
  enabled: row.enabled,
  from: timeOfMinutes(row.startMinute),
  to: timeOfMinutes(row.endMinute),
  timeZone: row.timeZone,
});

/** The quiet hours of some guests (those who never set any are absent: they have none). */
export async function quietHoursOf(
  db: DbOrTx,
  guestIds: readonly number[],
): Promise<Map<number, QuietHours>> {
  if (guestIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(quietHours)
    .where(inArray(quietHours.guestId, [...new Set(guestIds)]));
  return new Map(rows.map((row) => [row.guestId, present(row)]));
}

/** A guest's quiet hours as the guest state shows them (the defaults, off, when never set). */
export async function guestQuietHours(db: DbOrTx, guestId: number): Promise<QuietHours> {
  return (await quietHoursOf(db, [guestId])).get(guestId) ?? DEFAULT_QUIET_HOURS;
}

/** Stores a guest's quiet hours (validated by ZQuietHours: HH:MM, from ≠ to, a zone Intl knows). */
export async function setQuietHours(db: DbOrTx, guestId: number, settings: QuietHours, now: Date) {
  const values = {
    enabled: settings.enabled,
    startMinute: minutesOfTime(settings.from) ?? 0,
    endMinute: minutesOfTime(settings.to) ?? 0,
    timeZone: settings.timeZone,
    updatedAt: now,
  };
  const [row] = await db
    .insert(quietHours)
    .values({ guestId, ...values })
    .onConflictDoUpdate({ target: quietHours.guestId, set: values })
    .returning();
  return row ? present(row) : settings;
}

/**
 * The one gate of every SMS and web push of an online alert or a show reminder: the candidates of
 * guests in their quiet hours (isQuietAt) are held, in the caller's transaction, so the decision and
 * the held row commit together; a repeated source holds nothing twice. Answers the candidates to
 * send now.
 */
export async function holdDuringQuietHours<T extends AlertCandidate>(
  tx: Tx,
  candidates: readonly T[],
  now: Date,
): Promise<T[]> {
  if (candidates.length === 0) return [];
  const settings = await quietHoursOf(
    tx,
    candidates.map((c) => c.guestId),
  );
  const quiet = candidates.filter((c) => isQuietAt(settings.get(c.guestId), now));
  if (quiet.length > 0)
    await tx
      .insert(heldAlerts)
      .values(
        quiet.map((c) => ({
          guestId: c.guestId,
          channel: c.channel,
          kind: c.kind,
          sourceKey: c.sourceKey,
          label: c.label,
          heldAt: now,
        })),
      )
      .onConflictDoNothing();
  return candidates.filter((c) => !quiet.includes(c));
}

/**
 * The digest clock (jobs/quietHoursDigest.ts): every guest with held alerts whose quiet hours are
 * over gets them claimed (one conditional UPDATE … RETURNING: two instances at once claim each row
 * once) with a notifications.digestDue event in the same transaction, which sends the one digest
 * after the commit. Answers how many digests were claimed. Delivered rows older than a week go.
 */
export async function releaseHeldAlerts(options: { db: Db; now: Date }): Promise<number> {
  const { db, now } = options;
  // Delivered rows only guard against a late redelivery of their source: a week is plenty.
  await db
    .delete(heldAlerts)
    .where(lt(heldAlerts.deliveredAt, new Date(now.getTime() - DELIVERED_KEPT_DAYS * 86_400_000)));
  const pending = await db
    .selectDistinct({ guestId: heldAlerts.guestId })
    .from(heldAlerts)
    .where(isNull(heldAlerts.deliveredAt));
  if (pending.length === 0) return 0;
  const settings = await quietHoursOf(
    db,
    pending.map((p) => p.guestId),
  );
  let claimed = 0;
  for (const { guestId } of pending) {
    if (isQuietAt(settings.get(guestId), now)) continue;
    await db.transaction(async (tx) => {
      const rows = await tx
        .update(heldAlerts)
        .set({ deliveredAt: now })
        .where(and(eq(heldAlerts.guestId, guestId), isNull(heldAlerts.deliveredAt)))
        .returning({ id: heldAlerts.id });
      if (rows.length === 0) return;
      await recordEvent(tx, "notifications.digestDue", { guestId, alertIds: rows.map((r) => r.id) });
      claimed += 1;
    });
  }
  return claimed;
}
