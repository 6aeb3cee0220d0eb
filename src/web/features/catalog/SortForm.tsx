import { Form, useRouteLoaderData, useSubmit } from "react-router";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { VideoOrder } from "../../../common/contracts/catalog.ts";
import { useI18n } from "../../i18n/index.ts";
import { storeTileGridSettings } from "./api.ts";
import { withVideoOrder } from "./gridSettings.ts";

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

/** How long a change of order waits for its settings to be stored before the list reloads anyway. */
const STORE_WAIT_MS = 1500;

/**
 * The sort selector of a list: a GET form (works without JavaScript), submitted on change. With
 * `storeAs` (the list's key), a logged-in guest's choice is kept with the guest
 * (tileGrid/storeTileGridSettings) and is the list's order on the next visit.
 */
export function SortForm({
  orders,
  current,
  storeAs,
}: {
  orders: readonly VideoOrder[];
  current: VideoOrder;
  storeAs?: string;
}) {
  const { t } = useI18n();
  const submit = useSubmit();
  const root = useRouteLoaderData("root") as { guest: TGuest | null } | undefined;
  const guest = root?.guest ?? null;

  async function change(form: HTMLFormElement | null, order: VideoOrder) {
    if (guest && storeAs) {
      // Stored before the list reloads, so the reload's guest data already has it; a failure only
      // means the order is not remembered.
      const stored = storeTileGridSettings("videos", withVideoOrder(guest.tileGridSettings, storeAs, order));
      const wait = new Promise((resolve) => setTimeout(resolve, STORE_WAIT_MS));
      await Promise.race([stored.catch(() => undefined), wait]);
    }
    await submit(form, { preventScrollReset: true });
  }

  return (
    <Form method="get" className="sort-form" preventScrollReset>
      <label htmlFor="sort">{t.lists.sort}</label>
      <select
        id="sort"
        name="sort"
        className="select"
        defaultValue={current}
        key={current}
        onChange={(event) => void change(event.currentTarget.form, event.currentTarget.value as VideoOrder)}
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
