import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { asc } from "drizzle-orm";
import { openDatabase } from "../src/server/db/client.ts";
import { actors, guests, sessions } from "../src/server/db/schema/index.ts";
import { hashToken, SESSION_ABSOLUTE_MS } from "../src/server/modules/accounts/index.ts";
import { ROOT } from "./lib.ts";
import type {
  ChildReport,
  ClientGuest,
  FanoutRound,
  MessageRun,
  ParentCommand,
  Percentiles,
} from "./socketClients.ts";

/**
 * The socket scenario: N authenticated sockets on one server instance, the load generator in a
 * child process (bench/socketClients.ts). Measures connect time, server memory per socket
 * (VmRSS from /proc), the fan-out of actor.online / actor.offline to every socket, and the
 * performer-message round trip at a fixed rate. Lost, duplicated or misdelivered pushes, or a
 * socket that does not connect, fail the bench.
 */

export const SOCKET_TARGET = { kibPerSocket: 20, fanoutP99: 250 };

export interface SocketFixture {
  guests: ClientGuest[];
  actorId: number;
}

/** `count` guests with one session each, inserted directly (as bench/purchases.ts does). */
export async function prepareSockets(url: string, count: number): Promise<SocketFixture> {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const now = new Date();
    const [actor] = await database.db.select({ id: actors.id }).from(actors).orderBy(asc(actors.id)).limit(1);
    if (!actor) throw new Error("the bench catalogue has no actor");
    const fixture: SocketFixture = { guests: [], actorId: actor.id };
    const batch = 1000;
    for (let start = 0; start < count; start += batch) {
      const size = Math.min(batch, count - start);
      const created = await database.db
        .insert(guests)
        .values(
          Array.from({ length: size }, (_, i) => ({
            email: `bench-socket-${start + i}-${now.getTime()}@example.com`,
            name: `Bench socket ${start + i}`,
            passwordHash: "bench-no-login",
          })),
        )
        .returning({ id: guests.id });
      const tokens = created.map(() => randomBytes(32).toString("base64url"));
      await database.db.insert(sessions).values(
        created.map((guest, i) => ({
          tokenHash: hashToken(tokens[i] as string),
          guestId: guest.id,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
        })),
      );
      created.forEach((guest, i) => {
        fixture.guests.push({ id: guest.id, token: tokens[i] as string });
      });
    }
    return fixture;
  } finally {
    await database.close();
  }
}

/** A process's resident memory in KiB (VmRSS of /proc/<pid>/status). */
export function rssKiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]);
}

/** The soft limit of open files of a process (/proc/<pid>/limits). */
export function openFilesLimit(pid: number | "self" = "self"): number {
  const limits = readFileSync(`/proc/${pid}/limits`, "utf8");
  const match = /^Max open files\s+(\d+|unlimited)/m.exec(limits);
  return match?.[1] === "unlimited" ? Number.POSITIVE_INFINITY : Number(match?.[1] ?? 0);
}

export interface SocketRun {
  count: number;
  connect: { totalMs: number; perSecond: number; latency: Percentiles };
  memory: { baselineKiB: number; connectedKiB: number; doneKiB: number; kibPerSocket: number };
  fanout: FanoutRound[];
  worstFanout: FanoutRound;
  messages: MessageRun;
  messageRate: number;
  problems: string[];
}

