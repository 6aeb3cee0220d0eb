import { sql } from "drizzle-orm";
import { type Language, normalizeLanguage } from "../../../../common/languages.ts";
import { buildPath } from "../../../../common/routes/index.ts";
import { queryRows } from "../../../db/client.ts";
import type { AppContext } from "../../../lib/context.ts";
import { blacklistedSql } from "../../phone/index.ts";
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
export function favoriteOnlineSms(input: {
  actorName: string;
  language: Language;
  publicUrl: string;
}): string {
  const link = `${input.publicUrl}${buildPath(input.language, "actorProfile", { actorName: input.actorName })}`;
  return TEXT[input.language](input.actorName, link);
}

interface Claimed {
  guest_id: number;
  e164: string;
  language: string;
  actor_name: string;
}

/**
 * A performer came online: texts the guests who pinned her with the SMS switch on and a verified
 * mobile number (the newest one off the operator's phone blacklist). One conditional UPDATE … RETURNING claims the texts, so two
 * instances or a redelivered event never text a guest twice: at most once per guest and performer in
 * 12 hours, at most 5 per guest in 24 hours; a guest in her quiet hours gets it held for the morning
 * digest instead, in the claim's transaction. Runs after the performer's commit; a failure is logged,
 * never thrown, and the claim stays (a gateway outage must not turn into a burst later).
 */
export async function textFavoriteActorOnline(ctx: AppContext, actorId: number, log: Log): Promise<number> {
  try {
    const at = ctx.now().toISOString();
    const claimed = await ctx.db.transaction(async (tx) => {
      const rows = await queryRows<Claimed>(
        tx,
        sql`update favorites f
             set online_texted_at = ${at}::timestamptz
            from guests g, actors a, lateral (
                   select p.e164 from phone_verifications p
                    where p.guest_id = g.id and p.line_type = 'mobile' and p.verified_at is not null
                      and not ${blacklistedSql(sql`p.e164`)}
                    order by p.verified_at desc limit 1) phone
           where f.object_type = 'actor' and f.object_id = ${actorId}
             and g.id = f.guest_id and a.id = f.object_id
             and f.sms_notify
             and g.deleted_at is null and not g.is_locked
             and (f.online_texted_at is null
                  or f.online_texted_at <= ${at}::timestamptz - make_interval(hours => ${ONLINE_SMS_ACTOR_INTERVAL_HOURS}))
             and (select count(*) from favorites o
                   where o.guest_id = f.guest_id and o.object_type = 'actor'
                     and o.online_texted_at > ${at}::timestamptz - interval '24 hours') < ${ONLINE_SMS_DAILY_LIMIT}
       returning g.id as guest_id, phone.e164, g.language, a.name as actor_name`,
      );
      // Guests in their quiet hours: the claim stands (it counts against the limits) and the text
      // is held for the morning digest, in this transaction.
      return holdDuringQuietHours(
        tx,
        rows.map((row) => ({
          ...row,
          guestId: row.guest_id,
          channel: "sms" as const,
          kind: "actorOnline" as const,
          sourceKey: `actor:${actorId}:${at}`,
          label: row.actor_name,
        })),
        new Date(at),
      );
    });
    let sent = 0;
    for (const row of claimed) {
      const text = favoriteOnlineSms({
        actorName: row.actor_name,
        language: normalizeLanguage(row.language),
        publicUrl: ctx.config.publicUrl,
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
