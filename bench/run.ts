import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { LocalMediaStore } from "../src/server/adapters/media-store/localMediaStore.ts";
import { openDatabase } from "../src/server/db/client.ts";
import { seedDemo } from "../src/server/seed/demo.ts";
import { ensureDemoBlog } from "../src/server/seed/demoBlog.ts";
import { ensureDemoCamShows } from "../src/server/seed/demoCamShows.ts";
import { ensureDemoContests } from "../src/server/seed/demoContests.ts";
import { ensureDemoJumbotron } from "../src/server/seed/demoVideostation.ts";
import { pgbenchTps, startCeiling, startHlsBaseline } from "./baselines.ts";
import { CONTENT_TARGET, FEED_FIRST_PAGE_QUERY, measureContent } from "./content.ts";
import { runHome } from "./home.ts";
import { type Measurement, measure, ROOT, startServer } from "./lib.ts";
import {
  LIVE_TARGET,
  measureBilling,
  measureFirstFrames,
  measureHls,
  type Played,
  playHls,
  prepareLive,
} from "./live.ts";
import { checkConservation, measurePurchases, preparePurchases } from "./purchases.ts";
import { measureSearch, prepareSearch, SEARCH_TARGET } from "./search.ts";
import { measureSockets, openFilesLimit, prepareSockets, SOCKET_TARGET } from "./sockets.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BASE_URL =
  process.env.BENCH_DATABASE_URL ??
  process.env.TEST_DATABASE_URL ??
  "postgres://postgres@127.0.0.1:5432/postgres";
/** BENCH_DB_NAME: another name, so benches of several worktrees on one PostgreSQL do not drop each other's database. */
const BENCH_DB = process.env.BENCH_DB_NAME ?? "velvet_bench";
if (!/^[a-z_][a-z0-9_]{0,40}$/.test(BENCH_DB))
  throw new Error(`BENCH_DB_NAME must be a plain lower-case name`);
/** Guests of the purchase scenario (each buys distinct videos; many, so no balance row is hot). */
const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
/** Authenticated sockets of the socket scenario, and its performer-message rate and duration. */
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 5000);
const MESSAGE_RATE = Number(process.env.BENCH_MESSAGE_RATE ?? 500);
const MESSAGE_SECONDS = Number(process.env.BENCH_MESSAGE_SECONDS ?? 10);
const FANOUT_ROUNDS = 6;
/** The live scenario: billed chats, their billing minute and length; HLS viewers of one stream. */
const LIVE_SESSIONS = Number(process.env.BENCH_LIVE_SESSIONS ?? 500);
const LIVE_MINUTE_MS = Number(process.env.BENCH_LIVE_MINUTE_MS ?? 10_000);
const LIVE_SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 45);
const HLS_VIEWERS = Number(process.env.BENCH_HLS_VIEWERS ?? 1000);
const HLS_SECONDS = Number(process.env.BENCH_HLS_SECONDS ?? 20);
/** Chats started in Chromium per type for the first-frame times. */
const FIRST_FRAME_STARTS = Number(process.env.BENCH_FIRST_FRAME_STARTS ?? 20);
/**
 * The parts of the live scenario to run, comma-separated: billing, hls (the viewers and their bare
 * baseline), frames. All by default; `BENCH_LIVE_PARTS=hls` while working on the HLS origin.
 */
const LIVE_PARTS = new Set(
  (process.env.BENCH_LIVE_PARTS ?? "billing,hls,frames").split(",").map((p) => p.trim()),
);
const OPERATOR_KEY = "bench-operator-key-0123456789";
/**
 * `purchases`, `sockets`, `search`, `content`, `live` or `home` (the start page, bench/home.ts) runs only that
 * scenario and prints it (bench/RESULTS.md is left alone).
 */
const ONLY = process.env.BENCH_ONLY ?? "";
/**
 * With BENCH_ONLY=pages, BENCH_ROWS=<regular expression> measures only the rows whose name matches
 * (case-insensitive; the ceiling always), e.g. `BENCH_ROWS="alive|tiles"`.
 */
const ROWS = process.env.BENCH_ROWS ? new RegExp(process.env.BENCH_ROWS, "i") : null;
/** Purchases against PostgreSQL's own TPC-B in the same run (issue 13). */
const PURCHASE_TARGET = { ofPgbench: 0.7, p99: 20 };
/** Request-path targets as shares of the bare Fastify route of the same run (issue 13). */
const PATH_TARGET = { alive: 0.5, hotJson: 0.25 };
const SSR_TARGET = { anonymous: { perSecond: 1000, p99: 50 }, loggedIn: { perSecond: 300, p99: 150 } };

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
  // What the start page's timeline shows besides the catalogue (main.ts seeds the same at start).
  const now = new Date();
  await ensureDemoContests(database.db, now);
  await ensureDemoBlog(database.db, now);
  await ensureDemoJumbotron(database.db, now);
  await ensureDemoCamShows(database.db, now);
  const { rows } = await new pg.Pool({ connectionString: url, max: 1 }).query<{ name: string }>(
    "select lower(name) as name from actors order by id limit 1",
  );
  await database.close();
  return rows[0]?.name ?? "";
}

/** The first demo actor's id (the home bench pins her as a favourite). */
async function firstActorId(): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl(BENCH_DB), max: 1 });
  try {
    const { rows } = await pool.query<{ id: number }>("select id from actors order by id limit 1");
    const id = rows[0]?.id;
    if (!id) throw new Error("bench: the demo catalogue has no actors");
    return id;
  } finally {
    await pool.end();
  }
}