/** Runs the load generator against `url` (the server process `serverPid`) and checks the counts. */
export async function measureSockets(options: {
  url: string;
  serverPid: number;
  operatorKey: string;
  fixture: SocketFixture;
  fanoutRounds: number;
  messageRate: number;
  messageSeconds: number;
}): Promise<SocketRun> {
  const { fixture } = options;
  const count = fixture.guests.length;
  const child = fork(path.join(ROOT, "bench/socketClients.ts"), [], {
    cwd: ROOT,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const memory = { baselineKiB: 0, connectedKiB: 0, doneKiB: 0, kibPerSocket: 0 };
  let connected: Extract<ChildReport, { event: "connected" }> | undefined;
  let fanout: FanoutRound[] = [];
  let messages: MessageRun | undefined;
  const result = await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("socket bench: the load generator did not finish within 150 s"));
    }, 150_000);
    child.on("message", (report: ChildReport) => {
      switch (report.event) {
        case "checkpoint": {
          const rss = rssKiB(options.serverPid);
          if (report.name === "baseline") memory.baselineKiB = rss;
          if (report.name === "connected") memory.connectedKiB = rss;
          if (report.name === "done") memory.doneKiB = rss;
          console.log(`  server VmRSS at ${report.name}: ${(rss / 1024).toFixed(1)} MiB`);
          child.send({ cmd: "continue" } satisfies ParentCommand);
          break;
        }
        case "connected":
          connected = report;
          console.log(
            `  ${report.acked}/${report.count} sockets acknowledged in ${report.totalMs} ms (connect + ack p50 ${report.latency.p50} ms, p99 ${report.latency.p99} ms)`,
          );
          break;
        case "fanout":
          fanout = report.rounds;
          for (const round of report.rounds)
            console.log(
              `  ${round.type}: ${round.received}/${count} received, p50 ${round.latency.p50} ms, p99 ${round.latency.p99} ms, max ${round.latency.max} ms`,
            );
          break;
        case "messages":
          messages = report.run;
          console.log(
            `  messages: ${report.run.sent} sent in ${report.run.sendSeconds} s, ${report.run.received} received, p50 ${report.run.latency.p50} ms, p99 ${report.run.latency.p99} ms`,
          );
          break;
        case "error":
          clearTimeout(timer);
          reject(new Error(`socket bench load generator failed: ${report.message}`));
          break;
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`socket bench: the load generator exited with ${code}`));
    });
    child.send({
      cmd: "start",
      url: options.url,
      guests: fixture.guests,
      operatorKey: options.operatorKey,
      actorId: fixture.actorId,
      connectConcurrency: 200,
      fanoutRounds: options.fanoutRounds,
      messageRate: options.messageRate,
      messageSeconds: options.messageSeconds,
    } satisfies ParentCommand);
  }).then(
    () => null,
    (error: Error) => error,
  );
  const problems: string[] = [];
  if (!connected) throw result ?? new Error("socket bench: no connect report");
  if (connected.acked !== count) {
    problems.push(`only ${connected.acked} of ${count} sockets were acknowledged`);
    for (const failure of connected.failures) problems.push(`  ${failure}`);
  }
  if (result && problems.length === 0) throw result;
  if (result) problems.push(result.message);
  for (const [i, round] of fanout.entries()) {
    if (round.status !== 200) problems.push(`fan-out round ${i + 1}: the trigger answered ${round.status}`);
    if (round.received !== count)
      problems.push(`fan-out round ${i + 1} (${round.type}): ${count - round.received} sockets got nothing`);
    if (round.duplicates > 0) problems.push(`fan-out round ${i + 1}: ${round.duplicates} duplicates`);
  }
  if (connected.acked === count && fanout.length !== options.fanoutRounds)
    problems.push(`${fanout.length} of ${options.fanoutRounds} fan-out rounds ran`);
  if (messages) {
    if (messages.failedRequests > 0) problems.push(`${messages.failedRequests} message sends failed`);
    if (messages.missing > 0) problems.push(`${messages.missing} of ${messages.sent} messages never arrived`);
    if (messages.duplicates > 0) problems.push(`${messages.duplicates} messages arrived twice`);
    if (messages.misdelivered > 0) problems.push(`${messages.misdelivered} messages reached another guest`);
  } else if (connected.acked === count) problems.push("the message round trip did not run");
  memory.kibPerSocket = Math.round(((memory.connectedKiB - memory.baselineKiB) * 10) / count) / 10;
  const worstFanout = fanout.reduce<FanoutRound | undefined>(
    (worst, round) => (!worst || round.latency.p99 > worst.latency.p99 ? round : worst),
    undefined,
  );
  return {
    count,
    connect: {
      totalMs: connected.totalMs,
      perSecond: Math.round((connected.acked / Math.max(1, connected.totalMs)) * 1000),
      latency: connected.latency,
    },
    memory,
    fanout,
    worstFanout: worstFanout ?? {
      type: "actor.online",
      status: 0,
      received: 0,
      duplicates: 0,
      latency: { p50: Number.NaN, p99: Number.NaN, max: Number.NaN },
    },
    messages: messages ?? {
      sent: 0,
      sendSeconds: 0,
      answeredPerSecond: 0,
      failedRequests: 0,
      received: 0,
      missing: 0,
      duplicates: 0,
      misdelivered: 0,
      latency: { p50: Number.NaN, p99: Number.NaN, max: Number.NaN },
      answerLatency: { p50: Number.NaN, p99: Number.NaN, max: Number.NaN },
    },
    messageRate: options.messageRate,
    problems,
  };
}
