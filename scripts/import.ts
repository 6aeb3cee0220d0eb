/**
 * Uploads a content-import manifest and the files it names to a running server and prints the
 * import's progress (docs/REST.md "internal/actor_import_full").
 *
 *   npm run import -- path/to/manifest.json [--albums] [--url http://localhost:8080] [--key KEY]
 *
 * File paths in the manifest are relative to the manifest's folder. The key defaults to
 * OPERATOR_KEY. Exits 1 when the import is refused or fails; nothing is written then.
 */
import { openAsBlob } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    albums: { type: "boolean", default: false },
    url: { type: "string", default: process.env.VELVET_URL ?? "http://localhost:8080" },
    key: { type: "string", default: process.env.OPERATOR_KEY ?? "" },
  },
});
const manifestPath = positionals[0];
if (!manifestPath || !values.key) {
  console.error("Usage: npm run import -- <manifest.json> [--albums] [--url URL] [--key OPERATOR_KEY]");
  process.exit(2);
}

/** Every file path the manifest names (`file`, `clip` and `previewClip` values). */
function fileRefs(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) fileRefs(item, out);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      if ((key === "file" || key === "clip" || key === "previewClip") && typeof item === "string")
        out.add(item);
      else fileRefs(item, out);
    }
  return out;
}

const text = await readFile(manifestPath, "utf8");
const refs = [...fileRefs(JSON.parse(text))];
const root = path.dirname(path.resolve(manifestPath));
const form = new FormData();
form.append("manifest", text);
let bytes = 0;
for (const ref of refs) {
  const file = path.join(root, ref);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) {
    console.error(`Missing file ${ref} (looked at ${file})`);
    process.exit(1);
  }
  bytes += info.size;
  form.append(ref, await openAsBlob(file), path.basename(ref));
}
console.log(`Uploading the manifest and ${refs.length} files (${(bytes / 1024 ** 2).toFixed(1)} MiB)...`);

const endpoint = values.albums ? "album_import" : "actor_import_full";
const response = await fetch(new URL(`/rest/v1/internal/${endpoint}`, values.url), {
  method: "POST",
  body: form,
  headers: { "x-operator-key": values.key, accept: "application/x-ndjson" },
});
if (!response.headers.get("content-type")?.includes("application/x-ndjson")) {
  const body = (await response.json().catch(() => null)) as {
    error?: { code: string; message: string; details?: { issues?: { position: string; message: string }[] } };
  } | null;
  console.error(`Refused (${response.status} ${body?.error?.code ?? ""}): ${body?.error?.message ?? ""}`);
  for (const issue of body?.error?.details?.issues ?? [])
    console.error(`  ${issue.position}: ${issue.message}`);
  process.exit(1);
}

const decoder = new TextDecoder();
let buffered = "";
let failed = false;
for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
  buffered += decoder.decode(chunk, { stream: true });
  for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
    const line = JSON.parse(buffered.slice(0, end)) as Record<string, unknown>;
    buffered = buffered.slice(end + 1);
    if (line.type === "progress") console.log(`  ${line.phase} ${line.done}/${line.total}`);
    else if (line.type === "done") {
      const counts = (name: string) => {
        const c = line[name] as { created: number; updated: number; unchanged: number };
        return `${name}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`;
      };
      const files = line.files as { processed: number; reused: number };
      console.log([counts("actors"), counts("videos"), counts("albums")].join("; "));
      console.log(`files: ${files.processed} processed, ${files.reused} reused; ${line.durationMs} ms`);
    } else if (line.type === "error") {
      failed = true;
      const error = line.error as {
        code: string;
        message: string;
        details?: { issues?: { position: string; message: string }[] };
      };
      console.error(`Failed (${error.code}): ${error.message}`);
      for (const issue of error.details?.issues ?? []) console.error(`  ${issue.position}: ${issue.message}`);
    }
  }
}
process.exit(failed ? 1 : 0);
