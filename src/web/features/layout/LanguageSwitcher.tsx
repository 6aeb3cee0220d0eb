import { useMatches } from "react-router";
import { LANGUAGES, type Language } from "../../../common/languages.ts";
import { buildPath, matchPath } from "../../../common/routes/index.ts";
import { LANGUAGE_NAMES, useI18n } from "../../i18n/index.ts";
import { Icon } from "../../ui/Icon.tsx";
import type { Seo } from "../seo/seo.ts";
import { closeMenu, toggleMenu, useMenuOpen } from "./menuStore.ts";

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
      const url = new URL(absolute);
      return [language, matchPath(url.pathname) ? `${url.pathname}${url.search}` : fallback(language)];
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