function row(m: Measurement, ceiling: number, target: string): string {
  const ratio = ((m.requestsPerSecond / ceiling) * 100).toFixed(1);
  return `| ${m.name} | \`${m.path}\` | ${m.requestsPerSecond.toLocaleString("en")} | ${m.p50} | ${m.p99} | ${ratio} % | ${m.non2xx + m.errors} | ${target} |`;
}

/**
 * Purchases per second: many guests buy distinct videos over HTTP with real session tokens, then
 * the books are checked; a failed check fails the bench.
 */
async function runPurchases(
  url: string,
  pgbench: number,
): Promise<{ measurement: Measurement; note: string }> {
  console.log(`Preparing ${BUYERS} buyers...`);
  const fixture = await preparePurchases(databaseUrl(BENCH_DB), BUYERS);
  console.log(
    `Measuring purchases per second (${BUYERS} guests, ${fixture.videos.length} videos, ${fixture.coinsEach} coins each)...`,
  );
  const run = await measurePurchases({ url, fixture, connections: CONNECTIONS, seconds: SECONDS });
  const books = await checkConservation(databaseUrl(BENCH_DB), fixture, run);
  const m = run.measurement;
  const ratio = m.requestsPerSecond / pgbench;
  const met = ratio >= PURCHASE_TARGET.ofPgbench && m.p99 <= PURCHASE_TARGET.p99;
  console.log(
    `Purchases: ${m.requestsPerSecond}/s, p50 ${m.p50} ms, p99 ${m.p99} ms (target ${met ? "met" : "NOT met"}); books: ${books.summary}`,
  );
  if (!books.ok) {
    console.error("\nCONSERVATION CHECK FAILED: money or purchases do not add up after the run:");
    for (const problem of books.problems.slice(0, 50)) console.error(`  - ${problem}`);
    if (books.problems.length > 50) console.error(`  ... and ${books.problems.length - 50} more`);
    throw new Error("purchase bench: conservation check failed");
  }
  console.log("Conservation check passed.");
  const verdict = `${ratio.toFixed(2)} × pgbench's ${pgbench.toLocaleString("en")} tps, target >= ${PURCHASE_TARGET.ofPgbench} × with p99 <= ${PURCHASE_TARGET.p99} ms ${met ? "met" : "NOT met"} (${m.requestsPerSecond.toLocaleString("en")}/s, p99 ${m.p99} ms)`;
  return { measurement: m, note: `${books.summary}; conservation check passed; ${verdict}` };
}

/**
 * The socket scenario (bench/sockets.ts) on a server of its own (fresh memory, the operator API
 * on): SOCKETS authenticated sockets from a child process, fan-out of actor.online/offline, and
 * performer messages at MESSAGE_RATE. Lost or duplicated pushes, or a socket that does not
 * connect, fail the bench.
 */
