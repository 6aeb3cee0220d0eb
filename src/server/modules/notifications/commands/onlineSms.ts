import { sql } from "drizzle-orm";
import { type Language, normalizeLanguage } from "../../../../common/languages.ts";
import { buildPath } from "../../../../common/routes/index.ts";
import type { Tx } from "../../../db/client.ts";
import { runCommand } from "../../../lib/command.ts";
import type { AppContext } from "../../../lib/context.ts";
import { mailLinkOrigin } from "../../../lib/siteAddresses.ts";
import { guestNamesOf, reachableGuestSql } from "../../accounts/index.ts";
import { actorNamesOf } from "../../catalog/index.ts";
import { claimOnlineAlerts } from "../../favorites/index.ts";
import { hasTextableMobileSql, textableMobilesOf } from "../../phone/index.ts";
import { holdDuringQuietHours } from "./quietHours.ts";

type Log = { error(object: object, message: string): void };

/** At most one favourite-online SMS per guest and performer in this window. */
export const ONLINE_SMS_ACTOR_INTERVAL_HOURS = 12;
/** At most this many favourite-online SMS per guest in a rolling 24 hours. */
export const ONLINE_SMS_DAILY_LIMIT = 5;

const TEXT: Record<Language, (actor: string, link: string) => string> = {
  de: (actor, link) => `Velvet: ${actor} ist jetzt online. ${link} (SMS abbestellen: Lieblings-Cams)`,
  en: (actor, link) => `Velvet: ${actor} is online now. ${link} (stop these texts: Favourite cams)`,
  es: (actor, link) => `Velvet: ${actor} está online ahora. ${link} (dejar de recibir SMS: Cams favoritas)`,
  nl: (actor, link) => `Velvet: ${actor} is nu online. ${link} (sms'jes uitzetten: Favoriete cams)`,
};

/** The favourite-online SMS in the guest's language, with a link to the performer's profile. */
export function favoriteOnlineSms(input: { actorName: string; language: Language; origin: string }): string {
  const link = `${input.origin}${buildPath(input.language, "actorProfile", { actorName: input.actorName })}`;
  return TEXT[input.language](input.actorName, link);
}

/** The claimed guests' numbers and languages, with the actor's name (the owners' reads). */
async function recipientsOf(tx: Tx, actorId: number, guestIds: number[]) {
  if (guestIds.length === 0) return [];
  // One after the other: the statements of one transaction share its connection.
  const guests = await guestNamesOf(tx, guestIds);
  const numbers = await textableMobilesOf(tx, guestIds);
  const actors = await actorNamesOf(tx, [actorId]);
  const actorName = actors.get(actorId);
  if (actorName === undefined) return [];
  return guestIds.flatMap((guestId) => {
    const guest = guests.get(guestId);
    const e164 = numbers.get(guestId);
    return guest && e164
      ? [{ guestId, e164, language: guest.language, signupSite: guest.signupSite, actorName }]
      : [];
  });
}

/**
 * Claims the texts of a performer's coming online, in the caller's transaction: one conditional
 * UPDATE … RETURNING, so two instances or a redelivered event never text a guest twice: at most
 * once per guest and performer in 12 hours, at most 5 per guest in 24 hours. A guest in her quiet
 * hours gets hers held for the morning digest instead. Answers the texts to send now.
 */
async function claimOnlineTexts(options: { tx: Tx; actorId: number; now: Date }) {
  const { tx, actorId, now } = options;
  const guestIds = await claimOnlineAlerts(tx, {
    actorId,
    channel: "sms",
    at: now,
    actorIntervalHours: ONLINE_SMS_ACTOR_INTERVAL_HOURS,
    dailyLimit: ONLINE_SMS_DAILY_LIMIT,
    eligible: (guestId) => sql`${reachableGuestSql(guestId)} and ${hasTextableMobileSql(guestId)}`,
  });
  const rows = await recipientsOf(tx, actorId, guestIds);
  // Guests in their quiet hours: the claim stands (it counts against the limits) and the text
  // is held for the morning digest, in this transaction.
  return holdDuringQuietHours(
    tx,
    rows.map((row) => ({
      ...row,
      channel: "sms" as const,
      kind: "actorOnline" as const,
      sourceKey: `actor:${actorId}:${now.toISOString()}`,
      label: row.actorName,
    })),
    now,
  );
}

/**
 * A performer came online: texts the guests who pinned her with the SMS switch on and a verified
 * mobile number (the newest one off the operator's phone blacklist), as claimOnlineTexts() claimed
 * them. Runs after the performer's commit; a failure is logged, never thrown, and the claim stays (a
 * gateway outage must not turn into a burst later).
 */
export async function textFavoriteActorOnline(ctx: AppContext, actorId: number, log: Log): Promise<number> {
  try {
    const claimed = await runCommand(ctx, claimOnlineTexts, { actorId });
    let sent = 0;
    for (const row of claimed) {
      const text = favoriteOnlineSms({
        actorName: row.actorName,
        language: normalizeLanguage(row.language),
        origin: mailLinkOrigin(ctx.config, row.signupSite),
      });
      try {
        await ctx.phone.send({ channel: "sms", to: row.e164, text });
        sent += 1;
      } catch (error) {
        log.error({ err: error, actorId }, "favourite online SMS failed");
      }
    }
    return sent;
  } catch (error) {
    log.error({ err: error, actorId }, "favourite online SMS failed");
    return 0;
  }
}
