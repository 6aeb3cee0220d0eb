import { Link } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import { openOverlay } from "../overlay/index.ts";

/** What a page tells the guest on load: e-mail confirmed or not, welcome, account deleted. */
export type Notice = { kind: "verified" | "notVerified" | "welcome" | "deleted" };

/** The message of a site notice (SiteNotices decides which one a page shows). */
export function SiteNoticeView({
  notice,
  dismiss,
  guest,
}: {
  notice: Notice;
  dismiss: () => void;
  guest: TGuest | null;
}) {
  const { t, language } = useI18n();
  const text =
    notice.kind === "verified"
      ? t.accountNav.emailConfirmed
      : notice.kind === "deleted"
        ? t.accountHome.deleted
        : notice.kind === "notVerified"
          ? t.accountNav.emailNotConfirmed
          : fill(t.accountNav.welcome, { name: guest?.name ?? "" });
  return (
    <div
      className={`site-notice site-notice-${notice.kind}`}
      role={notice.kind === "notVerified" ? "alert" : "status"}
      data-testid={`notice-${notice.kind}`}
    >
      <span className="site-notice-mark" aria-hidden="true">
        {notice.kind === "notVerified" ? "!" : "✓"}
      </span>
      <div className="site-notice-text">
        <p>{text}</p>
        {notice.kind === "welcome" ? (
          <>
            <p className="muted">{t.accountNav.welcomeNext}</p>
            <p className="site-notice-actions">
              <button
                type="button"
                className="btn btn-primary btn-small"
                onClick={() => openOverlay("moneycharge")}
              >
                {t.pay.titles.moneycharge}
              </button>
              <Link className="btn btn-secondary btn-small" to={buildPath(language, "accountFavoriteCams")}>
                {t.accountNav.favorites}
              </Link>
            </p>
          </>
        ) : null}
        {notice.kind === "notVerified" && guest ? (
          <Link to={buildPath(language, "accountProfile")}>{t.accountNav.myAccount}</Link>
        ) : null}
      </div>
      <button type="button" className="icon-btn site-notice-close" onClick={dismiss}>
        <Icon name="close" label={t.accountNav.dismiss} />
      </button>
    </div>
  );
}
