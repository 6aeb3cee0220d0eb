import { useEffect, useRef, useState } from "react";
import type { TMessengerOneClickResult } from "../../../../common/contracts/messenger.ts";
import { formatCoins, formatMoney } from "../../../../common/money.ts";
import { useCharge } from "../../../api/useCharge.ts";
import { fill, useI18n } from "../../../i18n/index.ts";
import { useDialogFocus } from "../../../ui/Dialog.tsx";
import { openOverlay } from "../../overlay/index.ts";
import { messengerApi } from "../api.ts";
import { useOneClickPackages } from "./useOneClickPackages.ts";

function resultMessageOf(details: unknown): { success: boolean; text: string } | null {
  if (typeof details !== "object" || details === null) return null;
  const message = (details as { resultMessage?: unknown }).resultMessage;
  if (typeof message !== "object" || message === null) return null;
  const { success, text } = message as { success?: unknown; text?: unknown };
  return typeof text === "string" ? { success: success === true, text } : null;
}

/**
 * The not-enough-money modal: with one-click on and a saved card, the guest's one-click amounts
 * top up at once (then the message goes again with its key); otherwise, and always as well, a
 * top-up opens the payment overlay. The text stays in the box.
 */
export function NotEnoughMoney({
  price,
  channelId,
  onClose,
  onToppedUp,
}: {
  price: number;
  channelId: number;
  onClose: () => void;
  onToppedUp: (result: { success: boolean; text: string }) => void;
}) {
  const { t, language } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const packages = useOneClickPackages();
  const [charging, setCharging] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // Through the charge hook: a repeated click on an amount after a lost answer never charges twice.
  const topUp = useCharge<{ channelId: number; packageId: string }, TMessengerOneClickResult>({
    name: (input) => `oneclick-${input.channelId}-${input.packageId}`,
    call: (input, request) => messengerApi.oneClick(input.channelId, input.packageId, request, language),
  });
  // Before showModal (it moves focus): the opener is remembered, Tab goes round inside. The native
  // modal dialog makes the page inert and closes on Escape itself.
  useDialogFocus(dialog, { open: true, inertOthers: false });
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);

  async function oneClick(packageId: string): Promise<void> {
    if (charging) return;
    setCharging(packageId);
    setFailed(null);
    const answer = await topUp.charge({ channelId, packageId });
    setCharging(null);
    if (answer.ok) {
      if (answer.result.status === "succeeded") onToppedUp(answer.result.resultMessage);
      else setFailed(answer.result.resultMessage.text);
    } else if (answer.retry) setFailed(t.charge.noAnswer);
    else setFailed(resultMessageOf(answer.error.details)?.text ?? t.messenger.oneClickFailed);
  }

  return (
    <dialog
      ref={dialog}
      className="msg-modal"
      aria-labelledby="msg-modal-title"
      onClose={onClose}
      data-testid="not-enough-money"
    >
      <h2 id="msg-modal-title">{t.messenger.notEnoughTitle}</h2>
      <p>{fill(t.messenger.notEnoughText, { price: formatCoins(price, language) })}</p>
      {packages && packages.length > 0 ? (
        <div className="msg-oneclick" data-testid="oneclick-options">
          <p className="muted">{fill(t.messenger.oneClickIntro, { card: packages[0]?.card ?? "" })}</p>
          <div className="msg-modal-actions">
            {packages.map((item) => (
              <button
                key={item.id}
                type="button"
                className="btn btn-primary"
                data-testid={`oneclick-${item.id}`}
                disabled={charging !== null}
                aria-busy={charging === item.id}
                onClick={() => void oneClick(item.id)}
              >
                {charging === item.id
                  ? t.messenger.oneClickCharging
                  : fill(t.messenger.oneClickFor, {
                      coins: formatCoins(item.coins, language),
                      price: formatMoney({ value: item.priceCents, currency: "EUR" }, language),
                    })}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      {failed ? (
        <p className="msg-problem" role="alert" data-testid="oneclick-failed">
          {failed}
        </p>
      ) : null}
      <div className="msg-modal-actions">
        <button
          type="button"
          className={packages && packages.length > 0 ? "btn btn-secondary" : "btn btn-primary"}
          data-testid="modal-top-up"
          onClick={() => {
            onClose();
            openOverlay("moneycharge");
          }}
        >
          {t.messenger.topUp}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          {t.messenger.close}
        </button>
      </div>
    </dialog>
  );
}
