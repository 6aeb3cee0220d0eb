import type { Language } from "../../common/languages.ts";
import { formatEuroValue, formatMoney, type Money } from "../../common/money.ts";

/**
 * A price in coins; a higher base price is shown struck through (on sale). With `language` the
 * amounts follow the page language, and `euro` puts the euro value beside a coin price
 * (1 € = 4 VXC) where a guest decides.
 */
export function Price(props: {
  price: Money;
  basePrice?: Money;
  free?: boolean;
  freeLabel: string;
  pill?: boolean;
  language?: Language;
  euro?: boolean;
}) {
  const { price, basePrice, free, pill, language, euro } = props;
  const className = `price${pill ? " price-pill" : ""}${free ? " price-free" : ""}`;
  if (free) return <span className={className}>{props.freeLabel}</span>;
  const onSale = basePrice !== undefined && basePrice.value > price.value;
  const withEuro = euro && language && price.currency === "VXC";
  return (
    <span className={className}>
      {onSale ? <s>{formatMoney(basePrice, language)}</s> : null}
      <span className="price-coins">{formatMoney(price, language)}</span>
      {withEuro ? <span className="price-euro">({formatEuroValue(price.value, language)})</span> : null}
    </span>
  );
}
