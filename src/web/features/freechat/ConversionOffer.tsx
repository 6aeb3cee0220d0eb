import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { TCamTile } from "../../../common/contracts/catalog.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { FREE_CHAT_TEXTS } from "./texts.ts";

/** mm:ss of a duration in ms (never negative). */
function clock(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The new guest's conversion chat offer (docs/decisions.md "Conversion chat"): the countdown to its
 * end, ticking each second, and the online performers a private chat is free with until then
 * (their profiles, where the chat starts). Gone once the countdown is over.
 */
export function ConversionOffer({
  countdownEnd,
  actorIds,
  cams,
  onOver,
}: {
  countdownEnd: string;
  actorIds: number[];
  cams: TCamTile[];
  onOver: () => void;
}) {
  const { language } = useI18n();
  const f = FREE_CHAT_TEXTS[language];
  const end = new Date(countdownEnd).getTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const over = now >= end;
  useEffect(() => {
    if (over) onOver();
  }, [over, onOver]);
  if (over) return null;
  const performers = actorIds.flatMap((id) => cams.filter((cam) => cam.id === id));
  return (
    <section
      className="free-chat-allowance conversion-offer"
      data-testid="conversion-offer"
      aria-labelledby="conversion-title"
    >
      <h2 id="conversion-title" className="num" data-testid="conversion-countdown">
        {fill(f.conversionTitle, { time: clock(end - now) })}
      </h2>
      <p>{f.conversionText}</p>
      {performers.length > 0 ? (
        <ul className="conversion-performers">
          {performers.map((cam) => (
            <li key={cam.id}>
              <Link to={cam.url} data-actor-id={cam.id}>
                {cam.name}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{f.conversionNone}</p>
      )}
    </section>
  );
}
