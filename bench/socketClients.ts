/**
 * The socket scenario's load generator, run as a child process of the bench (so its CPU and
 * memory are not the server's nor the bench's): opens one authenticated WebSocket per guest,
 * measures the fan-out of actor.online / actor.offline and the performer-message round trip, and
 * reports to the parent over IPC. Every time is taken on this process's clock: it sends the
 * triggering request itself. The parent reads the server's memory at each `checkpoint`.
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";

export interface ClientGuest {
  id: number;
  token: string;
}

export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

export type ParentCommand =
  | {
      cmd: "start";
      url: string;
      guests: ClientGuest[];
      operatorKey: string;
      actorId: number;
      connectConcurrency: number;
      fanoutRounds: number;
      messageRate: number;
      messageSeconds: number;
    }
  | { cmd: "continue" };

export interface FanoutRound {
  type: "actor.online" | "actor.offline";
  status: number;
  received: number;
  duplicates: number;
  latency: Percentiles;
}

export interface MessageRun {
  sent: number;
  sendSeconds: number;
  /** Answers 201 / (time of the last answer - start). */
  answeredPerSecond: number;
  failedRequests: number;
  received: number;
  missing: number;
  duplicates: number;
  misdelivered: number;
  latency: Percentiles;
  /** Request → 201 answer, for comparison. */
  answerLatency: Percentiles;
}

export type ChildReport =
  | { event: "checkpoint"; name: string }
  | {
      event: "connected";
      count: number;
      acked: number;
      failures: string[];
      totalMs: number;
      latency: Percentiles;
    }
  | { event: "fanout"; rounds: FanoutRound[] }
  | { event: "messages"; run: MessageRun }
  | { event: "error"; message: string };

export function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  const round = (v: number) => Math.round(v * 10) / 10;
  return { p50: round(at(0.5)), p99: round(at(0.99)), max: round(sorted[sorted.length - 1] as number) };
}

const report = (message: ChildReport) =>
  new Promise<void>((resolve, reject) =>
    process.send?.(message, undefined, undefined, (error) => (error ? reject(error) : resolve())),
  );

let resume: (() => void) | null = null;
/** Tells the parent and waits for its `continue` (it measures the server meanwhile). */
async function checkpoint(name: string): Promise<void> {
  const resumed = new Promise<void>((resolve) => {
    resume = resolve;
  });
  await report({ event: "checkpoint", name });
  await resumed;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Client {
  guest: ClientGuest;
  socket: WebSocket;
  /** Per message type, the handler of the running phase. */
  onMessage: ((message: { type: string; [key: string]: unknown }, at: number) => void) | null;
}

/** Opens one socket and waits for session.ack; rejects on anything else. */
function connect(url: string, guest: ClientGuest): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    const client: Client = { guest, socket, onMessage: null };
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`guest ${guest.id}: no session.ack within 30 s`));
    }, 30_000);
    let acked = false;
    socket.on("open", () => {
      socket.send(JSON.stringify({ type: "session.request", accessToken: guest.token, language: "en" }));
    });
    socket.on("message", (data) => {
      const at = performance.now();
      const message = JSON.parse(data.toString()) as { type: string; [key: string]: unknown };
      if (!acked) {
        clearTimeout(timer);
        if (message.type === "session.ack" && message.guestId === guest.id) {
          acked = true;
          resolve(client);
        } else {
          socket.terminate();
          reject(new Error(`guest ${guest.id}: expected session.ack, got ${JSON.stringify(message)}`));
        }
        return;
      }
      client.onMessage?.(message, at);
    });
    socket.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`guest ${guest.id}: ${error.message}`));
    });
    socket.on("close", (code) => {
      clearTimeout(timer);
      if (!acked) reject(new Error(`guest ${guest.id}: closed ${code} before session.ack`));
      else if (!closing) unexpectedCloses.push(`guest ${guest.id}: closed ${code}`);
    });
  });
}

let closing = false;
const unexpectedCloses: string[] = [];

async function connectAll(
  command: Extract<ParentCommand, { cmd: "start" }>,
): Promise<{ clients: Client[]; report: ChildReport }> {
  const wsUrl = `${command.url.replace(/^http/, "ws")}/ws`;
  const clients: Client[] = [];
  const failures: string[] = [];
  const times: number[] = [];
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < command.guests.length) {
      const guest = command.guests[next++] as ClientGuest;
      const began = performance.now();
      try {
        clients.push(await connect(wsUrl, guest));
        times.push(performance.now() - began);
      } catch (error) {
        failures.push((error as Error).message);
      }
    }
  };
  await Promise.all(Array.from({ length: command.connectConcurrency }, worker));
  const totalMs = Math.round(performance.now() - start);
  return {
    clients,
    report: {
      event: "connected",
      count: command.guests.length,
      acked: clients.length,
      failures: failures.slice(0, 20),
      totalMs,
      latency: percentiles(times),
    },
  };
}

/**
 * Operator API calls over at most 50 keep-alive connections (as autocannon's 50 in the other rows):
 * calls beyond them wait in this process's queue, and that wait counts in the latency (the clock
 * starts when a message is due, not when a connection is free).
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });

function operator(url: string, key: string, path: string, body: unknown): Promise<{ status: number }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/rest/v1/${path}`,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          "x-operator-key": key,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0 }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/** Waits until `done()` or the timeout; true when done. */
async function until(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (!done()) {
    if (performance.now() > deadline) return false;
    await sleep(5);
  }
  return true;
}

