// The server's module graph is a tree (issue 11), and so is the web app's feature graph (issue 26):
// `npm run lint` fails when server modules, or web features, import each other in a cycle.
// dependency-cruiser's own `circular` rule sees cycles between files; through index.ts two modules
// can import each other without any file cycle (a's commands → b/index → b's queries → a/index →
// a's queries), so this check folds dependency-cruiser's file graph into one node per module
// (src/server/modules/<name>/) and one per feature (src/web/features/<name>/) and looks for cycles
// there. A feature's stylesheet import counts as a dependency too. Test files are left out: nothing
// imports them, so they are never part of a module's runtime graph.
//
// It also checks that every web feature has an index.ts that only re-exports by name: vite.config.ts
// marks these files free of side effects, so that a chunk importing one name through an index does
// not get the feature's other modules.
//
// `node scripts/module-cycles.mjs [dir]` checks the project in dir (default: this repository; the
// test scripts/lintRules.test.ts runs it on small planted trees).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseFileSync } from "@swc/core";

const repository = fileURLToPath(new URL("..", import.meta.url));
const root = path.resolve(process.argv[2] ?? repository);
const json = execFileSync(
  process.execPath,
  [
    path.join(repository, "scripts/depcruise.mjs"),
    "src",
    "--config",
    path.join(repository, ".dependency-cruiser.cjs"),
    "--output-type",
    "json",
  ],
  { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
const { modules } = JSON.parse(json);
const isTest = (file) => /\.test\.tsx?$/.test(file);

/** Folds the file graph into units (`unit` names a file's unit): unit → unit → one file edge that makes it. */
function foldGraph(unit) {
  const edges = new Map();
  const names = new Set();
  for (const file of modules) {
    const from = unit.exec(file.source)?.[1];
    if (!from || isTest(file.source)) continue;
    names.add(from);
    for (const dependency of file.dependencies) {
      const to = unit.exec(dependency.resolved)?.[1];
      if (!to || to === from) continue;
      if (!edges.has(from)) edges.set(from, new Map());
      const out = edges.get(from);
      if (!out.has(to)) out.set(to, `${file.source} → ${dependency.resolved}`);
    }
  }
  return { edges, names };
}

/** Tarjan's strongly connected components: every component of more than one unit is a cycle. */
function cycles(edges) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const components = [];
  function visit(node) {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component);
    }
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return components;
}

/** Reports the cycles between the units of one kind; false when there is one. */
function check(kind, unit) {
  const { edges, names } = foldGraph(unit);
  const components = cycles(edges);
  if (components.length === 0) {
    console.log(`✔ no cycles between the ${names.size} ${kind}`);
    return true;
  }
  for (const component of components) {
    const members = new Set(component);
    console.error(`✘ ${kind} import each other in a cycle: ${component.sort().join(", ")}`);
    for (const from of component)
      for (const [to, example] of edges.get(from) ?? [])
        if (members.has(to)) console.error(`    ${from} → ${to}  (${example})`);
  }
  return false;
}

/** Every web feature has an index.ts of named re-exports only; the problems found. */
function indexProblems() {
  const features = path.join(root, "src/web/features");
  if (!existsSync(features)) return [];
  const problems = [];
  for (const entry of readdirSync(features, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = path.join("src/web/features", entry.name, "index.ts");
    if (!existsSync(path.join(root, file))) {
      problems.push(`${file} is missing: a feature's public surface is its index.ts`);
      continue;
    }
    const { body } = parseFileSync(path.join(root, file), { syntax: "typescript" });
    for (const item of body) {
      if (item.type === "ExportNamedDeclaration" && item.source) continue;
      const what = item.type.startsWith("Export")
        ? item.type === "ExportAllDeclaration"
          ? "an export *"
          : "a local export"
        : `a statement (${item.type})`;
      problems.push(
        `${file} has ${what}: an index.ts only re-exports by name (export { … } from "./file.ts")`,
      );
    }
  }
  return problems;
}

const serverOk = check("server modules", /^src\/server\/modules\/([^/]+)\//);
const webOk = check("web features", /^src\/web\/features\/([^/]+)\//);
const problems = indexProblems();
for (const problem of problems) console.error(`✘ ${problem}`);
if (problems.length === 0) console.log("✔ every web feature's index.ts only re-exports");
if (!serverOk || !webOk || problems.length > 0) process.exit(1);
