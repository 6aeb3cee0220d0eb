import { z } from "zod";
import { LANGUAGES } from "./languages.ts";
import { SOCKET_COMMANDS } from "./realtime.ts";

// The schema of what a client sends on the socket, apart from common/realtime.ts so that the web
// app (which only needs the type) ships no zod for it.

/** Messages a client sends. */
export const ZClientMessage = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("session.request"),
    /** Other clients log in with a token; the web app's socket carries the session cookie. */
    accessToken: z.string().min(20).max(100).optional(),
    language: z.enum(LANGUAGES).default("de"),
  }),
  z.strictObject({ type: z.literal("ping") }),
  /**
   * Listen to a voice call by its secret client id (the answer of startAnonymousVoicecallChat):
   * answered with voicecall.subscribed, or error CALL_NOT_FOUND; an anonymous caller's page hears
   * voicecall.start/stop this way (docs/REALTIME.md).
   */
  z.strictObject({
    type: z.literal("voicecall.subscribe"),
    clientId: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
  }),
  /**
   * A command (spec core §7 "Outgoing"): runs the REST call of the same meaning as the socket's
   * guest and answers `command.result` with the same requestId, HTTP status and body.
   */
  z.strictObject({
    type: z.literal("command"),
    requestId: z.string().min(1).max(64),
    command: z.enum(SOCKET_COMMANDS),
    params: z.record(z.string(), z.unknown()).default({}),
    /** For the charging commands (messenger.send, messenger.oneclick): as the Idempotency-Key header. */
    idempotencyKey: z.string().min(1).max(128).optional(),
  }),
]);
export type ClientMessage = z.infer<typeof ZClientMessage>;
