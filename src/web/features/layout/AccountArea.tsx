import { useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { euroCentsForCoins, formatCoins, formatMoney } from "../../../common/money.ts";
import { rest } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { useBalance } from "../account/balance.ts";
import { openOverlay } from "../overlay/overlayStore.ts";

async function logout(): Promise<void> {
  try {
    await rest("vxpay/logout", { method: "POST" });
  } finally {
    window.location.reload();
  }
}

/** Navbar account area: balance (VXC with its euro value), VIP state and logout; or login and sign-up. */
export function AccountArea({ placement = "navbar" }: { placement?: "navbar" | "menu" }) {
  const testId = (id: string) => (placement === "navbar" ? id : undefined);
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;
  const { t } = useI18n();
  const coins = useBalance(guest?.balance.value ?? 0);
  if (!guest) {
    return (
      <div className="account-area">
        <button type="button" className="btn btn-ghost btn-small" onClick={() => openOverlay("login")}>
          {t.nav.login}
        </button>
        <button type="button" className="btn btn-primary btn-small" onClick={() => openOverlay("signup")}>
          {t.nav.signup}
        </button>
      </div>
    );
  }
  const euro = formatMoney({ value: euroCentsForCoins(coins), currency: "EUR" });
  return (
    <div className="account-area" data-testid={testId("account-area")}>
      {guest.isVip ? <span className="badge badge-vip">{t.account.vip}</span> : null}
      <span className="account-balance num" title={t.account.balance} data-testid={testId("balance")}>
        <span className="visually-hidden">{t.account.balance}: </span>
        {formatCoins(coins)} <span className="balance-euro">({euro})</span>
      </span>
      <button
        type="button"
        className="btn btn-primary btn-small account-top-up"
        onClick={() => openOverlay("moneycharge")}
        data-testid={testId("top-up")}
      >
        {t.pay.titles.moneycharge}
      </button>
      <button
        type="button"
        className="account-name link-button"
        title={fill(t.account.loggedInAs, { name: guest.name })}
        onClick={() => openOverlay("settings")}
      >
        {guest.name}
      </button>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => void logout()}>
        {t.account.logout}
      </button>
    </div>
  );
}
