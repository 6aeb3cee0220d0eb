import { lazy, type ReactNode, Suspense } from "react";
import { Link } from "react-router";
import { euroCentsForCoins, formatCoins, formatMoney } from "../../../common/money.ts";
import { useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { openOverlay } from "../overlay/index.ts";
import { accountLinks } from "./accountLinks.ts";
import { BonusSection } from "./BonusSection.tsx";
import { useBalance } from "./balance.ts";
import { LimitSection } from "./LimitSection.tsx";
import { OneClickBuySection } from "./OneClickBuySection.tsx";
import { ONE_CLICK_TEXTS } from "./oneClickTexts.ts";
import { ProfileSection } from "./ProfileSection.tsx";
import { Loading } from "./parts.tsx";
import { useProfile } from "./queries.ts";
import { SettingsSection } from "./SettingsSection.tsx";
import "./account.css";

/**
 * The export and the deletion, at the page's end: a chunk of their own (the page's first JavaScript
 * stays in the budget, e2e/jsBudget), loaded with the page and rendered when it is there.
 */
const DataSections = lazy(() =>
  import("./DataSection.tsx").then((m) => ({
    default: () => (
      <>
        <m.ExportSection />
        <m.DeleteSection />
      </>
    ),
  })),
);

/** The quiet hours (shown once the profile is read, in the browser): a chunk of its own too. */
const QuietHoursSection = lazy(() =>
  import("./QuietHoursSection.tsx").then((m) => ({ default: m.QuietHoursSection })),
);

/** A section of the account home that another feature owns (the route passes it in). */
export interface AccountSection {
  title: string;
  view: ReactNode;
}

/**
 * The account home for a logged-in guest: shortcuts, balance, and every account section in one
 * place; the phone's section comes from the phone feature, which builds on this one's parts.
 */
export function AccountHome({ balance, phone }: { balance: number; phone: AccountSection }) {
  const { t, language } = useI18n();
  const profile = useProfile();
  const coins = useBalance(balance);
  const sections = [
    ["profile", t.flows.profile],
    ["settings", t.accountHome.settingsTitle],
    ["quiet-hours", t.accountHome.quietTitle],
    ["phone", phone.title],
    ["bonus", t.accountHome.bonusTitle],
    ["buying", ONE_CLICK_TEXTS[language].buyingTitle],
    ["limits", t.accountHome.limitsTitle],
    ["data", t.flows.dataTitle],
    ["delete", t.accountHome.deleteTitle],
  ] as const;
  return (
    <div className="acct-page" data-testid="account-home">
      <header className="acct-head">
        <h1>{t.accountHome.title}</h1>
        <p className="muted">{t.accountHome.description}</p>
      </header>
      <div className="acct-shortcuts">
        <div className="acct-balance-card">
          <span className="muted">{t.accountHome.balanceTitle}</span>
          <strong className="num" data-testid="acct-balance">
            {formatCoins(coins, language)}{" "}
            <span className="muted">
              ({formatMoney({ value: euroCentsForCoins(coins), currency: "EUR" }, language)})
            </span>
          </strong>
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={() => openOverlay("moneycharge")}
          >
            {t.pay.titles.moneycharge}
          </button>
        </div>
        {accountLinks(language, t)
          .filter((link) => link.key !== "account")
          .map((link) => (
            <Link key={link.key} to={link.to} className="acct-shortcut" data-testid={`acct-link-${link.key}`}>
              <Icon name={link.icon} />
              {link.label}
            </Link>
          ))}
      </div>
      <div className="acct-layout">
        <nav className="acct-nav" aria-label={t.accountHome.sections}>
          <ul>
            {sections.map(([id, label]) => (
              <li key={id}>
                <a href={`#${id}`}>{label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="acct-sections">
          {profile.data ? (
            <>
              <ProfileSection guest={profile.data} />
              <SettingsSection guest={profile.data} />
              <Suspense fallback={null}>
                <QuietHoursSection guest={profile.data} />
              </Suspense>
            </>
          ) : (
            <Loading failed={profile.isError} retry={() => void profile.refetch()} />
          )}
          {phone.view}
          <BonusSection />
          {profile.data ? <OneClickBuySection guest={profile.data} /> : null}
          <LimitSection />
          <Suspense fallback={null}>
            <DataSections />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

/** The account home for a visitor: what is there, and log in or sign up. */
export function AccountLoginPrompt() {
  const { t } = useI18n();
  return (
    <section className="acct-prompt" data-testid="account-login-prompt" aria-labelledby="acct-prompt-title">
      <div className="acct-prompt-art" aria-hidden="true">
        <Icon name="user" />
      </div>
      <div>
        <h1 id="acct-prompt-title">{t.accountHome.title}</h1>
        <p className="muted">{t.accountHome.loginPrompt}</p>
        <div className="hero-actions">
          <button type="button" className="btn btn-primary" onClick={() => openOverlay("login")}>
            {t.nav.login}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => openOverlay("signup")}>
            {t.nav.signup}
          </button>
        </div>
      </div>
    </section>
  );
}
