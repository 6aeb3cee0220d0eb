/** The public surface of the legal texts module (versions of PP, GTC and IMP): others import only this. */
export { ensureShippedLegalTexts, publishLegalText } from "./commands.ts";
export { currentLegalTexts, legalDocument, legalDownloadPath } from "./queries.ts";
export { legalTexts as shippedLegalTexts } from "./shipped/index.ts";
