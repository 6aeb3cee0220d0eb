import { randomBytes } from "node:crypto";
import http from "node:http";
import { asc, sql } from "drizzle-orm";
import { openDatabase, queryRows } from "../src/server/db/client.ts";
import { actors, guests } from "../src/server/db/schema/index.ts";
import { createSession } from "../src/server/modules/accounts/index.ts";
import { credit } from "../src/server/modules/wallet/index.ts";

/**
 * The live scenario (issue 14): billed chat sessions and HLS delivery on one server instance.
 *
 * - Billing: N guests each start a paid private chat (LIVECHAT) with a performer of their own over
 *   the real HTTP stack, keep it alive with heartbeats (no socket) for several billing minutes, and
 *   end it. Afterwards every session's minutes are checked against the clock and the books: each
 *   started minute charged exactly once (minutes 0..n-1, none skipped, none twice), the coins of the
 *   charges equal the session's total and the guest's ledger, and the balance is what was credited
 *   less what was charged. The charge lag is `charged_at - (started_at + minute × minuteMs)` of every
 *   minute after the first (the first is paid by the start).
 * - HLS: V viewers of one performer's public stream (each a guest with a FREECHAT session of their
 *   own and so a signed URL of their own) poll the playlist once a second and fetch each new
 *   segment, as a player does; the latency of every segment and playlist answer is recorded.
 */

export const LIVE_TARGET = {
  chargeLagP99: 1000,
  segmentP99: 100,
  webrtcFirstFrameP95: 1500,
  hlsFirstFrameP95: 3000,
};

export interface LiveGuest {
  id: number;
  token: string;
}

export interface LiveFixture {
  /** Billing: guest i chats with actorIds[i]. */
  payers: LiveGuest[];
  actorIds: number[];
  actorNames: string[];
  coinsEach: number;
  /** HLS: every viewer watches viewedActorId's free chat. */
  viewers: LiveGuest[];
  viewedActorId: number;
}

/**
 * `sessions` paying guests (each credited `coinsEach` through the wallet) with an online performer
 * each (copies of the first demo performer, named bench-cam-<i>, private chat at her price), and
 * `viewers` guests for the HLS scenario, all with a session token; inserted directly.
 */
export async function prepareLive(url: string, sessions: number, viewers: number): Promise<LiveFixture> {
  const database = await openDatabase({ url, poolSize: 8 });
  try {
    const now = new Date();
    const [model] = await database.db.select().from(actors).orderBy(asc(actors.id)).limit(1);
    if (!model) throw new Error("the bench catalogue has no actor");
    const { id: _id, ...template } = model;
    const stamp = now.getTime().toString(36);
    const cams = await database.db
      .insert(actors)
      .values(
        Array.from({ length: sessions + 1 }, (_, i) => ({
          ...template,
          name: `BenchCam${stamp}x${i}`,
          externalId: `bench-cam-${stamp}-${i}`,
          isOnline: true,
          freeChat: true,
          isCurrentlyTicketShow: false,
        })),
      )
      .returning({ id: actors.id, name: actors.name });
    const viewed = cams.pop();
    if (!viewed) throw new Error("no performer for the HLS viewers");
    const [price] = await queryRows<{ price: number }>(
      database.db,
      sql`select price_single_c2c as price from actors where id = ${cams[0]?.id ?? viewed.id}`,
    );
    // Enough for far more minutes than the run lasts: the scenario measures billing, not running out.
    const coinsEach = (price?.price ?? 0) * 1000;
    const payers = await makeGuests(database, sessions, "payer", stamp, coinsEach, now);
    const watchers = await makeGuests(database, viewers, "viewer", stamp, 0, now);
    return {
      payers,
      actorIds: cams.map((c) => c.id),
      actorNames: cams.map((c) => c.name),
      coinsEach,
      viewers: watchers,
      viewedActorId: viewed.id,
    };
  } finally {
    await database.close();
  }
}

