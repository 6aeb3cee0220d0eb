import { eq, inArray } from "drizzle-orm";
import type { TMessage } from "../../../common/contracts/messenger.ts";
import { type Language, normalizeLanguage } from "../../../common/languages.ts";
import { guests } from "../../db/schema/index.ts";
import type { AppContext } from "../../lib/context.ts";
import { pushToGuest } from "../../realtime/publish.ts";
import { notifyActorMessage } from "../notifications/commands/notify.ts";
import { actorSend } from "./commands/actorSend.ts";
import { presentChannel, presentMessage } from "./presenter.ts";
import { channelsOfActor, guestChannel, messageVoucherCheck } from "./queries/channels.ts";

type Log = { error(object: object, message: string): void };

async function languageOf(ctx: AppContext, guestId: number): Promise<Language> {
  const [row] = await ctx.db.select({ language: guests.language }).from(guests).where(eq(guests.id, guestId));
  return normalizeLanguage(row?.language);
}

/** Pushes a channel's current state to its guest's sockets (channel.updated), best effort. */
export async function pushChannel(
  ctx: AppContext,
  options: { guestId: number; channelId: number; language?: Language },
  log: Log,
): Promise<void> {
  try {
    const language = options.language ?? (await languageOf(ctx, options.guestId));
    const channel = await guestChannel(ctx.db, options.channelId, {
      guestId: options.guestId,
      language,
      now: ctx.now(),
    });
    if (channel) await pushToGuest(ctx, options.guestId, { type: "channel.updated", channel }, log);
  } catch (error) {
    log.error({ err: error, channelId: options.channelId }, "channel push failed");
  }
}

/**
 * An actor's message to a guest (performer API, simulator): stored by one statement (channel,
 * message and unread count commit together), then pushed to the guest's sockets as
 * messenger.message and channel.updated (built from the rows the statement returned; the voucher
 * flag is read at the same time on another connection), then the type-2 notification is stored
 * and pushed. Three statements in all, two of them one after the other.
 */
export async function deliverActorMessage(
  ctx: AppContext,
  input: { actorId: number; guestId: number; text: string },
  log: Log,
): Promise<{ channelId: number; message: TMessage }> {
  const now = ctx.now();
  const voucherCheck = messageVoucherCheck(ctx.db, input.guestId, now);
  // Settled here so that a failed send does not leave a rejected promise behind.
  voucherCheck.catch(() => undefined);
  const { channel, message, view, language } = await actorSend({ tx: ctx.db, ...input, now });
  const presented = presentMessage(message);
  await pushToGuest(
    ctx,
    input.guestId,
    { type: "messenger.message", channelId: channel.id, message: presented },
    log,
  );
  try {
    const hasVoucher = await voucherCheck;
    const pushed = presentChannel(view, { language, now, hasMessageVoucher: hasVoucher(input.actorId) });
    await pushToGuest(ctx, input.guestId, { type: "channel.updated", channel: pushed }, log);
  } catch (error) {
    log.error({ err: error, channelId: channel.id }, "channel push failed");
  }
  await notifyActorMessage(
    ctx,
    {
      actorId: input.actorId,
      guestId: input.guestId,
      channelId: channel.id,
      actorName: view.actor.name,
      language,
    },
    log,
  );
  return { channelId: channel.id, message: presented };
}

/**
 * Pushes channel.updated to every guest with a channel to an actor (free show start and stop
 * change the channels' freeChat), each in the guest's language. Best effort.
 */
export async function pushActorChannels(ctx: AppContext, actorId: number, log: Log): Promise<void> {
  try {
    const views = await channelsOfActor(ctx.db, actorId);
    if (views.length === 0) return;
    const guestIds = [...new Set(views.map((v) => v.channel.guestId))];
    const languages = new Map(
      (
        await ctx.db
          .select({ id: guests.id, language: guests.language })
          .from(guests)
          .where(inArray(guests.id, guestIds))
      ).map((row) => [row.id, normalizeLanguage(row.language)]),
    );
    const now = ctx.now();
    for (const view of views) {
      const guestId = view.channel.guestId;
      const hasVoucher = await messageVoucherCheck(ctx.db, guestId, now);
      const channel = presentChannel(view, {
        language: languages.get(guestId) ?? "en",
        now,
        hasMessageVoucher: hasVoucher(actorId),
      });
      await pushToGuest(ctx, guestId, { type: "channel.updated", channel }, log);
    }
  } catch (error) {
    log.error({ err: error, actorId }, "actor channel push failed");
  }
}
