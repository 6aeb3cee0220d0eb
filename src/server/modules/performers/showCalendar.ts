import type { Localized } from "../../../common/languages.ts";
import { runCommand } from "../../lib/command.ts";
import type { AppContext } from "../../lib/context.ts";
import { AppError } from "../../lib/errors.ts";
import { scheduleShow, upcomingShowCounts } from "../camshows/index.ts";
import { actorPresences, offlineInTicketShow } from "../catalog/index.ts";
import { setActorOnline } from "./commands/actorState.ts";

/** The simulated calendar looks this far ahead. */
const HORIZON_MS = 3 * 86_400_000;
/** About this many shows a day across the demo performers. */
const SHOWS_PER_DAY = 4;
/** The demo shows' titles, written in the four site languages (a show's texts per language). */
const TITLES: Localized[] = [
  {
    en: "Late night tease",
    de: "Spätabends verführt",
    es: "Provocación de medianoche",
    nl: "Laat op de avond verleid",
  },
  {
    en: "Candlelight special",
    de: "Special bei Kerzenschein",
    es: "Especial a la luz de las velas",
    nl: "Kaarslichtspecial",
  },
  { en: "Oil & lace", de: "Öl & Spitze", es: "Aceite y encaje", nl: "Olie & kant" },
  {
    en: "Sunday morning show",
    de: "Sonntagmorgen-Show",
    es: "Show de domingo por la mañana",
    nl: "Zondagochtendshow",
  },
  { en: "Roleplay night", de: "Rollenspiel-Abend", es: "Noche de juegos de rol", nl: "Rollenspelavond" },
  { en: "Dance for you", de: "Ich tanze für dich", es: "Bailo para ti", nl: "Ik dans voor jou" },
  { en: "Shower show", de: "Duschshow", es: "Show en la ducha", nl: "Douchegenot" },
  { en: "Toy time", de: "Zeit für Spielzeug", es: "Hora de juguetes", nl: "Speeltjestijd" },
];
const PRICES = [0, 0, 30, 40, 60, 80, 120];
const SEATS = [5, 10, 20, 50];
const LENGTHS = [20, 30, 45, 60];
const QUARTER_MS = 15 * 60_000;

/**
 * One round of the demo performers' cam-show calendar (the performer simulator): keeps about
 * SHOWS_PER_DAY shows a day over the next three days (some free, a few featured, one soon after a
 * start), scheduled through the same command as the operator API; a performer whose show is
 * running comes online for it. Answers how many shows it scheduled.
 */
export async function keepShowCalendar(ctx: AppContext, random: () => number): Promise<number> {
  const now = ctx.now();
  const all = await actorPresences(ctx.db);
  if (all.length === 0) return 0;
  const upcoming = await upcomingShowCounts(ctx.db, now, new Date(now.getTime() + HORIZON_MS));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const want = Math.max(0, SHOWS_PER_DAY * 3 - upcoming.scheduled);
  let scheduled = 0;
  for (let i = 0; i < want; i++) {
    // The first show of an empty hour starts soon (10-40 min), the others anywhere in the horizon.
    const offset =
      i === 0 && upcoming.withinHour === 0
        ? 10 * 60_000 + random() * 30 * 60_000
        : 3_600_000 + random() * (HORIZON_MS - 3_600_000);
    const start = new Date(Math.ceil((now.getTime() + offset) / QUARTER_MS) * QUARTER_MS);
    const actor = pick(all);
    try {
      await runCommand(ctx, scheduleShow, {
        actorId: actor.id,
        input: {
          start: start.toISOString(),
          lengthMinutes: pick(LENGTHS),
          price: pick(PRICES),
          seats: pick(SEATS),
          title: pick(TITLES),
          description: "",
          featured: random() < 0.2,
        },
      });
      scheduled += 1;
    } catch (error) {
      // Another show of hers at that time: skip this one, the next round fills the gap.
      if (!(error instanceof AppError)) throw error;
    }
  }
  for (const actorId of await offlineInTicketShow(ctx.db))
    await runCommand(ctx, setActorOnline, { actorId, online: true });
  return scheduled;
}
