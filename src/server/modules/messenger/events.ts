import type { Language } from "../../../common/languages.ts";

/**
 * The messenger's domain events (lib/outbox). `language` is the language the guest reads the
 * channel in (the client's for the guest's own changes, the saved one for an actor's message):
 * the pushed texts (subjects, times, gift names) follow it, as the REST answers do.
 */
declare module "../../lib/outbox/events.ts" {
  interface DomainEventMap {
    /** A message was written in a channel, by the guest (a send) or the actor (performer software). */
    "messenger.messageSent": {
      guestId: number;
      actorId: number;
      channelId: number;
      messageId: number;
      from: "guest" | "actor";
      language: Language;
    };
    /** A channel's state changed for its guest (read, unarchived, blocked, unblocked, all seen). */
    "messenger.channelChanged": { guestId: number; channelId: number; language: Language };
    /** The guest archived a channel. */
    "messenger.channelArchived": { guestId: number; channelId: number };
  }
}
