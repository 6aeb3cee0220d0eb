import { useState } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, needTexts, useI18n } from "../../i18n/index.ts";
import { openOverlay } from "../overlay/index.ts";
import { useAdventCalendar, useClaimDoor } from "./queries.ts";
import "./advent.css";

// This box shows the advent text pack (i18n/packs.ts): loaded with its module.
await needTexts("advent");

/**
 * The `actor-gift-calendar` modal box (spec content §2): today's door of the running calendar with
 * its performer, opened here (a visitor is asked to log in), and the way to the whole calendar.
 */
export function ActorGiftCalendarModal({ titleId, close }: { titleId: string; close: () => void }) {
  const { t, language } = useI18n();
  const texts = t.advent;
  const guest = (useRouteLoaderData("root") as { guest: TGuest | null } | undefined)?.guest ?? null;
  const answer = useAdventCalendar(guest?.id ?? null, language);
  const claim = useClaimDoor(guest?.id ?? 0, language);
  const [failed, setFailed] = useState(false);
  const calendar = answer.data?.calendar ?? null;
  const door = calendar?.doors.find((d) => d.day === answer.data?.today) ?? null;
  const open = () => {
    if (!guest) {
      close();
      openOverlay("login");
      return;
    }
    if (!door?.actor) return;
    setFailed(false);
    claim.mutate({ actorId: door.actor.id, qmday: door.day }, { onError: () => setFailed(true) });
  };
  return (
    <div className="advent-modal" data-testid="actor-gift-calendar-modal">
      <h2 id={titleId}>{calendar?.title ?? texts.title}</h2>
      {!answer.data ? (
        <p role="status">…</p>
      ) : !door ? (
        <p>{texts.none}</p>
      ) : (
        <div className="advent-modal-door" aria-live="polite">
          {door.actor?.avatar ? (
            <img className="advent-reveal-face" src={door.actor.avatar.src} alt={door.actor.name} />
          ) : null}
          <p className="advent-reveal-title">{fill(texts.revealed, { name: door.actor?.name ?? "" })}</p>
          {door.state === "opened" && door.reward ? (
            <p className="advent-reveal-prize">{door.reward.label}</p>
          ) : (
            <button type="button" className="btn btn-primary" onClick={open} disabled={claim.isPending}>
              {guest
                ? fill(texts.openLabel, {
                    day: door.day.slice(8).replace(/^0/, ""),
                    name: door.actor?.name ?? "",
                  })
                : texts.loginButton}
            </button>
          )}
          {door.reward?.code ? (
            <p className="advent-reveal-code">{fill(texts.code, { code: door.reward.code })}</p>
          ) : null}
          {failed ? <p role="alert">{texts.refused}</p> : null}
        </div>
      )}
      <Link to={buildPath(language, "eventAdventCalendar")} onClick={close}>
        {texts.allDoors}
      </Link>
    </div>
  );
}
