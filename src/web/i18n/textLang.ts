import type { Language } from "../../common/languages.ts";
import { useI18n } from "./index.ts";

/**
 * The `lang` attribute of a performer's text (her about text, a video's title, ...; the contracts
 * carry each one's `…Language`): the language it is in where that is not the page's, else none, as
 * `<html lang>` says it already (docs/decisions.md "Performer texts in the guest's language
 * (issue 27)"). Screen readers then read it in its own language, and the browser hyphenates it so.
 */
export function textLang(shown: Language, page: Language): Language | undefined {
  return shown === page ? undefined : shown;
}

/** textLang() for the current page: `<p lang={lang(video.descriptionLanguage)}>`. */
export function useTextLang(): (shown: Language) => Language | undefined {
  const { language } = useI18n();
  return (shown) => textLang(shown, language);
}