async function runSockets(): Promise<{ rows: string[]; note: string }> {
  console.log(`Preparing ${SOCKETS} guests with a session each for the socket scenario...`);
  const fixture = await prepareSockets(databaseUrl(BENCH_DB), SOCKETS);
  // ulimit -n is per process and inherited: the server and the load generator each hold one end
  // of every socket, plus database connections and files.
  const needed = SOCKETS + 1000;
  if (openFilesLimit() < needed)
    throw new Error(`socket bench: ulimit -n is ${openFilesLimit()}; raise it to at least ${needed}`);
  const server = await startServer(
    {
      DATABASE_URL: databaseUrl(BENCH_DB),
      OPERATOR_KEY,
      PERFORMER_SIMULATOR: "off",
    },
    // BENCH_PROFILE=<dir>: a CPU profile of the socket scenario's server.
    {
      nodeArgs: process.env.BENCH_PROFILE
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
        : [],
    },
  );
  const serverPid = server.child.pid;
  if (!serverPid) throw new Error("socket bench: the server has no pid");
  console.log(
    `Measuring ${SOCKETS} sockets (load generator in a child process), ${FANOUT_ROUNDS} fan-outs, messages at ${MESSAGE_RATE}/s for ${MESSAGE_SECONDS} s...`,
  );
  let run: Awaited<ReturnType<typeof measureSockets>>;
  try {
    run = await measureSockets({
      url: server.url,
      serverPid,
      operatorKey: OPERATOR_KEY,
      fixture,
      fanoutRounds: FANOUT_ROUNDS,
      messageRate: MESSAGE_RATE,
      messageSeconds: MESSAGE_SECONDS,
    });
  } finally {
    server.child.kill("SIGTERM");
  }
  if (run.problems.length > 0) {
    console.error("\nSOCKET CHECK FAILED:");
    for (const problem of run.problems.slice(0, 50)) console.error(`  - ${problem}`);
    throw new Error("socket bench: sockets did not all connect or pushes were lost");
  }
  const { connect, memory, worstFanout: worst, messages: m } = run;
  const n = SOCKETS.toLocaleString("en");
  const memoryMet = memory.kibPerSocket < SOCKET_TARGET.kibPerSocket;
  const fanoutMet = worst.latency.p99 < SOCKET_TARGET.fanoutP99;
  const rateMet = m.answeredPerSecond >= MESSAGE_RATE * 0.95;
  const mib = (kib: number) => (kib / 1024).toFixed(1);
  const rows = [
    `| ${n} sockets: connect + session.ack (connects/s, per socket ms) | \`GET /ws\` | ${connect.perSecond.toLocaleString("en")} | ${connect.latency.p50} | ${connect.latency.p99} | - | 0 | all connect; < ${SOCKET_TARGET.kibPerSocket} KiB server RSS per socket (${memory.kibPerSocket} KiB: ${memoryMet ? "met" : "NOT met"}) |`,
    `| fan-out of actor.online/offline to ${n} sockets (worst of ${FANOUT_ROUNDS}, ms from trigger) | \`POST /rest/v1/internal/actors/{id}/online\` | - | ${worst.latency.p50} | ${worst.latency.p99} | - | 0 | p99 < ${SOCKET_TARGET.fanoutP99} ms (${fanoutMet ? "met" : "NOT met"}) |`,
    `| performer message → \`messenger.message\` on the guest's socket | \`POST /rest/v1/internal/messenger/send\` | ${m.answeredPerSecond.toLocaleString("en")} | ${m.latency.p50} | ${m.latency.p99} | - | 0 | ${MESSAGE_RATE}/s, each message once (${rateMet ? "met" : "NOT met"}) |`,
  ];
  const rounds = run.fanout
    .map((r) => `${r.type === "actor.online" ? "on" : "off"} ${r.latency.p99}`)
    .join(", ");
  const note = [
    `Sockets: ${n} guests with a real session each (inserted into the bench database); a second`,
    "process (bench/socketClients.ts, the `ws` package) opens one socket per guest, 200 handshakes at a",
    "time, sends `session.request {accessToken}` and waits for `session.ack` with the guest's id:",
    `${connect.totalMs.toLocaleString("en")} ms for all ${n} (${connect.perSecond.toLocaleString("en")}/s; one socket's connect + ack p50 ${connect.latency.p50} ms, p99 ${connect.latency.p99} ms).`,
    `The server's VmRSS (/proc/<pid>/status, a fresh server after 20 warm-up sockets) went from`,
    `${mib(memory.baselineKiB)} MiB to ${mib(memory.connectedKiB)} MiB: ${memory.kibPerSocket} KiB per socket (target < ${SOCKET_TARGET.kibPerSocket} KiB: ${memoryMet ? "met" : "NOT met"}; RSS includes garbage not yet collected,`,
    `so this is an upper bound); ${mib(memory.doneKiB)} MiB after the messages. Fan-out: the load generator calls the operator`,
    `API itself and times each socket's \`actor.online\` / \`actor.offline\` on its own clock from just before the`,
    `request (so the figure includes the request, the database update and the client's own reading`,
    `of ${n} frames); ${FANOUT_ROUNDS} rounds alternating, every socket got each event exactly once; p99 per round`,
    `${rounds} ms; worst p50 ${worst.latency.p50} ms, p99 ${worst.latency.p99} ms, max ${worst.latency.max} ms (target p99 < ${SOCKET_TARGET.fanoutP99} ms: ${fanoutMet ? "met" : "NOT met"}).`,
    `Messages: ${m.sent.toLocaleString("en")} performer messages offered at ${MESSAGE_RATE}/s for ${m.sendSeconds} s over at most 50 keep-alive`,
    `connections (a message waits in the load generator while all 50 are busy, and that wait counts),`,
    `message n to guest n mod ${n}; the server answered 201 at ${m.answeredPerSecond}/s (target ${MESSAGE_RATE}/s: ${rateMet ? "met" : "NOT met"}); due time →`,
    `\`messenger.message\` on that guest's socket p50 ${m.latency.p50} ms, p99 ${m.latency.p99} ms, max ${m.latency.max} ms (→ the 201 answer: p50`,
    `${m.answerLatency.p50} ms, p99 ${m.answerLatency.p99} ms);`,
    `${m.received.toLocaleString("en")} of ${m.sent.toLocaleString("en")} arrived, each exactly once and on the right socket (the bench fails otherwise).`,
  ].join("\n");
  console.log(note);
  return { rows, note };
}

/**
 * The live scenario (bench/live.ts) on a server of its own (the billing minute shortened to
 * LIVE_MINUTE_MS so a run covers several minutes; the performer simulator off): LIVE_SESSIONS paid
 * chats billed minute by minute, then HLS_VIEWERS viewers of one stream and the same viewers of a bare
 * node:http origin serving the same bytes (the baseline), then first frames in Chromium.
 * LIVE_PARTS picks some of them while iterating. A minute charged twice or skipped, books that do
 * not balance, or a failed answer fail the bench.
 */
