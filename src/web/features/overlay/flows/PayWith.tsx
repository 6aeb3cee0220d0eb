import { useId, useState } from "react";
import type { TCard, TSavedCard } from "../../../../common/contracts/payments.ts";
import { fill, useI18n } from "../../../i18n/index.ts";

/** Reads "MM/YY" (or "MM/YYYY") into month and four-digit year; null when malformed. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

export type PayWithValue = { card?: TCard; saveCard: boolean } | { error: "expiry" };

/** Reads the card fields of a form rendered with <PayWith>. */
export function readPayWith(form: FormData): PayWithValue {
  const field = (name: string) => String(form.get(name) ?? "");
  if (field("payWith") === "saved") return { saveCard: false };
  const expiry = parseExpiry(field("cardExpiry"));
  if (!expiry) return { error: "expiry" };
  return {
    card: {
      number: field("cardNumber"),
      cvc: field("cardCvc").trim(),
      holder: field("cardHolder"),
      ...expiry,
    },
    saveCard: form.get("saveCard") === "on",
  };
}

/** The card fields alone (new card, changecc). */
export function CardFields() {
  const { t } = useI18n();
  return (
    <fieldset className="card-fields">
      <legend className="visually-hidden">{t.pay.newCard}</legend>
      <label className="card-number">
        {t.pay.cardNumber}
        <input
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          maxLength={23}
          placeholder="1234 5678 9012 3456"
        />
      </label>
      <label>
        {t.pay.cardExpiry}
        <input name="cardExpiry" autoComplete="cc-exp" required maxLength={7} placeholder="MM/YY" />
      </label>
      <label>
        {t.pay.cardCvc}
        <input name="cardCvc" inputMode="numeric" autoComplete="cc-csc" required maxLength={4} />
      </label>
      <label className="card-holder">
        {t.pay.cardHolder}
        <input name="cardHolder" autoComplete="cc-name" required maxLength={80} />
      </label>
    </fieldset>
  );
}

/**
 * How to pay: the saved card (when there is one) or a new card, optionally saved for one-click
 * and auto-recharge. `alwaysSaved` says a new card is kept anyway (subscriptions renew from it).
 */
export function PayWith({ saved, alwaysSaved = false }: { saved: TSavedCard | null; alwaysSaved?: boolean }) {
  const { t } = useI18n();
  const [method, setMethod] = useState<"saved" | "new">(saved ? "saved" : "new");
  const name = useId();
  return (
    <div className="pay-with">
      {saved ? (
        <fieldset className="choice-list">
          <legend>{t.pay.payWith}</legend>
          <label className="choice">
            <input
              type="radio"
              name="payWith"
              value="saved"
              checked={method === "saved"}
              onChange={() => setMethod("saved")}
            />
            <span>
              {fill(t.pay.savedCard, {
                brand: saved.brand.toUpperCase(),
                last4: saved.last4,
                expiry: `${String(saved.expMonth).padStart(2, "0")}/${String(saved.expYear).slice(-2)}`,
              })}
            </span>
          </label>
          <label className="choice">
            <input
              type="radio"
              name="payWith"
              value="new"
              checked={method === "new"}
              onChange={() => setMethod("new")}
            />
            <span>{t.pay.newCard}</span>
          </label>
        </fieldset>
      ) : (
        <input type="hidden" name="payWith" value="new" />
      )}
      {method === "new" ? (
        <>
          <CardFields />
          {alwaysSaved ? (
            <p className="overlay-note">{t.pay.cardKeptForRenewal}</p>
          ) : (
            <label className="checkbox" htmlFor={`${name}-save`}>
              <input id={`${name}-save`} type="checkbox" name="saveCard" />
              {t.pay.saveCard}
            </label>
          )}
        </>
      ) : null}
    </div>
  );
}
