import { normalizeLanguage } from "../../../common/languages.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { fundsOf, lineById, presentLines, presentSession, sessionById } from "../../modules/live/index.ts";

/**
 * A live chat began: livechat.started to the guest's sockets (every tab shows the chat), and
 * voicecall.start for a voice call, to its guest's sockets and the sockets subscribed to the call
 * by its client id (an anonymous visitor's call page has no guest channel).
 */
export const pushLiveStarted = onEvent("live.sessionStarted", "realtime.liveStarted", async (events, ctx) => {
  for (const { payload } of events) {
    const session = await sessionById(ctx.db, payload.sessionId);
    if (!session) continue;
    const state = presentSession(session);
    if (payload.guestId !== null)
      await ctx.events.publish({
        target: { guestId: payload.guestId },
        message: { type: "livechat.started", session: state },
      });
    if (session.chatType === "VOICE_CALL")
      await ctx.events.publish({
        target: { call: session.id, guestId: payload.guestId },
        message: { type: "voicecall.start", session: state },
      });
  }
});

/**
 * A minute was paid: livechat.minute with the session as it is now, the balance and the minutes
 * left, once per session however many minutes the batch holds; livechat.lowBalance when the money
 * pays one more minute at most (the chat screen offers the top-up).
 */
export const pushLiveMinute = onEvent("live.minuteCharged", "realtime.liveMinute", async (events, ctx) => {
  for (const sessionId of new Set(events.map((event) => event.payload.sessionId))) {
    const session = await sessionById(ctx.db, sessionId);
    if (!session || session.guestId === null) continue;
    const { balance, minutesLeft } = await fundsOf(ctx.db, session, ctx.now());
    const target = { guestId: session.guestId };
    await ctx.events.publish({
      target,
      message: { type: "livechat.minute", session: presentSession(session), balance, minutesLeft },
    });
    if (session.state === "active" && minutesLeft !== null && minutesLeft <= 1)
      await ctx.events.publish({ target, message: { type: "livechat.lowBalance", sessionId, minutesLeft } });
  }
});

/**
 * A chat ended: chat.end with its exit code and totals to the guest's sockets, and voicecall.stop
 * (with the exit code) for a voice call, to its guest's sockets and the call's subscribed sockets.
 */
export const pushLiveEnded = onEvent("live.sessionEnded", "realtime.liveEnded", async (events, ctx) => {
  for (const { payload } of events) {
    const session = await sessionById(ctx.db, payload.sessionId);
    if (!session) continue;
    const state = presentSession(session);
    if (payload.guestId !== null)
      await ctx.events.publish({
        target: { guestId: payload.guestId },
        message: { type: "chat.end", session: state },
      });
    if (session.chatType === "VOICE_CALL")
      await ctx.events.publish({
        target: { call: session.id, guestId: payload.guestId },
        message: { type: "voicecall.stop", session: state, exitCode: state.exitCode ?? payload.exitCode },
      });
  }
});

/**
 * A line of the live text chat: livechat.line to the guest's sockets (gift labels in the session's
 * language), and live.reaction when the performer's line carries one.
 */
export const pushLiveLine = onEvent("live.lineWritten", "realtime.liveLine", async (events, ctx) => {
  for (const { payload } of events) {
    const [session, row] = await Promise.all([
      sessionById(ctx.db, payload.sessionId),
      lineById(ctx.db, payload.lineId),
    ]);
    if (!session || !row) continue;
    const [line] = await presentLines(ctx.db, [row], normalizeLanguage(session.language));
    if (!line) continue;
    const target = { guestId: payload.guestId };
    await ctx.events.publish({ target, message: { type: "livechat.line", sessionId: session.id, line } });
    if (line.reaction)
      await ctx.events.publish({
        target,
        message: {
          type: "live.reaction",
          sessionId: session.id,
          reaction: line.reaction,
          lineId: line.id,
          text: line.text,
        },
      });
  }
});

/** The live chat's pushes, for realtime/handlers/index.ts. */
export const livePushes = [pushLiveStarted, pushLiveMinute, pushLiveEnded, pushLiveLine];