async function runLive(): Promise<{ rows: string[]; note: string }> {
  const billed = LIVE_PARTS.has("billing");
  const payers = billed || LIVE_PARTS.has("frames") ? LIVE_SESSIONS : 0;
  const viewers = LIVE_PARTS.has("hls") ? HLS_VIEWERS : 0;
  console.log(`Preparing ${payers} paying guests with a performer each and ${viewers} viewers...`);
  const fixture = await prepareLive(databaseUrl(BENCH_DB), payers, viewers);
  const needed = viewers * 2 + 1000;
  if (openFilesLimit() < needed)
    throw new Error(`live bench: ulimit -n is ${openFilesLimit()}; raise it to at least ${needed}`);
  const server = await startServer(
    {
      DATABASE_URL: databaseUrl(BENCH_DB),
      PERFORMER_SIMULATOR: "off",
      // Without the billing part, the real minute: a free chat's daily minutes (15) must outlast the
      // viewers' starts, which take minutes on a busy machine.
      LIVECHAT_MINUTE_MS: String(billed ? LIVE_MINUTE_MS : 60_000),
      DATA_DIR: path.join(ROOT, "bench/.data"),
    },
    // E.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to see where the server's time goes.
    { nodeArgs: (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean) },
  );
  let billing: Awaited<ReturnType<typeof measureBilling>> | null = null;
  let hls: Awaited<ReturnType<typeof measureHls>> | null = null;
  let bare: Played | null = null;
  let frames: Awaited<ReturnType<typeof measureFirstFrames>> = [];
  try {
    if (billed) {
      console.log(
        `Measuring ${LIVE_SESSIONS} billed chats for ${LIVE_SECONDS} s (billing minute ${LIVE_MINUTE_MS} ms)...`,
      );
      billing = await measureBilling({
        url: server.url,
        databaseUrl: databaseUrl(BENCH_DB),
        fixture,
        minuteMs: LIVE_MINUTE_MS,
        seconds: LIVE_SECONDS,
        rampMs: Math.min(LIVE_MINUTE_MS, 5000),
      });
    }
    if (viewers > 0) {
      console.log(`Measuring ${HLS_VIEWERS} HLS viewers of one stream for ${HLS_SECONDS} s...`);
      hls = await measureHls({ url: server.url, fixture, seconds: HLS_SECONDS });
      if (hls.segmentBytes) bare = await measureHlsBaseline(hls.segmentBytes, hls.viewers);
    }
    if (LIVE_PARTS.has("frames")) {
      console.log(`Measuring the first frame in Chromium (${FIRST_FRAME_STARTS} starts per chat type)...`);
      frames = await measureFirstFrames({ url: server.url, fixture, starts: FIRST_FRAME_STARTS });
    }
  } finally {
    server.child.kill("SIGTERM");
  }
  const problems = [
    ...(billing?.problems ?? []),
    ...(hls?.problems ?? []),
    ...(bare?.problems ?? []).map((problem) => `bare baseline: ${problem}`),
  ];
  const rows = [
    ...(billing ? [billingRow(billing)] : []),
    ...(hls ? hlsRows(hls, bare) : []),
    ...frames.map((f) => {
      const target = f.kind === "webrtc" ? LIVE_TARGET.webrtcFirstFrameP95 : LIVE_TARGET.hlsFirstFrameP95;
      const met = f.warm.p95 < target;
      return `| first frame, ${f.chatType} over ${f.kind} (ms from the click, ${f.starts - 1} starts; the first, cold: ${f.cold.toLocaleString("en")}) | Chromium | - | ${f.warm.p50} | ${f.warm.p95} (p95) | - | 0 | p95 < ${target.toLocaleString("en")} ms (${met ? "met" : "NOT met"}) |`;
    }),
  ];
  const note = [
    ...(billing ? billingNote(billing) : []),
    ...(hls ? hlsNote(hls, bare) : []),
    ...(frames.length > 0
      ? [
          `First frame: Debian's Chromium (fake camera and microphone) as a logged-in guest on a performer's profile clicks`,
          `the chat button ${FIRST_FRAME_STARTS} times per chat type, each chat ended before the next; the time runs from the click to the`,
          "first frame the browser presents (requestVideoFrameCallback), through the chat screen's code, the start request, the",
          "signalling or the playlist and the first segment. The first start also starts the performer's encoder (cold); the",
          "percentiles are of the others, as for a performer who is live already (her still on /cams/ keeps it running).",
        ]
      : []),
  ].join("\n");
  for (const line of rows) console.log(line);
  console.log(note);
  // The figures first (what was measured), then the failure.
  if (problems.length > 0) {
    console.error("\nLIVE CHECK FAILED:");
    for (const problem of problems.slice(0, 50)) console.error(`  - ${problem}`);
    throw new Error(
      "live bench: a minute was charged twice or skipped, the books do not balance, or a request failed",
    );
  }
  return { rows, note };
}

/** The same viewers play a bare node:http origin serving the same segment bytes (bench/baselines.ts). */
async function measureHlsBaseline(segment: Buffer, viewers: number): Promise<Played> {
  console.log(
    `Measuring the same ${viewers} viewers on a bare node:http origin (same bytes) for ${HLS_SECONDS} s...`,
  );
  const baseline = await startHlsBaseline(segment);
  try {
    return await playHls(
      Array.from({ length: viewers }, (_, i) => `${baseline.url}/v/${i}/index.m3u8`),
      HLS_SECONDS,
    );
  } finally {
    baseline.child.kill("SIGTERM");
  }
}

type BillingRun = Awaited<ReturnType<typeof measureBilling>>;
type HlsRun = Awaited<ReturnType<typeof measureHls>>;

function billingRow(billing: BillingRun): string {
  const lagMet = billing.lag.p99 < LIVE_TARGET.chargeLagP99;
  return `| ${billing.sessions} billed chats: charge lag after a minute starts (ms, ${billing.minutes.toLocaleString("en")} minutes) | \`POST /rest/v1/livechat/start\` | - | ${billing.lag.p50} | ${billing.lag.p99} | - | 0 | p99 < ${LIVE_TARGET.chargeLagP99} ms, each minute once (${lagMet ? "met" : "NOT met"}) |`;
}

