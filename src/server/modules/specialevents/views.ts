import { EVENT_TYPES, type TEventType } from "../../../common/contracts/games.ts";
import type {
  TRewardEventData,
  TSpecialEvent,
  TSpecialEvents,
  TSpecialEventType,
} from "../../../common/contracts/specialEvents.ts";
import type { Language } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { DbOrTx } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { runningActivityEvents } from "../activity/index.ts";
import { adventCalendarView, runningCalendars } from "../advent/index.ts";
import { runningEasterEvents } from "../easter/index.ts";
import { gameConfigView, runningRewardEvents } from "../games/index.ts";

/** The pages of the special events that are not reward events. */
const PAGES: Partial<Record<TSpecialEventType, "eventEaster" | "eventAdventCalendar" | "eventGoldrush">> = {
  easter: "eventEaster",
  adventcalendar: "eventAdventCalendar",
  goldrush: "eventGoldrush",
};

/**
 * GET special/get/events: every special event running now, of every kind (reward events, the
 * easter egg hunt, the door calendars, the activity-points events), each with its page.
 */
export async function specialEventsView(db: DbOrTx, now: Date, language: Language): Promise<TSpecialEvents> {
  const [rewards, easter, calendars, activity] = await Promise.all([
    runningRewardEvents(db, now, language),
    runningEasterEvents(db, now, language),
    runningCalendars(db, now, language),
    runningActivityEvents(db, now, language),
  ]);
  const others: TSpecialEvent[] = [...easter, ...calendars, ...activity].map((event) => {
    const page = PAGES[event.eventType];
    return { ...event, path: page ? buildPath(language, page) : null };
  });
  return { events: [...rewards.events, ...others] };
}

function isRewardEventType(type: string): type is TEventType {
  return (EVENT_TYPES as readonly string[]).includes(type);
}

/**
 * GET special/getData/{eventType} for the types that have no data call of their own (the easter
 * egg hunt and the Goldrush answer theirs in their modules): a reward event type's running events
 * with their published odds and the guest's info, or the running door calendar. 404 for a type the
 * spec does not name.
 */
export async function specialEventData(
  db: DbOrTx,
  input: { eventType: string; guestId: number | null; now: Date; language: Language },
) {
  const { eventType, guestId, now, language } = input;
  if (eventType === "adventcalendar") return adventCalendarView(db, { guestId, now, language });
  if (!isRewardEventType(eventType)) throw notFound("Event type");
  const running = (await runningRewardEvents(db, now, language)).events.filter(
    (event) => event.eventType === eventType,
  );
  const events = await Promise.all(
    running.map((event) => gameConfigView(db, { configId: event.configId, language, now, guestId })),
  );
  return { eventType, events } satisfies TRewardEventData;
}
