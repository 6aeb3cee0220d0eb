import { describe, expect, it } from "vitest";
import {
  type ConnectionErrorReport,
  RealtimeClient,
  type SocketEnvironment,
  type WebSocketLike,
} from "./socketClient.ts";

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000, reason = "") {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code: number, reason = "gone") {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

/** A fake clock and socket factory. */
function environment() {
  const sockets: FakeSocket[] = [];
  const logged: ConnectionErrorReport[] = [];
  let now = 0;
  let timers: { at: number; every: number | null; run: () => void; id: number }[] = [];
  let nextId = 1;
  const env: SocketEnvironment = {
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    setTimeout: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, every: null, run, id });
      return id;
    },
    clearTimeout: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    setInterval: (run, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, every: ms, run, id });
      return id;
    },
    clearInterval: (id) => {
      timers = timers.filter((timer) => timer.id !== id);
    },
    random: () => 0.5,
    logError: (report) => logged.push(report),
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      now = due.at;
      if (due.every === null) timers = timers.filter((timer) => timer !== due);
      else due.at += due.every;
      due.run();
    }
    now = end;
  };
  return { env, sockets, logged, advance, last: () => sockets[sockets.length - 1] as FakeSocket };
}

describe("the real-time client", () => {
  it("requests a session, queues messages until the ack, then flushes them", () => {
    const { env, last } = environment();
    const client = new RealtimeClient("ws://x/ws", "en", env);
    client.start();
    client.send({ type: "ping" });
    last().open();
    expect(last().sent).toEqual([JSON.stringify({ type: "session.request", language: "en" })]);
    last().receive({ type: "session.ack", guestId: 7 });
    expect(last().sent[1]).toBe(JSON.stringify({ type: "ping" }));
    expect(client.connected).toBe(true);
  });

  it("pings every 50 s and closes with 4000, logged once, when a pong is missing", () => {
    const { env, last, advance, logged } = environment();
    const client = new RealtimeClient("ws://x/ws", "en", env);
    client.start();
    last().open();
    last().receive({ type: "session.ack", guestId: null });
    advance(50_000);
    expect(last().sent.at(-1)).toBe(JSON.stringify({ type: "ping" }));
    last().receive({ type: "pong", ttl: 60 });
    advance(50_000);
    const socket = last();
    advance(50_000);
    expect(socket.readyState).toBe(3);
    expect(logged).toEqual([
      {
        error: "pong missing",
        errorCode: 4000,
        errorReason: "pong missing",
        connectionAttempt: 1,
        websocketType: "realtime",
      },
    ]);
  });

  it("reconnects after 1 s, backs off while the server stays away, and logs only the first close", () => {
    const { env, sockets, last, advance, logged } = environment();
    const client = new RealtimeClient("ws://x/ws", "en", env);
    const events: string[] = [];
    client.on((message) => events.push(message.type));
    client.start();
    last().open();
    last().receive({ type: "session.ack", guestId: null });
    last().drop(1006);
    advance(999);
    expect(sockets).toHaveLength(1);
    advance(1);
    expect(sockets).toHaveLength(2);
    last().drop(1006);
    advance(1000);
    expect(sockets).toHaveLength(2); // second failure: 1 to 2 s with jitter (1.5 s here)
    advance(500);
    expect(sockets).toHaveLength(3);
    last().open();
    last().receive({ type: "session.ack", guestId: null });
    expect(events).toContain("reconnected");
    expect(logged).toHaveLength(1);
  });

  it("gives up quietly when the very first attempt closes with 1002", () => {
    const { env, sockets, last, advance, logged } = environment();
    const client = new RealtimeClient("ws://x/ws", "en", env);
    client.start();
    last().drop(1002, "protocol error");
    advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(logged).toEqual([]);
  });

  it("reconnects at once when woken (tab visible, browser online)", () => {
    const { env, sockets, last } = environment();
    const client = new RealtimeClient("ws://x/ws", "en", env);
    client.start();
    last().open();
    last().drop(1006);
    client.wake();
    expect(sockets).toHaveLength(2);
  });
});
