import type { LegalPageTexts } from "./legal.en.ts";

/** Los textos de las páginas legales en español. */
export const texts: LegalPageTexts = {
  inForce: "Versión {version}, vigente desde el {date}",
  download: "Descargar esta versión",
  earlier: "Versiones anteriores",
  earlierItem: "Versión {version} del {date}",
};
