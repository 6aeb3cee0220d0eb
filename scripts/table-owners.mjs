#!/usr/bin/env node
// Tables are owned (docs/ARCHITECTURE.md "Tables and their owners"; issue 26): each file of
// src/server/db/schema/ holds the tables of one owner, and only that owner's code imports it or
// names its tables in raw SQL. Everyone else asks the owner (its index.ts), which may hand out a
// SQL fragment of its own tables for a single-statement command (accounts' reachableGuestSql,
// catalog's actorIsOnline, ...). db/ itself (the client, drizzle-kit's index, migrations) and the
// tests (which check what was written) are exempt.
//
// Usage: node scripts/table-owners.mjs [root]   (root: the repository, default the current one)
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(process.argv[2] ?? ".");
const server = path.join(root, "src/server");
const schemaDir = path.join(server, "db/schema");

/** Owners that are not a module of the same name: the schema file's name → the owner's path. */
const SPECIAL_OWNERS = {
  idempotency: "lib/idempotency.ts",
  outbox: "lib/outbox",
  jobs: "jobs",
  mailer: "adapters/mailer",
};
const ownerPathOf = (name) => SPECIAL_OWNERS[name] ?? `modules/${name}`;

function filesBelow(dir) {
  const out = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesBelow(file));
    else if (/\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out;
}

const schemaFiles = readdirSync(schemaDir).filter((f) => f.endsWith(".ts") && f !== "index.ts");
/** table name → schema file name (without .ts) */
const tableOwner = new Map();
for (const file of schemaFiles) {
  const source = readFileSync(path.join(schemaDir, file), "utf8");
  for (const match of source.matchAll(/pgTable\(\s*"(\w+)"/g)) tableOwner.set(match[1], file.slice(0, -3));
}

const isExempt = (rel) =>
  rel.startsWith("db/") || rel.startsWith("test/") || /\.test\.tsx?$/.test(rel) || /\.bench\.ts$/.test(rel);
const owns = (rel, owner) => {
  const own = ownerPathOf(owner);
  return rel === own || rel.startsWith(`${own}/`);
};

const tablePattern =
  tableOwner.size === 0
    ? null
    : new RegExp(`\\b(?:from|join|update|into)\\s+"?(${[...tableOwner.keys()].join("|")})"?(?![\\w.])`, "gi");

const problems = [];
for (const file of filesBelow(server)) {
  const rel = path.relative(server, file).split(path.sep).join("/");
  if (isExempt(rel)) continue;
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(/from\s+"([^"]*db\/schema\/(\w+)\.ts)"/g)) {
    const target = path.resolve(path.dirname(file), match[1]);
    if (!target.startsWith(schemaDir)) continue;
    const owner = match[2];
    if (owner === "index")
      problems.push(`${rel}: imports db/schema/index.ts (import the owner's module instead)`);
    else if (!owns(rel, owner))
      problems.push(`${rel}: imports the tables of ${ownerPathOf(owner)} (db/schema/${owner}.ts)`);
  }
  if (!tablePattern) continue;
  // Raw SQL: a table named after from/join/update/into on a line that is not a comment.
  source.split("\n").forEach((line, index) => {
    const code = line.trim();
    if (code.startsWith("//") || code.startsWith("*") || code.startsWith("/*")) return;
    for (const match of code.matchAll(tablePattern)) {
      const owner = tableOwner.get(match[1].toLowerCase());
      if (owner && !owns(rel, owner))
        problems.push(`${rel}:${index + 1}: raw SQL names ${match[1]}, a table of ${ownerPathOf(owner)}`);
    }
  });
}

for (const owner of schemaFiles.map((f) => f.slice(0, -3))) {
  const own = path.join(server, ownerPathOf(owner));
  let exists = false;
  try {
    statSync(own);
    exists = true;
  } catch {}
  if (!exists) problems.push(`db/schema/${owner}.ts: its owner ${ownerPathOf(owner)} does not exist`);
}

if (problems.length > 0) {
  console.error(`✘ ${problems.length} table-ownership violation(s):\n  ${problems.join("\n  ")}`);
  process.exit(1);
}
console.log(
  `✔ ${tableOwner.size} tables in ${schemaFiles.length} owners' files, each used only by its owner`,
);
