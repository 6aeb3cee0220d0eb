import type { TContest } from "../../../common/contracts/contests.ts";
import type { Language } from "../../../common/languages.ts";
import type { Dictionary } from "../../i18n/index.ts";

const formats = new Map<Language, Intl.DateTimeFormat>();

/** A date and time in Berlin time (the server's HTML and the browser say the same). */
export function contestDate(iso: string, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "Europe/Berlin",
    });
    formats.set(language, format);
  }
  return format.format(new Date(iso));
}

/** When a contest ends, starts or ended, as its state says: the text around the date, and the date. */
export function contestWhen(contest: TContest, t: Dictionary): { template: string; iso: string } {
  if (contest.state === "next") return { template: t.contests.startsOn, iso: contest.startsAt };
  if (contest.state === "active") return { template: t.contests.endsOn, iso: contest.endsAt };
  return { template: t.contests.endedOn, iso: contest.endsAt };
}
