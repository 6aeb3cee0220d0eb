// /free-chat/: performers in free chat, today's free minutes, the conversion chat's offer. Other
// features, the routes and the root import this feature only through this file.

export { fetchFreeAllowance, freeChatKeys } from "./api.ts";
export { ConversionOffer } from "./ConversionOffer.tsx";
export { FreeChatPage } from "./FreeChatPage.tsx";
export { FREE_CHAT_TEXTS } from "./texts.ts";
