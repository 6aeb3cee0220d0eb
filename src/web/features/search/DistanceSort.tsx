import { Form, Link } from "react-router";
import type { SearchSort } from "../../../common/contracts/search.ts";
import { fill, useI18n } from "../../i18n/index.ts";

/** What the results page knows about the distance order of its actors tab. */
export interface DistanceState {
  /** The order asked for in the URL (?sort=). */
  asked: SearchSort;
  /** The order applied: "rank" when distance was asked but the guest's place is unknown. */
  applied: SearchSort;
  /** The postal code of the URL (?zip=), if any. */
  zip: string;
  /** The postal code is malformed or unknown. */
  zipError: boolean;
}

/**
 * The actors tab's order switch (best match / nearest) and, when the guest's place is not known from
 * the edge (or a postal code was given), a postal-code field. Plain links and a GET form: works
 * before JavaScript runs.
 */
export function DistanceSort({ base, state }: { base: string; state: DistanceState }) {
  const { t } = useI18n();
  const { asked, applied, zip, zipError } = state;
  const distanceUrl = `${base}?category=actors&sort=distance${zip && !zipError ? `&zip=${zip}` : ""}`;
  const needsZip = asked === "distance" && (applied === "rank" || zip !== "");
  return (
    <div className="search-sort" data-testid="search-sort">
      <nav className="search-sort-switch" aria-label={t.search.sortLabel}>
        <span className="search-sort-label">{t.search.sortLabel}</span>
        <Link
          to={`${base}?category=actors`}
          className="search-sort-option"
          aria-current={asked === "rank" ? "true" : undefined}
          preventScrollReset
        >
          {t.search.sortRank}
        </Link>
        <Link
          to={distanceUrl}
          className="search-sort-option"
          aria-current={asked === "distance" ? "true" : undefined}
          data-testid="sort-distance"
          preventScrollReset
        >
          {t.search.sortDistance}
        </Link>
      </nav>
      {applied === "distance" ? (
        <p className="search-sort-status" data-testid="search-sort-status">
          {zip ? fill(t.search.sortedFromZip, { zip }) : t.search.sortedFromHere}
        </p>
      ) : null}
      {needsZip ? (
        <Form method="get" className="search-zip" preventScrollReset data-testid="search-zip">
          <input type="hidden" name="category" value="actors" />
          <input type="hidden" name="sort" value="distance" />
          <label className="search-zip-label" htmlFor="search-zip-input">
            {t.search.zipLabel}
          </label>
          <input
            id="search-zip-input"
            className="search-zip-input"
            name="zip"
            inputMode="numeric"
            autoComplete="postal-code"
            pattern="[0-9]{5}"
            maxLength={5}
            required
            defaultValue={zip}
            aria-invalid={zipError || undefined}
            aria-describedby="search-zip-hint"
          />
          <button type="submit" className="btn btn-primary search-zip-submit">
            {t.search.zipSubmit}
          </button>
          <p
            id="search-zip-hint"
            className={zipError ? "search-zip-hint is-error" : "search-zip-hint"}
            role={zipError ? "alert" : undefined}
          >
            {zipError ? fill(t.search.zipUnknown, { zip }) : t.search.zipHint}
          </p>
        </Form>
      ) : null}
    </div>
  );
}
