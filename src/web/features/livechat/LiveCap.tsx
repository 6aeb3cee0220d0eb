import { type FormEvent, useState } from "react";
import type { Language } from "../../../common/languages.ts";
import { formatEuroValue, formatMoney } from "../../../common/money.ts";
import type { TLiveSessionState } from "../../../common/realtime.ts";
import { isApiError } from "../../api/rest.ts";
import { fill } from "../../i18n/index.ts";
import { changeLiveChatCap } from "./api.ts";
import type { LiveChatTexts } from "./texts.ts";

/** The largest cap the server takes (ZLiveStart, ZLiveCapChange). */
const MAX_CAP = 10_000_000;
/** The cap a guest is offered first when they choose to set one: ten minutes. */
const SUGGESTED_MINUTES = 10;

/** A cap as the guest is typing it: whether there is one, and the VXC as typed. */
export interface CapDraft {
  limited: boolean;
  coins: string;
}

/** Whole minutes a cap pays after what the chat has cost so far (0 for a free chat). */
export function capMinutes(cap: number, spent: number, price: number): number {
  return price > 0 ? Math.max(0, Math.floor((cap - spent) / price)) : 0;
}

/** A new draft: no cap, or (when turned on) ten minutes' worth after what was spent. */
export function suggestedDraft(cap: number | null, spent: number, price: number): CapDraft {
  return { limited: cap !== null, coins: String(cap ?? spent + SUGGESTED_MINUTES * price) };
}

/**
 * The draft's cap: null for none, a number of VXC, or "invalid" (not a whole number from `minimum`
 * up to the largest cap).
 */
export function capOf(draft: CapDraft, minimum: number): number | null | "invalid" {
  if (!draft.limited) return null;
  const coins = Number(draft.coins);
  return Number.isInteger(coins) && coins >= Math.max(1, minimum) && coins <= MAX_CAP ? coins : "invalid";
}

/**
 * The cap's control (the start dialog and the running chat): a switch "limit what this chat may
 * cost" and the limit in VXC, with what it is worth in euros and the minutes it buys at the price.
 */
export function CapField(props: {
  id: string;
  draft: CapDraft;
  onChange: (draft: CapDraft) => void;
  price: number;
  spent: number;
  minimum: number;
  texts: LiveChatTexts;
  language: Language;
}) {
  const { id, draft, price, spent, minimum, texts, language } = props;
  const coins = (value: number) => formatMoney({ value, currency: "VXC" }, language);
  const cap = capOf(draft, minimum);
  return (
    <fieldset className="live-cap-field" data-testid="live-cap-field">
      <label className="checkbox">
        <input
          type="checkbox"
          checked={draft.limited}
          onChange={(event) => props.onChange({ ...draft, limited: event.target.checked })}
          data-testid="live-cap-toggle"
        />
        {texts.capToggle}
      </label>
      {draft.limited ? (
        <div className="live-cap-input">
          <label htmlFor={id}>{texts.capLabel}</label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={Math.max(1, minimum)}
            max={MAX_CAP}
            step={1}
            value={draft.coins}
            onChange={(event) => props.onChange({ ...draft, coins: event.target.value })}
            aria-describedby={`${id}-buys`}
            aria-invalid={cap === "invalid"}
            data-testid="live-cap-input"
          />
          <output
            id={`${id}-buys`}
            htmlFor={id}
            className="num"
            aria-live="polite"
            data-testid="live-cap-buys"
          >
            {cap === "invalid"
              ? fill(texts.capTooLow, { price: coins(Math.max(minimum, price)) })
              : cap === null
                ? null
                : fill(texts.capBuys, {
                    euro: formatEuroValue(cap, language),
                    minutes: capMinutes(cap, spent, price),
                    price: coins(price),
                  })}
          </output>
        </div>
      ) : null}
    </fieldset>
  );
}

/**
 * The running chat's cap (issue 26): the limit with its euro value and the minutes it still pays,
 * or "no limit"; the guest raises, lowers or removes it (POST livechat/{id}/cap). The server
 * refuses a limit below what the chat has cost; one at that amount ends it when the next minute
 * starts (503).
 */
export function LiveCapControl(props: {
  session: TLiveSessionState;
  texts: LiveChatTexts;
  language: Language;
  onChanged: (session: TLiveSessionState) => void;
}) {
  const { session, texts, language } = props;
  const [draft, setDraft] = useState<CapDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const price = session.pricePerMinute;
  const cap = session.capCoins;
  const coins = (value: number) => formatMoney({ value, currency: "VXC" }, language);
  const minutes = cap === null ? 0 : capMinutes(cap, session.coinsCharged, price);

  const save = async (next: number | null) => {
    setBusy(true);
    setNote(null);
    try {
      const answer = await changeLiveChatCap(session.sessionId, next, language);
      props.onChanged(answer.session);
      setDraft(null);
      setNote({ text: texts.capSaved, error: false });
    } catch (error) {
      const minimum = isApiError(error, "CONFLICT")
        ? (error.details as { minimum?: unknown } | undefined)?.minimum
        : undefined;
      setNote({
        text:
          typeof minimum === "number"
            ? fill(texts.capBelowSpent, { coins: coins(minimum) })
            : texts.capFailed,
        error: true,
      });
    }
    setBusy(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const next = capOf(draft, session.coinsCharged);
    if (next !== "invalid") void save(next);
  };

  return (
    <section className="live-cap" aria-label={texts.capTitle} data-testid="live-cap">
      <p className="live-cap-now">
        <span>{texts.capTitle}: </span>
        <strong className="num" data-testid="live-cap-value">
          {cap === null
            ? texts.capNone
            : fill(texts.capShown, { coins: coins(cap), euro: formatEuroValue(cap, language) })}
        </strong>
        {cap !== null ? (
          <span className="live-cap-left" data-testid="live-cap-left">
            {" · "}
            {minutes > 0 ? fill(texts.capLeft, { minutes }) : texts.capEndsNext}
          </span>
        ) : null}
        {draft ? null : (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => {
              setNote(null);
              setDraft(suggestedDraft(cap, session.coinsCharged, price));
            }}
            data-testid="live-cap-change"
          >
            {texts.capChange}
          </button>
        )}
      </p>
      {draft ? (
        <form className="live-cap-form" onSubmit={submit} noValidate>
          <CapField
            id={`live-cap-${session.sessionId}`}
            draft={draft}
            onChange={setDraft}
            price={price}
            spent={session.coinsCharged}
            minimum={session.coinsCharged}
            texts={texts}
            language={language}
          />
          <div className="live-cap-actions">
            <button
              type="submit"
              className="btn btn-small btn-primary"
              disabled={busy || capOf(draft, session.coinsCharged) === "invalid"}
              data-testid="live-cap-save"
            >
              {texts.capSave}
            </button>
            <button type="button" className="btn btn-small btn-ghost" onClick={() => setDraft(null)}>
              {texts.cancel}
            </button>
          </div>
        </form>
      ) : null}
      {note ? (
        <p
          className={note.error ? "live-text-error" : "live-cap-note"}
          role={note.error ? "alert" : "status"}
        >
          {note.text}
        </p>
      ) : null}
    </section>
  );
}
