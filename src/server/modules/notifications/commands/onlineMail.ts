import { sql } from "drizzle-orm";
import { type Language, normalizeLanguage } from "../../../../common/languages.ts";
import { buildPath } from "../../../../common/routes/index.ts";
import type { Mail } from "../../../adapters/mailer/mailer.ts";
import { queryRows } from "../../../db/client.ts";
import type { AppContext } from "../../../lib/context.ts";

type Log = { error(object: object, message: string): void };

/** At most one favourite-online mail per guest and actor in this window. */
export const ONLINE_MAIL_ACTOR_INTERVAL_HOURS = 12;
/** At most this many favourite actors' online mails per guest in a rolling 24 hours. */
export const ONLINE_MAIL_DAILY_LIMIT = 5;

type Template = (guestName: string, actorName: string, link: string) => { subject: string; text: string };

const ONLINE: Record<Language, Template> = {
  de: (guest, actor, link) => ({
    subject: `${actor} ist jetzt online`,
    text: `Hallo ${guest},\n\n${actor}, eine deiner Lieblings-Amateurinnen, ist gerade online gegangen. Schau vorbei:\n\n${link}\n\nDu bekommst diese Mail, weil du für ${actor} „E-Mail, wenn online“ eingeschaltet hast. Ausschalten kannst du das unter „Lieblings-Cams“ in deinem Konto.\n\nDein Velvet-Team`,
  }),
  en: (guest, actor, link) => ({
    subject: `${actor} is online now`,
    text: `Hi ${guest},\n\n${actor}, one of your favourite amateurs, has just come online. Drop by:\n\n${link}\n\nYou get this mail because you switched on "E-mail when online" for ${actor}. You can switch it off under "Favourite cams" in your account.\n\nYour Velvet team`,
  }),
  es: (guest, actor, link) => ({
    subject: `${actor} está online ahora`,
    text: `Hola ${guest}:\n\n${actor}, una de tus amateurs favoritas, acaba de conectarse. Pásate:\n\n${link}\n\nRecibes este correo porque activaste «E-mail cuando se conecte» para ${actor}. Puedes desactivarlo en «Cams favoritas» de tu cuenta.\n\nEl equipo de Velvet`,
  }),
  nl: (guest, actor, link) => ({
    subject: `${actor} is nu online`,
    text: `Hoi ${guest},\n\n${actor}, een van je favoriete amateurs, is net online gekomen. Kom langs:\n\n${link}\n\nJe krijgt deze mail omdat je "E-mail als ze online is" voor ${actor} hebt ingeschakeld. Uitschakelen kan onder "Favoriete cams" in je account.\n\nJe Velvet-team`,
  }),
};

/** The favourite-online mail in the guest's language, with a link to the actor's profile. */
export function favoriteOnlineMail(
  to: string,
  input: { guestName: string; actorName: string; language: Language; publicUrl: string },
): Mail {
  const link = `${input.publicUrl}${buildPath(input.language, "actorProfile", { actorName: input.actorName })}`;
  return { to, ...ONLINE[input.language](input.guestName, input.actorName, link) };
}

interface Claimed {
  email: string;
  guest_name: string;
  language: string;
  actor_name: string;
}

/**
 * An actor came online: mails the guests who pinned the actor with e-mail notification on, a
 * verified address and e-mails allowed in their settings. One conditional UPDATE … RETURNING
 * claims the mails, so two instances (or a simulator flipping the actor) never mail a guest twice:
 * at most once per guest and actor in 12 hours, and to at most 5 favourite actors per guest in
 * 24 hours. Called without awaiting after the actor's commit; a failure is logged, never thrown.
 */
export async function mailFavoriteActorOnline(ctx: AppContext, actorId: number, log: Log): Promise<number> {
  try {
    const now = ctx.now();
    const at = now.toISOString();
    const claimed = await queryRows<Claimed>(
      ctx.db,
      sql`update favorites f
             set online_mailed_at = ${at}::timestamptz
            from guests g, actors a
           where f.object_type = 'actor' and f.object_id = ${actorId}
             and g.id = f.guest_id and a.id = f.object_id
             and f.email_notify
             and g.email_verified_at is not null
             and g.deleted_at is null and not g.is_locked
             and coalesce((g.notifications_settings ->> 'email')::boolean, true)
             and (f.online_mailed_at is null
                  or f.online_mailed_at <= ${at}::timestamptz - make_interval(hours => ${ONLINE_MAIL_ACTOR_INTERVAL_HOURS}))
             and (select count(*) from favorites o
                   where o.guest_id = f.guest_id and o.object_type = 'actor'
                     and o.online_mailed_at > ${at}::timestamptz - interval '24 hours') < ${ONLINE_MAIL_DAILY_LIMIT}
       returning g.email, g.name as guest_name, g.language, a.name as actor_name`,
    );
    let sent = 0;
    for (const row of claimed) {
      const mail = favoriteOnlineMail(row.email, {
        guestName: row.guest_name,
        actorName: row.actor_name,
        language: normalizeLanguage(row.language),
        publicUrl: ctx.config.publicUrl,
      });
      try {
        await ctx.mailer.send(mail);
        sent += 1;
      } catch (error) {
        // The claim stays: a mail server outage must not turn into a burst of mails later.
        log.error({ err: error, actorId }, "favourite online mail failed");
      }
    }
    return sent;
  } catch (error) {
    log.error({ err: error, actorId }, "favourite online mails failed");
    return 0;
  }
}