function billingNote(billing: BillingRun): string[] {
  const lagMet = billing.lag.p99 < LIVE_TARGET.chargeLagP99;
  return [
    `Live: ${billing.sessions} guests each started a paid private chat (LIVECHAT) with a performer of their own over HTTP`,
    `(spread over ${Math.min(LIVE_MINUTE_MS, 5000)} ms; the start answered p50 ${billing.startLatency.p50} ms, p99 ${billing.startLatency.p99} ms), kept it alive with`,
    `heartbeats and ended it after ${billing.seconds} s, with the billing minute shortened to ${LIVE_MINUTE_MS} ms so the run covers several`,
    `minutes (${billing.minutes.toLocaleString("en")} charged in all). Afterwards the bench checked in the database that every session was charged exactly`,
    "the minutes that started before its end (minutes 0..n-1, each once), that the charges' coins equal the session's",
    "total and the guest's chat debits, and that every balance equals the ledger and what was credited less what was",
    `charged; all held. Charge lag (charged_at minus the minute's start, minutes after the first): p50 ${billing.lag.p50} ms,`,
    `p95 ${billing.lag.p95} ms, p99 ${billing.lag.p99} ms, max ${billing.lag.max} ms (target p99 < ${LIVE_TARGET.chargeLagP99} ms: ${lagMet ? "met" : "NOT met"}).`,
  ];
}

function hlsRows(hls: HlsRun, bare: Played | null): string[] {
  const segmentMet = hls.segmentLatency.p99 < LIVE_TARGET.segmentP99;
  const ratio = bare
    ? `${((bare.segmentLatency.p99 / Math.max(1, hls.segmentLatency.p99)) * 100).toFixed(0)} % (p99 of bare / p99)`
    : "-";
  return [
    `| ${hls.viewers.toLocaleString("en")} HLS viewers of one stream: segment answers (ms, ${hls.segments.toLocaleString("en")} segments, ${kib(hls.segmentBytes)} KiB) | \`GET /live/{actor}/…/segN.ts\` | - | ${hls.segmentLatency.p50} | ${hls.segmentLatency.p99} | ${ratio} | 0 | p99 < ${LIVE_TARGET.segmentP99} ms (${segmentMet ? "met" : "NOT met"}) |`,
    ...(bare
      ? [
          `| baseline: the same viewers on a bare node:http origin, same bytes (ms, ${bare.segments.toLocaleString("en")} segments) | \`GET /v/{i}/segN.ts\` | - | ${bare.segmentLatency.p50} | ${bare.segmentLatency.p99} | ceiling | 0 | baseline |`,
        ]
      : []),
  ];
}

function hlsNote(hls: HlsRun, bare: Played | null): string[] {
  const segmentMet = hls.segmentLatency.p99 < LIVE_TARGET.segmentP99;
  return [
    `HLS: ${hls.viewers.toLocaleString("en")} guests started a free chat with one performer and played her signed stream for ${hls.seconds} s`,
    "as hls.js does at the live edge (one keep-alive connection each, the playlist once per target duration, each new",
    `segment once; the sandbox origin's ffmpeg encoder in the same server process tree; its first playlist came`,
    `${hls.firstSegmentMs.toLocaleString("en")} ms after the first request). ${hls.segments.toLocaleString("en")} segments of ${kib(hls.segmentBytes)} KiB: p50 ${hls.segmentLatency.p50} ms, p95`,
    `${hls.segmentLatency.p95} ms, p99 ${hls.segmentLatency.p99} ms, max ${hls.segmentLatency.max} ms (target p99 < ${LIVE_TARGET.segmentP99} ms: ${segmentMet ? "met" : "NOT met"}); ${hls.playlists.toLocaleString("en")} playlists: p50`,
    `${hls.playlistLatency.p50} ms, p99 ${hls.playlistLatency.p99} ms. Every answer was a 200.`,
    ...(bare
      ? [
          `Baseline in the same run: the same ${hls.viewers.toLocaleString("en")} viewers on a bare node:http origin (own process, no framework, no checks)`,
          `serving the same segment bytes: ${bare.segments.toLocaleString("en")} segments p50 ${bare.segmentLatency.p50} ms, p95 ${bare.segmentLatency.p95} ms, p99 ${bare.segmentLatency.p99} ms, max ${bare.segmentLatency.max} ms;`,
          `${bare.playlists.toLocaleString("en")} playlists p50 ${bare.playlistLatency.p50} ms, p99 ${bare.playlistLatency.p99} ms.`,
        ]
      : []),
  ];
}

const kib = (bytes: Buffer | null) => (bytes ? Math.round(bytes.length / 1024) : 0);

/**
 * The search scenario on a database of its own (bench/search.ts): 100,000 generated videos and
 * 5,000 actors, suggestion and result queries timed one at a time.
 */
