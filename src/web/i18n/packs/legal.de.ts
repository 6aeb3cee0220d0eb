import type { LegalPageTexts } from "./legal.en.ts";

/** Die Texte der Rechtsseiten auf Deutsch. */
export const texts: LegalPageTexts = {
  inForce: "Fassung {version}, gültig seit {date}",
  download: "Diese Fassung herunterladen",
  earlier: "Frühere Fassungen",
  earlierItem: "Fassung {version} vom {date}",
};
