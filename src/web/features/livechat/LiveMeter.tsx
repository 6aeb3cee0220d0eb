import { useEffect, useState } from "react";
import type { Language } from "../../../common/languages.ts";
import { formatEuroValue, formatMoney } from "../../../common/money.ts";
import type { TLiveSessionState } from "../../../common/realtime.ts";
import { fill } from "../../i18n/index.ts";
import type { LiveChatTexts } from "./texts.ts";

/** "m:ss" or "h:mm:ss" of a number of seconds. */
export function clock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/**
 * The live cost meter (issue 14): price per minute in VXC and euro, elapsed time, the running
 * total and the minutes the balance still pays, all the time; a free chat shows "Free" and the time
 * only (issue 27: no "∞ minutes left at Free per minute"). The seconds tick for the eye only;
 * screen readers hear one summary per charged minute (and at the start), not every second.
 */
export function LiveMeter({
  session,
  minutesLeft,
  language,
  texts,
}: {
  session: TLiveSessionState;
  minutesLeft: number | null;
  language: Language;
  texts: LiveChatTexts;
}) {
  const started = Date.parse(session.startedAt);
  const end = session.endedAt ? Date.parse(session.endedAt) : null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end !== null) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  const elapsed = clock(((end ?? now) - started) / 1000);
  const coins = (value: number) => formatMoney({ value, currency: "VXC" }, language);
  const free = session.pricePerMinute === 0;
  const price = free
    ? texts.unlimited
    : `${coins(session.pricePerMinute)} (${formatEuroValue(session.pricePerMinute, language)})`;
  const left = minutesLeft === null ? "∞" : String(minutesLeft);
  // Rebuilt when a minute is charged (or the balance changes), not when the clock ticks. A free
  // chat (a preview, a free chat, a show with a ticket) says so: no price, spent or minutes left.
  const summary = free
    ? fill(texts.meterFree, { elapsed: clock(session.minutesCharged * 60) })
    : fill(texts.meterSummary, {
        elapsed: clock(session.minutesCharged * 60),
        total: coins(session.coinsCharged),
        left,
        price,
      });
  return (
    <div className={`live-meter${free ? " is-free" : ""}`} data-testid="live-meter">
      <dl>
        <div>
          <dt>{texts.price}</dt>
          <dd className="num" data-testid="meter-price">
            {price}
          </dd>
        </div>
        <div>
          <dt>{texts.elapsed}</dt>
          <dd className="num" data-testid="meter-elapsed" aria-hidden="true">
            {elapsed}
          </dd>
        </div>
        {free ? null : (
          <>
            <div>
              <dt>{texts.total}</dt>
              <dd className="num" data-testid="meter-total">
                {coins(session.coinsCharged)}
              </dd>
            </div>
            <div>
              <dt>{texts.minutesLeft}</dt>
              <dd className="num" data-testid="meter-left">
                {left}
              </dd>
            </div>
          </>
        )}
      </dl>
      <p className="visually-hidden" aria-live="polite" data-testid="meter-summary">
        {summary}
      </p>
    </div>
  );
}
