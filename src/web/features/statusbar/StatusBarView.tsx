import { useState } from "react";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { rest } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { type OverlayFlow, openOverlay } from "../overlay/index.ts";

/** The bars of spec core §3 this site shows, highest priority first. */
export type StatusBarKind =
  | "restricted"
  | "cancelationoffer"
  | "avsstatus"
  | "avsaccepted"
  | "noavs"
  | "mailnotverified";

export type Tone = "warning" | "info" | "success";

export interface Bar {
  kind: StatusBarKind;
  tone: Tone;
  text: string;
  action?: { label: string; flow?: OverlayFlow; resend?: true };
  dismissible: boolean;
}

/** The status bar's view: its text, its action (a flow, or resending the confirmation mail), dismiss. */
export function StatusBarView({
  bar,
  dismiss,
  guest,
}: {
  bar: Bar;
  dismiss: () => void;
  guest: TGuest | null;
}) {
  const { t } = useI18n();
  const [resend, setResend] = useState<"idle" | "busy" | "sent" | "failed">("idle");
  const resendMail = async () => {
    setResend("busy");
    try {
      await rest("auth/resendVerification", { method: "POST" });
      setResend("sent");
    } catch {
      setResend("failed");
    }
  };

  let text = bar.text;
  if (bar.kind === "mailnotverified" && resend === "sent")
    text = fill(t.statusbar.resent, { email: guest?.email ?? "" });
  if (bar.kind === "mailnotverified" && resend === "failed") text = t.statusbar.resendFailed;
  const showAction = bar.action && !(bar.action.resend && resend === "sent");

  return (
    <div
      className={`statusbar statusbar-${bar.tone}`}
      role="status"
      data-testid="statusbar"
      data-bar={bar.kind}
    >
      <div className="container statusbar-inner">
        <span className="statusbar-dot" aria-hidden="true" />
        <p className="statusbar-text">{text}</p>
        <div className="statusbar-actions">
          {showAction && bar.action ? (
            <button
              type="button"
              className="btn btn-small statusbar-action"
              disabled={resend === "busy"}
              onClick={() => {
                if (bar.action?.flow) openOverlay(bar.action.flow);
                else void resendMail();
              }}
            >
              {bar.action.label}
            </button>
          ) : null}
          {bar.dismissible ? (
            <button
              type="button"
              className="icon-btn statusbar-close"
              onClick={dismiss}
              aria-label={t.statusbar.dismiss}
            >
              <Icon name="close" />
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
