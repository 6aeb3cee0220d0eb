import { closeSync, openSync, readSync } from "node:fs";
import type { FastifyInstance, FastifyRequest } from "fastify";

/** Longest stretch of computation a request may hold the event loop for (issue 26). */
export const EVENT_LOOP_LIMIT_MS = 100;
/** How often the probe's timer looks at the clocks: a held loop shows as a late tick. */
const TICK_MS = 10;

/** A reading of the event loop thread's clocks, in ms: wall time and CPU time spent by this thread. */
export interface ThreadTime {
  wall: number;
  cpu: number;
}

/** A clock of this thread: reads wall and CPU time; close() releases what it holds. */
export interface ThreadClock {
  read(): ThreadTime;
  close(): void;
}

/**
 * The clock of the calling thread. On Linux its own CPU time from /proc/thread-self/schedstat (time
 * on a core; time spent waiting for one, when a loaded machine deschedules the process, is not in
 * it); elsewhere the process's CPU time, capped by the wall time that passed, which also counts other
 * threads (the thread pool, workers) but only ever within a stretch the loop really did not turn.
 */
export function threadClock(): ThreadClock {
  let fd: number | null = null;
  try {
    fd = openSync("/proc/thread-self/schedstat", "r");
  } catch {
    fd = null;
  }
  if (fd !== null) {
    const buffer = Buffer.alloc(128);
    const handle = fd;
    return {
      read: () => {
        const length = readSync(handle, buffer, 0, buffer.length, 0);
        const onCpuNs = Number(buffer.toString("latin1", 0, length).split(" ")[0]);
        return { wall: performance.now(), cpu: onCpuNs / 1e6 };
      },
      close: () => closeSync(handle),
    };
  }
  const processCpu = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1000;
  };
  let last = { wall: performance.now(), cpu: 0, total: processCpu() };
  return {
    read: () => {
      const wall = performance.now();
      const total = processCpu();
      const cpu = last.cpu + Math.min(total - last.total, wall - last.wall);
      last = { wall, cpu, total };
      return { wall, cpu };
    },
    close: () => {},
  };
}

/** A stretch between two turns of the event loop in which the thread computed more than the limit. */
export interface HeldStretch {
  from: ThreadTime;
  to: ThreadTime;
}

/** A request from its onRequest to its onResponse, by the thread's clocks (`to` null while open). */
export interface RequestWindow {
  method: string;
  url: string;
  from: ThreadTime;
  to: ThreadTime | null;
}

/** A request during which the loop was held: how much of the held CPU time fell in its window. */
export interface EventLoopBlock {
  method: string;
  url: string;
  /** CPU time of the held stretch inside the request's window (what is compared with the limit). */
  cpuMs: number;
  /** Wall time of the whole stretch (longer on a loaded machine, where the thread waits for a core). */
  wallMs: number;
}

/**
 * The requests that held the event loop: for each held stretch and each request window, the CPU
 * time they share. Only computation counts: a thread descheduled by a loaded machine, or waiting
 * for I/O between turns of the loop, holds nothing. Requests open at once share a stretch: between
 * two turns of the loop the thread runs a piece of each (PGlite lets the loop turn after every
 * statement, and each turn resumes every request whose statement is done), so a stretch in which
 * n requests were open is the sum of n pieces, and only its n-th part is surely one request's. A
 * request is named when that part is over the limit: one request alone is charged all of it, four
 * that ran together (a test's pool) each a quarter (the IDOR matrix's four GraphQL requests of about
 * 30 ms each made one stretch of 130 ms, and each had been named for all of it).
 */
export function requestBlocks(
  windows: readonly RequestWindow[],
  stretches: readonly HeldStretch[],
  limitMs: number,
  now: ThreadTime,
): EventLoopBlock[] {
  const blocks: EventLoopBlock[] = [];
  for (const stretch of stretches) {
    const shares = windows.flatMap((window) => {
      const end = window.to ?? now;
      const shared = Math.min(stretch.to.cpu, end.cpu) - Math.max(stretch.from.cpu, window.from.cpu);
      return shared > 0 ? [{ window, shared }] : [];
    });
    for (const { window, shared } of shares) {
      const own = shared / shares.length;
      if (own > limitMs)
        blocks.push({
          method: window.method,
          url: window.url,
          cpuMs: Math.round(own),
          wallMs: Math.round(stretch.to.wall - stretch.from.wall),
        });
    }
  }
  return blocks;
}

