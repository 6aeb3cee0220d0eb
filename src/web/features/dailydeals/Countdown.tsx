import { useEffect, useState } from "react";
import { useI18n } from "../../i18n/index.ts";

/** Spec: the daily-bonus timer ticks every 1000 ms. */
const TICK_MS = 1000;

const two = (n: number) => String(n).padStart(2, "0");

/** The time left until 23:59:59 of the Berlin day that ends at `endsAt` (the next Berlin midnight), "HH:MM:SS". */
export function timeLeft(endsAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(endsAt) - 1000 - now) / 1000));
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/**
 * The timer of today's offers: ticks each second to 23:59:59 Berlin time and then calls `onEnd`
 * (the page reads the new day). Written after hydration: the server's clock is not the browser's.
 */
export function Countdown({ endsAt, onEnd }: { endsAt: string; onEnd: () => void }) {
  const { t } = useI18n();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const ended = now !== null && Date.parse(endsAt) <= now;
  useEffect(() => {
    if (ended) onEnd();
  }, [ended, onEnd]);
  return (
    <p className="dailydeals-timer">
      <span>{t.dailyDeals.endsIn}</span>{" "}
      <span role="timer" aria-label={t.dailyDeals.timerLabel} data-testid="dailydeals-timer">
        {now === null ? "--:--:--" : timeLeft(endsAt, now)}
      </span>
    </p>
  );
}
