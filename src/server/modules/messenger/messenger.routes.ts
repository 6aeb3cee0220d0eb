import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  RECOMMENDED_ACTORS,
  type TChannelChange,
  type TMessengerActor,
  type TMessengerOneClickResult,
  type TRecommendations,
  type TSendResult,
  ZChannelQuery,
  ZMessageQuery,
  ZMessengerOneClick,
  ZRecommendationQuery,
  ZSendMessage,
} from "../../../common/contracts/messenger.ts";
import { pickLocalized } from "../../../common/languages.ts";
import { formatCoins } from "../../../common/money.ts";
import { buildPath } from "../../../common/routes/index.ts";
import type { Tx } from "../../db/client.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { inIdempotentTransaction } from "../../lib/http/idempotent.ts";
import { parseInput } from "../../lib/validate.ts";
import { pushGuestChanges, pushToGuest } from "../../realtime/publish.ts";
import { isRestricted, restrictionError } from "../accounts/access.ts";
import { ageOn, presentImage } from "../catalog/presenter.ts";
import { findActor, findActors } from "../catalog/queries/actors.ts";
import {
  loadGuestChannel,
  markAllSeen,
  markRead,
  openChannel,
  setArchived,
  setBlocked,
} from "./commands/channels.ts";
import { guestSend } from "./commands/guestSend.ts";
import { oneClickTopUp } from "./commands/oneClick.ts";
import { pushChannel } from "./delivery.ts";
import { presentMessage, topUpResultMessage } from "./presenter.ts";
import { guestChannel, listChannels, listMessages, navbarChannels, unreadTotal } from "./queries/channels.ts";

const ZId = z.coerce.number().int().positive().max(2_147_483_647);
const ZChannelParams = z.object({ channelId: ZId });
const ZActorParams = z.object({ actorId: ZId });
const ZEmpty = z.strictObject({});

/**
 * The messenger (spec core §2, §4, §7): channels per actor, messages, paid sends (free messages,
 * then a messages voucher, then the actor's price; Idempotency-Key), read/archive/block, the
 * navbar list, actor details and recommendations. Every call needs a logged-in guest; another
 * guest's channel is 404.
 */
