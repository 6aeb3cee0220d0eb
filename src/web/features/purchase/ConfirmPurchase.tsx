import { Link } from "react-router";
import { formatCoins, formatEuroValue } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { textLang } from "../../i18n/textLang.ts";
import { ConfirmDialog } from "../../ui/ConfirmDialog.tsx";
import { openOverlay } from "../overlay/index.ts";
import { CONFIRM_TEXTS } from "./confirmTexts.ts";
import type { PurchaseKind, PurchaseOffer } from "./offer.ts";
import "./confirmPurchase.css";

/** The confirming button's text of each kind. */
const ACTIONS = {
  video: "buy",
  album: "unlock",
  post: "buy",
  ticket: "ticket",
  gift: "send",
} as const satisfies Record<PurchaseKind, "buy" | "unlock" | "send" | "ticket">;

/**
 * The confirmation of a purchase (issue 27): what is bought, its price in VXC and euro, the balance
 * now and after it, one button that buys and one that does not, and where "buy with one click" is
 * turned on. A balance too small says so and offers the top-up (the purchase may still go through:
 * an automatic top-up of the server's). Opened by useConfirmPurchase, never on its own: a chunk of
 * its own with its texts, loaded with the first question.
 */
export function ConfirmPurchase({
  offer,
  balance,
  onConfirm,
  onCancel,
}: {
  offer: PurchaseOffer;
  /** The guest's balance as the page knows it (null: not known here). */
  balance: number | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { language } = useI18n();
  const c = CONFIRM_TEXTS[language];
  const coins = (value: number) => formatCoins(value, language);
  const price = coins(offer.price);
  const after = balance === null ? null : balance - offer.price;
  return (
    <ConfirmDialog
      title={c.title}
      confirmLabel={offer.confirmLabel ?? fill(c[ACTIONS[offer.kind]], { price })}
      cancelLabel={c.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="purchase-confirmation"
      footer={
        <p className="purchase-one-click">
          {c.oneClickNote}{" "}
          <Link
            to={`${buildPath(language, "accountProfile")}#buying`}
            className="text-link"
            onClick={onCancel}
          >
            {c.oneClickLink}
          </Link>
        </p>
      }
    >
      <div className="purchase-what">
        <span className="purchase-kind">{c.kinds[offer.kind]}</span>
        {offer.title ? (
          <strong
            className="purchase-title"
            data-testid="purchase-title"
            lang={offer.titleLanguage && textLang(offer.titleLanguage, language)}
          >
            {offer.title}
          </strong>
        ) : null}
        {offer.detail ? <span className="purchase-detail muted">{offer.detail}</span> : null}
        {offer.recipient ? (
          <span className="purchase-detail muted">{fill(c.forName, { name: offer.recipient })}</span>
        ) : null}
      </div>
      <dl className="purchase-sums num">
        <div className="purchase-price">
          <dt>{c.price}</dt>
          <dd data-testid="purchase-price">
            {price} <span className="muted">({formatEuroValue(offer.price, language)})</span>
          </dd>
        </div>
        {balance === null ? null : (
          <div>
            <dt>{c.balance}</dt>
            <dd data-testid="purchase-balance">{coins(balance)}</dd>
          </div>
        )}
        {after === null ? null : (
          <div className={after < 0 ? "is-short" : undefined}>
            <dt>{c.after}</dt>
            <dd data-testid="purchase-after">{after < 0 ? "–" : coins(after)}</dd>
          </div>
        )}
      </dl>
      {after !== null && after < 0 ? (
        <p className="purchase-short" data-testid="purchase-short">
          {fill(c.short, { missing: coins(-after) })}{" "}
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => openOverlay("moneycharge")}
          >
            {c.topUp}
          </button>
        </p>
      ) : null}
      {offer.extra}
    </ConfirmDialog>
  );
}
