import { type ChildProcess, execFile, spawn, spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { freePort, ROOT } from "./lib.ts";

const run = promisify(execFile);

/** The bare Fastify route (bench/ceilingServer.mjs) in its own process, answering on `url`. */
export async function startCeiling(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, "bench/ceilingServer.mjs"), String(port)], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`ceiling server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("ceiling server did not start within 20 s");
}

/**
 * The bare HLS origin (bench/hlsBaselineServer.mjs) in its own process, serving `segment` for every
 * segment name: the baseline the HLS viewers row is read against, in the same run.
 */
export async function startHlsBaseline(segment: Buffer): Promise<{ url: string; child: ChildProcess }> {
  const file = path.join(ROOT, "bench/.data/baseline-segment.ts");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, segment);
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "bench/hlsBaselineServer.mjs"), String(port), file],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`HLS baseline server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/probe/index.m3u8`)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error("HLS baseline server did not start within 20 s");
}

/** The pgbench binary: PGBENCH, else the one on PATH (Debian's postgresql-client). */
function pgbenchBinary(): string {
  const binary = process.env.PGBENCH ?? "pgbench";
  if (spawnSync(binary, ["--version"]).status !== 0)
    throw new Error(`pgbench not found (${binary}): apt-get install postgresql-client, or set PGBENCH`);
  return binary;
}

/**
 * PostgreSQL's own TPC-B (pgbench, scale 10, 8 clients) on a database of its own, for `seconds`:
 * the ceiling the purchase rows are read against, measured in the same run on the same server.
 */
export async function pgbenchTps(databaseUrl: (name: string) => string, seconds: number): Promise<number> {
  const binary = pgbenchBinary();
  const name = "velvet_pgbench";
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: databaseUrl("postgres") });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  await client.end();
  await run(binary, ["-i", "-s", "10", "-q", databaseUrl(name)], { maxBuffer: 16 * 1024 * 1024 });
  const { stdout } = await run(
    binary,
    ["-c", "8", "-j", "2", "-T", String(seconds), "-n", databaseUrl(name)],
    {
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout)?.[1];
  if (!tps) throw new Error(`pgbench printed no tps:\n${stdout}`);
  return Math.round(Number(tps));
}
