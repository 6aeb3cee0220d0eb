import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useState } from "react";
import type { TActorNote } from "../../../common/contracts/actors.ts";
import { ACTOR_NOTE_MAX_LENGTH } from "../../../common/contracts/values/actors.ts";
import { STALE } from "../../api/query.ts";
import { rest } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { actorKeys } from "./queries.ts";

type Status = "loading" | "idle" | "saving" | "saved" | "error";

/** The logged-in guest's private note on an actor (actor/getActorNoteById, actor/storeActorNote). */
export function ActorNote({ actorId, actorName }: { actorId: number; actorName: string }) {
  const { t, language } = useI18n();
  const id = useId();
  const client = useQueryClient();
  const key = actorKeys.note(actorId, language);
  const note = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await rest<{ note: TActorNote | null }>(`actor/getActorNoteById/${actorId}`, { language })).note
        ?.comment ?? "",
    staleTime: STALE.NONE,
  });
  const [comment, setComment] = useState("");
  const [saveStatus, setStatus] = useState<Exclude<Status, "loading">>("idle");
  // A read failing leaves the field empty and usable, as before.
  const status: Status = note.isPending ? "loading" : saveStatus;

  useEffect(() => {
    if (note.data !== undefined) setComment(note.data);
  }, [note.data]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setStatus("saving");
    try {
      const answer = await rest<{ note: TActorNote | null }>("actor/storeActorNote", {
        method: "POST",
        payload: { actorId, comment },
        language,
      });
      const saved = answer.note?.comment ?? "";
      client.setQueryData(key, saved);
      setComment(saved);
      setStatus("saved");
    } catch {
      setStatus("error");
    }
  }

  return (
    <form className="actor-note" onSubmit={save} data-testid="actor-note">
      <label htmlFor={`${id}-note`}>
        <span className="actor-note-title">{t.insights.noteTitle}</span>
        <span className="muted actor-note-hint">{t.insights.noteHint}</span>
      </label>
      <textarea
        id={`${id}-note`}
        value={comment}
        maxLength={ACTOR_NOTE_MAX_LENGTH}
        rows={3}
        placeholder={fill(t.insights.notePlaceholder, { name: actorName })}
        onChange={(event) => {
          setComment(event.target.value);
          if (status === "saved" || status === "error") setStatus("idle");
        }}
        disabled={status === "loading"}
      />
      <div className="actor-note-actions">
        <button
          type="submit"
          className="btn btn-secondary btn-small"
          disabled={status === "loading" || status === "saving"}
        >
          {t.insights.noteSave}
        </button>
        <span role="status" className={status === "error" ? "actor-note-error" : "muted"}>
          {status === "saved" ? t.insights.noteSaved : status === "error" ? t.insights.noteError : ""}
        </span>
      </div>
    </form>
  );
}
