import { createHmac } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  type TVoiceCallStartResult,
  ZVoiceCallStart,
  ZVoiceClientParams,
} from "../../../common/contracts/voiceCall.ts";
import { runCommand } from "../../lib/command.ts";
import { AppError, AppErrorCode } from "../../lib/errors.ts";
import { visitorCountry } from "../../lib/http/visitorCountry.ts";
import { networkOf } from "../../lib/network.ts";
import { parseInput } from "../../lib/validate.ts";
import { type GuestRow, resolveToken } from "../accounts/index.ts";
import { assertMayStartChat } from "./policy.ts";
import {
  hangUpVoiceCall,
  heartbeatVoiceCall,
  startVoiceCall,
  voiceCallView,
  voiceResultOf,
} from "./voiceCall.ts";

const ZEmpty = z.strictObject({});

/**
 * Voice calls (docs/REST.md "Voice calls"): `startAnonymousVoicecallChat {accessToken, actorId}`
 * answers `{resultCode, server, clientId}` (2000, or a code 901-921 with its meaning; bad input,
 * a bad token or an unknown actor are 4xx errors), then the call is reached by its secret client
 * id: its state with a fresh signalling URL, the keep-alive and the hang-up. No login needed.
 */
export async function voiceCallRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;

  /** The caller: the token's guest (401 when it is not valid), else the request's login, else anonymous. */
  async function callerOf(
    request: FastifyRequest,
    accessToken: string | null | undefined,
  ): Promise<GuestRow | null> {
    if (!accessToken) return (await request.auth())?.guest ?? null;
    const resolved = await resolveToken(ctx.db, accessToken, ctx.now());
    if (!resolved || resolved.kind === "overlay_ticket")
      throw new AppError(
        AppErrorCode.UNAUTHENTICATED,
        "The access token is not valid; call without one to call anonymously",
      );
    return resolved.guest;
  }

  app.post("/voicecall/startAnonymousVoicecallChat", async (request): Promise<TVoiceCallStartResult> => {
    const input = parseInput(ZVoiceCallStart, request.body);
    const guest = await callerOf(request, input.accessToken);
    try {
      if (guest) assertMayStartChat(guest, "VOICE_CALL");
      return await runCommand(ctx, startVoiceCall, {
        streaming: ctx.streaming,
        guestId: guest?.id ?? null,
        visitorKey: createHmac("sha256", ctx.config.mediaSigningKey)
          .update(`voice-visitor:${networkOf(request.ip)}`)
          .digest("base64url"),
        actorId: input.actorId,
        minuteMs: ctx.config.livechatMinuteMs,
        language: request.language,
        country: visitorCountry(request, ctx.config.countryHeader),
      });
    } catch (error) {
      const refused = voiceResultOf(error);
      if (!refused) throw error;
      return {
        ...refused,
        server: null,
        clientId: null,
        session: null,
        anonymous: !guest,
        minutesLeft: null,
      };
    }
  });

  app.get("/voicecall/:clientId", async (request, reply) => {
    const { clientId } = parseInput(ZVoiceClientParams, request.params);
    reply.header("cache-control", "private, no-store");
    return voiceCallView({ db: ctx.db, streaming: ctx.streaming, clientId, now: ctx.now() });
  });

  app.post("/voicecall/:clientId/heartbeat", async (request) => {
    const { clientId } = parseInput(ZVoiceClientParams, request.params);
    parseInput(ZEmpty, request.body ?? {});
    return heartbeatVoiceCall({ db: ctx.db, streaming: ctx.streaming, clientId, now: ctx.now() });
  });

  app.post("/voicecall/:clientId/end", async (request) => {
    const { clientId } = parseInput(ZVoiceClientParams, request.params);
    parseInput(ZEmpty, request.body ?? {});
    return runCommand(ctx, hangUpVoiceCall, { streaming: ctx.streaming, clientId });
  });
}
