import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { TContestEntry } from "../../../common/contracts/contests.ts";
import type { Language } from "../../../common/languages.ts";
import { isApiError } from "../../api/rest.ts";
import { loginThen, openOverlay } from "../overlay/index.ts";
import { addVote, hideVoteLimitModal, removeVote, setEntryVotes, setGuestVotes } from "./api.ts";

/** What the voting asks of the guest: the confirmation, the vote-limit notice, an error. */
export type VotingDialog =
  | { kind: "confirm"; entry: TContestEntry }
  | { kind: "limit" }
  | { kind: "error"; message: "failed" | "notRunning" | "limit" }
  | null;

/**
 * The votes of one contest page: an anonymous guest logs in first (and comes back here); a guest who
 * did not choose to vote without asking confirms first (the contest-like modal); a vote the server
 * refuses for the limit opens the vote-limit modal (unless the guest hid it); `needAvs` opens the
 * age check (overlay flow avs). Counts and the guest's data follow the answers.
 */
export function useVoting(options: {
  language: Language;
  contestId: number;
  loggedIn: boolean;
  hideConfirmWindow: boolean;
  hideVoteLimitModal: boolean;
}) {
  const client = useQueryClient();
  const [dialog, setDialog] = useState<VotingDialog>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { language, contestId } = options;

  const send = async (entry: TContestEntry, hideConfirmWindow: boolean) => {
    setDialog(null);
    setBusy(entry.mediaId);
    try {
      const result = await addVote(language, {
        contestId,
        mediaId: entry.mediaId,
        actorId: entry.actor.id,
        hideConfirmWindow,
      });
      if (result.needAvs) {
        openOverlay("avs");
        return;
      }
      setEntryVotes(client, contestId, entry.mediaId, result.mediaVotes);
      setGuestVotes(client, result, true, hideConfirmWindow);
    } catch (error) {
      if (isApiError(error, "LIMIT_REACHED"))
        setDialog(options.hideVoteLimitModal ? { kind: "error", message: "limit" } : { kind: "limit" });
      else if (isApiError(error, "CONFLICT")) {
        setDialog({ kind: "error", message: "notRunning" });
        void client.invalidateQueries({ queryKey: ["contests"] });
      } else setDialog({ kind: "error", message: "failed" });
    } finally {
      setBusy(null);
    }
  };

  return {
    dialog,
    busy,
    close: () => setDialog(null),
    /** The vote button: log in, confirm, or vote at once. */
    vote(entry: TContestEntry) {
      if (!options.loggedIn) {
        loginThen({ type: "redirect", url: window.location.pathname });
        return;
      }
      if (options.hideConfirmWindow) void send(entry, true);
      else setDialog({ kind: "confirm", entry });
    },
    confirm: (entry: TContestEntry, dontAskAgain: boolean) => send(entry, dontAskAgain),
    async unvote(entry: TContestEntry) {
      setBusy(entry.mediaId);
      try {
        const result = await removeVote(language, { contestId, mediaId: entry.mediaId });
        setEntryVotes(client, contestId, entry.mediaId, result.mediaVotes);
        setGuestVotes(client, result, false);
      } catch {
        setDialog({ kind: "error", message: "failed" });
      } finally {
        setBusy(null);
      }
    },
    async hideLimit() {
      setDialog(null);
      await hideVoteLimitModal(language, contestId).catch(() => undefined);
      void client.invalidateQueries({ queryKey: ["contests", "guest", contestId] });
    },
  };
}
