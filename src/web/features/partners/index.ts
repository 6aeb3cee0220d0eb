// The model recruitment and affiliate pages with their application form (i18n pack "partners").
export { PartnerPage } from "./PartnerPage.tsx";
