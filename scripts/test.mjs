#!/usr/bin/env node
// `npm test`: makes sure Chromium is there for the browser tests (installs it with apt-get when
// running as root), builds the web app, then runs every vitest project. Extra arguments go to vitest.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", ...options });
  return result.status ?? 1;
}

if (!existsSync(chromium)) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is needed for the browser tests and was not found at ${chromium}.\n` +
        "Install it with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH to a Chromium binary)",
    );
    process.exit(1);
  }
  console.log("Installing Chromium for the browser tests (apt-get install chromium)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  if (run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { env }) !== 0) {
    run("apt-get", ["update"], { env });
    if (run("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], { env }) !== 0) {
      console.error("Could not install Chromium with apt-get.");
      process.exit(1);
    }
  }
}

if (process.env.REQUIRE_POSTGRES_TESTS === "1" && !process.env.TEST_DATABASE_URL) {
  console.error(
    "REQUIRE_POSTGRES_TESTS=1 but TEST_DATABASE_URL is not set: the PostgreSQL suites would not run.",
  );
  process.exit(1);
}
if (!process.env.TEST_DATABASE_URL) {
  console.warn(
    "TEST_DATABASE_URL is not set: API suites run on PGlite only, PostgreSQL concurrency suites are skipped.",
  );
}

if (run(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"]) !== 0)
  process.exit(1);
if (run(process.execPath, [path.join(root, "scripts/precompress.mjs")]) !== 0) process.exit(1);
const vitest = (args) =>
  run(process.execPath, [path.join(root, "node_modules/vitest/vitest.mjs"), "run", ...args]);
const extra = process.argv.slice(2);
if (extra.length > 0) process.exit(vitest(extra));

// The server suites first, then the browser tests on their own: Chromium timing must not depend on
// how busy the database suites keep both cores. The server suites run in two workers (vitest's
// default on two cores is one, which left a core idle: most of a file's time is importing the app
// and opening its database, docs/decisions.md "CI time"); their limits are CPU time (the event-loop
// probe) or generous timeouts, not wall-clock races.
const serverProjects = ["unit", "api:pglite", ...(process.env.TEST_DATABASE_URL ? ["api:postgres"] : [])];
const workers = process.env.SERVER_TEST_WORKERS ?? "2";
const serverStatus = vitest([
  ...serverProjects.flatMap((name) => ["--project", name]),
  `--maxWorkers=${workers}`,
]);
const browserStatus = vitest(["--project", "e2e"]);
process.exit(serverStatus !== 0 ? serverStatus : browserStatus);