async function makeGuests(
  database: Awaited<ReturnType<typeof openDatabase>>,
  count: number,
  kind: string,
  stamp: string,
  coins: number,
  now: Date,
): Promise<LiveGuest[]> {
  if (count === 0) return [];
  const created = await database.db
    .insert(guests)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `bench-live-${kind}-${i}-${stamp}@example.com`,
        name: `Bench ${kind} ${i}`,
        passwordHash: "bench-no-login",
      })),
    )
    .returning({ id: guests.id });
  const out: LiveGuest[] = [];
  for (let start = 0; start < created.length; start += 50) {
    const part = created.slice(start, start + 50);
    const tokens = await Promise.all(
      part.map((guest) =>
        database.db.transaction(async (tx) => {
          if (coins > 0) await credit({ tx, guestId: guest.id, coins, kind: "credit", reason: "bench" });
          return createSession(tx, guest.id, now);
        }),
      ),
    );
    part.forEach((guest, i) => {
      out.push({ id: guest.id, token: tokens[i] as string });
    });
  }
  return out;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(values: number[]): Percentiles {
  if (values.length === 0) return { p50: Number.NaN, p95: Number.NaN, p99: Number.NaN, max: Number.NaN };
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted[sorted.length - 1] as number),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A JSON call to the platform as a guest (Bearer session, an Idempotency-Key for the start). */
async function call(
  url: string,
  guest: LiveGuest,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const init: RequestInit = {
    method: body === undefined ? "GET" : "POST",
    headers: {
      authorization: `Bearer ${guest.token}`,
      "content-type": "application/json",
      "idempotency-key": randomBytes(12).toString("hex"),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  // A pooled keep-alive connection the server closed as it was reused (seen when the machine is so
  // busy that a thousand starts take over a minute): once more, with the same idempotency key.
  const response = await fetch(`${url}/rest/v1/${path}`, init).catch((error: unknown) => {
    if ((error as { cause?: { code?: string } }).cause?.code !== "UND_ERR_SOCKET") throw error;
    return fetch(`${url}/rest/v1/${path}`, init);
  });
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(text) as Record<string, unknown>;
  } catch {
    json = { raw: text.slice(0, 200) };
  }
  return { status: response.status, json };
}

export interface BillingRun {
  sessions: number;
  minuteMs: number;
  seconds: number;
  minutes: number;
  startLatency: Percentiles;
  lag: Percentiles;
  problems: string[];
}

/**
 * Starts every payer's chat (spread over `rampMs`), keeps them alive for `seconds`, ends them, and
 * checks the minutes and the books in the database.
 */
export async function measureBilling(options: {
  url: string;
  databaseUrl: string;
  fixture: LiveFixture;
  minuteMs: number;
  seconds: number;
  rampMs: number;
}): Promise<BillingRun> {
  const { url, fixture } = options;
  const problems: string[] = [];
  const sessionIds = new Map<number, number>();
  const startTimes: number[] = [];
  const spacing = options.rampMs / Math.max(1, fixture.payers.length);
  await Promise.all(
    fixture.payers.map(async (guest, i) => {
      await sleep(i * spacing);
      const began = performance.now();
      const started = await call(url, guest, "livechat/start", {
        actorId: fixture.actorIds[i],
        chatType: "LIVECHAT",
      });
      startTimes.push(performance.now() - began);
      const id = started.json.sessionId;
      if (started.status !== 201 || typeof id !== "number")
        problems.push(`guest ${guest.id}: start answered ${started.status} ${JSON.stringify(started.json)}`);
      else sessionIds.set(guest.id, id);
    }),
  );
  // Heartbeats every 10 s (a guest is gone after 30 s without one), until the run's end.
  const until = Date.now() + options.seconds * 1000;
  const beats = setInterval(() => {
    for (const guest of fixture.payers) {
      const id = sessionIds.get(guest.id);
      if (id === undefined) continue;
      call(url, guest, `livechat/${id}/heartbeat`, {}).then(
        (beat) => {
          if (beat.status !== 200) problems.push(`session ${id}: heartbeat answered ${beat.status}`);
        },
        (error: unknown) => problems.push(`session ${id}: heartbeat failed: ${String(error)}`),
      );
    }
  }, 10_000);
  await sleep(Math.max(0, until - Date.now()));
  clearInterval(beats);
  await Promise.all(
    fixture.payers.map(async (guest) => {
      const id = sessionIds.get(guest.id);
      if (id === undefined) return;
      const ended = await call(url, guest, `livechat/${id}/end`, {});
      if (ended.status !== 200) problems.push(`session ${id}: end answered ${ended.status}`);
    }),
  );
  const checked = await checkBilling(options.databaseUrl, fixture, [...sessionIds.values()]);
  problems.push(...checked.problems);
  return {
    sessions: sessionIds.size,
    minuteMs: options.minuteMs,
    seconds: options.seconds,
    minutes: checked.minutes,
    startLatency: percentiles(startTimes),
    lag: percentiles(checked.lags),
    problems,
  };
}

/** The minutes and the books of the bench's sessions (see the file's comment). */
async function checkBilling(databaseUrl: string, fixture: LiveFixture, sessionIds: number[]) {
  const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
  const problems: string[] = [];
  try {
    const ids = `{${sessionIds.join(",")}}`;
    const sessions = await queryRows<{
      id: number;
      guest_id: number;
      state: string;
      exit_code: number | null;
      minutes_charged: number;
      coins_charged: number;
      price_per_minute: number;
      minute_ms: number;
      elapsed_ms: number;
      charges: number;
      distinct_minutes: number;
      max_minute: number;
      charged_coins: number;
    }>(
      database.db,
      sql`select s.id, s.guest_id, s.state, s.exit_code, s.minutes_charged, s.coins_charged,
        s.price_per_minute, s.minute_ms,
        (extract(epoch from (s.ended_at - s.started_at)) * 1000)::float8 as elapsed_ms,
        (select count(*) from live_charges c where c.session_id = s.id)::int as charges,
        (select count(distinct c.minute) from live_charges c where c.session_id = s.id)::int as distinct_minutes,
        coalesce((select max(c.minute) from live_charges c where c.session_id = s.id), -1)::int as max_minute,
        coalesce((select sum(c.coins) from live_charges c where c.session_id = s.id), 0)::int as charged_coins
        from live_sessions s where s.id = any(${ids}::int[])`,
    );
    let minutes = 0;
    for (const s of sessions) {
      minutes += s.minutes_charged;
      // Every minute that started before the end: floor(elapsed / minute) + 1.
      const started = Math.floor(s.elapsed_ms / s.minute_ms) + 1;
      if (s.state !== "ended") problems.push(`session ${s.id}: still ${s.state}`);
      if (s.exit_code !== 100) problems.push(`session ${s.id}: exit code ${s.exit_code}, expected 100`);
      if (
        s.charges !== s.minutes_charged ||
        s.distinct_minutes !== s.charges ||
        s.max_minute !== s.charges - 1
      )
        problems.push(
          `session ${s.id}: ${s.charges} charges for ${s.distinct_minutes} distinct minutes (max ${s.max_minute}), ${s.minutes_charged} counted`,
        );
      if (s.minutes_charged !== started)
        problems.push(
          `session ${s.id}: ${s.minutes_charged} minutes charged, ${started} started in ${Math.round(s.elapsed_ms)} ms`,
        );
      if (s.charged_coins !== s.coins_charged || s.coins_charged !== s.minutes_charged * s.price_per_minute)
        problems.push(
          `session ${s.id}: charges sum ${s.charged_coins}, session ${s.coins_charged}, ${s.minutes_charged} × ${s.price_per_minute}`,
        );
    }
    const guestIds = `{${fixture.payers.map((g) => g.id).join(",")}}`;
    const books = await queryRows<{
      id: number;
      balance: number;
      ledger: number;
      chat: number;
      charged: number;
    }>(
      database.db,
      sql`select g.id, coalesce((select w.balance from wallet_balances w where w.guest_id = g.id), 0) as balance,
        coalesce((select sum(l.delta) from ledger_entries l where l.guest_id = g.id), 0)::int as ledger,
        coalesce((select -sum(l.delta) from ledger_entries l where l.guest_id = g.id and l.kind = 'chat'), 0)::int as chat,
        coalesce((select sum(s.coins_charged) from live_sessions s where s.guest_id = g.id), 0)::int as charged
        from guests g where g.id = any(${guestIds}::int[])`,
    );
    for (const g of books) {
      if (g.balance !== g.ledger || g.chat !== g.charged || g.balance !== fixture.coinsEach - g.charged)
        problems.push(
          `guest ${g.id}: balance ${g.balance}, ledger ${g.ledger}, chat debits ${g.chat}, sessions charged ${g.charged}, credited ${fixture.coinsEach}`,
        );
    }
    const lags = await queryRows<{ lag: number }>(
      database.db,
      sql`select (extract(epoch from (c.charged_at - (s.started_at + (c.minute::bigint * s.minute_ms) * interval '1 millisecond'))) * 1000)::float8 as lag
        from live_charges c join live_sessions s on s.id = c.session_id
        where s.id = any(${ids}::int[]) and c.minute > 0`,
    );
    return { problems, minutes, lags: lags.map((l) => Math.round(l.lag)) };
  } finally {
    await database.close();
  }
}

export interface HlsRun {
  viewers: number;
  seconds: number;
  segments: number;
  playlists: number;
  segmentLatency: Percentiles;
  playlistLatency: Percentiles;
  firstSegmentMs: number;
  /** Bytes of the last segment fetched (the baseline serves the same). */
  segmentBytes: Buffer | null;
  problems: string[];
}

/**
 * `viewers` guests start a free chat with one performer and play her HLS stream for `seconds` (see
 * playHls). Every answer must be a 200; an error fails the scenario.
 */
export async function measureHls(options: {
  url: string;
  fixture: LiveFixture;
  seconds: number;
}): Promise<HlsRun> {
  const { url, fixture } = options;
  const problems: string[] = [];
  const streams = new Map<number, { sessionId: number; playlist: string }>();
  const began = performance.now();
  // A player's page keeps its chat alive (its socket; here a heartbeat every 15 s from the start,
  // so spread as the starts are): a guest is gone after 30 s without one, and a thousand starts can
  // take that long on a busy machine.
  const beats: NodeJS.Timeout[] = [];
  // Over a few shared keep-alive connections (a page's socket is one connection, not a new one per beat).
  const beatAgent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  let beatFailures = 0;
  const keepAlive = (guest: LiveGuest, sessionId: number) =>
    beats.push(
      setInterval(() => {
        post(beatAgent, `${url}/rest/v1/livechat/${sessionId}/heartbeat`, guest.token).then(
          (status) => {
            if (status !== 200) beatFailures++;
          },
          () => beatFailures++,
        );
      }, 15_000),
    );
  const stopBeats = () => {
    for (const beat of beats) clearInterval(beat);
    beatAgent.destroy();
  };
  // At most 16 starts at once: a thousand queued in the server would hold up the heartbeats of the
  // chats already started for longer than a guest may stay silent (30 s) on a busy machine.
  let nextViewer = 0;
  const startOne = async (guest: LiveGuest) => {
    const started = await call(url, guest, "livechat/start", {
      actorId: fixture.viewedActorId,
      chatType: "FREECHAT",
    });
    const stream = started.json.stream as { kind?: string; url?: string } | undefined;
    if (started.status !== 201 || stream?.kind !== "hls" || !stream.url)
      problems.push(`viewer ${guest.id}: start answered ${started.status} ${JSON.stringify(started.json)}`);
    else {
      streams.set(guest.id, { sessionId: started.json.sessionId as number, playlist: stream.url });
      keepAlive(guest, started.json.sessionId as number);
    }
  };
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let guest = fixture.viewers[nextViewer++]; guest; guest = fixture.viewers[nextViewer++])
        await startOne(guest);
    }),
  );
  // The encoder starts with the first request for the stream; wait for its first playlist.
  const first = fixture.viewers.find((g) => streams.has(g.id));
  const firstStream = first ? streams.get(first.id) : undefined;
  if (!first || !firstStream) {
    stopBeats();
    return emptyHls(fixture, options.seconds, problems);
  }
  const firstAt = performance.now();
  for (let attempt = 0; attempt < 40; attempt++) {
    const response = await fetch(absolute(url, firstStream.playlist));
    await response.arrayBuffer();
    if (response.status === 200) break;
    await sleep(250);
  }
  const firstSegmentMs = Math.round(performance.now() - firstAt);
  const played = await playHls(
    fixture.viewers.flatMap((guest) => {
      const stream = streams.get(guest.id);
      return stream ? [absolute(url, stream.playlist)] : [];
    }),
    options.seconds,
  );
  stopBeats();
  problems.push(...played.problems.map((problem) => `platform: ${problem}`));
  console.log(
    `HLS: ${played.segments} segments p50 ${played.segmentLatency.p50} ms, p99 ${played.segmentLatency.p99} ms; ${played.playlists} playlists p50 ${played.playlistLatency.p50} ms, p99 ${played.playlistLatency.p99} ms`,
  );
  // Leave no free chats behind (16 at a time; one that fails ends by itself, its guest gone).
  const ending = [...streams.entries()];
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      for (let next = ending.pop(); next; next = ending.pop()) {
        const [guestId, stream] = next;
        const guest = fixture.viewers.find((g) => g.id === guestId);
        if (guest) await call(url, guest, `livechat/${stream.sessionId}/end`, {}).catch(() => undefined);
      }
    }),
  );
  if (streams.size !== fixture.viewers.length)
    problems.push(`${streams.size} of ${fixture.viewers.length} viewers got a stream`);
  // A missed heartbeat is no failure by itself (the next one comes 15 s later); a chat that ended
  // for it makes its viewer's playlist answer 403, which is one.
  console.log(
    `HLS: ${streams.size} viewers started in ${Math.round(firstAt - began)} ms; ${beatFailures} heartbeats failed or were refused`,
  );
  return {
    viewers: streams.size,
    seconds: options.seconds,
    firstSegmentMs,
    ...played,
    problems: [...new Set(problems)].slice(0, 100),
  };
}

