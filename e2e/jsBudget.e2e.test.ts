import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

// The JavaScript budget of every page (issue 13): what a first visit downloads before the page is
// interactive (the entry, the modules of every route of the page's branch with their static
// imports, and the largest language's texts), gzipped. Read from the client build's React Router
// manifest, so every route of tomorrow is checked too: the goal, 170 KiB, fails the check
// when a page grows past it (the actor profile, the largest, was at 169.7 KiB on 2026-11-26).

const BUDGET_KIB = 170;
const CLIENT = fileURLToPath(new URL("../build/client/", import.meta.url));

interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
  imports?: string[];
}

function readManifest(): {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
} {
  const file = readdirSync(path.join(CLIENT, "assets")).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error("no React Router manifest in build/client/assets: run npm run build");
  const source = readFileSync(path.join(CLIENT, "assets", file), "utf8");
  return JSON.parse(source.replace(/^window\.__reactRouterManifest=/, "").replace(/;\s*$/, ""));
}

const gzipped = new Map<string, number>();
function gzipSize(url: string): number {
  let size = gzipped.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(CLIENT, url))).length;
    gzipped.set(url, size);
  }
  return size;
}

describe("JavaScript budget", () => {
  it(`every page's initial JavaScript is at most ${BUDGET_KIB} KiB gzipped`, () => {
    const { entry, routes } = readManifest();
    // The largest language's texts: a page loads exactly one of them.
    const texts = readdirSync(path.join(CLIENT, "assets"))
      .filter((name) => /^(de|en|es|nl)-[\w-]+\.js$/.test(name))
      .map((name) => gzipSize(`assets/${name}`));
    expect(texts, "one texts chunk per language").toHaveLength(4);
    const report: string[] = [];
    const over: string[] = [];
    for (const route of Object.values(routes)) {
      const files = new Set([entry.module, ...entry.imports]);
      for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined)
        for (const file of [at.module, ...(at.imports ?? [])]) files.add(file);
      const kib = ([...files].reduce((sum, file) => sum + gzipSize(file), 0) + Math.max(...texts)) / 1024;
      report.push(`${route.id}: ${kib.toFixed(1)} KiB`);
      if (kib > BUDGET_KIB) over.push(`${route.id}: ${kib.toFixed(1)} KiB`);
    }
    console.log(`initial JavaScript per route (gzipped):\n  ${report.sort().join("\n  ")}`);
    expect(over, `routes over the ${BUDGET_KIB} KiB budget`).toEqual([]);
  });
});
