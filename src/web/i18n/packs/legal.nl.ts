import type { LegalPageTexts } from "./legal.en.ts";

/** De teksten van de juridische pagina's in het Nederlands. */
export const texts: LegalPageTexts = {
  inForce: "Versie {version}, geldig sinds {date}",
  download: "Deze versie downloaden",
  earlier: "Eerdere versies",
  earlierItem: "Versie {version} van {date}",
};
