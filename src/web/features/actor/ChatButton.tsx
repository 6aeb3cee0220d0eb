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
 * The profile's chat button (spec content §3 "Chat button config per actor"). The page comes with
 * the anonymous config (shared, cached); the browser then asks for its own (the visitor's country
 * and the guest's vouchers), so a banned country disables the button and says why.
 */
export function ChatButton({ initial, actorName }: { initial: TChatButtonConfig; actorName: string }) {
  const { t, language } = useI18n();
  const hintId = useId();
  // The visitor's own config replaces the page's anonymous one when it arrives.
  const { data } = useQuery({
    queryKey: actorKeys.chatButton(initial.actorId, language),
    queryFn: () => rest<TChatButtonConfig>(`actor/getChatButtonConfig/${initial.actorId}`, { language }),
    staleTime: STALE.NONE,
  });
  const config = data ?? initial;

  const { label, price, hint } = config.buttonTexts;
  const described = hint ? hintId : undefined;
  return (
    <div className="chat-button" data-testid="chat-button" data-mode={config.mode}>
      {config.mode === "banned" ? (
        <button type="button" className="btn btn-primary" disabled aria-describedby={described}>
          <Icon name="chat" /> {label}
        </button>
      ) : (
        <Link
          className={`btn ${config.mode === "message" ? "btn-secondary" : "btn-primary"}`}
          to={config.messengerLink}
          aria-label={`${label} – ${fill(t.profile.chatWith, { name: actorName })}`}
          aria-describedby={described}
        >
          <Icon name="chat" /> {label}
        </Link>
      )}
      {price ? <p className="actor-price num">{price}</p> : null}
      {hint ? (
        <p id={hintId} className={`chat-button-hint${config.mode === "banned" ? " is-banned" : ""}`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
