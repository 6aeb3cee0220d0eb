import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { TCamShowDay } from "../../../common/contracts/camshows.ts";
import type { Language } from "../../../common/languages.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useRealtime } from "../realtime/events.ts";
import { camShowKeys, fetchCamShows, fetchFeedUrl, renewFeedUrl, revokeFeedUrl } from "./api.ts";
import { ShowCard } from "./ShowCard.tsx";
import { CAM_SHOW_TEXTS, type CamShowTexts } from "./texts.ts";
import "./camshows.css";

/** The calendar is read again this often (seats sell, shows begin). */
const REFRESH_MS = 30_000;

/** A second-by-second clock for the countdowns. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The cam-show calendar (/cam-shows/, and one performer's on her live-show tab): the live and
 * upcoming shows by day, featured first, with tickets to buy and give back, and the invitation
 * when a show the guest holds a ticket for begins.
 */
export function CamShowsPage(props: { actorId?: number; loggedIn: boolean; heading?: boolean }) {
  const { language } = useI18n();
  const t = CAM_SHOW_TEXTS[language];
  const actorId = props.actorId ?? null;
  const client = useQueryClient();
  const now = useNow();
  const shows = useQuery({
    queryKey: camShowKeys.list(actorId),
    queryFn: () => fetchCamShows(language, actorId),
    refetchInterval: REFRESH_MS,
  });
  const refresh = () => void client.invalidateQueries({ queryKey: camShowKeys.all });
  const [invited, setInvited] = useState<string | null>(null);
  useRealtime(
    ["camshow.ticketBought", "camshow.ticketRemoved", "freeshow.start", "freeshow.stop", "reconnected"],
    refresh,
  );
  useRealtime(["camshow.invitation"], (message) => {
    refresh();
    const show = shows.data?.days.flatMap((day) => day.shows).find((s) => s.id === message.showId);
    setInvited(fill(t.invitation, { name: show?.actorName ?? "" }));
  });
  const dayLabel = (day: TCamShowDay) => {
    const date = new Date(`${day.date}T12:00:00Z`);
    const today = new Date(now).toISOString().slice(0, 10);
    const tomorrow = new Date(now + 86_400_000).toISOString().slice(0, 10);
    if (day.date === today) return t.today;
    if (day.date === tomorrow) return t.tomorrow;
    return new Intl.DateTimeFormat(language, { weekday: "long", day: "numeric", month: "long" }).format(date);
  };
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
      {shows.data === undefined ? (
        <div className="show-skeleton" aria-busy="true" />
      ) : shows.data.days.length === 0 ? (
        <p className="cams-empty" data-testid="shows-empty">
          {t.empty}
        </p>
      ) : (
        shows.data.days.map((day) => (
          <section key={day.date} className="show-day" aria-labelledby={`show-day-${day.date}`}>
            <h2 id={`show-day-${day.date}`}>{dayLabel(day)}</h2>
            <ul className="show-list">
              {day.shows.map((show) => (
                <ShowCard
                  key={show.id}
                  show={show}
                  texts={t}
                  language={language}
                  loggedIn={props.loggedIn}
                  now={now}
                  onChanged={refresh}
                />
              ))}
            </ul>
          </section>
        ))
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
