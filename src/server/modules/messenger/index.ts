/** The public surface of the messenger module: other modules and the transports import only this. */
export { actorSend } from "./commands/actorSend.ts";
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
