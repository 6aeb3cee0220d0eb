import type { Language } from "../../../common/languages.ts";
import { mapLimit } from "../../lib/concurrency.ts";
import type { AppContext } from "../../lib/context.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { channelsOfActor, guestChannel, sentMessage } from "../../modules/messenger/index.ts";

/** Rows a push handler reads at once (a busy messenger delivers hundreds of messages a second). */
const READ_CONCURRENCY = 8;

type ChannelRef = { guestId: number; channelId: number; language: Language };

/**
 * channel.updated with each channel as it is now, once per channel however many of the batch's
 * events changed it (the last event's language).
 */
async function pushChannels(ctx: AppContext, refs: readonly ChannelRef[]): Promise<void> {
  const latest = [...new Map(refs.map((ref) => [ref.channelId, ref])).values()];
  const now = ctx.now();
  const channels = await mapLimit(latest, READ_CONCURRENCY, ({ guestId, channelId, language }) =>
    guestChannel(ctx.db, channelId, { guestId, language, now }),
  );
  for (const [index, { guestId }] of latest.entries()) {
    const channel = channels[index];
    if (channel)
      await ctx.events.publish({ target: { guestId }, message: { type: "channel.updated", channel } });
  }
}

/**
 * A message in a channel (either direction: the guest's other tabs see their own sends): each
 * message as messenger.message, in order, then its channel as channel.updated.
 */
export const pushMessageSent = onEvent(
  "messenger.messageSent",
  "realtime.messengerMessage",
  async (events, ctx) => {
    // Read side by side, pushed in order (a guest's messages arrive as they were written).
    const messages = await mapLimit(events, READ_CONCURRENCY, ({ payload }) =>
      sentMessage(ctx.db, payload.messageId, payload.language),
    );
    for (const [index, { payload }] of events.entries()) {
      const message = messages[index];
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
