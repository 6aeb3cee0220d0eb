/**
 * Quiet hours (issue 15): the one rule every alert sender asks before an SMS or a web push of an
 * online alert or a show reminder. A window from `from` to `to` (HH:MM, wall-clock time in the
 * guest's IANA zone) that may wrap midnight (22:00-08:00); `from` is inside, `to` is not. Wall-clock
 * time makes DST days come out as a guest expects: 22:00-08:00 ends at 08:00 local time whether the
 * night had 7, 8 or 9 hours.
 */
export interface QuietHours {
  enabled: boolean;
  /** Start, HH:MM (24 h). */
  from: string;
  /** End, HH:MM (24 h), not equal to `from`. */
  to: string;
  /** IANA time zone, e.g. Europe/Berlin. */
  timeZone: string;
}

/** The zone of guests who never chose one. */
export const DEFAULT_QUIET_TIME_ZONE = "Europe/Berlin";

/** The settings of a guest who never set quiet hours: off, 22:00-08:00 Berlin time. */
export const DEFAULT_QUIET_HOURS: QuietHours = {
  enabled: false,
  from: "22:00",
  to: "08:00",
  timeZone: DEFAULT_QUIET_TIME_ZONE,
};

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an HH:MM time, or null when it is not one. */
export function minutesOfTime(time: string): number | null {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** HH:MM of minutes since midnight. */
export function timeOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Whether Intl knows this IANA time zone (Europe/Berlin, UTC; not "Mars/Base" nor an offset). */
export function isTimeZone(value: string): boolean {
  if (value.length === 0 || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    formatIn(value);
    return true;
  } catch {
    return false;
  }
}

/** Minutes since local midnight of an instant in a time zone. */
export function localMinutes(at: Date, timeZone: string): number {
  const parts = formatIn(timeZone).formatToParts(at);
  const value = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  return value("hour") * 60 + value("minute");
}

/**
 * Whether `at` lies in the guest's quiet hours. Off, malformed settings or an unknown zone are never
 * quiet (an alert is better sent than lost).
 */
export function isQuietAt(settings: QuietHours | null | undefined, at: Date): boolean {
  if (!settings?.enabled) return false;
  const from = minutesOfTime(settings.from);
  const to = minutesOfTime(settings.to);
  if (from === null || to === null || from === to || !isTimeZone(settings.timeZone)) return false;
  const now = localMinutes(at, settings.timeZone);
  return from < to ? now >= from && now < to : now >= from || now < to;
}
