import { useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TAdventCalendar, TAdventDoor, TAdventReward } from "../../../common/contracts/advent.ts";
import { isApiError } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useAdventCalendar, useClaimDoor } from "./queries.ts";
import "./advent.css";

/** How long a door swings open before its reward is told (the CSS animation's length). */
const OPEN_MS = 900;

/** The day of month of a YYYY-MM-DD date. */
const dayOfMonth = (day: string) => Number(day.slice(8, 10));

/**
 * /magazine/advent-calendar/: the running door calendar (the advent calendar from 1 to 24 December,
 * else a performer's gift calendar) as a grid of doors. Today's door opens with a button (a
 * logged-out visitor is asked to log in); an opened door shows its reward and its performer,
 * a missed one what it held, a locked one nothing but its number.
 */
export function AdventCalendarPage() {
  const { t, language } = useI18n();
  const texts = t.advent;
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  const answer = useAdventCalendar(guest?.id ?? null, language);
  const calendar = answer.data?.calendar ?? null;
  return (
    <div className="advent" data-testid="advent">
      <header className="advent-head">
        <p className="advent-kicker">{calendar?.kind === "actorGift" ? texts.giftKicker : texts.kicker}</p>
        <h1>{calendar?.title ?? texts.title}</h1>
        <p className="advent-intro">{texts.intro}</p>
      </header>
      {answer.isError ? (
        <p role="alert">
          {texts.failed}{" "}
          <button type="button" className="btn btn-small" onClick={() => void answer.refetch()}>
            {texts.retry}
          </button>
        </p>
      ) : !answer.data ? (
        <p role="status">…</p>
      ) : !calendar ? (
        <p className="advent-none" data-testid="advent-none">
          {texts.none}
        </p>
      ) : (
        <>
          {guest ? null : (
            <div className="advent-login" data-testid="advent-login">
              <p>{texts.login}</p>
              <button type="button" className="btn btn-primary" onClick={() => openOverlay("login")}>
                {texts.loginButton}
              </button>
            </div>
          )}
          <Grid calendar={calendar} guestId={guest?.id ?? null} today={answer.data.today} />
        </>
      )}
    </div>
  );
}

function Grid({
  calendar,
  guestId,
  today,
}: {
  calendar: TAdventCalendar;
  guestId: number | null;
  today: string;
}) {
  const { t, language } = useI18n();
  const texts = t.advent;
  const claim = useClaimDoor(guestId ?? 0, language);
  const [opening, setOpening] = useState<number | null>(null);
  const [revealed, setRevealed] = useState<TAdventDoor | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const revealRef = useRef<HTMLDivElement>(null);

  const open = async (door: TAdventDoor) => {
    if (guestId === null || !door.actor) {
      openOverlay("login");
      return;
    }
    setRefusal(null);
    setOpening(door.doorNo);
    const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
    try {
      const [result] = await Promise.all([
        claim.mutateAsync({ actorId: door.actor.id, qmday: door.day }),
        new Promise((resolve) => setTimeout(resolve, reduced ? 0 : OPEN_MS)),
      ]);
      setRevealed(result.door);
      requestAnimationFrame(() => revealRef.current?.focus());
    } catch (error) {
      const reason = isApiError(error)
        ? (error.details as { reason?: string } | undefined)?.reason
        : undefined;
      setRefusal(
        reason === "alreadyClaimed"
          ? texts.alreadyOpened
          : reason === "doorMissed"
            ? texts.missedRefusal
            : texts.refused,
      );
    } finally {
      setOpening(null);
    }
  };

  return (
    <>
      <div className="advent-reveal-slot" aria-live="polite">
        {revealed?.reward ? (
          <div className="advent-reveal" ref={revealRef} tabIndex={-1} data-testid="advent-reveal">
            {revealed.actor?.avatar ? (
              <img className="advent-reveal-face" src={revealed.actor.avatar.src} alt={revealed.actor.name} />
            ) : null}
            <div>
              <p className="advent-reveal-title">
                {fill(texts.revealed, { name: revealed.actor?.name ?? "" })}
              </p>
              <p className="advent-reveal-prize">{revealed.reward.label}</p>
              <RewardNote reward={revealed.reward} />
            </div>
            <button type="button" className="btn btn-small" onClick={() => setRevealed(null)}>
              {texts.close}
            </button>
          </div>
        ) : null}
        {refusal ? <p role="alert">{refusal}</p> : null}
      </div>
      <p className="advent-today muted">
        {calendar.doors.some((door) => door.day === today && door.state === "opened")
          ? texts.todayOpened
          : fill(texts.today, { day: String(dayOfMonth(today)) })}
      </p>
      <ol className="advent-grid" aria-label={calendar.title} data-testid="advent-grid">
        {calendar.doors.map((door) => (
          <li key={door.doorNo} className={`advent-door is-${door.state}`} data-state={door.state}>
            <Door door={door} opening={opening === door.doorNo} onOpen={() => void open(door)} />
          </li>
        ))}
      </ol>
      <p className="advent-legend muted">{texts.legend}</p>
    </>
  );
}

function Door({ door, opening, onOpen }: { door: TAdventDoor; opening: boolean; onOpen: () => void }) {
  const { t } = useI18n();
  const texts = t.advent;
  const number = <span className="advent-door-no">{dayOfMonth(door.day)}</span>;
  if (door.state === "openable")
    return (
      <button
        type="button"
        className={`advent-door-face advent-door-button${opening ? " is-opening" : ""}`}
        onClick={onOpen}
        disabled={opening}
        data-testid="advent-open"
      >
        {number}
        <span className="advent-door-hint">{opening ? texts.opening : texts.open}</span>
        {/* The name reads as it shows ("29 Open") and goes on with whose gift it is. */}
        <span className="visually-hidden">
          {fill(texts.openLabel, { day: String(dayOfMonth(door.day)), name: door.actor?.name ?? "" })}
        </span>
      </button>
    );
  if (door.state === "locked")
    return (
      <div className="advent-door-face">
        <span className="visually-hidden">
          {fill(texts.lockedLabel, { day: String(dayOfMonth(door.day)) })}
        </span>
        <span aria-hidden="true">{number}</span>
        <span className="advent-door-lock" aria-hidden="true">
          ✦
        </span>
      </div>
    );
  return (
    <div className="advent-door-inside" data-testid={door.state === "opened" ? "advent-opened" : undefined}>
      {door.actor?.avatar ? <img src={door.actor.avatar.src} alt="" loading="lazy" /> : null}
      <span className="advent-door-no">{dayOfMonth(door.day)}</span>
      <span className="advent-door-prize">
        <span className="visually-hidden">
          {door.state === "opened" ? texts.openedLabel : texts.missedLabel}{" "}
        </span>
        {door.reward?.label}
      </span>
      {door.state === "missed" ? <span className="advent-door-missed">{texts.missed}</span> : null}
    </div>
  );
}

/** Where the reward went: coins to the balance, vouchers and VIP days to the benefits, a code to keep. */
function RewardNote({ reward }: { reward: TAdventReward }) {
  const { t } = useI18n();
  const texts = t.advent;
  if (reward.code) return <p className="advent-reveal-code">{fill(texts.code, { code: reward.code })}</p>;
  const note =
    reward.benefit?.kind === "coins"
      ? texts.whereCoins
      : reward.benefit?.kind === "messengerGifts"
        ? texts.whereGifts
        : texts.whereBenefits;
  return <p className="muted">{note}</p>;
}
