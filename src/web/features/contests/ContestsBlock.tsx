import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import type { TContestLists } from "../../../common/contracts/contests.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";
import { useI18n } from "../../i18n/index.ts";
import { contestKeys } from "./api.ts";
import { ContestCard } from "./ContestsPage.tsx";

/**
 * The start page's Contests block: the running contests (else the next ones), read in the browser
 * like the blocks below the first screen; nothing when there is none.
 */
export function ContestsBlock() {
  const { t, language } = useI18n();
  const lists = useQuery({
    queryKey: [...contestKeys.lists(), language],
    queryFn: () => rest<TContestLists>("contests", { language }),
    staleTime: STALE.SECONDS_30,
  });
  const shown = lists.data
    ? (lists.data.active.length > 0 ? lists.data.active : lists.data.next).slice(0, 3)
    : [];
  if (shown.length === 0) return null;
  return (
    <section
      className="contests-section home-contests"
      aria-labelledby="home-contests"
      data-testid="home-contests"
    >
      <h2 id="home-contests">{t.contests.title}</h2>
      <ul className="contest-cards">
        {shown.map((contest) => (
          <ContestCard key={contest.id} contest={contest} />
        ))}
      </ul>
      <Link to={buildPath(language, "contests")} className="contest-back">
        {t.contests.back}
      </Link>
    </section>
  );
}
