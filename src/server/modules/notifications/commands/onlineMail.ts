import { type Language, normalizeLanguage } from "../../../../common/languages.ts";
import { buildPath } from "../../../../common/routes/index.ts";
import type { Mail } from "../../../adapters/mailer/mailer.ts";
import type { AppContext } from "../../../lib/context.ts";
import { mailLinkOrigin } from "../../../lib/siteAddresses.ts";
import { guestNamesOf, reachableGuestSql } from "../../accounts/index.ts";
import { actorNamesOf } from "../../catalog/index.ts";
import { claimOnlineAlerts } from "../../favorites/index.ts";

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
  input: { guestName: string; actorName: string; language: Language; origin: string },
): Mail {
  const link = `${input.origin}${buildPath(input.language, "actorProfile", { actorName: input.actorName })}`;
  return { to, ...ONLINE[input.language](input.guestName, input.actorName, link) };
}

/** The claimed guests' addresses, names and languages, with the actor's name (the owners' reads). */
async function recipientsOf(ctx: AppContext, actorId: number, guestIds: number[]) {
  if (guestIds.length === 0) return [];
  const [guests, actors] = await Promise.all([
    guestNamesOf(ctx.db, guestIds),
    actorNamesOf(ctx.db, [actorId]),
  ]);
  const actorName = actors.get(actorId);
  if (actorName === undefined) return [];
  return guestIds.flatMap((id) => {
    const guest = guests.get(id);
    return guest ? [{ ...guest, actorName }] : [];
  });
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
    const guestIds = await claimOnlineAlerts(ctx.db, {
      actorId,
      channel: "email",
      at: ctx.now(),
      actorIntervalHours: ONLINE_MAIL_ACTOR_INTERVAL_HOURS,
      dailyLimit: ONLINE_MAIL_DAILY_LIMIT,
      eligible: (guestId) => reachableGuestSql(guestId, { setting: "email", emailVerified: true }),
    });
    const claimed = await recipientsOf(ctx, actorId, guestIds);
    let sent = 0;
    for (const row of claimed) {
      const mail = favoriteOnlineMail(row.email, {
        guestName: row.name,
        actorName: row.actorName,
        language: normalizeLanguage(row.language),
        // The address the guest signed up at in development, PUBLIC_URL in production (issue 27).
        origin: mailLinkOrigin(ctx.config, row.signupSite),
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
