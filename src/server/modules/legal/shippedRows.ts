import type { LegalTextType } from "../../../common/contracts/legal.ts";
import { LANGUAGES, type Language } from "../../../common/languages.ts";
import { escapeHtml } from "../../lib/html.ts";
import { legalTexts as shippedTexts } from "./shipped/index.ts";
import type { LegalDocument, LegalTexts } from "./shipped/types.ts";

/** The version the platform ships its texts as (shipped/), in force from that day. */
export const SHIPPED_VERSION = "2026-11-01";
const SHIPPED_AT = new Date("2026-11-01T00:00:00Z");

/** Which document of shipped/ each type is. */
const DOCUMENT_OF: Record<LegalTextType, keyof LegalTexts> = {
  PP: "dataProtection",
  GTC: "termsOfService",
  IMP: "imprint",
};

/** A shipped document's sections as HTML (the title is the page's h1, not part of the text). */
function sectionsHtml(document: LegalDocument): string {
  return document.sections
    .map(
      (s) =>
        `<h2>${escapeHtml(s.heading)}</h2>${s.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}`,
    )
    .join("");
}

/** The rows of the texts the platform ships: three types in four languages, one version. */
export function shippedLegalRows() {
  return LANGUAGES.flatMap((language: Language) =>
    (Object.keys(DOCUMENT_OF) as LegalTextType[]).map((type) => {
      const document = shippedTexts(language)[DOCUMENT_OF[type]];
      return {
        type,
        version: SHIPPED_VERSION,
        language,
        title: document.title,
        description: document.description,
        markdown: "",
        html: sectionsHtml(document),
        publishedAt: SHIPPED_AT,
      };
    }),
  );
}
