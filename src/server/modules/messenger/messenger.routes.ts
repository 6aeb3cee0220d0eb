import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  RECOMMENDED_ACTORS,
  type TChannelChange,
  type TMessengerActor,
  type TRecommendations,
  ZChannelQuery,
  ZMessageQuery,
  ZMessengerOneClick,
  ZRecommendationQuery,
  ZSendMessage,
} from "../../../common/contracts/messenger.ts";
import { runCommand } from "../../lib/command.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { requestIdempotency } from "../../lib/http/idempotent.ts";
import { parseInput } from "../../lib/validate.ts";
import { isRestricted, restrictionError } from "../accounts/index.ts";
import { findActor, findActors } from "../catalog/index.ts";
import { type ChannelAction, changeChannel } from "./commands/changeChannel.ts";
import { loadGuestChannel, markAllSeen, openChannel } from "./commands/channels.ts";
import { oneClickInChannel } from "./commands/oneClick.ts";
import { sendMessage } from "./commands/sendMessage.ts";
import { presentMessengerActor, presentRecommendations } from "./presenter.ts";
import { guestChannel, listChannels, listMessages, navbarChannels, unreadTotal } from "./queries/channels.ts";
import { messengerGiftStore } from "./queries/gifts.ts";

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
  const present = async (channelId: number, options: Awaited<ReturnType<typeof who>>) => {
    const channel = await guestChannel(ctx.db, channelId, options);
    if (!channel) throw new AppError(AppErrorCode.NOT_FOUND, "Channel not found");
    return channel;
  };

  app.get("/messenger/channels", async (request) => {
    const options = await who(request);
    const query = parseInput(ZChannelQuery, request.query);
    return listChannels(ctx.db, { ...options, ...query });
  });

  app.get("/messenger/navbar", async (request) => navbarChannels(ctx.db, await who(request)));

  // The gift store with what the guest's vouchers pay (gifts' store, benefits' vouchers).
  app.get("/messenger/gifts", async (request) => {
    const { guest } = await requireGuest(request);
    return messengerGiftStore(ctx.db, { guestId: guest.id, language: request.language, now: ctx.now() });
  });

  app.get("/messenger/channel/:channelId", async (request) => {
    const options = await who(request);
    const { channelId } = parseInput(ZChannelParams, request.params);
    return { channel: await present(channelId, options) };
  });

  app.get("/messenger/channel/actor/:actorId", async (request) => {
    const options = await who(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    const row = await openChannel({ tx: ctx.db, guestId: options.guestId, actorId });
    return { channel: await present(row.id, options) };
  });

  app.get("/messenger/channel/:channelId/messages", async (request) => {
    const options = await who(request);
    const { channelId } = parseInput(ZChannelParams, request.params);
    const query = parseInput(ZMessageQuery, request.query);
    await loadGuestChannel(ctx.db, { guestId: options.guestId, channelId });
    return listMessages(ctx.db, { channelId, ...query, language: options.language });
  });

  app.post("/messenger/channel/:channelId/send", async (request) => {
    const { guestId, language, restricted } = await who(request);
    const { channelId } = parseInput(ZChannelParams, request.params);
    const input = parseInput(ZSendMessage, request.body);
    // Like purchases: a restricted guest settles the open amount first (opcompensation).
    if (restricted) throw restrictionError();
    const once = requestIdempotency(request, `/messenger/channel/${channelId}/send`, input);
    return runCommand(
      ctx,
      sendMessage,
      { guestId, channelId, input, language },
      once && { guestId, ...once },
    );
  });

  // One-click top-up from the not-enough-money dialog (spec core §7): charged like payment/oneclick,
  // once per Idempotency-Key; the answer carries the result message the conversation shows.
  app.post("/messenger/channel/:channelId/oneclick", async (request, reply) => {
    const options = await who(request);
    const { channelId } = parseInput(ZChannelParams, request.params);
    const input = parseInput(ZMessengerOneClick, request.body);
    const { guestId, language } = options;
    const once = requestIdempotency(request, `/messenger/channel/${channelId}/oneclick`, input);
    const answer = await runCommand(
      ctx,
      oneClickInChannel,
      { provider: ctx.payments, guestId, channelId, ...input, language },
      once && { guestId, ...once },
    );
    if (answer.status === "declined")
      throw new AppError(AppErrorCode.PAYMENT_DECLINED, "The card was declined", answer);
    if (answer.status === "requires_confirmation") reply.status(202);
    return answer;
  });

  /** A change of one channel: the channel and the unread total after it (its event tells other tabs). */
  const channelChange =
    (action: ChannelAction) =>
    async (request: FastifyRequest): Promise<TChannelChange> => {
      const { guestId, language } = await who(request);
      const { channelId } = parseInput(ZChannelParams, request.params);
      parseInput(ZEmpty, request.body ?? {});
      return runCommand(ctx, changeChannel, { guestId, channelId, language, action });
    };

  app.post("/messenger/channel/:channelId/read", channelChange("read"));
  app.post("/messenger/channel/:channelId/archive", channelChange("archive"));
  app.post("/messenger/channel/:channelId/unarchive", channelChange("unarchive"));
  app.post("/messenger/channel/:channelId/block", channelChange("block"));
  app.post("/messenger/channel/:channelId/unblock", channelChange("unblock"));

  app.post("/messenger/channels/seen", async (request) => {
    const { guestId, language } = await who(request);
    parseInput(ZEmpty, request.body ?? {});
    await runCommand(ctx, markAllSeen, { guestId, language });
    return { success: true, unreadTotal: await unreadTotal(ctx.db, guestId) };
  });

  app.get("/messenger/actor/:actorId", async (request): Promise<TMessengerActor> => {
    const { language, now } = await who(request);
    const { actorId } = parseInput(ZActorParams, request.params);
    const actor = await findActor(ctx.db, actorId);
    if (!actor) throw new AppError(AppErrorCode.NOT_FOUND, "Actor not found");
    return presentMessengerActor(actor, language, now);
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
    return presentRecommendations(rows, { ...query, language, now });
  });
}
