// The help centre: questions and answers by topic, with a filter (i18n pack "help").
export { HelpCenterPage } from "./HelpCenterPage.tsx";