/** What playHls saw. */
export interface Played {
  segments: number;
  playlists: number;
  segmentLatency: Percentiles;
  playlistLatency: Percentiles;
  segmentBytes: Buffer | null;
  problems: string[];
}

/**
 * One viewer per playlist URL plays the stream for `seconds` as hls.js does in a live stream: one
 * keep-alive connection each, the playlist about once per target duration (read from the playlist,
 * 1 s without one), and each segment once, the newest first seen (a player at the live edge). The
 * viewers' start times are spread over the first second. Node's http client, not fetch: the load
 * generator shares the machine's two cores with the server, and fetch costs about twice as much CPU
 * per request.
 */
export async function playHls(playlistUrls: string[], seconds: number): Promise<Played> {
  const problems: string[] = [];
  const segmentTimes: number[] = [];
  const playlistTimes: number[] = [];
  let segmentBytes: Buffer | null = null;
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    playlistUrls.map(async (playlistUrl, i) => {
      // One connection per viewer, as a browser's player keeps to its origin.
      const own = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const seen = new Set<string>();
      await sleep(((i * 1000) / playlistUrls.length) % 1000);
      try {
        while (Date.now() < until) {
          const tick = Date.now();
          const t0 = performance.now();
          const playlist = await get(own, playlistUrl);
          playlistTimes.push(performance.now() - t0);
          if (playlist.status !== 200) {
            problems.push(`playlist ${playlist.status}`);
            return;
          }
          const text = playlist.body.toString("utf8");
          const target = Number(/#EXT-X-TARGETDURATION:(\d+)/.exec(text)?.[1] ?? 1) * 1000;
          const newest = text
            .split("\n")
            .filter((line) => line && !line.startsWith("#"))
            .at(-1);
          if (newest && !seen.has(newest)) {
            seen.add(newest);
            const s0 = performance.now();
            const segment = await get(own, new URL(newest, playlistUrl).toString());
            segmentTimes.push(performance.now() - s0);
            if (segment.status !== 200 || segment.body.length === 0)
              problems.push(`segment ${segment.status}, ${segment.body.length} bytes`);
            else segmentBytes = segment.body;
          }
          await sleep(Math.max(0, (target || 1000) - (Date.now() - tick)));
        }
      } catch (error) {
        problems.push(String(error));
      } finally {
        own.destroy();
      }
    }),
  );
  return {
    segments: segmentTimes.length,
    playlists: playlistTimes.length,
    segmentLatency: percentiles(segmentTimes.map(Math.round)),
    playlistLatency: percentiles(playlistTimes.map(Math.round)),
    segmentBytes,
    problems: [...new Set(problems)].slice(0, 100),
  };
}