/** One actor event to every socket, alternating online / offline; arrival times per socket. */
async function fanout(command: Extract<ParentCommand, { cmd: "start" }>, clients: Client[]) {
  const rounds: FanoutRound[] = [];
  for (let round = 0; round < command.fanoutRounds; round++) {
    const type = round % 2 === 0 ? "actor.online" : "actor.offline";
    const arrivals = new Map<Client, number>();
    let duplicates = 0;
    let t0 = 0;
    for (const client of clients) {
      client.onMessage = (message, at) => {
        if (message.type !== type || message.actorId !== command.actorId) return;
        if (arrivals.has(client)) duplicates++;
        else arrivals.set(client, at - t0);
      };
    }
    t0 = performance.now();
    const response = await operator(
      command.url,
      command.operatorKey,
      `internal/actors/${command.actorId}/${type === "actor.online" ? "online" : "offline"}`,
      {},
    );
    await until(() => arrivals.size === clients.length, 10_000);
    await sleep(200); // a late duplicate would show here
    rounds.push({
      type,
      status: response.status,
      received: arrivals.size,
      duplicates,
      latency: percentiles([...arrivals.values()]),
    });
    for (const client of clients) client.onMessage = null;
    await sleep(300);
  }
  return rounds;
}

/**
 * The performer API at a fixed rate: message n goes to guest n mod G (whose socket is open), with
 * text `bench <n>`; every message must arrive exactly once, on its guest's socket.
 */
async function messages(
  command: Extract<ParentCommand, { cmd: "start" }>,
  clients: Client[],
): Promise<MessageRun> {
  const total = Math.round(command.messageRate * command.messageSeconds);
  const sentAt = new Float64Array(total);
  const arrivedAt = new Float64Array(total);
  const arrivals = new Uint16Array(total);
  let misdelivered = 0;
  let received = 0;
  const answerTimes: number[] = [];
  let failedRequests = 0;
  const failures: string[] = [];
  let answered = 0;
  let lastAnswer = 0;
  for (const [index, client] of clients.entries()) {
    client.onMessage = (message, at) => {
      if (message.type !== "messenger.message") return;
      const text = (message.message as { text?: string } | undefined)?.text ?? "";
      const match = /^bench (\d+)$/.exec(text);
      if (!match) return;
      const n = Number(match[1]);
      if (n % clients.length !== index) misdelivered++;
      if (arrivals[n] === 0) {
        arrivedAt[n] = at;
        received++;
      }
      arrivals[n] = (arrivals[n] as number) + 1;
    };
  }
  const start = performance.now();
  let sent = 0;
  const inFlight: Promise<void>[] = [];
  const interval = 1000 / command.messageRate;
  while (sent < total) {
    const due = Math.min(total, Math.floor((performance.now() - start) / interval) + 1);
    while (sent < due) {
      const n = sent++;
      const client = clients[n % clients.length] as Client;
      sentAt[n] = performance.now();
      inFlight.push(
        operator(command.url, command.operatorKey, "internal/messenger/send", {
          actorId: command.actorId,
          guestId: client.guest.id,
          text: `bench ${n}`,
        }).then(
          (response) => {
            const now = performance.now();
            if (response.status === 201) {
              answered++;
              lastAnswer = now;
              answerTimes.push(now - (sentAt[n] as number));
            } else {
              failedRequests++;
              if (failures.length < 5) failures.push(`message ${n}: HTTP ${response.status}`);
            }
          },
          (error: Error) => {
            failedRequests++;
            if (failures.length < 5)
              failures.push(
                `message ${n}: ${error.message} (${String((error as { cause?: unknown }).cause)})`,
              );
          },
        ),
      );
    }
    await sleep(Math.max(1, interval));
  }
  const sendSeconds = (performance.now() - start) / 1000;
  await Promise.all(inFlight);
  await until(() => received === total, 15_000);
  await sleep(300); // a late duplicate would show here
  for (const client of clients) client.onMessage = null;
  const latencies: number[] = [];
  let duplicates = 0;
  for (let n = 0; n < total; n++) {
    if (arrivals[n] === 0) continue;
    latencies.push((arrivedAt[n] as number) - (sentAt[n] as number));
    duplicates += (arrivals[n] as number) - 1;
  }
  for (const failure of failures) console.error(`socket clients: ${failure}`);
  return {
    sent,
    sendSeconds: Math.round(sendSeconds * 100) / 100,
    answeredPerSecond: Math.round(answered / Math.max(0.001, (lastAnswer - start) / 1000)),
    failedRequests,
    received,
    missing: total - received,
    duplicates,
    misdelivered,
    latency: percentiles(latencies),
    answerLatency: percentiles(answerTimes),
  };
}

async function run(command: Extract<ParentCommand, { cmd: "start" }>): Promise<void> {
  // Warm the server's socket path (module code, JIT) before the baseline is read.
  const warm = await connectAll({ ...command, guests: command.guests.slice(0, 20), connectConcurrency: 20 });
  closing = true;
  for (const client of warm.clients) client.socket.close();
  await sleep(500);
  closing = false;
  await checkpoint("baseline");
  const { clients, report: connected } = await connectAll(command);
  await report(connected);
  if (connected.event === "connected" && connected.acked !== connected.count) return;
  await sleep(1000);
  await checkpoint("connected");
  await report({ event: "fanout", rounds: await fanout(command, clients) });
  await report({ event: "messages", run: await messages(command, clients) });
  if (unexpectedCloses.length > 0)
    throw new Error(
      `${unexpectedCloses.length} sockets closed during the run: ${unexpectedCloses.slice(0, 5).join("; ")}`,
    );
  await checkpoint("done");
  closing = true;
  for (const client of clients) client.socket.close();
}

process.on("message", (command: ParentCommand) => {
  if (command.cmd === "continue") {
    const next = resume;
    resume = null;
    next?.();
    return;
  }
  run(command)
    .then(() => process.exit(0))
    .catch(async (error: unknown) => {
      await report({
        event: "error",
        message: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
      process.exit(1);
    });
});
