import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import type { TChatButtonConfig } from "../../../common/contracts/catalog.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { actorKeys } from "./queries.ts";
import "./profile.css";

/**
 * The profile's chat button (spec content §3 "Chat button config per actor"). Until live chat
 * exists it opens the messenger and says so, with the price per message inside the button and the
 * free messages left below it. The page comes with the anonymous config (shared, cached); the
 * browser then asks for its own (the visitor's country, the guest's free messages), so a banned
 * country disables the button and says why. `compact` (the profile's sub-tabs) leaves out the
 * offline note.
 */
export function ChatButton({
  initial,
  actorName,
  compact = false,
}: {
  initial: TChatButtonConfig;
  actorName: string;
  compact?: boolean;
}) {
  const { t, language } = useI18n();
  const hintId = useId();
  // The visitor's own config replaces the page's anonymous one when it arrives.
  const { data } = useQuery({
    queryKey: actorKeys.chatButton(initial.actorId, language),
    queryFn: () => rest<TChatButtonConfig>(`actor/getChatButtonConfig/${initial.actorId}`, { language }),
    staleTime: STALE.NONE,
  });
  const config = data ?? initial;

  const { label, price } = config.buttonTexts;
  const freeLeft = config.mode !== "banned" && config.buttonTexts.hint && /\d/.test(config.buttonTexts.hint);
  const hint = compact && config.mode !== "banned" && !freeLeft ? null : config.buttonTexts.hint;
  const described = hint ? hintId : undefined;
  return (
    <div
      className={`chat-button${compact ? " is-compact" : ""}`}
      data-testid="chat-button"
      data-mode={config.mode}
    >
      {config.mode === "banned" ? (
        <button type="button" className="btn btn-primary" disabled aria-describedby={described}>
          <Icon name="chat" /> {label}
        </button>
      ) : (
        <Link
          className="btn btn-primary chat-button-link"
          to={config.messengerLink}
          aria-describedby={described}
        >
          <Icon name="chat" />
          <span className="chat-button-label">
            {label}
            <span className="visually-hidden"> {fill(t.live.messageTo, { name: actorName })}</span>
          </span>{" "}
          {price ? (
            <span className="chat-button-price num" data-testid="chat-button-price">
              {price}
            </span>
          ) : null}
        </Link>
      )}
      {hint ? (
        <p id={hintId} className={`chat-button-hint${config.mode === "banned" ? " is-banned" : ""}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
