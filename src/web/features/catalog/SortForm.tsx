import { Form, useSubmit } from "react-router";
import type { VideoOrder } from "../../../common/contracts/catalog.ts";
import { useI18n } from "../../i18n/index.ts";

const LABEL_KEYS = {
  topRated: "sortTopRated",
  newest: "sortNewest",
  discount: "sortDiscount",
  trending: "sortTrending",
  bestSelling: "sortBestSelling",
  priceAsc: "sortPriceAsc",
  priceDesc: "sortPriceDesc",
  longest: "sortLongest",
} as const satisfies Record<VideoOrder, string>;

/** The sort selector of a list: a GET form (works without JavaScript), submitted on change. */
export function SortForm({ orders, current }: { orders: readonly VideoOrder[]; current: VideoOrder }) {
  const { t } = useI18n();
  const submit = useSubmit();
  return (
    <Form method="get" className="sort-form" preventScrollReset>
      <label htmlFor="sort">{t.lists.sort}</label>
      <select
        id="sort"
        name="sort"
        className="select"
        defaultValue={current}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {orders.map((order) => (
          <option key={order} value={order}>
            {t.lists[LABEL_KEYS[order]]}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-secondary btn-small">
          {t.lists.sort}
        </button>
      </noscript>
    </Form>
  );
}
