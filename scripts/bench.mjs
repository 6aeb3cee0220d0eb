#!/usr/bin/env node
// `npm run bench`: builds the web app, then runs bench/run.ts (PostgreSQL from BENCH_DATABASE_URL,
// TEST_DATABASE_URL or the local default) and writes bench/RESULTS.md.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: "inherit" }).status ?? 1;
if (run([path.join(root, "node_modules/@react-router/dev/bin.js"), "build"]) !== 0) process.exit(1);
if (run([path.join(root, "scripts/precompress.mjs")]) !== 0) process.exit(1);
process.exit(run(["--import", "tsx", path.join(root, "bench/run.ts")]));
