import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import type { TContestEntry, TContestPage } from "../../../common/contracts/contests.ts";
import { CONTEST_SUBS, type TContestSub } from "../../../common/contracts/values/contests.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { STALE } from "../../api/query.ts";
import { fill, plural, useI18n } from "../../i18n/index.ts";
import { Img } from "../../ui/Img.tsx";
import { useRealtime } from "../realtime/index.ts";
import { contestKeys, fetchGrid, fetchGuestData, fetchTopList, setEntryVotes } from "./api.ts";
import { useVoting } from "./useVoting.ts";
import { ConfirmVote, VoteLimit } from "./VoteDialogs.tsx";
import { When } from "./When.tsx";
import "./contests.css";

/** Entries per grid page. */
export const CONTEST_PAGE_SIZE = 12;

function EntryTile(props: {
  entry: TContestEntry;
  canVote: boolean;
  voted: boolean;
  busy: boolean;
  onVote: () => void;
  onUnvote: () => void;
}) {
  const { t } = useI18n();
  const { entry } = props;
  const label = (template: string) => fill(template, { title: entry.title, name: entry.actor.name });
  return (
    <li className="contest-entry" data-testid="contest-entry" data-media-id={entry.mediaId}>
      <Img
        image={entry.image}
        alt={entry.title}
        ratio={entry.kind === "video" ? "16x9" : "3x4"}
        sizes="(min-width: 768px) 25vw, 50vw"
      />
      {entry.place ? (
        <span className="contest-place">{fill(t.contests.place, { place: entry.place })}</span>
      ) : null}
      <div className="contest-entry-body">
        <span className="contest-entry-title">{entry.title}</span>
        <span className="contest-entry-actor">{fill(t.contests.by, { name: entry.actor.name })}</span>
        <span className="contest-entry-votes" data-testid="entry-votes">
          {plural(t, entry.votes, t.contests.votes)}
        </span>
        {props.canVote ? (
          props.voted ? (
            <button
              type="button"
              className="btn btn-ghost"
              disabled={props.busy}
              onClick={props.onUnvote}
              aria-label={label(t.contests.unvoteLabel)}
              data-testid="unvote"
            >
              {t.contests.unvote}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-primary"
              disabled={props.busy}
              onClick={props.onVote}
              aria-label={label(t.contests.voteLabel)}
              data-testid="vote"
            >
              {t.contests.vote}
            </button>
          )
        ) : null}
      </div>
    </li>
  );
}

