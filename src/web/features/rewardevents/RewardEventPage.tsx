import { Link } from "react-router";
import type { TEventType } from "../../../common/contracts/games.ts";
import { useI18n } from "../../i18n/index.ts";
import { EventSection } from "./EventSection.tsx";
import { useRunningEvents } from "./queries.ts";
import "./rewardevents.css";

/** The test id prefix of an event type's section (wet and wild kept its page's name). */
function sectionId(eventType: TEventType): string {
  return eventType === "wet-and-wild" ? "wetnwild" : eventType;
}

/**
 * The page of a reward event type (/magazine/wiesn-shooting/ and the others, routes/events.ts), in
 * the event's own look: its hero, the running event of that type with its game, odds and the
 * guest's prizes. `also` adds a second type below (wet and wild's page shows the slot machine).
 * When none of its type runs, the page says so and lists the events that do. The draws are the
 * server's (special/{eventType}/getReward/{eventId}).
 */
export function RewardEventPage({ eventType, also }: { eventType: TEventType; also?: TEventType }) {
  const { t, language } = useI18n();
  const texts = t.rewardEvents;
  const own = texts.events[eventType];
  const events = useRunningEvents(language);
  const running = events.data?.events.find((event) => event.eventType === eventType) ?? null;
  const second = also ? (events.data?.events.find((event) => event.eventType === also) ?? null) : null;
  const others = (events.data?.events ?? []).filter(
    (event) => event.eventType !== eventType && event.eventType !== also,
  );
  return (
    <div className={`rewardevent-page rewardevent-theme-${eventType}`} data-testid={sectionId(eventType)}>
      <header className="rewardevent-hero">
        <div className="rewardevent-hero-text">
          <h1>{own.title}</h1>
          <p>{own.description}</p>
        </div>
      </header>
      {events.isError ? (
        <p role="alert">
          {texts.failed}{" "}
          <button type="button" className="btn btn-small" onClick={() => void events.refetch()}>
            {texts.retry}
          </button>
        </p>
      ) : !events.data ? (
        <p role="status">…</p>
      ) : (
        <>
          {running ? (
            <EventSection event={running} id={sectionId(eventType)} />
          ) : (
            <p data-testid={`${sectionId(eventType)}-none`}>{own.none}</p>
          )}
          {second ? <EventSection event={second} id={sectionId(second.eventType)} /> : null}
          {!running && others.length > 0 ? (
            <nav className="rewardevent-others" aria-labelledby="rewardevent-others-title">
              <h2 id="rewardevent-others-title">{texts.running}</h2>
              <ul>
                {others.map((event) => (
                  <li key={event.eventId}>
                    <Link to={event.path}>{event.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
