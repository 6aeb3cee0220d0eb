import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ZLiveHistoryQuery, ZLiveSessionParams, ZLiveStart } from "../../../common/contracts/live.ts";
import { runCommand } from "../../lib/command.ts";
import { notFound } from "../../lib/errors.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { inIdempotentTransaction } from "../../lib/http/idempotent.ts";
import { parseInput } from "../../lib/validate.ts";
import { chatHistory, chatView, endChat, heartbeatChat, startChat } from "./guestChat.ts";
import { assertMayStartChat } from "./policy.ts";

const ZEmpty = z.strictObject({});

/**
 * The guest's live chats (issue 14, docs/REST.md "Live chats"): start (the first minute paid at
 * once; Idempotency-Key), read with a fresh stream URL, heartbeat, end, and the history. Every
 * call needs a logged-in guest; another guest's session is 404. The minutes after the first are
 * charged by the billing job, never by these calls.
 */
export async function livechatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.post("/livechat/start", async (request, reply) => {
    const { guest } = await requireGuest(request);
    const input = parseInput(ZLiveStart, request.body);
    assertMayStartChat(guest, input.chatType);
    const answer = await inIdempotentTransaction({
      db: ctx.db,
      request,
      guestId: guest.id,
      path: "/livechat/start",
      input,
      run: (tx) =>
        startChat({
          tx,
          streaming: ctx.streaming,
          guestId: guest.id,
          actorId: input.actorId,
          chatType: input.chatType,
          capCoins: input.capCoins ?? null,
          minuteMs: ctx.config.livechatMinuteMs,
          language: request.language,
          now: ctx.now(),
        }),
    });
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
}
