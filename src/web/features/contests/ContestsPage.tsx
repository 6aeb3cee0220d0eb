import { Link } from "react-router";
import type { TContest, TContestLists } from "../../../common/contracts/contests.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { plural, useI18n } from "../../i18n/index.ts";
import { Img } from "../../ui/Img.tsx";
import { When } from "./When.tsx";
import "./contests.css";

/** A contest's card: its leading entry's image, state, dates and counts. */
export function ContestCard({ contest }: { contest: TContest }) {
  const { t, language } = useI18n();
  return (
    <li className="contest-card" data-testid="contest-card">
      <Link to={buildPath(language, "contest", { id: contest.id })} className="contest-card-link">
        <Img image={contest.cover} alt="" ratio="16x9" sizes="(min-width: 768px) 33vw, 100vw" />
        <span className={`contest-state contest-state-${contest.state}`}>
          {t.contests.stateLabel[contest.state]}
        </span>
        <span className="contest-card-body">
          <span className="contest-card-title">{contest.title}</span>
          <span className="contest-card-meta">
            <When contest={contest} />
          </span>
          <span className="contest-card-meta">
            {plural(t, contest.entryCount, t.contests.entries)} ·{" "}
            {plural(t, contest.totalVotes, t.contests.votes)}
          </span>
        </span>
      </Link>
    </li>
  );
}

function Section({ id, title, contests }: { id: string; title: string; contests: TContest[] }) {
  const { t } = useI18n();
  return (
    <section className="contests-section" aria-labelledby={id} data-testid={`contests-${id}`}>
      <h2 id={id}>{title}</h2>
      {contests.length === 0 ? (
        <p className="contests-empty">{t.contests.none}</p>
      ) : (
        <ul className="contest-cards">
          {contests.map((contest) => (
            <ContestCard key={contest.id} contest={contest} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** /contests/: the contests running, coming and finished (spec content §3 active, next, last). */
export function ContestsPage({ lists }: { lists: TContestLists }) {
  const { t } = useI18n();
  return (
    <div className="container contests-page">
      <h1>{t.contests.title}</h1>
      <p className="contests-intro">{t.contests.intro}</p>
      <Section id="active" title={t.contests.active} contests={lists.active} />
      <Section id="next" title={t.contests.next} contests={lists.next} />
      <Section id="last" title={t.contests.last} contests={lists.last} />
    </div>
  );
}
