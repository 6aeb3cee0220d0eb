/**
 * The User Timing mark the browser entry sets when the page has every file it needs to hydrate and
 * starts hydrating. Bytes fetched before it are the page's "before interaction" bytes (issue 27).
 */
export const HYDRATION_MARK = "velvet:hydrate";
