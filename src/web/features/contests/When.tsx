import type { TContest } from "../../../common/contracts/contests.ts";
import { useI18n } from "../../i18n/index.ts";
import { contestDate, contestWhen } from "./format.ts";

/** "Ends …", "Starts …" or "Ended …" with the date as a `<time datetime>` in Berlin time. */
export function When({ contest }: { contest: TContest }) {
  const { t, language } = useI18n();
  const { template, iso } = contestWhen(contest, t);
  const [before = "", after = ""] = template.split("{date}");
  return (
    <>
      {before}
      <time dateTime={iso}>{contestDate(iso, language)}</time>
      {after}
    </>
  );
}
