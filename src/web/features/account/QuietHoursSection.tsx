import { type FormEvent, useEffect, useId, useMemo, useState } from "react";
import type { TGuestState } from "../../../common/contracts/accounts.ts";
import { DEFAULT_QUIET_TIME_ZONE, isTimeZone } from "../../../common/quietHours.ts";
import { useI18n } from "../../i18n/index.ts";
import { failureText, Outcome, Section } from "./parts.tsx";
import { useSaveQuietHours } from "./queries.ts";

/** The zones Intl offers (with the chosen one, should it be an alias the list leaves out). */
function zoneList(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return all.includes(current) ? all : [current, ...all];
}

/** The browser's own zone, when Intl knows it. */
function browserZone(): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isTimeZone(zone) ? zone : null;
  } catch {
    return null;
  }
}

/**
 * Quiet hours (issue 15): on/off, from, to and the time zone. No SMS and no web push of online alerts
 * and show reminders in them; a digest afterwards. While they are off, the browser's zone is
 * preselected (after hydration: the server cannot know it).
 */
export function QuietHoursSection({ guest }: { guest: TGuestState }) {
  const { t } = useI18n();
  const save = useSaveQuietHours();
  const id = useId();
  const stored = guest.quietHours;
  const [enabled, setEnabled] = useState(stored.enabled);
  const [from, setFrom] = useState(stored.from);
  const [to, setTo] = useState(stored.to);
  const [timeZone, setTimeZone] = useState(stored.timeZone || DEFAULT_QUIET_TIME_ZONE);
  const [notice, setNotice] = useState<string | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  // The zone list and the browser's zone are the browser's: read after hydration (the server's
  // Intl may list other zones, which would not match the server-rendered options).
  const [mounted, setMounted] = useState(false);
  const zones = useMemo(() => (mounted ? zoneList(timeZone) : [timeZone]), [mounted, timeZone]);

  useEffect(() => {
    setMounted(true);
    if (stored.enabled) return;
    const zone = browserZone();
    if (zone) setTimeZone(zone);
  }, [stored.enabled]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    if (from === to) {
      setInvalid(t.accountHome.quietSame);
      return;
    }
    setInvalid(null);
    save.mutate({ enabled, from, to, timeZone }, { onSuccess: () => setNotice(t.accountHome.quietSaved) });
  }

  return (
    <Section id="quiet-hours" title={t.accountHome.quietTitle}>
      <form className="acct-form" onSubmit={submit}>
        <p className="acct-hint" id={`${id}-hint`}>
          {t.accountHome.quietHint}
        </p>
        <label className="acct-choice">
          <input
            type="checkbox"
            role="switch"
            aria-checked={enabled}
            checked={enabled}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setEnabled(event.currentTarget.checked)}
          />
          <span>{t.accountHome.quietEnabled}</span>
        </label>
        <div className="acct-field-row">
          <label className="acct-field">
            <span>{t.accountHome.quietFrom}</span>
            <input
              type="time"
              required
              value={from}
              disabled={!enabled}
              onChange={(event) => setFrom(event.currentTarget.value)}
            />
          </label>
          <label className="acct-field">
            <span>{t.accountHome.quietTo}</span>
            <input
              type="time"
              required
              value={to}
              disabled={!enabled}
              onChange={(event) => setTo(event.currentTarget.value)}
            />
          </label>
          <label className="acct-field">
            <span>{t.accountHome.quietZone}</span>
            <select
              value={timeZone}
              disabled={!enabled}
              onChange={(event) => setTimeZone(event.currentTarget.value)}
            >
              {zones.map((zone) => (
                <option key={zone} value={zone}>
                  {zone.replace(/_/g, " ")}
                </option>
              ))}
            </select>
          </label>
        </div>
        <Outcome error={invalid ?? (save.isError ? failureText(t, save.error) : null)} notice={notice} />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid="quiet-hours-save"
        >
          {t.accountHome.quietSave}
        </button>
      </form>
    </Section>
  );
}
