import { Link, useRouteLoaderData } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { euroCentsForCoins, formatCoins, formatMoney } from "../../../common/money.ts";
import { rest } from "../../api/rest.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { toggleMenu } from "../../state/menuStore.ts";
import { Icon } from "../../ui/Icon.tsx";
import { useNavbarDropdown } from "../../ui/useNavbarDropdown.ts";
import { accountLinks, useBalance } from "../account/index.ts";
import { openOverlay } from "../overlay/index.ts";

async function logout(): Promise<void> {
  try {
    await rest("vxpay/logout", { method: "POST" });
  } finally {
    window.location.reload();
  }
}

function useGuest(): TGuest | null {
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  return root?.guest ?? null;
}

/** The balance in VXC with its euro value. */
function useBalanceText(guest: TGuest) {
  const coins = useBalance(guest.balance.value);
  const { language } = useI18n();
  return {
    coins: formatCoins(coins, language),
    euro: formatMoney({ value: euroCentsForCoins(coins), currency: "EUR" }, language),
  };
}

/** The account panel of the navbar: balance, top-up, the account's pages and logout. */
function AccountMenu({ guest }: { guest: TGuest }) {
  const { t, language } = useI18n();
  const { open, root, button } = useNavbarDropdown("account");
  const balance = useBalanceText(guest);
  return (
    <div className="account-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="account-menu-btn"
        aria-expanded={open}
        aria-controls="account-menu"
        title={fill(t.account.loggedInAs, { name: guest.name })}
        onClick={() => toggleMenu("account")}
        data-testid="account-menu-button"
      >
        <span className="account-avatar" aria-hidden="true">
          {guest.name.slice(0, 1).toUpperCase()}
        </span>
        <span className="account-name">{guest.name}</span>
        <span className="visually-hidden"> – {t.accountNav.menuLabel}</span>
      </button>
      <div
        id="account-menu"
        className="menu-popover account-panel"
        hidden={!open}
        data-testid="account-panel"
      >
        {/* Rendered when open only: a closed panel costs every logged-in page's render for nothing. */}
        {open ? (
          <>
            <p className="account-panel-head">
              <strong>{guest.name}</strong>
              <span className="muted">{guest.email}</span>
            </p>
            <p className="account-panel-balance num">
              {balance.coins} <span className="muted">({balance.euro})</span>
            </p>
            <button
              type="button"
              className="btn btn-primary btn-small"
              onClick={() => openOverlay("moneycharge")}
            >
              {t.pay.titles.moneycharge}
            </button>
            <ul className="account-panel-links">
              {accountLinks(language, t).map((link) => (
                <li key={link.key}>
                  <Link to={link.to} data-testid={`account-panel-${link.key}`}>
                    <Icon name={link.icon} />
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void logout()}>
              {t.account.logout}
            </button>
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The account area. In the navbar: the balance pill (a button that opens the top-up), "Buy VXC"
 * where there is room, and the account panel; logged out, log in and sign up. In the phone menu:
 * everything spelled out, the account's pages first.
 */
export function AccountArea({ placement = "navbar" }: { placement?: "navbar" | "menu" }) {
  const guest = useGuest();
  const { t } = useI18n();
  if (!guest) {
    return (
      <div className="account-area">
        <button
          type="button"
          className="btn btn-ghost btn-small account-login"
          onClick={() => openOverlay("login")}
        >
          {t.nav.login}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-small account-signup"
          onClick={() => openOverlay("signup")}
        >
          {t.nav.signup}
        </button>
      </div>
    );
  }
  return placement === "navbar" ? <NavbarAccount guest={guest} /> : <MenuAccount guest={guest} />;
}

function NavbarAccount({ guest }: { guest: TGuest }) {
  const { t } = useI18n();
  const balance = useBalanceText(guest);
  return (
    <div className="account-area" data-testid="account-area">
      {guest.isVip ? <span className="badge badge-vip">{t.account.vip}</span> : null}
      <button
        type="button"
        className="account-balance num"
        title={t.accountNav.balanceTopUp}
        onClick={() => openOverlay("moneycharge")}
        data-testid="balance"
      >
        <span className="visually-hidden">{t.account.balance}: </span>
        {balance.coins} <span className="balance-euro">({balance.euro})</span>
        <span className="account-balance-plus" aria-hidden="true">
          +
        </span>
        <span className="visually-hidden"> – {t.accountNav.balanceTopUp}</span>
      </button>
      <button
        type="button"
        className="btn btn-primary btn-small account-top-up"
        onClick={() => openOverlay("moneycharge")}
        data-testid="top-up"
      >
        {t.pay.titles.moneycharge}
      </button>
      <AccountMenu guest={guest} />
    </div>
  );
}

function MenuAccount({ guest }: { guest: TGuest }) {
  const { t, language } = useI18n();
  const balance = useBalanceText(guest);
  return (
    <div className="account-area" data-testid="menu-account-area">
      <p className="menu-account-name">
        {guest.isVip ? <span className="badge badge-vip">{t.account.vip}</span> : null}
        <strong>{guest.name}</strong>
      </p>
      <p className="account-balance num">
        <span className="visually-hidden">{t.account.balance}: </span>
        {balance.coins} <span className="balance-euro">({balance.euro})</span>
      </p>
      <button
        type="button"
        className="btn btn-primary btn-small account-top-up"
        onClick={() => openOverlay("moneycharge")}
      >
        {t.pay.titles.moneycharge}
      </button>
      <ul className="menu-account-links">
        {accountLinks(language, t).map((link) => (
          <li key={link.key}>
            <Link to={link.to} data-testid={`menu-${link.key}`}>
              <Icon name={link.icon} />
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => void logout()}>
        {t.account.logout}
      </button>
    </div>
  );
}
