// Content reports (notice and action): the form, its receipt and a report's state (docs/REST.md "Content reports").
export { ReportContentPage } from "./ReportContentPage.tsx";
