#!/usr/bin/env node
// After `react-router build`: writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next
// to every compressible file of build/client, so @fastify/static (preCompressed) sends them as they
// are instead of compressing the same asset for every request. Files that do not shrink by at
// least a tenth keep no copies. Usage: node scripts/precompress.mjs [dir]
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import zlib from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const dir = path.resolve(process.argv[2] ?? path.join(root, "build/client"));
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let before = 0;
let after = 0;
for await (const file of files(dir)) {
  // A file another build removed meanwhile is skipped.
  const body = await readFile(file).catch((error) =>
    error.code === "ENOENT" ? null : Promise.reject(error),
  );
  if (!body || body.length < 1024) continue;
  const made = (await stat(file).catch(() => null))?.mtimeMs ?? 0;
  const fresh = async (target) => (await stat(target).catch(() => null))?.mtimeMs >= made;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  if (br.length > body.length * 0.9) continue;
  if (!(await fresh(`${file}.br`))) await writeFile(`${file}.br`, br);
  if (!(await fresh(`${file}.gz`))) await writeFile(`${file}.gz`, gz);
  count += 1;
  before += body.length;
  after += br.length;
}
console.log(
  `precompressed ${count} files in ${path.relative(root, dir) || "."}: ${Math.round(before / 1024)} KiB → ${Math.round(after / 1024)} KiB (brotli)`,
);
