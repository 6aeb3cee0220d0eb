// The legal pages: the version in force of a legal text, read through the catalogue (modules/legal).
export { LegalPage } from "./LegalPage.tsx";
