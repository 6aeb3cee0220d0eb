import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startCeiling } from "./baselines.ts";
import { type Measurement, measure } from "./lib.ts";

/**
 * The start page's HTML budget (issue 29): the server's HTML of the start page with the hub links,
 * uncompressed and gzip. The blocks below the first screen are not in it (they load as the guest
 * scrolls); e2e/homeBlocks.e2e.test.ts holds the same uncompressed budget.
 */
export const HOME_HTML_BUDGET = { kib: 64, gzipKib: 16 };

/** One start page as a browser reads it: the page, then the timeline's reads as the guest scrolls. */
function startPageRequests(loggedIn: boolean): { method: "GET"; path: string }[] {
  return [
    { method: "GET", path: "/en/" },
    { method: "GET", path: "/rest/v1/home/more?language=en" },
    { method: "GET", path: "/rest/v1/contests?language=en" },
    ...(loggedIn ? [{ method: "GET" as const, path: "/rest/v1/guest/favorite/actors?language=en" }] : []),
  ];
}

/** Whole start pages per second: every connection reads the page's requests in turn. */
async function measureStartPages(options: {
  name: string;
  url: string;
  loggedIn: Record<string, string> | null;
  connections: number;
  seconds: number;
}): Promise<Measurement> {
  const requests = startPageRequests(options.loggedIn !== null);
  const request = {
    url: options.url,
    connections: options.connections,
    headers: options.loggedIn ?? {},
    requests,
  };
  await autocannon({ ...request, duration: 2 });
  const result = await autocannon({ ...request, duration: options.seconds });
  const pages = result.requests.average / requests.length;
  return {
    name: options.name,
    path: requests.map((r) => r.path).join(" + "),
    requestsPerSecond: Math.round(pages),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes: pages > 0 ? Math.round(result.throughput.average / pages) : 0,
  };
}

/**
 * The start-page scenario (BENCH_ONLY=home; issue 29): the bare Fastify route of this run, the
 * start page's HTML anonymous (page cache) and logged in, its blocks' read (home/more, the shared
 * catalogue cache), a logged-in guest's favourites block, and whole start pages (the HTML plus the
 * timeline's reads) anonymous and logged in, each as a share of the bare route. Checks the HTML
 * against HOME_HTML_BUDGET and fails the bench past it.
 */
export async function runHome(options: {
  url: string;
  pid: number | undefined;
  connections: number;
  seconds: number;
  firstActorId: number;
}): Promise<{ rows: string[]; note: string }> {
  const { url, connections, seconds } = options;
  const ceilingServer = await startCeiling();
  let bare: Measurement;
  try {
    console.log("Measuring the ceiling: a bare Fastify route in its own process...");
    bare = await measure({
      name: "ceiling: bare Fastify route, own process",
      url: ceilingServer.url,
      path: "/",
      connections,
      seconds,
    });
  } finally {
    ceilingServer.child.kill("SIGTERM");
  }
  const signup = await fetch(`${url}/rest/v1/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({
      email: `bench-home-${Date.now()}@example.com`,
      password: "bench password 1",
      name: "Bench",
    }),
  });
  const session = /vv_session=[^;]+/.exec(signup.headers.get("set-cookie") ?? "")?.[0];
  if (!session) throw new Error(`home bench: signup gave no session cookie (${signup.status})`);
  const loggedIn = { cookie: session };
  const pinned = await fetch(`${url}/rest/v1/guest/favorite/pin`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, ...loggedIn },
    body: JSON.stringify({ objectType: "actor", objectId: options.firstActorId }),
  });
  if (!pinned.ok) throw new Error(`home bench: pinning a favourite answered ${pinned.status}`);

  // The HTML and the blocks once: what a guest gets, and the budget.
  const html = await (await fetch(`${url}/en/`)).text();
  const kib = Buffer.byteLength(html) / 1024;
  const gzipKib = gzipSync(html).length / 1024;
  const more = (await (await fetch(`${url}/rest/v1/home/more?language=en`)).json()) as Record<
    string,
    unknown[] | { slides: unknown[] }
  >;
  const filled = Object.entries(more)
    .filter(([, value]) => (Array.isArray(value) ? value.length > 0 : value.slides.length > 0))
    .map(([key]) => key);
  const withinBudget = kib <= HOME_HTML_BUDGET.kib && gzipKib <= HOME_HTML_BUDGET.gzipKib;

  const run = (name: string, path: string, headers?: Record<string, string>) => {
    console.log(`Measuring ${name} (${path})...`);
    return measure({
      name,
      url,
      path,
      connections,
      seconds,
      ...(headers ? { headers } : {}),
      ...(options.pid ? { pid: options.pid } : {}),
    });
  };
  const measured = [
    await run("start page: HTML (en), anonymous (page cache)", "/en/"),
    await run("start page: its blocks (home/more), anonymous", "/rest/v1/home/more?language=en"),
    await run("start page: HTML (en), logged in", "/en/", loggedIn),
    await run(
      "start page: favourites block, logged in",
      "/rest/v1/guest/favorite/actors?language=en",
      loggedIn,
    ),
  ];
  console.log("Measuring whole start pages (HTML + the timeline's reads)...");
  const whole = [
    await measureStartPages({
      name: "start page with all blocks, anonymous (pages/s)",
      url,
      loggedIn: null,
      connections,
      seconds,
    }),
    await measureStartPages({
      name: "start page with all blocks, logged in (pages/s)",
      url,
      loggedIn,
      connections,
      seconds,
    }),
  ];
  const ratio = (m: Measurement) => `${((m.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(1)} %`;
  const line = (m: Measurement) =>
    `| ${m.name} | \`${m.path}\` | ${m.requestsPerSecond.toLocaleString("en")} | ${m.p50} | ${m.p99} | ${ratio(m)} | ${m.non2xx + m.errors} | ${(m.bytes / 1024).toFixed(1)} KiB |`;
  const rows = [
    "| What | Path | req/s | p50 ms | p99 ms | of ceiling | errors | bytes per answer |",
    "|---|---|---|---|---|---|---|---|",
    line(bare),
    ...measured.map(line),
    ...whole.map(line),
  ];
  const note = `Start page HTML (en, anonymous): ${kib.toFixed(1)} KiB, gzip ${gzipKib.toFixed(1)} KiB; budget ${HOME_HTML_BUDGET.kib} KiB / gzip ${HOME_HTML_BUDGET.gzipKib} KiB (${withinBudget ? "within" : "EXCEEDED"}). Blocks with content in home/more: ${filled.join(", ")}.`;
  console.log(rows.join("\n"));
  console.log(note);
  if (!withinBudget) throw new Error(`home bench: the start page's HTML is over its budget (${note})`);
  return { rows, note };
}
