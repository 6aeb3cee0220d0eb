// Phone verification: the account home's phone section (a lazy chunk), the verified numbers, its
// texts. Other features, the routes and the root import this feature only through this file.

export { PhoneSection } from "./lazy.ts";
export { usePhoneVerifications } from "./queries.ts";
export { PHONE_TEXTS } from "./texts.ts";
export { PHONE_TITLE } from "./title.ts";
