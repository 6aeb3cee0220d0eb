// The module graph is a tree (issue 11): `npm run lint` fails when server modules import each
// other in a cycle. dependency-cruiser's own `circular` rule sees cycles between files; through
// index.ts two modules can import each other without any file cycle (a's commands → b/index →
// b's queries → a/index → a's queries), so this check folds dependency-cruiser's file graph into
// one node per module (src/server/modules/<name>/) and looks for cycles there. Test files are left
// out: nothing imports them, so they are never part of a module's runtime graph.
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const json = execFileSync(
  process.execPath,
  ["scripts/depcruise.mjs", "src/server", "--config", ".dependency-cruiser.cjs", "--output-type", "json"],
  { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
);
const { modules } = JSON.parse(json);

const MODULE = /^src\/server\/modules\/([^/]+)\//;
const isTest = (path) => /\.test\.tsx?$/.test(path);
/** module → module → one file edge that makes it (for the message). */
const edges = new Map();
const names = new Set();
for (const file of modules) {
  const from = MODULE.exec(file.source)?.[1];
  if (!from || isTest(file.source)) continue;
  names.add(from);
  for (const dependency of file.dependencies) {
    const to = MODULE.exec(dependency.resolved)?.[1];
    if (!to || to === from) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    const out = edges.get(from);
    if (!out.has(to)) out.set(to, `${file.source} → ${dependency.resolved}`);
  }
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
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

if (components.length === 0) {
  console.log(`✔ no cycles between the ${names.size} server modules`);
} else {
  for (const component of components) {
    const members = new Set(component);
    console.error(`✘ modules import each other in a cycle: ${component.sort().join(", ")}`);
    for (const from of component)
      for (const [to, example] of edges.get(from) ?? [])
        if (members.has(to)) console.error(`    ${from} → ${to}  (${example})`);
  }
  process.exit(1);
}
