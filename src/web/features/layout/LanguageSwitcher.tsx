import { useMatches } from "react-router";
import { LANGUAGES, type Language } from "../../../common/languages.ts";
import { buildPath, matchPath } from "../../../common/routes/index.ts";
import { LANGUAGE_NAMES, useI18n } from "../../i18n/index.ts";
import { closeMenu, toggleMenu, useMenuOpen } from "../../state/menuStore.ts";
import { Icon } from "../../ui/Icon.tsx";
import type { Seo } from "../seo/index.ts";

/** Site paths of alternate URLs already seen (the same pages come back on every request). */
const alternatePaths = new Map<string, string | null>();
const ALTERNATE_PATHS_MAX = 2000;

/** The site path of an alternate URL, or null when it is no page of ours. */
function alternatePath(absolute: string): string | null {
  const known = alternatePaths.get(absolute);
  if (known !== undefined) return known;
  const url = new URL(absolute);
  const path = matchPath(url.pathname) ? `${url.pathname}${url.search}` : null;
  if (alternatePaths.size >= ALTERNATE_PATHS_MAX) alternatePaths.clear();
  alternatePaths.set(absolute, path);
  return path;
}

/** Links of the current page in every language: the page's own hreflang alternates, else the home pages. */
export function useLanguageLinks(): Record<Language, string> {
  const matches = useMatches();
  const seo = [...matches]
    .reverse()
    .map((m) => (m.data as { seo?: Seo } | undefined)?.seo)
    .find(Boolean);
  const fallback = (language: Language) => buildPath(language, "home");
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const absolute = seo?.alternates[language];
      if (!absolute) return [language, fallback(language)];
      return [language, alternatePath(absolute) ?? fallback(language)];
    }),
  ) as Record<Language, string>;
}

/** A menu button listing the page in the four languages (plain links: works without JavaScript). */
export function LanguageSwitcher() {
  const { t, language } = useI18n();
  const links = useLanguageLinks();
  const open = useMenuOpen("language");
  return (
    <div className="lang-switch">
      <button
        type="button"
        className="btn btn-ghost btn-small"
        aria-expanded={open}
        aria-controls="language-menu"
        onClick={() => toggleMenu("language")}
      >
        <Icon name="globe" />
        <span className="lang-code">{language.toUpperCase()}</span>
        <span className="visually-hidden">{t.nav.language}</span>
      </button>
      <ul id="language-menu" className="menu-popover" hidden={!open}>
        {LANGUAGES.map((lang) => (
          <li key={lang}>
            <a
              href={links[lang]}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === language ? "true" : undefined}
              onClick={() => closeMenu("language")}
            >
              {LANGUAGE_NAMES[lang]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