/** A guest's empty POST on a keep-alive agent (a heartbeat): the status. */
function post(agent: http.Agent, url: string, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end("{}");
  });
}

/** A GET on a keep-alive agent: the status and the whole body. */
function get(agent: http.Agent, url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

function emptyHls(fixture: LiveFixture, seconds: number, problems: string[]): HlsRun {
  problems.push(`no viewer of ${fixture.viewers.length} got a stream`);
  const none = percentiles([]);
  return {
    viewers: 0,
    seconds,
    segments: 0,
    playlists: 0,
    segmentLatency: none,
    playlistLatency: none,
    firstSegmentMs: 0,
    segmentBytes: null,
    problems,
  };
}

function absolute(base: string, path: string): string {
  return new URL(path, base).toString();
}

export interface FirstFrameRun {
  chatType: string;
  kind: string;
  starts: number;
  /** The first start (the performer's encoder starts with it), then the others. */
  cold: number;
  warm: Percentiles;
}

/**
 * Time from the click on a chat button to the first video frame the browser presents
 * (requestVideoFrameCallback; the player's `live-first-frame` mark), in Debian's Chromium with a
 * fake camera and microphone, as a guest would start: the profile page, the button, the chat screen.
 * `starts` chats of each type in a row with one performer, each ended before the next.
 */
export async function measureFirstFrames(options: {
  url: string;
  fixture: LiveFixture;
  starts: number;
}): Promise<FirstFrameRun[]> {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  });
  const runs: FirstFrameRun[] = [];
  try {
    // Paying guests of the billing scenario (their chats have ended), one per start (a guest's free
    // chat minutes of a day would run out over many free-chat starts), and one performer.
    const name = options.fixture.actorNames.at(-1) ?? "";
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const host = new URL(options.url);
    const profile = `${options.url}/en/amateur/${name.toLowerCase()}/`;
    let next = 0;
    const asNextGuest = async () => {
      const { payers } = options.fixture;
      const guest = fixture(payers[next++ % payers.length]);
      await context.clearCookies();
      await context.addCookies([
        { name: "vv_session", value: guest.token, domain: host.hostname, path: "/" },
      ]);
    };
    await asNextGuest();
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") problems.push(m.text().slice(0, 300));
    });
    await page.goto(profile, { waitUntil: "networkidle" });
    for (const chatType of ["LIVECHAT", "FREECHAT"]) {
      const times: number[] = [];
      let kind = "";
      for (let run = 0; run < options.starts; run++) {
        await asNextGuest();
        await page.goto(profile, { waitUntil: "networkidle" });
        const banner = page.getByTestId("cookie-banner");
        if (await banner.count()) await banner.locator("button[value='necessary']").click();
        await page.evaluate(() => performance.clearMarks());
        const clickedAt = await page.evaluate(() => performance.now());
        await page.getByTestId("live-offers").locator(`button[data-chat-type='${chatType}']`).click();
        await page.getByTestId("live-chat").waitFor();
        const first = await page
          .waitForFunction(
            () => performance.getEntriesByName("live-first-frame").at(-1)?.startTime ?? null,
            undefined,
            { timeout: 30_000, polling: 20 },
          )
          .catch(async (error: unknown) => {
            await page.screenshot({ path: "bench/.data/first-frame-failure.png" });
            const screen = await page.getByTestId("live-chat").innerText();
            throw new Error(
              `${chatType}: no first frame in 30 s (${String(error)}); the chat screen says: ${screen.slice(0, 300)}; console: ${problems.join(" | ")}`,
            );
          });
        times.push(Math.round(((await first.jsonValue()) as number) - clickedAt));
        kind = (await page.locator(".live-player").getAttribute("data-stream-kind")) ?? "";
        await page.getByTestId("live-chat-end").click();
        await page.getByTestId("live-chat-ended").waitFor();
        await page.getByTestId("live-chat").getByRole("button", { name: "Close" }).click();
        await page.getByTestId("live-chat").waitFor({ state: "detached" });
      }
      runs.push({
        chatType,
        kind,
        starts: times.length,
        cold: times[0] ?? Number.NaN,
        warm: percentiles(times.slice(1)),
      });
    }
  } finally {
    await browser.close();
  }
  return runs;
}

function fixture(guest: LiveGuest | undefined): LiveGuest {
  if (!guest) throw new Error("the live bench has no paying guest");
  return guest;
}
