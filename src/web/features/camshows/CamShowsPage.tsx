import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { berlinDate, weekdayOf } from "../../../common/berlinTime.ts";
import type { TCamShowList } from "../../../common/contracts/camshows.ts";
import type { Language } from "../../../common/languages.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useRealtime } from "../realtime/index.ts";
import { camShowKeys, fetchCamShows, fetchFeedUrl, renewFeedUrl, revokeFeedUrl } from "./api.ts";
import { ShowCard } from "./ShowCard.tsx";
import { CAM_SHOW_TEXTS, type CamShowTexts } from "./texts.ts";
import "./camshows.css";

/** The calendar is read again this often (seats sell, shows begin). */
const REFRESH_MS = 30_000;

/**
 * A second-by-second clock for the countdowns. It starts at `start` (the server's time of the
 * list), so the server's HTML and the browser's first render say the same; then it ticks.
 */
function useNow(start: number): number {
  const [now, setNow] = useState(start);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** The calendar date after a date ("YYYY-MM-DD"). */
function nextDate(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A Berlin day's heading: today, tomorrow, or its weekday and date in the page's language. */
function dayLabel(date: string, now: number, t: CamShowTexts): string {
  const today = berlinDate(new Date(now));
  if (date === today) return t.today;
  if (date === nextDate(today)) return t.tomorrow;
  const [, month, day] = date.split("-").map(Number);
  return fill(t.dayLabel, {
    weekday: t.weekdays[weekdayOf(date)] ?? "",
    day: day ?? "",
    month: t.months[(month ?? 1) - 1] ?? "",
  });
}

/**
 * The cam-show calendar (/cam-shows/, and one performer's on her live-show tab): the live and
 * upcoming shows by Berlin day, featured first, with tickets to buy and give back, and the
 * invitation when a show the guest holds a ticket for begins. The server renders the shows from the
 * loader's list (`initial`, a visitor's: times as `<time datetime>` in Berlin time); what belongs
 * to the guest (bought, may buy, join) is read in the browser after hydration, and until then a
 * logged-in guest's show cards show no actions.
 */
export function CamShowsPage(props: {
  initial: TCamShowList;
  actorId?: number;
  loggedIn: boolean;
  heading?: boolean;
}) {
  const { language } = useI18n();
  const t = CAM_SHOW_TEXTS[language];
  const actorId = props.actorId ?? null;
  const client = useQueryClient();
  const shows = useQuery({
    queryKey: camShowKeys.list(actorId),
    queryFn: () => fetchCamShows(language, actorId),
    initialData: props.initial,
    // The loader's list is a visitor's: read this guest's at once after hydration.
    initialDataUpdatedAt: 0,
    refetchInterval: REFRESH_MS,
  });
  const list = shows.data;
  const now = useNow(Date.parse(list.now));
  // A guest's own flags are there once the list was read in the browser (anonymous: the loader's).
  const personal = !props.loggedIn || shows.dataUpdatedAt > 0;
  const refresh = () => void client.invalidateQueries({ queryKey: camShowKeys.all });
  const [invited, setInvited] = useState<string | null>(null);
  useRealtime(
    ["camshow.ticketBought", "camshow.ticketRemoved", "freeshow.start", "freeshow.stop", "reconnected"],
    refresh,
  );
  useRealtime(["camshow.invitation"], (message) => {
    refresh();
    const show = list.days.flatMap((day) => day.shows).find((s) => s.id === message.showId);
    setInvited(fill(t.invitation, { name: show?.actorName ?? "" }));
  });
  return (
    <div className="container cam-shows-page">
      {props.heading === false ? null : (
        <header className="page-header">
          <div>
            <h1>{t.title}</h1>
            <p>{t.intro}</p>
          </div>
        </header>
      )}
      {props.loggedIn ? <CalendarFeed texts={t} language={language} /> : null}
      {invited ? (
        <p className="show-invitation" role="alert" data-testid="show-invitation">
          {invited}
        </p>
      ) : null}
      {list.days.length === 0 ? (
        <p className="cams-empty" data-testid="shows-empty">
          {t.empty}
        </p>
      ) : (
        <>
          <p className="muted show-times-note">{t.timesNote}</p>
          {list.days.map((day) => (
            <section key={day.date} className="show-day" aria-labelledby={`show-day-${day.date}`}>
              <h2 id={`show-day-${day.date}`}>
                <time dateTime={day.date}>{dayLabel(day.date, now, t)}</time>
              </h2>
              <ul className="show-list">
                {day.shows.map((show) => (
                  <ShowCard
                    key={show.id}
                    show={show}
                    texts={t}
                    language={language}
                    loggedIn={props.loggedIn}
                    personal={personal}
                    now={now}
                    onChanged={refresh}
                  />
                ))}
              </ul>
            </section>
          ))}
        </>
      )}
    </div>
  );
}

/**
 * The guest's private calendar feed: its address (webcal) on request, to subscribe in a calendar app;
 * once shown, a new address (the old one stops at once) or none (until asked again).
 */
function CalendarFeed({ texts: t, language }: { texts: CamShowTexts; language: Language }) {
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      setNote(t.failed);
    }
    setBusy(false);
  };
  if (url === null)
    return (
      <div className="show-calendar">
        <button
          type="button"
          className="btn btn-ghost"
          data-testid="show-calendar"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              setUrl((await fetchFeedUrl(language)).url);
              setNote(null);
            })
          }
        >
          {t.calendar}
        </button>
        {note ? (
          <p role="status" data-testid="show-calendar-note">
            {note}
          </p>
        ) : null}
      </div>
    );
  const webcal = url.replace(/^https?:/, "webcal:");
  return (
    <div className="show-calendar">
      <p role="status">
        {note ?? t.calendarHint}{" "}
        <a href={webcal} data-testid="show-calendar-url" className="show-calendar-url">
          {url}
        </a>
      </p>
      <div className="show-calendar-actions">
        <button
          type="button"
          className="btn btn-ghost btn-small"
          data-testid="show-calendar-renew"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              setUrl((await renewFeedUrl(language)).url);
              setNote(t.calendarRenewed);
            })
          }
        >
          {t.calendarRenew}
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-small"
          data-testid="show-calendar-revoke"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              await revokeFeedUrl(language);
              setUrl(null);
              setNote(t.calendarRevoked);
            })
          }
        >
          {t.calendarRevoke}
        </button>
      </div>
    </div>
  );
}
