import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { LocalMediaStore } from "../src/server/adapters/media-store/localMediaStore.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { seedDemo } from "../src/server/seed/demo.ts";
import { type Measurement, measure, ROOT, startServer } from "./lib.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
const BENCH_DB = "velvet_bench";

function databaseUrl(name: string): string {
  const url = new URL(BASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh PostgreSQL database with the demo catalogue (rows only; the bench loads no images). */
async function prepareDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: databaseUrl("postgres") });
  await admin.connect();
  await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
  await admin.query(`create database ${BENCH_DB}`);
  await admin.end();
  const url = databaseUrl(BENCH_DB);
  const database = await openDatabase({ url, poolSize: 4 });
  await database.migrate();
  await seedDemo({
    db: database.db,
    media: new LocalMediaStore(path.join(ROOT, "bench/.data/media")),
    now: new Date(),
    log: () => undefined,
    renderImages: false,
  });
  const { rows } = await new pg.Pool({ connectionString: url, max: 1 }).query<{ name: string }>(
    "select lower(name) as name from actors order by id limit 1",
  );
  await database.close();
  return rows[0]?.name ?? "";
}

function row(m: Measurement, ceiling: number, target: string): string {
  const ratio = ((m.requestsPerSecond / ceiling) * 100).toFixed(1);
  return `| ${m.name} | \`${m.path}\` | ${m.requestsPerSecond.toLocaleString("en")} | ${m.p50} | ${m.p99} | ${ratio} % | ${m.non2xx + m.errors} | ${target} |`;
}

async function main(): Promise<void> {
  console.log("Preparing the bench database on PostgreSQL...");
  const actorName = await prepareDatabase();
  const { url, child } = await startServer({ DATABASE_URL: databaseUrl(BENCH_DB) });
  try {
    const payload = encodeURIComponent(JSON.stringify({ order: "newest", limit: 16, offset: 0 }));
    const run = (name: string, target: string) => {
      console.log(`Measuring ${name} (${target})...`);
      return measure({ name, url, path: target, connections: CONNECTIONS, seconds: SECONDS });
    };
    const ceiling = await run("ceiling: bare route", "/rest/v1/alive");
    const list = await run("JSON list: 16 video tiles", `/rest/v1/tileGrid/get/videos/${payload}`);
    const home = await run("SSR home (de)", "/");
    const actor = await run("SSR actor profile (en)", `/en/amateur/${actorName}/`);
    // The same pages rendered on every request (page cache off): the cost of a cache miss.
    const uncached = await startServer({ DATABASE_URL: databaseUrl(BENCH_DB), PAGE_CACHE_SECONDS: "0" });
    const runUncached = (name: string, target: string) => {
      console.log(`Measuring ${name} (${target}, no page cache)...`);
      return measure({ name, url: uncached.url, path: target, connections: CONNECTIONS, seconds: SECONDS });
    };
    let homeUncached: Measurement;
    let actorUncached: Measurement;
    try {
      homeUncached = await runUncached("SSR home (de), page cache off", "/");
      actorUncached = await runUncached(
        "SSR actor profile (en), page cache off",
        `/en/amateur/${actorName}/`,
      );
    } finally {
      uncached.child.kill("SIGTERM");
    }
    const lines = [
      "# Benchmark results",
      "",
      `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}),`,
      `Node ${process.version}, PostgreSQL with the demo catalogue, the server in its own process (NODE_ENV=production),`,
      `autocannon in this process with ${CONNECTIONS} connections for ${SECONDS} s per row after a 2 s warm-up.`,
      "",
      "| What | Path | req/s | p50 ms | p99 ms | of ceiling | errors | target |",
      "|---|---|---|---|---|---|---|---|",
      row(ceiling, ceiling.requestsPerSecond, "ceiling"),
      row(list, ceiling.requestsPerSecond, "-"),
      row(home, ceiling.requestsPerSecond, ">= 600 req/s, p99 < 100 ms"),
      row(actor, ceiling.requestsPerSecond, ">= 600 req/s, p99 < 100 ms"),
      row(homeUncached, ceiling.requestsPerSecond, "-"),
      row(actorUncached, ceiling.requestsPerSecond, "-"),
      "",
      "SSR pages are served from a per-instance page cache for anonymous guests (PAGE_CACHE_SECONDS,",
      "default 5 s; see docs/decisions.md). The last two rows render every request.",
      "",
    ];
    writeFileSync(path.join(ROOT, "bench/RESULTS.md"), lines.join("\n"));
    console.log(lines.join("\n"));
  } finally {
    child.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
