import { type ReactNode, useEffect } from "react";
import { Link } from "react-router";
import type { TCamTile } from "../../../common/contracts/catalog.ts";
import type { TConversionChatAccess } from "../../../common/contracts/freeChat.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { clock, useNow } from "./countdown.ts";
import { FREE_CHAT_TEXTS } from "./texts.ts";

/** A performer of the offer as /free-chat/ shows her: a link to her profile, where the chat starts. */
function profileLink(cam: TCamTile): ReactNode {
  return (
    <Link to={cam.url} data-actor-id={cam.id}>
      {cam.name}
    </Link>
  );
}

/**
 * The new guest's conversion chat offer (docs/decisions.md "Conversion chat"): the countdown to its
 * end, ticking each second, and the online performers a private chat is free with until then
 * (by default their profiles, where the chat starts; the conversion-chat modal box starts it
 * itself). Gone once the countdown is over. The chat is free once per verified phone number: a
 * guest without one is sent to the phone verification, one whose number had it is told so, and
 * neither is offered performers.
 */
export function ConversionOffer({
  countdownEnd,
  actorIds,
  cams,
  onOver,
  titleId = "conversion-title",
  performer = profileLink,
  access = "open",
}: {
  countdownEnd: string;
  actorIds: number[];
  cams: TCamTile[];
  onOver: () => void;
  /** The id of its title (a dialog showing it is labelled by it). */
  titleId?: string;
  /** How a performer shows. */
  performer?: (cam: TCamTile) => ReactNode;
  /** Whether the free chat is the guest's (GET free-chat/allowance). */
  access?: TConversionChatAccess | null;
}) {
  const { language } = useI18n();
  const f = FREE_CHAT_TEXTS[language];
  const end = new Date(countdownEnd).getTime();
  const now = useNow();
  const over = now !== null && now >= end;
  useEffect(() => {
    if (over) onOver();
  }, [over, onOver]);
  if (now === null || over) return null;
  const performers = actorIds.flatMap((id) => cams.filter((cam) => cam.id === id));
  return (
    <section
      className="free-chat-allowance conversion-offer"
      data-testid="conversion-offer"
      aria-labelledby={titleId}
    >
      <h2 id={titleId} className="num" data-testid="conversion-countdown">
        {fill(f.conversionTitle, { time: clock(end - now) })}
      </h2>
      {access === "verifyPhone" ? (
        <p data-testid="conversion-verify-phone">
          {f.conversionVerifyPhone}{" "}
          <Link to={`${buildPath(language, "accountProfile")}#phone`} className="text-link">
            {f.conversionVerifyLink}
          </Link>
        </p>
      ) : access === "numberUsed" ? (
        <p data-testid="conversion-number-used">{f.conversionNumberUsed}</p>
      ) : (
        <p>{f.conversionText}</p>
      )}
      {access === "verifyPhone" || access === "numberUsed" ? null : performers.length > 0 ? (
        <ul className="conversion-performers">
          {performers.map((cam) => (
            <li key={cam.id}>{performer(cam)}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{f.conversionNone}</p>
      )}
    </section>
  );
}