async function runSearch(): Promise<{ rows: string[]; note: string }> {
  const name = `${BENCH_DB}_search`;
  const admin = new pg.Client({ connectionString: databaseUrl("postgres") });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl(name), poolSize: 2 });
  await database.migrate();
  await database.close();
  console.log("Generating the search catalogue...");
  const made = await prepareSearch(databaseUrl(name));
  console.log(`${made.videos} videos, ${made.actors} actors in ${made.ms} ms; timing the search queries...`);
  const timings = await measureSearch(databaseUrl(name));
  const rows = timings.map((t) => {
    const met = t.p99 < SEARCH_TARGET.p99 ? "met" : "NOT met";
    return `| search: ${t.name}, ${made.videos.toLocaleString("en")} videos (ms per query, ${t.count} queries) | \`-\` | - | ${t.p50} | ${t.p99} | - | 0 | p99 < ${SEARCH_TARGET.p99} ms (${met}) |`;
  });
  const note = [
    `Search: ${made.videos.toLocaleString("en")} videos and ${made.actors.toLocaleString("en")} actors generated with INSERT ... SELECT generate_series`,
    `(${made.ms.toLocaleString("en")} ms, titles and descriptions in 4 languages, 3 tags and a category per video); each query of`,
    "the search module timed alone on one connection (what a cache miss costs; the 300 s answer cache is",
    "not involved), over a mix of 14 patterns (tags, typos, title words in 4 languages, actor names, no hit).",
    `Worst max: ${Math.max(...timings.map((t) => t.max))} ms.`,
  ].join("\n");
  for (const line of rows) console.log(line);
  console.log(note);
  return { rows, note };
}

/**
 * The content service's 30-tile list (bench/content.ts) on the running server (catalogue cache on,
 * CATALOG_CACHE_SECONDS default 10 s) and on a second server with that cache off, where every
 * request reads the database (3 statements).
 */
