import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

// The structure rules (issue 26) fail on planted violations: the real .dependency-cruiser.cjs,
// scripts/module-cycles.mjs and scripts/handler-size.mjs run on small trees written here, each with
// one kind of mistake, so a rule that stopped matching (a wrong path pattern) fails this test.

const REPOSITORY = fileURLToPath(new URL("..", import.meta.url));
const trees: string[] = [];

/** A project tree with these files (paths below it), written to a fresh directory. */
function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "velvet-lint-"));
  trees.push(dir);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

/** The dependency-cruiser violations in a tree: "rule: from → to". */
function violations(dir: string): string[] {
  const run = spawnSync(
    process.execPath,
    [
      path.join(REPOSITORY, "scripts/depcruise.mjs"),
      "src",
      "--config",
      path.join(REPOSITORY, ".dependency-cruiser.cjs"),
      "--output-type",
      "json",
    ],
    { cwd: dir, encoding: "utf8" },
  );
  const result = JSON.parse(run.stdout) as {
    summary: { violations: { rule: { name: string }; from: string; to: string }[] };
  };
  return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
}

/** scripts/module-cycles.mjs on a tree: its exit status and what it printed. */
function cycleCheck(dir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(REPOSITORY, "scripts/module-cycles.mjs"), dir], {
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** scripts/handler-size.mjs on a tree (handler sizes, no transaction in a transport). */
function transportCheck(dir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(REPOSITORY, "scripts/handler-size.mjs"), dir], {
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Two features and a page that follow the rules: a's index names x.ts, b uses a through it. */
const CLEAN = {
  "src/web/features/a/index.ts": 'export { x } from "./x.ts";\n',
  "src/web/features/a/x.ts": "export const x = 1;\n",
  "src/web/features/a/a.css": ".a { color: red; }\n",
  "src/web/features/b/index.ts": 'export { y } from "./y.ts";\n',
  "src/web/features/b/y.ts":
    'import { x } from "../a/index.ts";\nimport "../a/a.css";\nexport const y = x;\n',
  "src/web/routes/page.tsx": 'import { y } from "../features/b/index.ts";\nexport const page = y;\n',
  "src/web/ui/Thing.tsx": "export const thing = 1;\n",
};

afterAll(() => {
  for (const dir of trees) rmSync(dir, { recursive: true, force: true });
});

describe("the web app's structure rules", () => {
  it("pass a tree that follows them", () => {
    const dir = tree(CLEAN);
    expect(violations(dir)).toEqual([]);
    expect(cycleCheck(dir)).toMatchObject({ status: 0 });
  }, 60_000);

  it("each dependency rule fails on its planted violation", () => {
    const dir = tree({
      ...CLEAN,
      // Another feature's file instead of its index.
      "src/web/features/b/deep.ts": 'import { x } from "../a/x.ts";\nexport const deep = x;\n',
      // A page reaching into a feature.
      "src/web/routes/deep.tsx": 'import { x } from "../features/a/x.ts";\nexport const deep = x;\n',
      // The infrastructure importing a feature (even its index).
      "src/web/ui/Bad.tsx": 'import { x } from "../features/a/index.ts";\nexport const bad = x;\n',
      // A feature importing a page.
      "src/web/features/a/page.ts": 'import { page } from "../../routes/page.tsx";\nexport const p = page;\n',
      // A lazy chunk opened by a dynamic import of another feature's index.
      "src/web/features/b/later.ts": 'export const later = () => import("../a/index.ts");\n',
    });
    expect(violations(dir)).toEqual([
      "web-features-not-pages: src/web/features/a/page.ts → src/web/routes/page.tsx",
      "web-features-through-index: src/web/features/b/deep.ts → src/web/features/a/x.ts",
      "web-infrastructure-below-features: src/web/ui/Bad.tsx → src/web/features/a/index.ts",
      "web-no-dynamic-index: src/web/features/b/later.ts → src/web/features/a/index.ts",
      "web-pages-through-index: src/web/routes/deep.tsx → src/web/features/a/x.ts",
    ]);
  }, 60_000);

  it("a cycle between two features through their index files fails, though no file imports itself", () => {
    const dir = tree({
      ...CLEAN,
      // a's z uses b, b's y uses a's x: a → b → a, each through an index, no file in a cycle.
      "src/web/features/a/z.ts": 'import { y } from "../b/index.ts";\nexport const z = () => y;\n',
    });
    expect(violations(dir)).toEqual([]);
    const { status, output } = cycleCheck(dir);
    expect(status).toBe(1);
    expect(output).toContain("web features import each other in a cycle: a, b");
  }, 60_000);

  it("a stylesheet of another feature counts as a dependency in the cycle check", () => {
    const dir = tree({ ...CLEAN, "src/web/features/a/x.ts": 'import "../b/b.css";\nexport const x = 1;\n' });
    writeFileSync(path.join(dir, "src/web/features/b/b.css"), ".b { color: blue; }\n");
    const { status, output } = cycleCheck(dir);
    expect(status).toBe(1);
    expect(output).toContain("a → b  (src/web/features/a/x.ts → src/web/features/b/b.css)");
  }, 60_000);

  it("a feature without an index.ts, or with code in it, fails", () => {
    const dir = tree({
      ...CLEAN,
      "src/web/features/c/c.ts": "export const c = 1;\n",
      "src/web/features/b/index.ts": 'export { y } from "./y.ts";\nexport const extra = 2;\n',
    });
    const { status, output } = cycleCheck(dir);
    expect(status).toBe(1);
    expect(output).toContain("src/web/features/c/index.ts is missing");
    expect(output).toContain("src/web/features/b/index.ts has a local export");
  }, 60_000);

  it("a cycle between server modules still fails", () => {
    const dir = tree({
      // m's n uses p, p's q uses m's r: m → p → m through the indexes, no file in a cycle.
      "src/server/modules/m/index.ts": 'export { r } from "./r.ts";\n',
      "src/server/modules/m/n.ts": 'import { q } from "../p/index.ts";\nexport const n = () => q;\n',
      "src/server/modules/p/index.ts": 'export { q } from "./q.ts";\n',
      "src/server/modules/p/q.ts": 'import { r } from "../m/index.ts";\nexport const q = () => r;\n',
      "src/server/modules/m/r.ts": "export const r = 1;\n",
    });
    const { status, output } = cycleCheck(dir);
    expect(status).toBe(1);
    expect(output).toContain("server modules import each other in a cycle: m, p");
  }, 60_000);
});

/** scripts/table-owners.mjs on a tree: its exit status and what it printed. */
function tableCheck(dir: string): { status: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(REPOSITORY, "scripts/table-owners.mjs"), dir], {
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** Two owners' tables and their modules, each using only its own (issue 26: tables are owned). */
const OWNED = {
  "src/server/db/schema/index.ts": 'export * from "./accounts.ts";\nexport * from "./wallet.ts";\n',
  "src/server/db/schema/accounts.ts": 'export const guests = pgTable("guests", {});\n',
  "src/server/db/schema/wallet.ts":
    'export const walletBalances = pgTable(\n  "wallet_balances",\n  {},\n);\n',
  "src/server/db/client.ts": 'import * as schema from "./schema/index.ts";\nexport const s = schema;\n',
  "src/server/modules/accounts/index.ts": 'export { g } from "./q.ts";\n',
  "src/server/modules/accounts/q.ts":
    'import { guests } from "../../db/schema/accounts.ts";\nexport const g = sql`select id from guests`;\n',
  "src/server/modules/wallet/index.ts": 'export { b } from "./b.ts";\n',
  "src/server/modules/wallet/b.ts":
    'import { walletBalances } from "../../db/schema/wallet.ts";\n// reads from guests through accounts\nexport const b = walletBalances;\n',
  "src/server/modules/wallet/b.test.ts":
    'import { guests } from "../../db/schema/accounts.ts";\nexport const t = guests;\n',
};

describe("the server's table ownership rule", () => {
  it("passes a tree where only each owner uses its tables (db/, tests and comments aside)", () => {
    const { status, output } = tableCheck(tree(OWNED));
    expect(output).toContain("2 tables in 2 owners' files");
    expect(status).toBe(0);
  });

  it("fails on another owner's schema file, the schema index, or another owner's table in raw SQL", () => {
    const dir = tree({
      ...OWNED,
      "src/server/modules/wallet/c.ts":
        'import { guests } from "../../db/schema/accounts.ts";\nexport const c = guests;\n',
      "src/server/modules/wallet/d.ts":
        'import { guests } from "../../db/schema/index.ts";\nexport const d = guests;\n',
      "src/server/modules/wallet/e.ts":
        "export const e = sql`update wallet_balances w set balance = 0 from guests g where g.id = w.guest_id`;\n",
      "src/server/lib/f.ts": 'export const f = sql`insert into "wallet_balances" (guest_id) values (1)`;\n',
    });
    const { status, output } = tableCheck(dir);
    expect(status).toBe(1);
    expect(output).toContain(
      "modules/wallet/c.ts: imports the tables of modules/accounts (db/schema/accounts.ts)",
    );
    expect(output).toContain("modules/wallet/d.ts: imports db/schema/index.ts");
    expect(output).toContain("modules/wallet/e.ts:1: raw SQL names guests, a table of modules/accounts");
    expect(output).toContain("lib/f.ts:1: raw SQL names wallet_balances, a table of modules/wallet");
    expect(output).toContain("4 table-ownership violation(s)");
  });
});

describe("one way to run a command", () => {
  /** A module whose route, handler and command follow the rule: the command runs through runCommand. */
  const SERVER = {
    "src/server/modules/m/m.routes.ts": [
      'import { runCommand } from "../../lib/command.ts";',
      'import { doThing } from "./commands/doThing.ts";',
      "export async function mRoutes(app) {",
      '  app.post("/m", async () => runCommand(app.ctx, doThing, {}));',
      "}",
      "",
    ].join("\n"),
    "src/server/modules/m/handlers.ts":
      "export const onThing = async (events, ctx) => runCommand(ctx, doThing, { events });\n",
    // A job's batch inside a module may open its transactions (docs/decisions.md lists where).
    "src/server/modules/m/commands/doThing.ts":
      "export async function renewAll(db) {\n  await db.transaction(async (tx) => tx);\n}\n",
    "src/server/content/mutations.ts": "export const resolvers = {};\n",
    "src/server/realtime/socket.ts": "export const socket = {};\n",
  };

  it("passes a tree that runs its commands through runCommand", () => {
    const { status, output } = transportCheck(tree(SERVER));
    expect(output).toContain("no transaction outside runCommand");
    expect(status).toBe(0);
  }, 60_000);

  it("fails on a transaction of its own in a route, a handler, a mutation, the socket or lib/http", () => {
    const dir = tree({
      ...SERVER,
      "src/server/modules/m/m.routes.ts": [
        "export async function mRoutes(app) {",
        '  app.post("/m", async () => app.ctx.db.transaction((tx) => doThing({ tx })));',
        "}",
        "",
      ].join("\n"),
      "src/server/modules/m/handlers.ts":
        "export const onThing = async (events, ctx) => {\n  await ctx.db.transaction(async (tx) => tx);\n};\n",
      "src/server/eventHandlers.ts": "export const all = (db) => db.transaction((tx) => tx);\n",
      "src/server/content/mutations.ts": "export const rate = (ctx) => ctx.db.transaction((tx) => tx);\n",
      "src/server/realtime/socket.ts": "export const push = (db) => db.transaction((tx) => tx);\n",
      "src/server/lib/http/idempotent.ts": "export const once = (db) => db.transaction((tx) => tx);\n",
      // A test may set its data up in a transaction.
      "src/server/modules/m/m.api.test.ts": "export const setUp = (db) => db.transaction((tx) => tx);\n",
    });
    const { status, output } = transportCheck(dir);
    expect(status).toBe(1);
    const listed = output
      .split("\n")
      .filter((line) => /^ {2}src\//.test(line))
      .map((line) => line.trim())
      .sort();
    expect(listed).toEqual([
      "src/server/content/mutations.ts:1",
      "src/server/eventHandlers.ts:1",
      "src/server/lib/http/idempotent.ts:1",
      "src/server/modules/m/handlers.ts:2",
      "src/server/modules/m/m.routes.ts:2",
      "src/server/realtime/socket.ts:1",
    ]);
  }, 60_000);
});
