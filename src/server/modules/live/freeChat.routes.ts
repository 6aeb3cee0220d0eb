import type { FastifyInstance } from "fastify";
import type { TFreeChatAllowance } from "../../../common/contracts/freeChat.ts";
import { requireGuest } from "../../lib/http/auth.ts";
import { conversionChatActorIds } from "../catalog/index.ts";
import { conversionChatAccessOf, conversionCountdownOf } from "./conversion.ts";
import { freeAllowanceOf, presentAllowance } from "./limits.ts";

/** Conversion performers the page names at most (spec: conversion actors default 30). */
const CONVERSION_ACTORS = 30;

/**
 * The /free-chat/ page's own data (issue 14, docs/REST.md "Free chat"): the logged-in guest's free
 * minutes and previews left today, and the conversion chat countdown with the performers it is
 * free with and whether it is the guest's (a verified number that has not had it). Performers in free chat come from `GET cams` (freeChat).
 */
export async function freeChatRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  app.get("/free-chat/allowance", async (request, reply): Promise<TFreeChatAllowance> => {
    const { guest } = await requireGuest(request);
    const now = ctx.now();
    reply.header("cache-control", "private, no-store");
    const countdownEnd = await conversionCountdownOf(ctx.db, guest.id, now);
    return {
      ...presentAllowance(await freeAllowanceOf(ctx.db, guest.id, now)),
      conversionChat: {
        countdownEnd: countdownEnd?.toISOString() ?? null,
        actorIds: countdownEnd ? await conversionChatActorIds(ctx.db, CONVERSION_ACTORS) : [],
        access: countdownEnd ? await conversionChatAccessOf(ctx.db, guest.id, now) : null,
      },
    };
  });
}