/** /contests/{id}/: the header, the guest's votes, the grid with pages and the top list. */
export function ContestPage({ initial, loggedIn }: { initial: TContestPage; loggedIn: boolean }) {
  const { t, language } = useI18n();
  const client = useQueryClient();
  const { header } = initial;
  const contestId = header.id;
  const [sub, setSub] = useState<TContestSub>("top");
  const [page, setPage] = useState(0);
  const [actorName, setActorName] = useState("");
  const [nameField, setNameField] = useState("");
  const offset = page * CONTEST_PAGE_SIZE;
  const isInitial = sub === "top" && page === 0 && actorName === "";
  const grid = useQuery({
    queryKey: contestKeys.grid(contestId, sub, CONTEST_PAGE_SIZE, offset, actorName),
    queryFn: () => fetchGrid(language, contestId, sub, CONTEST_PAGE_SIZE, offset, actorName),
    initialData: isInitial ? initial.grid : undefined,
    placeholderData: (previous) => previous,
    staleTime: STALE.SECONDS_30,
  });
  const top = useQuery({
    queryKey: contestKeys.top(contestId),
    queryFn: () => fetchTopList(language, contestId),
    initialData: { contestId, items: initial.topList },
    staleTime: STALE.SECONDS_30,
  });
  const guest = useQuery({
    queryKey: contestKeys.guest(contestId),
    queryFn: () => fetchGuestData(language, contestId),
    enabled: loggedIn,
    staleTime: STALE.INFINITY,
  });
  useRealtime(["contest.votes"], (message) => {
    if (message.contestId === contestId)
      setEntryVotes(client, contestId, message.mediaId, message.mediaVotes);
  });
  useRealtime(["reconnected"], () => void client.invalidateQueries({ queryKey: contestKeys.all }));
  const voting = useVoting({
    language,
    contestId,
    loggedIn,
    hideConfirmWindow: guest.data?.hideConfirmWindow ?? false,
    hideVoteLimitModal: guest.data?.hideVoteLimitModal ?? false,
  });
  const running = header.state === "active";
  const confirming = voting.dialog?.kind === "confirm" ? voting.dialog.entry : null;
  const voted = new Set(guest.data?.votedMediaIds ?? []);
  const total = grid.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CONTEST_PAGE_SIZE));
  const filter = (event: FormEvent) => {
    event.preventDefault();
    setActorName(nameField.trim());
    setPage(0);
  };
  const tile = (entry: TContestEntry) => (
    <EntryTile
      key={entry.mediaId}
      entry={entry}
      canVote={running}
      voted={voted.has(entry.mediaId)}
      busy={voting.busy === entry.mediaId}
      onVote={() => voting.vote(entry)}
      onUnvote={() => void voting.unvote(entry)}
    />
  );
  return (
    <div className="container contest-page">
      <Link to={buildPath(language, "contests")} className="contest-back">
        {t.contests.back}
      </Link>
      <header className="contest-header">
        <span className={`contest-state contest-state-${header.state}`}>
          {t.contests.stateLabel[header.state]}
        </span>
        <h1>{header.title}</h1>
        <p>{header.description}</p>
        <p className="contest-when">
          <When contest={header} /> · {plural(t, header.entryCount, t.contests.entries)} ·{" "}
          {plural(t, header.totalVotes, t.contests.votes)}
        </p>
        {header.needAvs ? <p className="contest-note">{t.contests.ageCheck}</p> : null}
        {running ? (
          <p className="contest-votes-left" data-testid="votes-left" aria-live="polite">
            {loggedIn
              ? guest.data
                ? plural(t, guest.data.votesLeft, t.contests.votesLeft)
                : "\u00a0"
              : t.contests.loginToVote}
          </p>
        ) : header.state === "last" ? (
          <p className="contest-note">{t.contests.notRunning}</p>
        ) : null}
        {voting.dialog?.kind === "error" ? (
          <p className="contest-error" role="alert" data-testid="contest-error">
            {voting.dialog.message === "limit"
              ? t.contests.limitText
              : voting.dialog.message === "notRunning"
                ? t.contests.notRunning
                : t.contests.failed}
          </p>
        ) : null}
        <div className="contest-info">
          {header.prizes.length > 0 ? (
            <section aria-labelledby="contest-prizes">
              <h2 id="contest-prizes">{t.contests.prizes}</h2>
              <ol>
                {header.prizes
                  .map((prize, index) => ({ prize, place: index + 1 }))
                  .map(({ prize, place }) => (
                    <li key={place}>{prize}</li>
                  ))}
              </ol>
            </section>
          ) : null}
          {header.rules ? (
            <section aria-labelledby="contest-rules">
              <h2 id="contest-rules">{t.contests.rules}</h2>
              <p>{header.rules}</p>
            </section>
          ) : null}
        </div>
      </header>
      {top.data.items.length > 0 ? (
        <section className="contest-top" aria-labelledby="contest-top" data-testid="contest-top">
          <h2 id="contest-top">{t.contests.topList}</h2>
          <ol className="contest-top-list">
            {top.data.items.slice(0, 5).map((entry, index) => (
              <li key={entry.mediaId}>
                <span className="contest-top-rank">{entry.place ?? index + 1}</span>
                <span className="contest-top-title">
                  {entry.title} <small>{fill(t.contests.by, { name: entry.actor.name })}</small>
                </span>
                <span className="contest-top-votes">{plural(t, entry.votes, t.contests.votes)}</span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section className="contest-grid-section" aria-labelledby="contest-grid">
        <h2 id="contest-grid">{t.contests.allEntries}</h2>
        <div className="contest-tools">
          <fieldset className="contest-subs">
            <legend className="visually-hidden">{t.contests.allEntries}</legend>
            {CONTEST_SUBS.filter((s) => s !== "voted" || loggedIn).map((s) => (
              <button
                key={s}
                type="button"
                className={`btn btn-chip${s === sub ? " is-active" : ""}`}
                aria-pressed={s === sub}
                onClick={() => {
                  setSub(s);
                  setPage(0);
                }}
              >
                {s === "top" ? t.contests.sortTop : s === "new" ? t.contests.sortNew : t.contests.sortVoted}
              </button>
            ))}
          </fieldset>
          <form className="contest-filter" onSubmit={filter}>
            <label htmlFor="contest-actor" className="visually-hidden">
              {t.contests.filterLabel}
            </label>
            <input
              id="contest-actor"
              type="search"
              value={nameField}
              maxLength={64}
              placeholder={t.contests.filterLabel}
              onChange={(event) => setNameField(event.target.value)}
            />
            <button type="submit" className="btn btn-ghost">
              {t.contests.filter}
            </button>
          </form>
        </div>
        {grid.data && grid.data.items.length > 0 ? (
          <ul className="contest-entries" data-testid="contest-grid">
            {grid.data.items.map(tile)}
          </ul>
        ) : (
          <p className="contests-empty">{grid.isFetching ? "\u00a0" : t.contests.noEntries}</p>
        )}
        {pages > 1 ? (
          <nav className="contest-pager" aria-label={fill(t.contests.pageOf, { page: page + 1, pages })}>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={page === 0}
              onClick={() => setPage(page - 1)}
            >
              {t.contests.previous}
            </button>
            <span data-testid="contest-page">{fill(t.contests.pageOf, { page: page + 1, pages })}</span>
            <button
              type="button"
              className="btn btn-ghost"
              disabled={page + 1 >= pages}
              onClick={() => setPage(page + 1)}
              data-testid="contest-next-page"
            >
              {t.contests.nextPage}
            </button>
          </nav>
        ) : null}
      </section>
      {confirming ? (
        <ConfirmVote
          entry={confirming}
          onConfirm={(dontAsk) => void voting.confirm(confirming, dontAsk)}
          onCancel={voting.close}
        />
      ) : null}
      {voting.dialog?.kind === "limit" ? (
        <VoteLimit onClose={voting.close} onHide={() => void voting.hideLimit()} />
      ) : null}
    </div>
  );
}
