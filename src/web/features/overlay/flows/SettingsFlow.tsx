import { type FormEvent, useEffect, useState } from "react";
import type { NEWSLETTER_BITS, TGuest } from "../../../../common/contracts/accounts.ts";
import { NOTIFICATION_SETTINGS } from "../../../../common/contracts/values/accounts.ts";
import { LANGUAGES } from "../../../../common/languages.ts";
import { LANGUAGE_NAMES, useI18n } from "../../../i18n/index.ts";
import { FlowError, FlowLoading, FlowNotice, useBusy } from "./flowParts.tsx";
import { paymentErrorText } from "./paymentErrors.ts";
import { DataExport, PaymentHistory, PaymentLinks } from "./settingsParts.tsx";
import type { FlowProps } from "./types.ts";

/** Newsletter bits in the order they are offered. */
const NEWSLETTERS = [1024, 512, 2048, 256] as const satisfies readonly (typeof NEWSLETTER_BITS)[number][];

/**
 * settings: name and language, notifications and newsletters, the payment settings (each opens its
 * own flow), the latest payments and the data export.
 */
export function SettingsFlow({ api, succeeded, switchTo }: FlowProps) {
  const { t } = useI18n();
  const [guest, setGuest] = useState<TGuest | null>(null);
  const [failed, setFailed] = useState(false);
  const { busy, run } = useBusy();
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void api.post<TGuest>("guest/profile/get").then((result) => {
      if (!live) return;
      if (result.ok) setGuest(result.data);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [api]);

  if (!guest) return <FlowLoading failed={failed} />;
  const current = guest;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get("name") ?? "").trim();
    if (name.length < 1 || name.length > 40) {
      setError(t.flows.nameInvalid);
      setNotice(null);
      return;
    }
    const notificationsSettings = Object.fromEntries(
      NOTIFICATION_SETTINGS.map((key) => [key, form.get(`notify-${key}`) === "on"]),
    );
    const wanted = NEWSLETTERS.filter((bit) => form.get(`newsletter-${bit}`) === "on");
    setError(null);
    const outcome = await run(async () => {
      const updated = await api.post<TGuest>("guest/profile/update", {
        name,
        language: String(form.get("language") ?? current.language),
        notificationsSettings,
      });
      if (!updated.ok) return updated;
      let bits = current.newsletterBits;
      for (const bit of NEWSLETTERS) {
        const on = wanted.includes(bit as (typeof wanted)[number]);
        if (on === ((bits & bit) !== 0)) continue;
        const changed = on
          ? await api.post("guest/newsletter/subscribe", {
              typeId: bit,
              userId: current.id,
              emailAddress: current.email,
            })
          : await api.post("guest/newsletter/unsubscribe", { typeId: bit });
        if (!changed.ok) return changed;
        bits = on ? bits | bit : bits & ~bit;
      }
      return { ...updated, data: { ...updated.data, newsletterBits: bits } };
    });
    if (outcome.ok) {
      setGuest(outcome.data);
      setNotice(t.flows.settingsSaved);
      succeeded();
    } else {
      setNotice(null);
      setError(outcome.code === "VALIDATION_FAILED" ? t.flows.nameInvalid : paymentErrorText(t, outcome));
    }
  }

  const notifyLabels = t.flows.notifications as Record<string, string>;
  const newsletterLabels = t.flows.newsletters as Record<string, string>;
  return (
    <div className="overlay-stack settings" data-testid="settings">
      <form className="overlay-form" onSubmit={save} noValidate data-testid="settings-form">
        <h2>{t.flows.profile}</h2>
        <p className="overlay-note">{guest.email}</p>
        <div className="field-row">
          <label>
            {t.overlay.name}
            <input name="name" defaultValue={guest.name} required maxLength={40} autoComplete="nickname" />
          </label>
          <label>
            {t.nav.language}
            <select name="language" defaultValue={guest.language}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <p className="field-hint">{t.flows.languageNote}</p>
        <fieldset className="choice-list">
          <legend>{t.flows.notificationsTitle}</legend>
          {NOTIFICATION_SETTINGS.map((key) => (
            <label key={key} className="choice">
              <input
                type="checkbox"
                name={`notify-${key}`}
                defaultChecked={guest.notificationsSettings[key] ?? false}
              />
              <span>{notifyLabels[key] ?? key}</span>
            </label>
          ))}
        </fieldset>
        <fieldset className="choice-list">
          <legend>{t.flows.newslettersTitle}</legend>
          {NEWSLETTERS.map((bit) => (
            <label key={bit} className="choice">
              <input
                type="checkbox"
                name={`newsletter-${bit}`}
                defaultChecked={(guest.newsletterBits & bit) !== 0}
              />
              <span>{newsletterLabels[String(bit)] ?? bit}</span>
            </label>
          ))}
        </fieldset>
        <FlowError text={error} />
        <FlowNotice text={notice} />
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="settings-save">
          {t.flows.settingsSave}
        </button>
      </form>
      <section aria-labelledby="settings-payment">
        <h2 id="settings-payment">{t.flows.paymentTitle}</h2>
        <PaymentLinks api={api} switchTo={switchTo} />
      </section>
      <section aria-labelledby="settings-history">
        <h2 id="settings-history">{t.flows.history}</h2>
        <PaymentHistory api={api} />
      </section>
      <section aria-labelledby="settings-data">
        <h2 id="settings-data">{t.flows.dataTitle}</h2>
        <DataExport api={api} />
      </section>
    </div>
  );
}
