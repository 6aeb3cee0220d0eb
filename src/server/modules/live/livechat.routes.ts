import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  ZLiveCapChange,
  ZLiveHistoryQuery,
  ZLiveSessionParams,
  ZLiveStart,
} from "../../../common/contracts/live.ts";
import { ZActorLiveLine, ZLiveGiftInput, ZLiveLineInput } from "../../../common/contracts/liveLines.ts";
import { runCommand } from "../../lib/command.ts";
import { notFound } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { requestIdempotency } from "../../lib/http/idempotent.ts";
import { operatorGuard } from "../../lib/http/operatorGuard.ts";
import { visitorCountry } from "../../lib/http/visitorCountry.ts";
import { parseInput } from "../../lib/validate.ts";
import { changeCap } from "./commands/changeCap.ts";
import { chatHistory, chatView, endChat, heartbeatChat, startChat } from "./guestChat.ts";
import { sendChatGift } from "./lines/commands.ts";
import { actorChatLines, chatLines, writeActorLine, writeChatLine } from "./lines/guestLines.ts";
import { assertMayStartChat } from "./policy.ts";

const ZEmpty = z.strictObject({});
const ZActorSessionParams = ZLiveSessionParams.extend({
  actorId: z.coerce.number().int().positive().max(2_147_483_647),
});

/**
 * The guest's live chats (issue 14, docs/REST.md "Live chats"): start (the first minute paid at
 * once; Idempotency-Key), read with a fresh stream URL, heartbeat, the cap, end, and the history. Every
 * call needs a logged-in guest; another guest's session is 404. The minutes after the first are
 * charged by the billing job, never by these calls.
 */
export async function livechatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post("/livechat/start", async (request, reply) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZLiveStart, request.body);
    assertMayStartChat(guest, input.chatType);
    const once = requestIdempotency(request, "/livechat/start", input);
    const answer = await runCommand(
      ctx,
      startChat,
      {
        streaming: ctx.streaming,
        guestId: guest.id,
        actorId: input.actorId,
        chatType: input.chatType,
        capCoins: input.capCoins ?? null,
        minuteMs: ctx.config.livechatMinuteMs,
        language: request.language,
        country: visitorCountry(request, ctx.config.countryHeader),
      },
      once && { guestId: guest.id, ...once },
    );
    reply.status(201);
    return answer;
  });

  app.get("/livechat/history", async (request) => {
    const { guest } = await requireGuest(request);
    const page = parseInput(ZLiveHistoryQuery, request.query);
    return chatHistory(ctx.db, guest.id, page);
  });

  app.get("/livechat/:sessionId", async (request) => {
    const { guest } = await requireGuest(request);
    const { sessionId } = parseInput(ZLiveSessionParams, request.params);
    const view = await chatView({
      db: ctx.db,
      streaming: ctx.streaming,
      guestId: guest.id,
      sessionId,
      now: ctx.now(),
    });
    if (!view) throw notFound("Session");
    return view;
  });

  app.post("/livechat/:sessionId/end", async (request) => {
    const { guest } = await requireGuest(request);
    const { sessionId } = parseInput(ZLiveSessionParams, request.params);
    parseInput(ZEmpty, request.body ?? {});
    return runCommand(ctx, endChat, { guestId: guest.id, sessionId });
  });

  app.post("/livechat/:sessionId/heartbeat", async (request) => {
    const { guest } = await requireGuest(request);
    const { sessionId } = parseInput(ZLiveSessionParams, request.params);
    parseInput(ZEmpty, request.body ?? {});
    return heartbeatChat({ db: ctx.db, guestId: guest.id, sessionId, now: ctx.now() });
  });

  app.post("/livechat/:sessionId/cap", async (request) => {
    const { guest } = await requireGuest(request);
    const { sessionId } = parseInput(ZLiveSessionParams, request.params);
    const { capCoins } = parseInput(ZLiveCapChange, request.body);
    return runCommand(ctx, changeCap, { guestId: guest.id, sessionId, capCoins });
  });

  livechatLineRoutes(app);
}

/**
 * The live text chat of a session (docs/REST.md "Live text chat"): the guest reads and writes lines
 * and sends gifts and toy controls (paid at once; Idempotency-Key); the performer side (operator
 * API) reads the log and writes lines with an optional live reaction.
 */
function livechatLineRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const authorize = operatorGuard(app);

  app.get("/livechat/:sessionId/messages", async (request) => {
    const { guest } = await requireGuest(request);
    const { sessionId } = parseInput(ZLiveSessionParams, request.params);
    return chatLines(ctx.db, { guestId: guest.id, sessionId, language: request.language });
  });

  app.post("/livechat/:sessionId/messages", async (request, reply) => {
    const { guest } = await requireGuest(request);
    const { sessionId } = parseInput(ZLiveSessionParams, request.params);
    const { text } = parseInput(ZLiveLineInput, request.body);
    const line = await runCommand(ctx, writeChatLine, { guestId: guest.id, sessionId, text });
    reply.status(201);
    return { line };
  });

  app.post("/livechat/:sessionId/gifts", async (request, reply) => {
    const { guest } = await requireGuest(request);
    const { sessionId } = parseInput(ZLiveSessionParams, request.params);
    const input = parseInput(ZLiveGiftInput, request.body);
    const once = requestIdempotency(request, `/livechat/${sessionId}/gifts`, input);
    const answer = await runCommand(
      ctx,
      sendChatGift,
      { guestId: guest.id, sessionId, giftId: input.giftId, language: request.language },
      once && { guestId: guest.id, ...once },
    );
    reply.status(201);
    return answer;
  });

  app.get("/internal/actors/:actorId/livechat/:sessionId/messages", async (request) => {
    authorize(request);
    const { actorId, sessionId } = parseInput(ZActorSessionParams, request.params);
    return actorChatLines(ctx.db, { actorId, sessionId, language: request.language });
  });

  app.post("/internal/actors/:actorId/livechat/:sessionId/messages", async (request, reply) => {
    authorize(request);
    const { actorId, sessionId } = parseInput(ZActorSessionParams, request.params);
    const input = parseInput(ZActorLiveLine, request.body);
    const line = await runCommand(ctx, writeActorLine, { actorId, sessionId, ...input });
    reply.status(201);
    return { success: true, line };
  });
}
