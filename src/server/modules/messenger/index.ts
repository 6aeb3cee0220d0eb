/** The public surface of the messenger module: other modules and the transports import only this. */
export { actorSend } from "./commands/actorSend.ts";
export { type ChannelAction, changeChannel } from "./commands/changeChannel.ts";
export { oneClickInChannel } from "./commands/oneClick.ts";
export { presentMessage } from "./presenter.ts";
export {
  channelsOfActor,
  freeMessagesLeft,
  guestChannel,
  guestChannels,
  guestMessagesToActor,
  sentMessages,
  unansweredChannels,
} from "./queries/channels.ts";
export { giftsOfMessages } from "./queries/gifts.ts";
