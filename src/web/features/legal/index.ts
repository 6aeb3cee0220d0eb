// The legal texts live in common (the content service serves them too: legalTexts query).
export { legalTexts } from "../../../common/legal/index.ts";
export type { LegalDocument, LegalTexts } from "../../../common/legal/types.ts";
