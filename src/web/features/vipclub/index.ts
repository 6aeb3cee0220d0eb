// The VIP club page and the benefits page (my account). Other features, the routes and the root
// import this feature only through this file.

export { BenefitsPage } from "./BenefitsPage.tsx";
export { Vip30ModalLazy } from "./lazy.ts";
export { VipClubPage } from "./VipClubPage.tsx";
