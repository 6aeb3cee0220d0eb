import type { Language } from "../../../common/languages.ts";
import type { AppContext } from "../../lib/context.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { channelsOfActor, guestChannels, sentMessages } from "../../modules/messenger/index.ts";

type ChannelRef = { guestId: number; channelId: number; language: Language };

/**
 * channel.updated with each channel as it is now, once per channel however many of the batch's
 * events changed it (the last event's language): the channels of a whole batch are read at once.
 */
async function pushChannels(ctx: AppContext, refs: readonly ChannelRef[]): Promise<void> {
  const latest = [...new Map(refs.map((ref) => [ref.channelId, ref])).values()];
  const channels = await guestChannels(ctx.db, latest, ctx.now());
  for (const { guestId, channelId } of latest) {
    const channel = channels.get(channelId);
    if (channel)
      await ctx.events.publish({ target: { guestId }, message: { type: "channel.updated", channel } });
  }
}

/**
 * A message in a channel (either direction: the guest's other tabs see their own sends): each
 * message as messenger.message, in order, then its channel as channel.updated. A busy messenger
 * delivers hundreds of messages a second: the batch's messages and channels are read with a few
 * queries, not a few per message.
 */
export const pushMessageSent = onEvent(
  "messenger.messageSent",
  "realtime.messengerMessage",
  async (events, ctx) => {
    const messages = await sentMessages(
      ctx.db,
      events.map(({ payload }) => ({ messageId: payload.messageId, language: payload.language })),
    );
    for (const { payload } of events) {
      const message = messages.get(payload.messageId);
      if (message)
        await ctx.events.publish({
          target: { guestId: payload.guestId },
          message: { type: "messenger.message", channelId: payload.channelId, message },
        });
    }
    await pushChannels(
      ctx,
      events.map((event) => event.payload),
    );
  },
);

/** A channel's state changed: channel.updated to the guest's sockets. */
export const pushChannelChanged = onEvent(
  "messenger.channelChanged",
  "realtime.channelUpdated",
  (events, ctx) =>
    pushChannels(
      ctx,
      events.map((event) => event.payload),
    ),
);

/** A channel was archived: channel.archived to the guest's sockets (they re-read it). */
export const pushChannelArchived = onEvent(
  "messenger.channelArchived",
  "realtime.channelArchived",
  async (events, ctx) => {
    for (const { payload } of events)
      await ctx.events.publish({
        target: { guestId: payload.guestId },
        message: { type: "channel.archived", channelId: payload.channelId },
      });
  },
);

/** A free show started or stopped: channel.updated (freeChat) to every guest with a channel to the actor. */
async function pushActorChannels(ctx: AppContext, events: readonly { payload: { actorId: number } }[]) {
  for (const actorId of new Set(events.map((event) => event.payload.actorId)))
    for (const { guestId, channel } of await channelsOfActor(ctx.db, actorId, ctx.now()))
      await ctx.events.publish({ target: { guestId }, message: { type: "channel.updated", channel } });
}

/** An actor's free show started: the channels to the actor show it. */
export const pushFreeShowStarted = onEvent(
  "performers.freeShowStarted",
  "realtime.freeShowStartedChannels",
  (events, ctx) => pushActorChannels(ctx, events),
);

/** An actor's free show stopped: the channels to the actor show it. */
export const pushFreeShowStopped = onEvent(
  "performers.freeShowStopped",
  "realtime.freeShowStoppedChannels",
  (events, ctx) => pushActorChannels(ctx, events),
);

/** The messenger handlers, for realtime/handlers/index.ts. */
export const messengerPushes = [
  pushMessageSent,
  pushChannelChanged,
  pushChannelArchived,
  pushFreeShowStarted,
  pushFreeShowStopped,
];
