import websocket from "@fastify/websocket";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import type { Language } from "../../common/languages.ts";
import {
  CLOSE_SESSION_ENDED,
  CLOSE_TOO_SLOW,
  type EventTarget,
  MAX_SEND_QUEUE_BYTES,
  PONG_TTL_SECONDS,
  type RealtimeEvent,
  type ServerMessage,
} from "../../common/realtime.ts";
import { ZClientMessage } from "../../common/realtimeMessages.ts";
import { SESSION_COOKIE } from "../lib/http/auth.ts";
import { operatorGuard } from "../lib/http/operatorGuard.ts";
import { resolveSession } from "../modules/accounts/index.ts";
import { voiceCallByClientId } from "../modules/live/index.ts";
import { runSocketCommand } from "./commands.ts";
import { LiveKeepAlive } from "./liveKeepAlive.ts";
import { Presence } from "./presence.ts";

/** A session is checked again at most this often (on the client's pings). */
const RECHECK_SESSION_MS = 60_000;
/** Largest message a client may send. */
const MAX_CLIENT_MESSAGE_BYTES = 16 * 1024;
/** Voice calls one socket may listen to at once (a further subscription drops the oldest). */
const MAX_CALLS_PER_SOCKET = 4;

interface Connection {
  socket: WebSocket;
  /** Null until session.request, then the guest or anonymous (guestId null). */
  session: { guestId: number | null; token: string | null; checkedAt: number; language: Language } | null;
  /** The voice calls (session ids) this socket subscribed to by their client ids, oldest first. */
  calls: Set<number>;
}

/** The sockets of this instance, by guest; delivers bus events to them. */
export class SocketHub {
  private readonly connections = new Set<Connection>();
  private readonly byGuest = new Map<number, Set<Connection>>();
  private readonly byCall = new Map<number, Set<Connection>>();

  get size(): number {
    return this.connections.size;
  }

  /** Logged-in guests with at least one socket here, ascending. */
  guestIds(): number[] {
    return [...this.byGuest.keys()].sort((a, b) => a - b);
  }

  add(connection: Connection): void {
    this.connections.add(connection);
  }

  remove(connection: Connection): void {
    this.connections.delete(connection);
    this.unbind(connection);
    for (const sessionId of connection.calls) this.unlisten(connection, sessionId);
  }

  /** The socket hears the voice call's pushes (its client id was checked by the caller). */
  listen(connection: Connection, sessionId: number): void {
    connection.calls.delete(sessionId);
    connection.calls.add(sessionId);
    const oldest = connection.calls.values().next().value;
    if (connection.calls.size > MAX_CALLS_PER_SOCKET && oldest !== undefined)
      this.unlisten(connection, oldest);
    const set = this.byCall.get(sessionId) ?? new Set<Connection>();
    set.add(connection);
    this.byCall.set(sessionId, set);
  }

  private unlisten(connection: Connection, sessionId: number): void {
    connection.calls.delete(sessionId);
    const set = this.byCall.get(sessionId);
    set?.delete(connection);
    if (set?.size === 0) this.byCall.delete(sessionId);
  }

  bind(connection: Connection, guestId: number | null): void {
    this.unbind(connection);
    if (guestId === null) return;
    const set = this.byGuest.get(guestId) ?? new Set<Connection>();
    set.add(connection);
    this.byGuest.set(guestId, set);
  }

  private unbind(connection: Connection): void {
    const guestId = connection.session?.guestId;
    if (guestId === null || guestId === undefined) return;
    const set = this.byGuest.get(guestId);
    set?.delete(connection);
    if (set?.size === 0) this.byGuest.delete(guestId);
  }

  private targetsOf(target: EventTarget): Connection[] {
    if ("all" in target) return [...this.connections].filter((connection) => connection.session !== null);
    const guests = target.guestId === null ? undefined : this.byGuest.get(target.guestId);
    if (!("call" in target)) return [...(guests ?? [])];
    // A guest's call page is both its guest's socket and the call's listener: one message each.
    return [...new Set([...(guests ?? []), ...(this.byCall.get(target.call) ?? [])])];
  }

  deliver(event: RealtimeEvent): void {
    const targets = this.targetsOf(event.target);
    // One serialisation per language: each page gets the texts of its own language.
    const texts = new Map<ServerMessage, string>();
    for (const connection of targets) {
      const language = connection.session?.language;
      const message = (language && event.localized?.[language]) || event.message;
      let text = texts.get(message);
      if (text === undefined) {
        text = JSON.stringify(message);
        texts.set(message, text);
      }
      sendText(connection.socket, text);
    }
    // A locked guest's sockets end at once, on every instance (the lock reaches each one by the
    // bus): told first, then closed; a reconnect finds no session (access.ts).
    if (event.message.type === "guest.locked")
      for (const connection of targets) {
        this.unbind(connection);
        connection.session = null;
        connection.socket.close(CLOSE_SESSION_ENDED, "account locked");
      }
  }
}

/** Sends unless the client lags: past the send-queue limit it is disconnected. */
function sendText(socket: WebSocket, text: string): void {
  if (socket.readyState !== socket.OPEN) return;
  if (socket.bufferedAmount + text.length > MAX_SEND_QUEUE_BYTES) {
    socket.close(CLOSE_TOO_SLOW, "send queue over 1 MiB");
    return;
  }
  socket.send(text);
}

const send = (socket: WebSocket, message: ServerMessage) => sendText(socket, JSON.stringify(message));

/**
 * GET /ws: the real-time socket (docs/REALTIME.md). Browsers must come from the site's origin
 * (checked at the handshake: the socket carries the session cookie); other clients send no Origin
 * and log in with session.request {accessToken}.
 */
