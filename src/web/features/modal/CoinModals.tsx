import { skipToken, useQuery } from "@tanstack/react-query";
import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { formatCoins, formatCoinsWithEuro, formatEuroValue } from "../../../common/money.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { accountKeys } from "../account/index.ts";
import { openOverlay } from "../overlay/index.ts";
import type { ModalContentProps } from "./modalStore.ts";
import { MODAL_TEXTS } from "./texts.ts";

function useGuest(): TGuest | null {
  return (useRouteLoaderData("root") as { guest: TGuest | null } | undefined)?.guest ?? null;
}

/** The guest's balance as the header shows it (its cache: the page data, then each push). */
function Balance({ guest, text }: { guest: TGuest; text: string }) {
  const { language } = useI18n();
  const balance =
    useQuery({ queryKey: accountKeys.balance, queryFn: skipToken, initialData: guest.balance.value }).data ??
    guest.balance.value;
  return (
    <p className="modal-figure num" data-testid="modal-balance">
      {fill(text, { balance: formatCoins(balance, language) })}
    </p>
  );
}

/** The top-up: the payment overlay's charge flow (a visitor logs in first), as the header's button. */
function TopUp({ guest, close, label }: { guest: TGuest | null; close: () => void; label: string }) {
  return (
    <button
      type="button"
      className="btn btn-primary"
      data-testid="modal-top-up"
      onClick={() => {
        close();
        openOverlay(guest ? "moneycharge" : "login");
      }}
    >
      {label}
    </button>
  );
}

/** The vxcoin-info modal box: what VXC are, what one is worth in euro, and the top-up. */
export function VxCoinInfoModal({ titleId, close }: ModalContentProps) {
  const { t, language } = useI18n();
  const m = MODAL_TEXTS[language];
  const guest = useGuest();
  return (
    <div className="coin-modal">
      <h2 id={titleId}>{m.coinTitle}</h2>
      <p>{m.coinText}</p>
      <p className="num" data-testid="modal-coin-rate">
        {fill(m.coinRate, {
          euro: formatEuroValue(1, language),
          coins: formatCoins(100, language),
          price: formatEuroValue(100, language),
        })}
      </p>
      <p>{fill(m.coinPrices, { example: formatCoinsWithEuro(20, language) })}</p>
      {guest ? <Balance guest={guest} text={m.coinBalance} /> : null}
      <div className="modal-actions">
        <TopUp guest={guest} close={close} label={guest ? t.messenger.topUp : m.coinLogin} />
      </div>
    </div>
  );
}

/** The not-enough-money modal box: the balance is too low, with the top-up (the messenger's words). */
export function NotEnoughMoneyModal({ titleId, close }: ModalContentProps) {
  const { t, language } = useI18n();
  const m = MODAL_TEXTS[language];
  const guest = useGuest();
  return (
    <div className="coin-modal">
      <h2 id={titleId}>{t.messenger.notEnoughTitle}</h2>
      {guest ? <Balance guest={guest} text={m.notEnoughText} /> : <p>{m.notEnoughAnonymous}</p>}
      <div className="modal-actions">
        <TopUp guest={guest} close={close} label={t.messenger.topUp} />
        <button type="button" className="btn btn-ghost" onClick={close}>
          {t.messenger.close}
        </button>
      </div>
    </div>
  );
}