/**
 * Watches the event loop of this thread: a timer ticks every 10 ms, and a stretch between two ticks
 * in which the thread spent more than `limitMs` of CPU is a held loop. Timer-based rather than
 * monitorEventLoopDelay, because each stretch is paired with the CPU time spent in it. Stretches
 * from `recordMs` up are kept too, to report how close requests come to the limit.
 */
export class EventLoopProbe {
  private readonly clock: ThreadClock;
  private readonly timer: NodeJS.Timeout;
  private last: ThreadTime;
  private stopped = false;
  private readonly stretches: HeldStretch[] = [];

  constructor(
    readonly limitMs = EVENT_LOOP_LIMIT_MS,
    clock: ThreadClock = threadClock(),
    readonly recordMs = Math.min(limitMs, 20),
  ) {
    this.clock = clock;
    this.last = clock.read();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  /** The thread's clocks now (the request hooks mark their windows with it); the last reading once stopped. */
  now(): ThreadTime {
    return this.stopped ? this.last : this.clock.read();
  }

  /**
   * The stretches over the limit seen so far (the current one is closed first). Shorter ones over
   * recordMs are kept for `recorded()` only: a 20-50 ms stretch (a worker's start, a collection) is
   * not a held loop, and on a loaded machine one comes now and then whatever the code does.
   */
  held(): HeldStretch[] {
    return this.recorded().filter((stretch) => stretch.to.cpu - stretch.from.cpu > this.limitMs);
  }

  /** Every stretch over recordMs seen so far (the current one is closed first). */
  recorded(): HeldStretch[] {
    this.tick();
    return [...this.stretches];
  }

  /** Stops the timer and releases the clock. */
  stop(): void {
    if (this.stopped) return;
    this.tick();
    this.stopped = true;
    clearInterval(this.timer);
    this.clock.close();
  }

  private tick(): void {
    if (this.stopped) return;
    const now = this.clock.read();
    if (now.cpu - this.last.cpu > this.recordMs) this.stretches.push({ from: this.last, to: now });
    this.last = now;
  }
}

/**
 * Watches the requests an app handles: each one's window runs from onRequest to onResponse (or its
 * abort); a socket's upgrade request ends at its preHandler, after which the socket lives on its own
 * (its commands are requests of their own, through inject). `blocks()` names the requests during
 * which the probe saw the loop held (over its limit, or over `overMs` down to its recordMs), and
 * forgets them.
 */
export function watchRequests(
  app: FastifyInstance,
  probe: EventLoopProbe,
): { blocks(overMs?: number): EventLoopBlock[] } {
  const open = new Map<FastifyRequest, RequestWindow>();
  let windows: RequestWindow[] = [];
  const end = (request: FastifyRequest) => {
    const window = open.get(request);
    if (!window) return;
    window.to = probe.now();
    open.delete(request);
  };
  app.addHook("onRequest", (request, _reply, done) => {
    const window = { method: request.method, url: request.url, from: probe.now(), to: null };
    open.set(request, window);
    windows.push(window);
    done();
  });
  app.addHook("preHandler", (request, _reply, done) => {
    if (request.headers.upgrade?.toLowerCase() === "websocket") end(request);
    done();
  });
  app.addHook("onResponse", (request, _reply, done) => {
    end(request);
    done();
  });
  app.addHook("onRequestAbort", (request, done) => {
    end(request);
    done();
  });
  let seen = 0;
  return {
    blocks: (overMs = probe.limitMs) => {
      const stretches = probe.recorded().slice(seen);
      const found = requestBlocks(windows, stretches, overMs, probe.now());
      seen += stretches.length;
      windows = windows.filter((window) => window.to === null);
      return found;
    },
  };
}

/** Computes on this thread, without a turn of the event loop, until it has spent `cpuMs` of CPU (tests of the probe). */
export function holdEventLoop(cpuMs: number): void {
  const clock = threadClock();
  try {
    const start = clock.read().cpu;
    while (clock.read().cpu - start < cpuMs) {
      // Busy: the point is to hold the thread.
    }
  } finally {
    clock.close();
  }
}
