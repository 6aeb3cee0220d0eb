import { type FormEvent, useId, useState } from "react";
import { CHAT_SURVEY_TEXT_MAX, type TChatSurveyRating } from "../../../common/chatSurvey.ts";
import type { TChatExitSurveyAnswer } from "../../../common/contracts/survey.ts";
import { isApiError, rest } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { SURVEY_TEXTS } from "./surveyTexts.ts";
import "./survey.css";

type State = "idle" | "sending" | "done" | "already" | "failed";

/** A thumb up (BAD turns it over in CSS): an icon, not an emoji, which not every system draws. */
const THUMB =
  "M1 21h4V9H1v12Zm22-11a2 2 0 0 0-2-2h-6.3l.9-4.6v-.3c0-.4-.1-.8-.4-1.1L14.2 1 7.6 7.6C7.2 8 7 8.4 7 9v10a2 2 0 0 0 2 2h9c.8 0 1.5-.5 1.8-1.2l3-7c.1-.3.2-.5.2-.8v-2Z";

/** POST survey/chatexit: the guest's one rating of an ended chat. */
function sendSurvey(sessionId: number, rating: TChatSurveyRating, text: string) {
  const trimmed = text.trim();
  return rest<TChatExitSurveyAnswer>("survey/chatexit", {
    method: "POST",
    payload: { sessionId, rating, ...(trimmed ? { text: trimmed } : {}) },
  });
}

/**
 * The chat-exit survey (issue 14): BAD or GREAT (a radio group: arrow keys move, the labels say
 * it), an optional text, send, thanks. A chat already rated says so instead of an error.
 */
export function ExitSurvey({ sessionId, actorName }: { sessionId: number; actorName: string }) {
  const { language } = useI18n();
  const texts = SURVEY_TEXTS[language];
  const id = useId();
  const [rating, setRating] = useState<TChatSurveyRating | null>(null);
  const [text, setText] = useState("");
  const [state, setState] = useState<State>("idle");

  if (state === "done" || state === "already")
    return (
      <p className="exit-survey-thanks" role="status" data-testid="exit-survey-thanks">
        {state === "done" ? texts.thanks : texts.already}
      </p>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!rating || state === "sending") return;
    setState("sending");
    try {
      await sendSurvey(sessionId, rating, text);
      setState("done");
    } catch (error) {
      const reason = isApiError(error, "CONFLICT")
        ? (error.details as { reason?: string } | undefined)?.reason
        : undefined;
      setState(reason === "alreadyAnswered" ? "already" : "failed");
    }
  };

  const choice = (value: TChatSurveyRating, label: string) => (
    <label className={`exit-survey-choice exit-survey-${value.toLowerCase()}`}>
      <input
        type="radio"
        name={`${id}-rating`}
        value={value}
        checked={rating === value}
        onChange={() => setRating(value)}
        data-testid={`exit-survey-${value.toLowerCase()}`}
      />
      <svg aria-hidden="true" className="exit-survey-symbol" viewBox="0 0 24 24" width="22" height="22">
        <path d={THUMB} fill="currentColor" />
      </svg>
      <span>{label}</span>
    </label>
  );

  return (
    <form className="exit-survey" onSubmit={submit} data-testid="exit-survey">
      <fieldset>
        <legend>{fill(texts.question, { name: actorName })}</legend>
        <div className="exit-survey-choices">
          {choice("BAD", texts.bad)}
          {choice("GREAT", texts.great)}
        </div>
      </fieldset>
      <label className="exit-survey-text" htmlFor={`${id}-text`}>
        {texts.textLabel}
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        maxLength={CHAT_SURVEY_TEXT_MAX}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint`}
        data-testid="exit-survey-text"
      />
      <p id={`${id}-hint`} className="muted exit-survey-hint num">
        {fill(texts.textHint, { left: CHAT_SURVEY_TEXT_MAX - text.length })}
      </p>
      {state === "failed" ? (
        <p className="live-chat-warning" role="alert">
          {texts.failed}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary"
        disabled={!rating || state === "sending"}
        data-testid="exit-survey-submit"
      >
        {state === "sending" ? texts.sending : texts.submit}
      </button>
    </form>
  );
}
