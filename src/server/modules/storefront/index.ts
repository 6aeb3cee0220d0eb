/** The public surface of the storefront module: other modules and the transports import only this. */
export { cachedCatalogApi } from "./cachedCatalog.ts";
export { catalogOptions, createCatalogApi } from "./catalogApi.ts";
export { presentTopCam } from "./presenter.ts";
export { findTopCams } from "./queries/topCams.ts";
