import { formatMoney, type Money } from "../../common/money.ts";

/** A price in coins; a higher base price is shown struck through (on sale). */
export function Price(props: {
  price: Money;
  basePrice?: Money;
  free?: boolean;
  freeLabel: string;
  pill?: boolean;
}) {
  const { price, basePrice, free, pill } = props;
  const className = `price${pill ? " price-pill" : ""}${free ? " price-free" : ""}`;
  if (free) return <span className={className}>{props.freeLabel}</span>;
  const onSale = basePrice !== undefined && basePrice.value > price.value;
  return (
    <span className={className}>
      {onSale ? <s>{formatMoney(basePrice)}</s> : null}
      <span>{formatMoney(price)}</span>
    </span>
  );
}
