import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { TCamTile } from "../../../common/contracts/catalog.ts";
import { GENDER_TYPES, type GenderType } from "../../../common/enums.ts";
import { formatMoney, formatNumber } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { fill, useI18n } from "../../i18n/index.ts";
import { offerTexts } from "../live/index.ts";
import { camsKeys, fetchCams } from "./api.ts";
import { CamTile } from "./CamTile.tsx";
import {
  type CamFilters,
  camFiltersSearch,
  filterCams,
  MAX_PRICE_STEPS,
  NO_FILTERS,
  readCamFilters,
  spokenLanguages,
} from "./filters.ts";
import { languageName } from "./languageNames.ts";
import { CAMS_TEXTS } from "./texts.ts";
import { useCamsFollowSocket } from "./useCamsFollowSocket.ts";
import "./cams.css";

/**
 * /cams/: every performer online now with a live still of her stream, her chat types and prices,
 * and filters kept in the address. The page carries the list it was rendered with; the socket's
 * actor.online / actor.offline read it again, so performers come and go live.
 */
export function CamsPage({
  initial,
  languageNames,
}: {
  initial: TCamTile[];
  /** The names of the languages the list's performers speak, in the page's language (the loader's). */
  languageNames: Record<string, string>;
}) {
  const { language } = useI18n();
  const c = CAMS_TEXTS[language];
  const o = offerTexts(language);
  const [search] = useSearchParams();
  // The filters are the page's own state (a change shows at once, no loader runs); the address
  // follows them with replaceState, so a reload or a shared link shows the same cams.
  const [filters, setFilters] = useState(() => readCamFilters(search));
  const cams = useQuery({
    queryKey: camsKeys.list(language),
    queryFn: () => fetchCams(language),
    initialData: initial,
  }).data;
  // Performers come and go: the list follows the socket (the page listens itself, so the site's
  // shell carries none of this).
  useCamsFollowSocket();
  const shown = filterCams(cams, filters);
  const set = (change: Partial<CamFilters>) => {
    const next = { ...filters, ...change };
    setFilters(next);
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${camFiltersSearch(next)}`,
    );
  };
  const ids = { gender: useId(), language: useId(), price: useId() };
  const languages = spokenLanguages(cams);
  // The server named the languages of its list: hydration creates no Intl.DisplayNames (the browser
  // loads its locale data on first use, 30-100 ms on a phone). A language that comes later, with a
  // performer who comes online, is named by the browser then.
  const names = (code: string) => languageNames[code] ?? languageName(code, language);
  const filtered = camFiltersSearch(filters) !== "";
  return (
    <div className="container cams-page">
      <header className="page-header">
        <div>
          <h1>{c.title}</h1>
          <p>{c.intro}</p>
          <p>
            <Link to={buildPath(language, "freeChat")}>{c.freeChatLink}</Link>
          </p>
        </div>
        <p className="cams-count num" data-testid="cams-count" aria-live="polite">
          {filtered
            ? fill(c.shown, {
                shown: formatNumber(shown.length, language),
                count: formatNumber(cams.length, language),
              })
            : fill(c.count, { count: formatNumber(cams.length, language) })}
        </p>
      </header>
      <form className="cams-filters" aria-label={c.filters} onSubmit={(event) => event.preventDefault()}>
        {/* Each label and its control wrap as one: on a phone they share a line, never split. */}
        <div className="cams-filter">
          <label htmlFor={ids.gender}>{c.who}</label>
          <select
            id={ids.gender}
            value={filters.gender ?? ""}
            onChange={(event) => set({ gender: (event.target.value || null) as GenderType | null })}
          >
            <option value="">{c.everyone}</option>
            {GENDER_TYPES.map((type) => (
              <option key={type} value={type}>
                {c.genderTypes[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="cams-filter">
          <label htmlFor={ids.language}>{c.language}</label>
          <select
            id={ids.language}
            value={filters.language ?? ""}
            onChange={(event) => set({ language: event.target.value || null })}
          >
            <option value="">{c.anyLanguage}</option>
            {languages.map((code) => (
              <option key={code} value={code}>
                {names(code)}
              </option>
            ))}
          </select>
        </div>
        <div className="cams-filter">
          <label htmlFor={ids.price}>{c.maxPrice}</label>
          <select
            id={ids.price}
            value={filters.maxPrice ?? ""}
            onChange={(event) => set({ maxPrice: event.target.value ? Number(event.target.value) : null })}
          >
            <option value="">{c.anyPrice}</option>
            {MAX_PRICE_STEPS.map((step) => (
              <option key={step} value={step}>
                {fill(o.perMinute, { price: formatMoney({ value: step, currency: "VXC" }, language) })}
              </option>
            ))}
          </select>
        </div>
        <label className="cams-check">
          <input
            type="checkbox"
            checked={filters.freeChat}
            onChange={(event) => set({ freeChat: event.target.checked })}
          />
          {c.freeChat}
        </label>
        <label className="cams-check">
          <input
            type="checkbox"
            checked={filters.isNew}
            onChange={(event) => set({ isNew: event.target.checked })}
          />
          {c.newOnly}
        </label>
        {filtered ? (
          <button type="button" className="btn btn-secondary" onClick={() => set(NO_FILTERS)}>
            {c.reset}
          </button>
        ) : null}
      </form>
      {shown.length > 0 ? (
        <ul className="tile-grid cams-grid" data-testid="cams-grid">
          {shown.map((cam) => (
            <li key={cam.id}>
              <CamTile cam={cam} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="cams-empty" data-testid="cams-empty">
          {cams.length === 0 ? c.nobody : c.none}
        </p>
      )}
    </div>
  );
}
