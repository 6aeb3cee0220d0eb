import WebSocket from "ws";
import type { ServerMessage } from "../../common/realtime.ts";
import type { ClientMessage } from "../../common/realtimeMessages.ts";

/** A test socket client: collects the server's messages and waits for the ones a test expects. */
export class TestSocket {
  readonly received: ServerMessage[] = [];
  private waiters: {
    match: (message: ServerMessage) => boolean;
    resolve: (message: ServerMessage) => void;
  }[] = [];
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      this.received.push(message);
      this.waiters = this.waiters.filter((waiter) => {
        if (!waiter.match(message)) return true;
        waiter.resolve(message);
        return false;
      });
    });
    socket.on("close", (code, reason) => {
      this.closed = { code, reason: String(reason) };
    });
  }

  /** Opens a socket to `${baseUrl}/ws`; rejects with the HTTP status when the handshake is refused. */
  static open(baseUrl: string, headers: Record<string, string> = {}): Promise<TestSocket> {
    const socket = new WebSocket(`${baseUrl.replace(/^http/, "ws")}/ws`, { headers });
    return new Promise((resolve, reject) => {
      socket.once("open", () => resolve(new TestSocket(socket)));
      socket.once("unexpected-response", (_request, response) =>
        reject(new Error(`handshake refused: ${response.statusCode}`)),
      );
      socket.once("error", reject);
    });
  }

  send(message: ClientMessage | Record<string, unknown> | string): void {
    this.socket.send(typeof message === "string" ? message : JSON.stringify(message));
  }

  /** The next (or an already received) message of a type, within `timeoutMs`. */
  next<T extends ServerMessage["type"]>(
    type: T,
    options: { timeoutMs?: number; where?: (message: Extract<ServerMessage, { type: T }>) => boolean } = {},
  ): Promise<Extract<ServerMessage, { type: T }>> {
    const match = (message: ServerMessage) =>
      message.type === type &&
      (!options.where || options.where(message as Extract<ServerMessage, { type: T }>));
    const seen = this.received.find(match);
    if (seen) {
      this.received.splice(this.received.indexOf(seen), 1);
      return Promise.resolve(seen as Extract<ServerMessage, { type: T }>);
    }
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(
            new Error(
              `no ${type} within ${options.timeoutMs ?? 3000} ms; got ${JSON.stringify(this.received)}`,
            ),
          ),
        options.timeoutMs ?? 3000,
      );
      this.waiters.push({
        match,
        resolve: (message) => {
          clearTimeout(timer);
          this.received.splice(this.received.indexOf(message), 1);
          resolve(message as Extract<ServerMessage, { type: T }>);
        },
      });
    });
  }

  close(): void {
    this.socket.close();
  }
}
