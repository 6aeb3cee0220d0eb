// Live chats: the profile's chat buttons, the chat screen (a lazy chunk), its meter, its exit
// question (Escape, the back button) and exit survey. Other features, the routes and the root import this feature only through this file.

export { ExitSurvey } from "./ExitSurvey.tsx";
export { LiveChatOffers } from "./LiveChatOffers.tsx";
export { LiveMeter } from "./LiveMeter.tsx";
export { LiveChatStarter } from "./lazy.ts";
export { LIVE_CHAT_TEXTS } from "./texts.ts";
export { type ExitTexts, useChatExit } from "./useChatExit.tsx";
