#!/usr/bin/env node
// `npm start`: builds the web app when it is missing or older than its sources, then starts the
// server (TypeScript through tsx) in this process.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildEntry = path.join(root, "build/server/index.js");
const SOURCES = ["src/web", "src/common", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0;
if (built === 0 || SOURCES.some((source) => newestMtime(source) > built)) {
  console.log(
    built === 0 ? "Building the web app (first start)..." : "Sources changed: rebuilding the web app...",
  );
  const result = spawnSync(
    process.execPath,
    [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  const compressed = spawnSync(process.execPath, [path.join(root, "scripts/precompress.mjs")], {
    cwd: root,
    stdio: "inherit",
  });
  if (compressed.status !== 0) process.exit(compressed.status ?? 1);
}

const { register } = await import("tsx/esm/api");
register();
await import(path.join(root, "src/server/main.ts"));