export async function messengerRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const who = async (request: FastifyRequest) => {
    const { guest } = await requireGuest(request);
    return {
      guestId: guest.id,
      language: request.language,
      now: ctx.now(),
      restricted: isRestricted(guest),
    };
  };
  const present = async (
    tx: Tx | typeof ctx.db,
    channelId: number,
    options: Awaited<ReturnType<typeof who>>,
  ) => {
    const channel = await guestChannel(tx, channelId, options);
    if (!channel) throw new AppError(AppErrorCode.NOT_FOUND, "Channel not found");
    return channel;
  };

  app.get("/messenger/channels", async (request) => {
    const options = await who(request);
    const query = parseInput(ZChannelQuery, request.query);
    return listChannels(ctx.db, { ...options, ...query });
  });

  app.get("/messenger/navbar", async (request) => navbarChannels(ctx.db, await who(request)));

  app.get("/messenger/channel/:channelId", async (request) => {
    const options = await who(request);
    const { channelId } = parseInput(ZChannelParams, request.params);
    return { channel: await present(ctx.db, channelId, options) };
  });

  app.get("/messenger/channel/actor/:actorId", async (request) => {
    const options = await who(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    const row = await openChannel({ tx: ctx.db, guestId: options.guestId, actorId });
    return { channel: await present(ctx.db, row.id, options) };
  });

  app.get("/messenger/channel/:channelId/messages", async (request) => {
    const options = await who(request);
    const { channelId } = parseInput(ZChannelParams, request.params);
    const query = parseInput(ZMessageQuery, request.query);
    await loadGuestChannel(ctx.db, { guestId: options.guestId, channelId });
    return listMessages(ctx.db, { channelId, ...query, language: options.language });
  });

  app.post("/messenger/channel/:channelId/send", async (request) => {
    const options = await who(request);
    const { channelId } = parseInput(ZChannelParams, request.params);
    const input = parseInput(ZSendMessage, request.body);
    // Like purchases: a restricted guest settles the open amount first (opcompensation).
    if (options.restricted) throw restrictionError();
    const answer = await inIdempotentTransaction({
      db: ctx.db,
      request,
      guestId: options.guestId,
      path: `/messenger/channel/${channelId}/send`,
      input,
      run: async (tx): Promise<TSendResult> => {
        const sent = await guestSend({
          tx,
          guestId: options.guestId,
          channelId,
          ...input,
          language: options.language,
          now: options.now,
        });
        return {
          success: true,
          message: presentMessage(sent.message, sent.gifts),
          channel: await present(tx, channelId, options),
          charged: sent.charged,
          guestBalance: sent.balance,
          guestBalanceFormatted: formatCoins(sent.balance),
          voucherUsed: sent.vouchersUsed,
          ownGiftsUsed: sent.ownGiftsUsed,
        };
      },
    });
    const { guestId } = options;
    await pushToGuest(
      ctx,
      guestId,
      { type: "messenger.message", channelId, message: answer.message },
      request.log,
    );
    await pushToGuest(ctx, guestId, { type: "channel.updated", channel: answer.channel }, request.log);
    if (answer.charged > 0) await pushGuestChanges(ctx, guestId, ["balance"], request.log);
    if (answer.voucherUsed) await pushGuestChanges(ctx, guestId, ["vouchers"], request.log);
    if (answer.ownGiftsUsed) await pushGuestChanges(ctx, guestId, ["gifts"], request.log);
    return answer;
  });

  // One-click top-up from the not-enough-money dialog (spec core §7): charged like payment/oneclick,
  // once per Idempotency-Key; the answer carries the result message the conversation shows.
  app.post("/messenger/channel/:channelId/oneclick", async (request, reply) => {
    const options = await who(request);
    const { channelId } = parseInput(ZChannelParams, request.params);
    const input = parseInput(ZMessengerOneClick, request.body);
    const answer = await inIdempotentTransaction({
      db: ctx.db,
      request,
      guestId: options.guestId,
      path: `/messenger/channel/${channelId}/oneclick`,
      input,
      run: async (tx): Promise<TMessengerOneClickResult> => {
        const result = await oneClickTopUp({
          tx,
          provider: ctx.payments,
          guestId: options.guestId,
          channelId,
          ...input,
          now: options.now,
        });
        return { ...result, channelId, resultMessage: topUpResultMessage(result, options.language) };
      },
    });
    if (answer.status === "declined")
      throw new AppError(AppErrorCode.PAYMENT_DECLINED, "The card was declined", answer);
    if (answer.status === "requires_confirmation") reply.status(202);
    else await pushGuestChanges(ctx, options.guestId, ["balance"], request.log);
    return answer;
  });

  /** A change of one channel: run it, answer the channel and the unread total, tell other tabs. */
  const channelChange =
    (run: (tx: Tx, guestId: number, channelId: number) => Promise<void>, archivedPush = false) =>
    async (request: FastifyRequest): Promise<TChannelChange> => {
      const options = await who(request);
      const { channelId } = parseInput(ZChannelParams, request.params);
      parseInput(ZEmpty, request.body ?? {});
      const answer = await ctx.db.transaction(async (tx) => {
        await run(tx, options.guestId, channelId);
        return {
          success: true as const,
          channel: await present(tx, channelId, options),
          unreadTotal: await unreadTotal(tx, options.guestId),
        };
      });
      await pushToGuest(
        ctx,
        options.guestId,
        archivedPush
          ? { type: "channel.archived", channelId }
          : { type: "channel.updated", channel: answer.channel },
        request.log,
      );
      return answer;
    };

  app.post(
    "/messenger/channel/:channelId/read",
    channelChange((tx, guestId, channelId) => markRead({ tx, guestId, channelId, now: ctx.now() })),
  );
  app.post(
    "/messenger/channel/:channelId/archive",
    channelChange((tx, guestId, channelId) => setArchived({ tx, guestId, channelId, archived: true }), true),
  );
  app.post(
    "/messenger/channel/:channelId/unarchive",
    channelChange((tx, guestId, channelId) => setArchived({ tx, guestId, channelId, archived: false })),
  );
  app.post(
    "/messenger/channel/:channelId/block",
    channelChange((tx, guestId, channelId) => setBlocked({ tx, guestId, channelId, blocked: true })),
  );
  app.post(
    "/messenger/channel/:channelId/unblock",
    channelChange((tx, guestId, channelId) => setBlocked({ tx, guestId, channelId, blocked: false })),
  );

  app.post("/messenger/channels/seen", async (request) => {
    const options = await who(request);
    parseInput(ZEmpty, request.body ?? {});
    const changed = await ctx.db.transaction((tx) =>
      markAllSeen({ tx, guestId: options.guestId, now: options.now }),
    );
    for (const channelId of changed)
      await pushChannel(
        ctx,
        { guestId: options.guestId, channelId, language: options.language },
        request.log,
      );
    return { success: true, unreadTotal: await unreadTotal(ctx.db, options.guestId) };
  });

  app.get("/messenger/actor/:actorId", async (request): Promise<TMessengerActor> => {
    const { language, now } = await who(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    const actor = await findActor(ctx.db, actorId);
    if (!actor) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
    return {
      id: actor.id,
      name: actor.name,
      age: ageOn(actor.birthDate, now),
      avatar: presentImage(actor.avatar),
      isOnline: actor.isOnline,
      freeChat: actor.freeChat,
      languages: actor.languages,
      headline: pickLocalized(actor.headline, language),
      city: actor.city,
      country: actor.country,
      url: buildPath(language, "actorProfile", { actorName: actor.name }),
      prices: {
        message: actor.priceMessage,
        videoChat: actor.priceVideoChat,
        singleC2c: actor.priceSingleC2c,
        voyeur: actor.priceVoyeur,
      },
      freeMessages: actor.freeMessages,
      isVoyeurChatAvailable: actor.isVoyeurChatAvailable,
    };
  });

  app.get("/messenger/recommendations", async (request): Promise<TRecommendations> => {
    const { language, now } = await who(request);
    const query = parseInput(ZRecommendationQuery, request.query);
    const { rows } = await findActors(ctx.db, {
      order: "online",
      onlyOnline: true,
      offset: 0,
      limit: RECOMMENDED_ACTORS.loaded + 1,
      now,
    });
    const actors = rows
      .filter((row) => row.id !== query.currentActorId)
      .slice(0, RECOMMENDED_ACTORS.loaded)
      .map((row) => ({
        id: row.id,
        name: row.name,
        age: ageOn(row.birthDate, now),
        isOnline: row.isOnline,
        avatar: presentImage(row.avatar),
        url: buildPath(language, "actorProfile", { actorName: row.name }),
      }));
    return { actors, visible: query.useGrid ? RECOMMENDED_ACTORS.grid : RECOMMENDED_ACTORS.slider };
  });
}