export async function socketRoutes(app: FastifyInstance): Promise<void> {
  const hub = new SocketHub();
  app.decorate("socketHub", hub);
  const unsubscribe = app.ctx.events.subscribe((event) => hub.deliver(event));
  const presence = new Presence(
    app.ctx.redis,
    () => ({ guestIds: hub.guestIds(), sockets: hub.size }),
    app.ctx.now,
    app.log,
  );
  presence.start();
  // An open socket keeps its guest's live chat going (the billing ends a session without one).
  const keepAlive = new LiveKeepAlive(app.ctx, () => hub.guestIds(), app.log);
  keepAlive.start();
  app.addHook("onClose", async () => {
    unsubscribe();
    await Promise.all([presence.stop(), keepAlive.stop()]);
  });
  const authorize = operatorGuard(app);
  // Operator `onlineGuests` (spec core §7 internal endpoints): guests with an open socket.
  app.get("/rest/v1/internal/onlineGuests", async (request) => {
    authorize(request);
    return { success: true, ...(await presence.online()) };
  });
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  const siteOrigin = new URL(app.ctx.config.publicUrl).origin;

  const checkOrigin = async (request: FastifyRequest) => {
    const origin = request.headers.origin;
    const host = request.headers.host;
    if (origin && origin !== siteOrigin && origin !== `http://${host}` && origin !== `https://${host}`)
      throw Object.assign(new Error("Cross-site socket refused"), { statusCode: 403 });
  };

  app.get("/ws", { websocket: true, preValidation: checkOrigin }, (socket, request) => {
    const connection: Connection = { socket, session: null, calls: new Set() };
    hub.add(connection);
    const cookieToken = request.cookies[SESSION_COOKIE] ?? null;

    const startSession = async (token: string | null, language: Language) => {
      const now = app.ctx.now();
      if (!token) {
        hub.bind(connection, null);
        connection.session = { guestId: null, token: null, checkedAt: now.getTime(), language };
        send(socket, { type: "session.ack", guestId: null });
        return;
      }
      // resolveSession() applies the guest-access policy: a locked guest's token is no session.
      const guest = await resolveSession(app.ctx.db, token, now);
      if (!guest) {
        hub.bind(connection, null);
        connection.session = { guestId: null, token: null, checkedAt: now.getTime(), language };
        send(socket, { type: "session.expired" });
        return;
      }
      hub.bind(connection, guest.id);
      connection.session = { guestId: guest.id, token, checkedAt: now.getTime(), language };
      await Promise.all([presence.refresh([guest.id]), keepAlive.touch([guest.id])]);
      send(socket, { type: "session.ack", guestId: guest.id });
    };

    /** On pings: a session that ended meanwhile (logout, expiry, lock) is told and closed. */
    const recheckSession = async () => {
      const session = connection.session;
      if (!session?.token) return;
      const now = app.ctx.now();
      if (now.getTime() - session.checkedAt < RECHECK_SESSION_MS) return;
      const guest = await resolveSession(app.ctx.db, session.token, now);
      if (guest) {
        session.checkedAt = now.getTime();
        return;
      }
      send(socket, { type: "session.expired" });
      socket.close(CLOSE_SESSION_ENDED, "session ended");
    };

    /**
     * voicecall.subscribe: the secret client id (never a bare session id) lets this socket hear the
     * call's voicecall.start/stop, a guest's or an anonymous visitor's; the answer is the call now.
     */
    const subscribeCall = async (clientId: string) => {
      const call = await voiceCallByClientId(app.ctx.db, clientId);
      if (!call) {
        send(socket, { type: "error", code: "CALL_NOT_FOUND", message: "No voice call has this client id" });
        return;
      }
      hub.listen(connection, call.sessionId);
      send(socket, { type: "voicecall.subscribed", session: call });
    };

    socket.on("message", (data, isBinary) => {
      if (isBinary) {
        send(socket, { type: "error", code: "BAD_MESSAGE", message: "Messages are JSON text" });
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(data.toString());
      } catch {
        send(socket, { type: "error", code: "BAD_MESSAGE", message: "Messages are JSON text" });
        return;
      }
      const result = ZClientMessage.safeParse(parsed);
      if (!result.success) {
        send(socket, { type: "error", code: "BAD_MESSAGE", message: "Unknown or malformed message" });
        return;
      }
      const message = result.data;
      let work: Promise<void>;
      if (message.type === "ping")
        work = recheckSession().then(() => send(socket, { type: "pong", ttl: PONG_TTL_SECONDS }));
      else if (message.type === "session.request")
        work = startSession(message.accessToken ?? cookieToken, message.language);
      else if (!connection.session) {
        send(socket, { type: "error", code: "SESSION_REQUIRED", message: "Send session.request first" });
        return;
      } else if (message.type === "voicecall.subscribe") work = subscribeCall(message.clientId);
      else {
        const session = connection.session;
        work = runSocketCommand(app, {
          command: message.command,
          params: message.params,
          token: session.token,
          language: session.language,
          idempotencyKey: message.idempotencyKey,
          remoteAddress: request.ip,
        }).then((answer) =>
          send(socket, { type: "command.result", requestId: message.requestId, ...answer }),
        );
      }
      work.catch((error: unknown) => {
        request.log.error({ err: error }, "socket message failed");
        socket.close(1011, "server error");
      });
    });
    socket.on("close", () => hub.remove(connection));
    socket.on("error", () => hub.remove(connection));
  });
}

declare module "fastify" {
  interface FastifyInstance {
    socketHub: SocketHub;
  }
}
