import { type FormEvent, useState } from "react";
import type { TGuestState } from "../../../common/contracts/accounts.ts";
import { NOTIFICATION_SETTINGS } from "../../../common/contracts/values/accounts.ts";
import { useI18n } from "../../i18n/index.ts";
import { failureText, Outcome, Section } from "./parts.tsx";
import { useSaveSettings } from "./queries.ts";

/** Newsletters in the order they are offered (as in the overlay's settings). */
const NEWSLETTERS = [1024, 512, 2048, 256] as const;

/** Settings: the notification switches and the newsletters. */
export function SettingsSection({ guest }: { guest: TGuestState }) {
  const { t } = useI18n();
  const save = useSaveSettings();
  const [notice, setNotice] = useState<string | null>(null);
  const notifyLabels = t.flows.notifications as Record<string, string>;
  const newsletterLabels = t.flows.newsletters as Record<string, string>;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setNotice(null);
    save.mutate(
      {
        guest,
        notifications: Object.fromEntries(
          NOTIFICATION_SETTINGS.map((key) => [key, form.get(`notify-${key}`) === "on"]),
        ),
        newsletters: NEWSLETTERS.filter((bit) => form.get(`newsletter-${bit}`) === "on"),
      },
      { onSuccess: () => setNotice(t.flows.settingsSaved) },
    );
  }

  return (
    <Section id="settings" title={t.accountHome.settingsTitle}>
      <form className="acct-form" onSubmit={submit}>
        <div className="acct-field-row">
          <fieldset className="acct-choices">
            <legend>{t.flows.notificationsTitle}</legend>
            {NOTIFICATION_SETTINGS.map((key) => (
              <label key={key} className="acct-choice">
                <input
                  type="checkbox"
                  name={`notify-${key}`}
                  defaultChecked={guest.notificationsSettings[key] ?? false}
                />
                <span>{notifyLabels[key] ?? key}</span>
              </label>
            ))}
          </fieldset>
          <fieldset className="acct-choices">
            <legend>{t.flows.newslettersTitle}</legend>
            {NEWSLETTERS.map((bit) => (
              <label key={bit} className="acct-choice">
                <input
                  type="checkbox"
                  name={`newsletter-${bit}`}
                  defaultChecked={(guest.newsletterBits & bit) !== 0}
                />
                <span>{newsletterLabels[String(bit)] ?? bit}</span>
              </label>
            ))}
          </fieldset>
        </div>
        <Outcome error={save.isError ? failureText(t, save.error) : null} notice={notice} />
        <button
          type="submit"
          className="btn btn-primary"
          disabled={save.isPending}
          data-testid="settings-save"
        >
          {t.flows.settingsSave}
        </button>
      </form>
    </Section>
  );
}
