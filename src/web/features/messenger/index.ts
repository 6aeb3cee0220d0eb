// The messenger: its page, the navbar's messages, the open conversation and the messenger's query
// keys. Other features, the routes and the root import this feature only through this file.

export { type ChannelPages, type ConversationPages, openChannel } from "./channelCache.ts";
export { MessengerPage, MessengerTeaser } from "./MessengerPage.tsx";
export { MobileMessengerLink, NavbarMessages } from "./NavbarMessages.tsx";
export { messengerKeys } from "./queries.ts";
export { messengerSocketCache } from "./socketUpdates.ts";
