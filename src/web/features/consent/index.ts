// Cookie consent: the banner and the consent store (storage only with consent). Other features, the
// routes and the root import this feature only through this file.

export { CookieBanner } from "./CookieBanner.tsx";
export { currentConsent, initConsent, openCookieSettings, storageGet, storageSet } from "./consentStore.ts";
