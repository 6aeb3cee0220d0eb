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
// The lazy views a first visit can be shown come on top (the client entry loads the chunks of the
// views the server rendered before it hydrates, ui/lazyView.tsx): the e-mail link's notice on the
// home, where the link lands. A logged-in guest's page can show the status bar and the welcome
// notice as well: that worst case is printed beside each page, not held to the budget.

const BUDGET_KIB = 170;
/** The lazy views a first visit can be shown, by route: the notice of the e-mail link on the home. */
const FIRST_VISIT_VIEWS: Record<string, string[]> = {
  "page:/": ["SiteNoticeView"],
  "page:/:lang/": ["SiteNoticeView"],
};
/** The lazy views of the shell that a logged-in guest's page can show: the status bar, the notices. */
const SHELL_VIEWS = ["StatusBarView", "SiteNoticeView"];
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

/** A chunk and the chunks it imports statically, as asset URLs. */
function withImports(url: string, into: Set<string>): Set<string> {
  if (into.has(url)) return into;
  into.add(url);
  const source = readFileSync(path.join(CLIENT, url), "utf8");
  for (const [, file] of source.matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
    withImports(`assets/${file}`, into);
  return into;
}

/**
 * The text packs a route's modules declare (`await needTexts("feed")` at their top, i18n/packs.ts):
 * the page waits for its language's chunk of each before it renders, so the largest language's
 * chunk of each counts. Read from the minified call (`await n("feed")`, quoted or in backticks) in the route's own modules.
 */
function packFiles(modules: string[]): string[] {
  const assets = readdirSync(path.join(CLIENT, "assets"));
  const packs = new Set(
    assets
      .map((name) => /^(\w+)\.(?:de|en|es|nl)-[\w-]+\.js$/.exec(name)?.[1])
      .filter((name) => name !== undefined),
  );
  const files: string[] = [];
  for (const module of modules) {
    const source = readFileSync(path.join(CLIENT, module), "utf8");
    for (const [, args] of source.matchAll(/await [\w$]+\(((?:["`]\w+["`],?)+)\)/g))
      for (const [, name] of (args ?? "").matchAll(/["`](\w+)["`]/g)) {
        if (!name || !packs.has(name)) continue;
        const chunks = assets.filter((asset) => asset.startsWith(`${name}.`) && asset.endsWith(".js"));
        const largest = chunks.sort((a, b) => gzipSize(`assets/${b}`) - gzipSize(`assets/${a}`))[0];
        if (largest) files.push(`assets/${largest}`);
      }
  }
  return files;
}

/** The chunks that shown lazy views add, with their imports. */
function viewFiles(views: string[]): string[] {
  const assets = readdirSync(path.join(CLIENT, "assets"));
  const files = new Set<string>();
  for (const view of views) {
    const chunk = assets.find((name) => name.startsWith(`${view}-`) && name.endsWith(".js"));
    if (!chunk) throw new Error(`no chunk of the lazy view ${view} in build/client/assets`);
    withImports(`assets/${chunk}`, files);
  }
  return [...files];
}

describe("JavaScript budget", () => {
  it(`every page's initial JavaScript is at most ${BUDGET_KIB} KiB gzipped`, () => {
    const { entry, routes } = readManifest();
    // The largest language's texts: a page loads exactly one of them.
    const texts = readdirSync(path.join(CLIENT, "assets"))
      .filter((name) => /^(de|en|es|nl)-[\w-]+\.js$/.test(name))
      .map((name) => gzipSize(`assets/${name}`));
    expect(texts, "one texts chunk per language").toHaveLength(4);
    const shellViews = viewFiles(SHELL_VIEWS);
    const report: string[] = [];
    const over: string[] = [];
    for (const route of Object.values(routes)) {
      const files = new Set([entry.module, ...entry.imports].map((file) => file.replace(/^\//, "")));
      for (
        let at: ManifestRoute | undefined = route;
        at;
        at = at.parentId ? routes[at.parentId] : undefined
      ) {
        for (const file of [at.module, ...(at.imports ?? [])]) files.add(file.replace(/^\//, ""));
        for (const file of packFiles([at.module.replace(/^\//, "")])) files.add(file);
      }
      for (const file of viewFiles(FIRST_VISIT_VIEWS[route.id] ?? [])) files.add(file);
      const kibOf = (all: Set<string>) =>
        ([...all].reduce((sum, file) => sum + gzipSize(file), 0) + Math.max(...texts)) / 1024;
      const kib = kibOf(files);
      const loggedIn = kibOf(new Set([...files, ...shellViews]));
      report.push(
        `${route.id}: ${kib.toFixed(1)} KiB (logged in, with a status bar and a notice: ${loggedIn.toFixed(1)})`,
      );
      if (kib > BUDGET_KIB) over.push(`${route.id}: ${kib.toFixed(1)} KiB`);
    }
    console.log(`initial JavaScript per route of a first visit (gzipped):\n  ${report.sort().join("\n  ")}`);
    expect(over, `routes over the ${BUDGET_KIB} KiB budget`).toEqual([]);
  });

  // A module that every page loads but that lazy chunks import too becomes a file of its own: a few
  // hundred bytes that gzip worse and cost a request on every page (13 of them cost every page
  // 3 KiB on 2026-11-28). They belong in the shell's chunk: SHELL_MODULES in vite.config.ts.
  it("puts the small modules every page loads in the shell's chunk, not in files of their own", () => {
    const { entry, routes } = readManifest();
    const all = Object.values(routes);
    const count = new Map<string, number>();
    for (const route of all) {
      const files = new Set<string>();
      withImports(entry.module.replace(/^\//, ""), files);
      for (let at: ManifestRoute | undefined = route; at; at = at.parentId ? routes[at.parentId] : undefined)
        withImports(at.module.replace(/^\//, ""), files);
      for (const file of files) count.set(file, (count.get(file) ?? 0) + 1);
    }
    const small = [...count]
      .filter(([file, pages]) => pages === all.length && gzipSize(file) < 1024)
      .map(([file]) => file)
      .filter((file) => !/\/rolldown-runtime-[\w-]+\.js$/.test(file));
    expect(small, "chunks under 1 KiB that every page loads: add their modules to SHELL_MODULES").toEqual([]);
  });
});
