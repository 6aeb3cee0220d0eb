import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

/**
 * tsx's ESM loader API (the worker reads TypeScript as `npm start` does, scripts/start.mjs), found
 * through the package's exports: require.resolve would give its CommonJS copy, which cannot register.
 */
const TSX_API = (() => {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve("tsx/package.json");
  const { exports } = require(manifest) as { exports: Record<string, { import: { default: string } }> };
  const entry = exports["./esm/api"]?.import.default;
  if (!entry) throw new Error("tsx has no ./esm/api export");
  return pathToFileURL(path.join(path.dirname(manifest), entry)).href;
})();

/**
 * The worker's whole program: load tsx, import the module, call the export, post what it returns.
 * A failure anywhere is an unhandled rejection, which ends the worker with an "error" event.
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
import(workerData.tsx)
  .then((api) => { api.register(); return import(workerData.module); })
  .then((module) => module[workerData.exportName]())
  .then((result) => parentPort.postMessage(result));
`;

/** A build running in a worker thread: what it returns, and a way to stop it. */
export interface OffThreadBuild<T> {
  /** What the export returned (a structured clone: maps, arrays, plain objects). */
  result: Promise<T>;
  /** Ends the worker if it still runs (the application closes); `result` then rejects. */
  stop(): Promise<void>;
}

/**
 * Runs an exported function (no arguments) of a TypeScript module in a worker thread and resolves
 * with what it returns. For CPU-bound work that would otherwise hold the event loop of every request
 * (building a large index from a data package): the main thread only receives the finished value.
 */
export function buildOffThread<T>(moduleUrl: URL, exportName: string): OffThreadBuild<T> {
  const worker = new Worker(WORKER, {
    eval: true,
    workerData: { tsx: TSX_API, module: moduleUrl.href, exportName },
  });
  const result = new Promise<T>((resolve, reject) => {
    worker.once("message", (value: T) => {
      resolve(value);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`${exportName} worker ended (exit code ${code})`)));
  });
  return {
    result,
    stop: async () => {
      await worker.terminate();
    },
  };
}