async function runContent(url: string): Promise<{ rows: string[]; measurements: Measurement[] }> {
  const run = (name: string, target: string) => {
    console.log(`Measuring ${name}...`);
    return measureContent({ name, url: target, connections: CONNECTIONS, seconds: SECONDS });
  };
  // The same run's ceiling and REST list, so the GraphQL rows read as ratios on a noisy machine.
  const ceiling = await measure({
    name: "ceiling",
    url,
    path: "/rest/v1/alive",
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const payload = encodeURIComponent(JSON.stringify({ order: "newest", limit: 30, offset: 0 }));
  const rest = await measure({
    name: "REST list: 30 video tiles (same run)",
    url,
    path: `/rest/v1/tileGrid/get/videos/${payload}`,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  console.log(`ceiling ${ceiling.requestsPerSecond} req/s; REST 30 tiles ${rest.requestsPerSecond} req/s`);
  const cached = await run("content service: 30 video tiles (GraphQL)", url);
  const uncached = await startServer({ DATABASE_URL: databaseUrl(BENCH_DB), CATALOG_CACHE_SECONDS: "0" });
  let direct: Measurement;
  try {
    direct = await run("content service: 30 video tiles, catalogue cache off", uncached.url);
  } finally {
    uncached.child.kill("SIGTERM");
  }
  const target = `>= ${CONTENT_TARGET.perSecond.toLocaleString("en")} req/s`;
  const rows = [cached, direct].map(
    (m) =>
      `| ${m.name} | \`${m.path}\` | ${m.requestsPerSecond.toLocaleString("en")} | ${m.p50} | ${m.p99} | ${((m.requestsPerSecond / ceiling.requestsPerSecond) * 100).toFixed(1)} % | ${m.non2xx + m.errors} | ${target} (${m.requestsPerSecond >= CONTENT_TARGET.perSecond ? "met" : "NOT met"}) |`,
  );
  for (const line of rows) console.log(line);
  return { rows, measurements: [ceiling, rest, cached, direct] };
}

/**
 * The request path and the pages (issue 13), each row as a share of the bare Fastify route measured
 * in this run: the JSON reads, anonymous pages (page cache on) and a logged-in guest's pages
 * (rendered for every request).
 */
async function runPages(
  url: string,
  actorName: string,
  serverPid: number | undefined,
): Promise<{ rows: string[]; ceiling: number; sizes: string; cpu: string }> {
  const ceilingServer = await startCeiling();
  let bare: Measurement;
  try {
    console.log("Measuring the ceiling: a bare Fastify route in its own process...");
    bare = await measure({
      name: "ceiling: bare Fastify route, own process",
      url: ceilingServer.url,
      path: "/",
      connections: CONNECTIONS,
      seconds: SECONDS,
      ...(ceilingServer.child.pid ? { pid: ceilingServer.child.pid } : {}),
    });
  } finally {
    ceilingServer.child.kill("SIGTERM");
  }
  const ceiling = bare.requestsPerSecond;
  const payload = encodeURIComponent(JSON.stringify({ filter: {}, order: "newest", limit: 16 }));
  const grid = (await (await fetch(`${url}/rest/v1/tileGrid/get/videos/${payload}`)).json()) as {
    items: { id: number; url: string }[];
  };
  const video = grid.items[0];
  if (!video) throw new Error("pages bench: the demo catalogue has no videos");
  const signup = await fetch(`${url}/rest/v1/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      password: "bench password 1",
      name: "Bench",
    }),
  });
  const session = /vv_session=[^;]+/.exec(signup.headers.get("set-cookie") ?? "")?.[0];
  if (!session) throw new Error(`pages bench: signup gave no session cookie (${signup.status})`);
  const loggedIn = { cookie: session };
  const run = async (name: string, path: string, headers?: Record<string, string>, body?: unknown) => {
    if (ROWS && !ROWS.test(name)) return null;
    console.log(`Measuring ${name} (${path})...`);
    return measure({
      name,
      url,
      path,
      connections: CONNECTIONS,
      seconds: SECONDS,
      ...(headers ? { headers } : {}),
      ...(body === undefined ? {} : { body }),
      ...(serverPid ? { pid: serverPid } : {}),
    });
  };
  // The feed's first page as the logged-in guest's /feed/ asks for it (issue 28), checked once.
  const guestToken = (
    (await (await fetch(`${url}/rest/v1/content/token`, { headers: loggedIn })).json()) as { token: string }
  ).token;
  const feedRequest = { query: FEED_FIRST_PAGE_QUERY, variables: { mode: "mixed", first: 8 } };
  const feedHeaders = { authorization: `Bearer ${guestToken}` };
  const feedProbe = await fetch(`${url}/graphql?language=en`, {
    method: "POST",
    headers: { "content-type": "application/json", ...feedHeaders },
    body: JSON.stringify(feedRequest),
  });
  const feedAnswer = (await feedProbe.json()) as { data?: { feed: { edges: unknown[] } }; errors?: unknown };
  if (feedProbe.status !== 200 || feedAnswer.errors || (feedAnswer.data?.feed.edges.length ?? 0) < 8)
    throw new Error(`pages bench: unexpected feed answer ${JSON.stringify(feedAnswer).slice(0, 300)}`);
  const share = (m: Measurement, target: number) =>
    `>= ${target * 100} % of the ceiling (${m.requestsPerSecond / ceiling >= target ? "met" : "NOT met"})`;
  const page = (m: Measurement, target: { perSecond: number; p99: number }) =>
    `>= ${target.perSecond.toLocaleString("en")}/s, p99 <= ${target.p99} ms (${m.requestsPerSecond >= target.perSecond && m.p99 <= target.p99 ? "met" : "NOT met"})`;
  const measured = (list: (Measurement | null)[]) => list.filter((m): m is Measurement => m !== null);
  const alive = measured([await run("request path: alive", "/rest/v1/alive")]);
  const json = measured([
    await run("JSON: 16 video tiles", `/rest/v1/tileGrid/get/videos/${payload}`),
    // As a browser asks for it (every browser's fetch accepts brotli): the shared list compressed once.
    await run("JSON: 16 video tiles, brotli as browsers ask", `/rest/v1/tileGrid/get/videos/${payload}`, {
      "accept-encoding": "gzip, deflate, br",
    }),
    await run("JSON: actor data", `/rest/v1/actor/getActorDataByIdOrName/${actorName}`),
    await run("JSON: a video", `/rest/v1/video/${video.id}`),
    await run(
      "JSON: feed, first page (8 posts), logged in",
      "/graphql?language=en",
      feedHeaders,
      feedRequest,
    ),
  ]);
  const anonymous = measured([
    await run("SSR home (de), anonymous", "/"),
    await run("SSR actor profile (en), anonymous", `/en/amateur/${actorName}/`),
    await run("SSR video list (en), anonymous", "/en/videos/"),
    await run("SSR video page (en), anonymous", `/en${video.url.replace(/^\/(de|en|es|nl)\//, "/")}`),
  ]);
  const guest = measured([
    await run("SSR home (de), logged in", "/", loggedIn),
    await run("SSR actor profile (en), logged in", `/en/amateur/${actorName}/`, loggedIn),
    await run("SSR feed (en), logged in", "/en/feed/", loggedIn),
  ]);
  const kib = (m: Measurement) => `${m.name.replace(/^SSR /, "")} ${(m.bytes / 1024).toFixed(1)} KiB`;
  // The server's CPU time per answer, and the ceiling's as a share of it (what the rate's ratio is on an idle machine).
  const cpuOf = (m: Measurement) =>
    m.cpuMicros && bare.cpuMicros
      ? `${m.name.replace(/^SSR /, "")} ${m.cpuMicros} µs (${((bare.cpuMicros / m.cpuMicros) * 100).toFixed(1)} %)`
      : null;
  const cpu = [bare, ...alive, ...json, ...anonymous, ...guest]
    .map(cpuOf)
    .filter((text): text is string => text !== null)
    .join(", ");
  return {
    ceiling,
    cpu,
    sizes: [...anonymous, ...guest].map(kib).join(", "),
    rows: [
      row(bare, ceiling, "ceiling"),
      ...alive.map((m) => row(m, ceiling, share(m, PATH_TARGET.alive))),
      ...json.map((m) => row(m, ceiling, share(m, PATH_TARGET.hotJson))),
      ...anonymous.map((m) => row(m, ceiling, page(m, SSR_TARGET.anonymous))),
      ...guest.map((m) => row(m, ceiling, page(m, SSR_TARGET.loggedIn))),
    ],
  };
}

async function main(): Promise<void> {
  if (ONLY === "search") {
    await runSearch();
    return;
  }
  console.log("Preparing the bench database on PostgreSQL...");
  const actorName = await prepareDatabase();
  if (ONLY === "sockets") {
    await runSockets();
    return;
  }
  if (ONLY === "live") {
    await runLive();
    return;
  }
  // BENCH_PROFILE=<dir> with BENCH_ONLY=pages or purchases: a CPU profile of the server (written when it stops).
  const profile =
    (ONLY === "pages" || ONLY === "purchases") && process.env.BENCH_PROFILE
      ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
      : [];
  const { url, child } = await startServer({ DATABASE_URL: databaseUrl(BENCH_DB) }, { nodeArgs: profile });
  if (ONLY === "content") {
    try {
      await runContent(url);
    } finally {
      child.kill("SIGTERM");
    }
    return;
  }
  if (ONLY === "purchases") {
    try {
      console.log("Measuring pgbench TPC-B (scale 10, 8 clients)...");
      console.log((await runPurchases(url, await pgbenchTps(databaseUrl, SECONDS))).note);
    } finally {
      child.kill("SIGTERM");
      // A profile is written as the server exits.
      if (child.exitCode === null && child.signalCode === null)
        await new Promise((resolve) => child.once("exit", resolve));
    }
    return;
  }
  if (ONLY === "home") {
    try {
      await runHome({
        url,
        pid: child.pid,
        connections: CONNECTIONS,
        seconds: SECONDS,
        firstActorId: await firstActorId(),
      });
    } finally {
      child.kill("SIGTERM");
    }
    return;
  }
  if (ONLY === "pages") {
    try {
      const pages = await runPages(url, actorName, child.pid);
      console.log(pages.rows.join("\n"));
      console.log(`Server CPU per answer (share of it the ceiling's is): ${pages.cpu}`);
    } finally {
      child.kill("SIGTERM");
      // A profile is written as the server exits.
      if (child.exitCode === null && child.signalCode === null)
        await new Promise((resolve) => child.once("exit", resolve));
    }
    return;
  }
  try {
    const pages = await runPages(url, actorName, child.pid);
    const home = await runHome({
      url,
      pid: child.pid,
      connections: CONNECTIONS,
      seconds: SECONDS,
      firstActorId: await firstActorId(),
    });
    const content = await runContent(url);
    console.log("Measuring pgbench TPC-B (scale 10, 8 clients)...");
    const pgbench = await pgbenchTps(databaseUrl, SECONDS);
    const purchases = await runPurchases(url, pgbench);
    // The socket scenario starts a server of its own. Without Redis every instance has its own
    // event bus, and this one's outbox dispatcher would take some of the messages' events and push
    // them to a bus with no sockets (3,741 of 5,000 lost on 2026-11-26): it stops first.
    child.kill("SIGTERM");
    if (child.exitCode === null && child.signalCode === null)
      await new Promise((resolve) => child.once("exit", resolve));
    const sockets = await runSockets();
    const live = await runLive();
    const search = await runSearch();
    const lines = [
      "# Benchmark results",
      "",
      `Measured by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? "?"}),`,
      `Node ${process.version}, PostgreSQL with the demo catalogue, the server in its own process (NODE_ENV=production),`,
      `autocannon in this process with ${CONNECTIONS} connections for ${SECONDS} s per row after a 2 s warm-up.`,
      "",
      "| What | Path | req/s | p50 ms | p99 ms | of ceiling | errors | target |",
      "|---|---|---|---|---|---|---|---|",
      ...pages.rows,
      `| pgbench TPC-B (scale 10, 8 clients): the purchases' ceiling | - | ${pgbench.toLocaleString("en")} tps | - | - | - | 0 | ceiling |`,
      row(
        purchases.measurement,
        pages.ceiling,
        `>= ${PURCHASE_TARGET.ofPgbench} × pgbench (${(purchases.measurement.requestsPerSecond / pgbench).toFixed(2)} ×), p99 <= ${PURCHASE_TARGET.p99} ms`,
      ),
      ...content.rows,
      ...sockets.rows,
      ...live.rows,
      ...search.rows,
      "",
      'The ceiling is a bare Fastify route answering `{hello:"world"}` in a process of its own',
      "(bench/ceilingServer.mjs); every request row's share of it is measured in the same run, and",
      "the purchases are read against PostgreSQL's own TPC-B (pgbench) on the same server in the same",
      "run, so the figures compare across machines and busy days. Anonymous pages are served from a",
      "per-instance page cache (PAGE_CACHE_SECONDS, default 5 s); a logged-in guest's pages are",
      'rendered for every request (no page cache), as the "logged in" rows measure with a session.',
      `Page sizes (uncompressed, headers included): ${pages.sizes}.`,
      `Server CPU per answer (/proc, the ceiling's as a share of it): ${pages.cpu}.`,
      "",
      `Purchases: ${BUYERS} guests with a real session each and enough coins for every video buy`,
      "distinct videos (request n: guest n mod G, video n div G), so every answer is a charge;",
      "warm-up buys count for the books too. After the run the bench checks, for every guest, coins",
      "credited - sum of purchase prices == balance == sum of ledger deltas, one purchase debit per",
      "purchase row, 200 answers == `charged: true` answers == purchase rows, and no other answer;",
      `it fails if any of this does not hold. This run: ${purchases.note}.`,
      "",
      "## The start page (issue 29)",
      "",
      "The start page's HTML and its timeline (the blocks load as the guest scrolls: home/more, contests,",
      "and a logged-in guest's favourites), measured with a bare Fastify route of the same run; a",
      "whole start page is the HTML plus those reads, per connection in turn (bench/home.ts).",
      "",
      ...home.rows,
      "",
      home.note,
      "",
      sockets.note,
      "",
      live.note,
      "",
      search.note,
      "",
    ];
    // Hand-written notes (from the first "## Notes" heading on) survive a new run.
    const file = path.join(ROOT, "bench/RESULTS.md");
    const previous = existsSync(file) ? readFileSync(file, "utf8") : "";
    const notes = previous.indexOf("\n## Notes");
    if (notes >= 0) lines.push(previous.slice(notes + 1).trimEnd(), "");
    writeFileSync(file, lines.join("\n"));
    console.log(lines.join("\n"));
  } finally {
    child.kill("SIGTERM");
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
