import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export interface Measurement {
  name: string;
  path: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Bytes per answer (headers included), as sent without compression. */
  bytes: number;
  /**
   * CPU time of the server process per answer (µs, user + system from /proc, at 10 ms ticks), when
   * its pid was given: what a request costs the server, much less sensitive to a busy machine than
   * the rate.
   */
  cpuMicros?: number;
}

/** User + system CPU time of a process in clock ticks (Linux /proc; null elsewhere). */
function cpuTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICK_MICROS = 10_000;

/** A free TCP port on localhost. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** Starts the platform in its own process (one core for the server, the load generator in this one). */
export async function startServer(
  env: Record<string, string>,
  options: { nodeArgs?: string[] } = {},
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  // The young generation of `npm start` (package.json): a render allocates a lot that dies young.
  const args = [
    "--max-semi-space-size=64",
    ...(options.nodeArgs ?? []),
    "--import",
    "tsx",
    path.join(ROOT, "src/server/main.ts"),
  ];
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      // A benchmark runs production mode over plain http with the sandbox providers.
      ALLOW_HTTP: "true",
      PAYMENT_PROVIDER: "sandbox",
      AGE_CHECK_PROVIDER: "sandbox",
      LOG_LEVEL: "warn",
      SEED_DEMO: "off",
      PORT: String(port),
      PAY_PORT: "0",
      HOST: "127.0.0.1",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/rest/v1/alive`);
      if (response.ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill("SIGKILL");
  throw new Error("server did not start within 60 s");
}

/** Runs autocannon against one path after a short warm-up. */
export async function measure(options: {
  name: string;
  url: string;
  path: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A POST with this JSON body (the content service's GraphQL); a GET without. */
  body?: unknown;
  /** The server's pid: its CPU time per answer is measured too. */
  pid?: number;
}): Promise<Measurement> {
  const target = `${options.url}${options.path}`;
  const request = {
    url: target,
    connections: options.connections,
    headers:
      options.body === undefined
        ? (options.headers ?? {})
        : { "content-type": "application/json", ...options.headers },
    ...(options.body === undefined ? {} : { method: "POST" as const, body: JSON.stringify(options.body) }),
  };
  await autocannon({ ...request, duration: 2 });
  const before = options.pid ? cpuTicks(options.pid) : null;
  const result = await autocannon({ ...request, duration: options.seconds });
  const after = options.pid ? cpuTicks(options.pid) : null;
  const answers = result.requests.total;
  return {
    name: options.name,
    path: options.path,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes: result.requests.average > 0 ? Math.round(result.throughput.average / result.requests.average) : 0,
    ...(before !== null && after !== null && answers > 0
      ? { cpuMicros: Math.round(((after - before) * TICK_MICROS) / answers) }
      : {}),
  };
}
