import { useEffect, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { FavoriteObjectType } from "../../../common/contracts/favorites.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { loginThen, takePostLoginAction } from "../overlay/index.ts";
import { usePinned, useSetPinned } from "./pinned.ts";
import "./favorites.css";

/** The heart of a favourite: filled when pinned. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      className="pin-heart"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 20.3 10.6 19C5.6 14.5 2.5 11.7 2.5 8.2 2.5 5.4 4.7 3.2 7.5 3.2c1.6 0 3.2.8 4.5 2 1.3-1.2 2.9-2 4.5-2 2.8 0 5 2.2 5 5 0 3.5-3.1 6.3-8.1 10.8L12 20.3Z"
        fill={filled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Pins an object as a favourite (spec core §4): an actor, an album, a sedcard photo or an album
 * picture. A toggle button with aria-pressed and a label naming what it pins. An anonymous
 * guest's click opens the login with a teaser and pins after the login; a logged-in guest's
 * pinned state is read after hydration.
 */
export function PinToggle({
  objectType,
  objectId,
  name,
  variant = "button",
}: {
  objectType: FavoriteObjectType;
  objectId: number;
  /** What is pinned, for the label: the actor's name, the album's title, "picture 3 of …". */
  name: string;
  variant?: "button" | "tile";
}) {
  const { t } = useI18n();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const loggedIn = Boolean(root?.guest);
  const { ids } = usePinned(objectType, loggedIn);
  const setPinned = useSetPinned();
  const pinned = loggedIn && ids.has(objectId);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!loggedIn) return;
    // The heart was clicked before the login: pin now that the guest is back.
    const saved = takePostLoginAction(
      (action) => action.type === "pin" && action.objectType === objectType && action.objectId === objectId,
    );
    if (saved) void setPinned(objectType, objectId, true).then((ok) => setFailed(!ok));
  }, [loggedIn, objectType, objectId, setPinned]);

  const onClick = () => {
    if (!loggedIn) {
      loginThen({ type: "pin", objectType, objectId }, "login", { teaser: "pin" });
      return;
    }
    void setPinned(objectType, objectId, !pinned).then((ok) => setFailed(!ok));
  };

  const label = fill(t.favorites.toggleLabel, { name });
  return (
    <button
      type="button"
      className={`pin-toggle pin-toggle-${variant}${pinned ? " is-pinned" : ""}`}
      aria-pressed={pinned}
      // An actor's big button says "Favourite" next to her name; elsewhere the label names the object.
      aria-label={variant === "tile" || objectType !== "actor" ? label : undefined}
      title={failed ? t.favorites.pinError : label}
      data-testid="pin-toggle"
      data-object-type={objectType}
      data-object-id={objectId}
      onClick={onClick}
    >
      <HeartIcon filled={pinned} />
      {variant === "button" ? <span>{t.favorites.pin}</span> : null}
    </button>
  );
}
