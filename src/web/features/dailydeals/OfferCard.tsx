import { Link } from "react-router";
import type { TDailyOffer } from "../../../common/contracts/values/dailybonus.ts";
import { fill, useI18n } from "../../i18n/index.ts";

/** What the card's button does: claim today's free offer, buy the video deal, or nothing (other days). */
export type OfferAction =
  | { kind: "claim"; loggedIn: boolean; pending: boolean; onClaim: (offer: TDailyOffer) => void }
  | { kind: "none" };

/** The offer's title: its own, else what its kind is called. */
export function useOfferTitle() {
  const { t } = useI18n();
  return (offer: TDailyOffer) => offer.title || t.dailyDeals.kinds[offer.offer];
}

/** One offer: its picture, kind, effect, stock and the one action it has. */
export function OfferCard({
  offer,
  action,
  testId,
}: {
  offer: TDailyOffer;
  action: OfferAction;
  testId?: string;
}) {
  const { t } = useI18n();
  const texts = t.dailyDeals;
  const title = useOfferTitle()(offer);
  const image = offer.content?.image ?? null;
  const left = offer.quantity === null ? null : Math.max(0, offer.quantity - offer.purchased);
  // An offer may be on the page twice (today's and the consumed list): ids from the card's test id.
  const cardId = testId ?? `dailydeal-${offer.offerId}`;
  const headingId = `${cardId}-title`;
  return (
    <li className="dailydeals-card" data-testid={cardId} data-offer={offer.offer}>
      <article aria-labelledby={headingId}>
        <div className="dailydeals-card-picture">
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes="(min-width: 1024px) 320px, 100vw"
              alt=""
              loading="lazy"
            />
          ) : (
            <span className="dailydeals-card-symbol" aria-hidden="true">
              ★
            </span>
          )}
          <span className="dailydeals-card-kind">{texts.kinds[offer.offer]}</span>
          {offer.free ? <span className="dailydeals-card-free">{texts.free}</span> : null}
        </div>
        <div className="dailydeals-card-body">
          <h3 id={headingId}>{title}</h3>
          <p className="dailydeals-card-effect">
            {fill(texts.effects[offer.offer], { value: offer.effect.value })}
          </p>
          {offer.model ? <p className="dailydeals-card-model">{offer.model.name}</p> : null}
          {offer.conditions.vipOnly ? <p className="dailydeals-card-vip">{texts.vipOnly}</p> : null}
          {left !== null && !offer.soldOut ? (
            <p className="dailydeals-card-left">{fill(texts.left, { count: left })}</p>
          ) : null}
          {offer.effect.code ? (
            <p className="dailydeals-card-code" data-testid="dailydeal-code">
              {fill(texts.yourCode, { code: offer.effect.code })}
            </p>
          ) : null}
          <OfferButton offer={offer} action={action} describedBy={headingId} />
        </div>
      </article>
    </li>
  );
}

/** The card's action; a button names its offer through the card's heading (aria-describedby). */
function OfferButton({
  offer,
  action,
  describedBy,
}: {
  offer: TDailyOffer;
  action: OfferAction;
  describedBy: string;
}) {
  const { t } = useI18n();
  const texts = t.dailyDeals;
  if (offer.claimed) return <p className="dailydeals-card-state">{texts.claimed}</p>;
  if (action.kind === "none") return null;
  if (offer.offer === "video" && offer.content?.url) {
    const price = offer.content.dailyBonusPrice ?? offer.content.price ?? 0;
    return (
      <div className="dailydeals-card-buy">
        <Link className="btn btn-primary" to={offer.content.url}>
          {fill(texts.buyVideo, { price })}
        </Link>
        {offer.content.price !== null && offer.content.price > price ? (
          <span className="dailydeals-card-was">
            {fill(texts.regularPrice, { price: offer.content.price })}
          </span>
        ) : null}
      </div>
    );
  }
  if (offer.soldOut) return <p className="dailydeals-card-state">{texts.soldOut}</p>;
  return (
    <button
      type="button"
      className="btn btn-primary"
      aria-describedby={describedBy}
      disabled={action.pending}
      onClick={() => action.onClaim(offer)}
      data-testid="dailydeal-claim"
    >
      {action.pending ? texts.claiming : action.loggedIn ? texts.claim : texts.loginToClaim}
    </button>
  );
}
