import { CAM_SHOW_CALENDAR_DAYS } from "../../common/contracts/values/camshows.ts";
import type { Db } from "../db/client.ts";
import { listShows, scheduleShow } from "../modules/camshows/index.ts";
import { findActors } from "../modules/catalog/index.ts";

const HOUR = 3_600_000;

/** The demo's shows: hours from now (rounded to the hour), length, price, seats and title. */
const DEMO_SHOWS = [
  {
    inHours: 20,
    minutes: 45,
    price: 40,
    seats: 12,
    title: {
      en: "Late-night lingerie show",
      de: "Dessous-Show am späten Abend",
      es: "Show de lencería nocturno",
      nl: "Lingerieshow in de late avond",
    },
  },
  {
    inHours: 30,
    minutes: 30,
    price: 0,
    seats: 50,
    title: {
      en: "Coffee and questions",
      de: "Kaffee und Fragen",
      es: "Café y preguntas",
      nl: "Koffie en vragen",
    },
  },
  {
    inHours: 46,
    minutes: 60,
    price: 60,
    seats: 8,
    title: {
      en: "Private dance evening",
      de: "Privater Tanzabend",
      es: "Noche de baile privada",
      nl: "Privé-dansavond",
    },
  },
  {
    inHours: 70,
    minutes: 40,
    price: 30,
    seats: 20,
    title: {
      en: "Outdoor adventure live",
      de: "Outdoor-Abenteuer live",
      es: "Aventura al aire libre en directo",
      nl: "Buitenavontuur live",
    },
  },
] as const;

/**
 * The demo's cam shows, alive on any date: when no show of the calendar's days is coming (a new
 * data dir, or the last ones are over), four performers each schedule one in the next days, a
 * day or more ahead (a browser test's own show, seconds ahead, never overlaps). Returns the shows
 * scheduled.
 */
export async function ensureDemoCamShows(db: Db, now: Date): Promise<number> {
  const calendar = await listShows(db, { guestId: null, days: CAM_SHOW_CALENDAR_DAYS, now, language: "en" });
  if (calendar.days.some((day) => day.shows.length > 0)) return 0;
  const { rows } = await findActors(db, { order: "newest", offset: 0, limit: 40, now });
  const performers = rows.slice(-DEMO_SHOWS.length);
  const hour = Math.ceil(now.getTime() / HOUR) * HOUR;
  await db.transaction(async (tx) => {
    for (const [index, actor] of performers.entries()) {
      const show = DEMO_SHOWS[index];
      if (!show) break;
      await scheduleShow({
        tx,
        actorId: actor.id,
        now,
        input: {
          start: new Date(hour + show.inHours * HOUR).toISOString(),
          lengthMinutes: show.minutes,
          price: show.price,
          seats: show.seats,
          title: { ...show.title },
          description: "",
          featured: index === 0,
        },
      });
    }
  });
  return performers.length;
}
