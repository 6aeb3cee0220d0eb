import { useId, useState } from "react";
import type { TContestEntry } from "../../../common/contracts/contests.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";

/** The contest-like modal: confirms a vote, with the choice to vote without asking from now on. */
export function ConfirmVote(props: {
  entry: TContestEntry;
  onConfirm: (dontAskAgain: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [dontAsk, setDontAsk] = useState(false);
  const id = useId();
  return (
    <ConfirmDialog
      title={t.contests.confirmTitle}
      confirmLabel={t.contests.confirm}
      cancelLabel={t.contests.cancel}
      onConfirm={() => props.onConfirm(dontAsk)}
      onCancel={props.onCancel}
      testId="contest-like"
      footer={
        <label htmlFor={id} className="contest-check">
          <input
            id={id}
            type="checkbox"
            checked={dontAsk}
            onChange={(event) => setDontAsk(event.target.checked)}
          />
          {t.contests.dontAsk}
        </label>
      }
    >
      <p>{fill(t.contests.confirmText, { title: props.entry.title, name: props.entry.actor.name })}</p>
    </ConfirmDialog>
  );
}

/** The vote-limit modal: all 5 votes are given; the guest may hide it for this contest. */
export function VoteLimit(props: { onClose: () => void; onHide: () => void }) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      title={t.contests.limitTitle}
      confirmLabel={t.contests.ok}
      cancelLabel={t.contests.cancel}
      onConfirm={props.onClose}
      onCancel={props.onClose}
      testId="contest-vote-limit"
      footer={
        <button type="button" className="btn btn-ghost contest-hide-limit" onClick={props.onHide}>
          {t.contests.limitDontShow}
        </button>
      }
    >
      <p>{t.contests.limitText}</p>
    </ConfirmDialog>
  );
}
