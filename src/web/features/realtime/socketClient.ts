import type { Language } from "../../../common/languages.ts";
import { CLOSE_PONG_MISSING, PING_INTERVAL_MS, type ServerMessage } from "../../../common/realtime.ts";
import type { ClientMessage } from "../../../common/realtimeMessages.ts";

/** What the client needs from the browser (a fake in tests). */
export interface SocketEnvironment {
  createSocket(url: string): WebSocketLike;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  random(): number;
  /** Reports a connection error (logger/websocketConnectionError). */
  logError(report: ConnectionErrorReport): void;
}

export interface WebSocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
  onclose: ((event: { code: number; reason: string }) => void) | null;
}

export interface ConnectionErrorReport {
  connectionAttempt: number;
  error: "connection closed" | "pong missing";
  errorCode: number;
  errorReason: string;
  websocketType: "realtime";
}

const OPEN = 1;
/** First reconnect after 1 s (spec core §4); then doubling with jitter up to 30 s. */
const RECONNECT_MS = 1000;
const MAX_RECONNECT_MS = 30_000;

/**
 * The browser side of the real-time socket (spec core §4): requests a session when open and
 * queues outgoing messages until it is acknowledged; pings every 50 s and closes with 4000 when a
 * pong is missing; reconnects after 1 s, then backs off with jitter while the server stays away;
 * the very first attempt closing with 1002 neither logs nor reconnects; only the first close error
 * is logged. Listeners get every server message and `reconnected` after a later session ack.
 */
export class RealtimeClient {
  private socket: WebSocketLike | null = null;
  private queue: string[] = [];
  private acked = false;
  private attempt = 0;
  private failures = 0;
  private awaitingPong = false;
  private loggedCloseError = false;
  private stopped = false;
  private everAcked = false;
  private pingTimer: unknown = null;
  private reconnectTimer: unknown = null;
  private readonly listeners = new Set<(message: ServerMessage | { type: "reconnected" }) => void>();

  constructor(
    private readonly url: string,
    private readonly language: Language,
    private readonly env: SocketEnvironment,
  ) {}

  on(listener: (message: ServerMessage | { type: "reconnected" }) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get connected(): boolean {
    return this.socket?.readyState === OPEN && this.acked;
  }

  start(): void {
    this.stopped = false;
    if (!this.socket) this.connect();
  }

  /** Reconnects at once when closed (the tab became visible, the browser came online). */
  wake(): void {
    if (this.stopped || this.socket) return;
    if (this.reconnectTimer !== null) this.env.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.reconnectTimer !== null) this.env.clearTimeout(this.reconnectTimer);
    this.stopPing();
    this.socket?.close(1000, "bye");
    this.socket = null;
  }

  send(message: ClientMessage): void {
    const text = JSON.stringify(message);
    if (this.connected) this.socket?.send(text);
    else this.queue.push(text);
  }

  private connect(): void {
    this.attempt += 1;
    this.acked = false;
    const socket = this.env.createSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      socket.send(
        JSON.stringify({ type: "session.request", language: this.language } satisfies ClientMessage),
      );
      this.startPing();
    };
    socket.onmessage = (event) => this.receive(event.data);
    socket.onclose = (event) => this.closed(socket, event.code, event.reason);
  }

  private receive(data: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch {
      return;
    }
    if (message.type === "pong") this.awaitingPong = false;
    if (message.type === "session.ack") {
      this.acked = true;
      this.failures = 0;
      for (const text of this.queue.splice(0)) this.socket?.send(text);
      if (this.everAcked) this.emit({ type: "reconnected" });
      this.everAcked = true;
    }
    this.emit(message);
  }

  private emit(message: ServerMessage | { type: "reconnected" }): void {
    for (const listener of this.listeners) listener(message);
  }

  private startPing(): void {
    this.stopPing();
    this.awaitingPong = false;
    this.pingTimer = this.env.setInterval(() => {
      if (this.awaitingPong) {
        this.logOnce({ error: "pong missing", errorCode: CLOSE_PONG_MISSING, errorReason: "pong missing" });
        this.socket?.close(CLOSE_PONG_MISSING, "pong missing");
        return;
      }
      this.awaitingPong = true;
      this.socket?.send(JSON.stringify({ type: "ping" } satisfies ClientMessage));
    }, PING_INTERVAL_MS);
  }

  private stopPing(): void {
    if (this.pingTimer !== null) this.env.clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private closed(socket: WebSocketLike, code: number, reason: string): void {
    if (socket !== this.socket) return;
    this.socket = null;
    this.acked = false;
    this.stopPing();
    if (this.stopped) return;
    // A protocol error on the very first attempt: the server does not speak this protocol; give up quietly.
    if (code === 1002 && this.attempt === 1) return;
    if (code !== 1000 && code !== CLOSE_PONG_MISSING)
      this.logOnce({ error: "connection closed", errorCode: code, errorReason: reason });
    this.failures += 1;
    const backoff = Math.min(MAX_RECONNECT_MS, RECONNECT_MS * 2 ** Math.max(0, this.failures - 1));
    const delay = this.failures <= 1 ? RECONNECT_MS : backoff / 2 + this.env.random() * (backoff / 2);
    this.reconnectTimer = this.env.setTimeout(() => {
      this.reconnectTimer = null;
      this.connect();
    }, delay);
  }

  private logOnce(report: Omit<ConnectionErrorReport, "connectionAttempt" | "websocketType">): void {
    if (this.loggedCloseError) return;
    this.loggedCloseError = true;
    this.env.logError({ ...report, connectionAttempt: this.attempt, websocketType: "realtime" });
  }
}
