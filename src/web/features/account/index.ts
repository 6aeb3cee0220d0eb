// The guest's account: the account home and its sections, my videochats, the balance on the query
// cache, the account menu's links. Other features, the routes and the root import this feature only
// through this file.

export { AccountHome, AccountLoginPrompt } from "./AccountHome.tsx";
export { accountLinks } from "./accountLinks.ts";
export { accountKeys, useBalance, useKnownBalance } from "./balance.ts";
export { useOneClickBuy } from "./oneClickBuy.ts";
export { failureText, Loading, Outcome, Section } from "./parts.tsx";
export { accountSocketCache } from "./socketUpdates.ts";
export { VideoChatsLoginPrompt, VideoChatsSection } from "./VideoChatsSection.tsx";
export { VIDEO_CHATS_TEXTS } from "./videoChatsTexts.ts";
