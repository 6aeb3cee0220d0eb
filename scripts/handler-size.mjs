// The thin-transport checks of `npm run lint` (DESIGN.md: a handler parses, authorizes, calls one
// command or query and presents):
//
// 1. Counts the lines of every REST handler: at most 30. A handler is the function passed to
//    app.get/post/put/patch/delete/all in a *.routes.ts file under src/server, or the function a
//    local factory returns when the route passes `factory(...)`.
// 2. One way to run a command (docs/decisions.md): no transaction of its own (`db.transaction(`,
//    `tx.transaction(`, any `.transaction` member) in the transports: *.routes.ts, the event
//    handlers (handlers.ts, eventHandlers.ts), the GraphQL content service (content/), the socket
//    layer (realtime/) and the HTTP helpers (lib/http/). They run commands through runCommand
//    (lib/command.ts), which owns the transaction, the Idempotency-Key and the outbox's wake-up.
//
// `node scripts/handler-size.mjs [dir]` checks the project in dir (default: this repository; the
// tests in scripts/lintRules.test.ts plant violations in small trees).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseSync } from "@swc/core";

const LIMIT = 30;
const METHODS = new Set(["get", "post", "put", "patch", "delete", "all", "head", "options"]);
const ROOT = path.resolve(process.argv[2] ?? path.resolve(import.meta.dirname, ".."));

const sources = readdirSync(path.join(ROOT, "src/server"), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .map((file) => path.join("src/server", file).split(path.sep).join("/"))
  .sort();
const files = sources.filter((file) => file.endsWith(".routes.ts"));

/** The transports, where a transaction is runCommand's (check 2). */
const TRANSPORT = [
  /\.routes\.ts$/,
  /(^|\/)handlers\.ts$/,
  /^src\/server\/eventHandlers\.ts$/,
  /^src\/server\/content\//,
  /^src\/server\/realtime\//,
  /^src\/server\/lib\/http\//,
];

const isFunction = (node) =>
  node &&
  (node.type === "ArrowFunctionExpression" ||
    node.type === "FunctionExpression" ||
    node.type === "FunctionDeclaration");

/** Every node of the tree, depth first. */
function* walk(node) {
  if (!node || typeof node !== "object") return;
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item);
    return;
  }
  if (typeof node.type === "string") yield node;
  for (const [key, value] of Object.entries(node))
    if (key !== "span" && value && typeof value === "object") yield* walk(value);
}

/** The function a factory returns (`(a) => async (request) => {...}`), or the function itself. */
function returned(fn) {
  if (fn.body?.type && isFunction(fn.body)) return fn.body;
  const statements = fn.body?.stmts ?? [];
  const last = statements.at(-1);
  if (last?.type === "ReturnStatement" && isFunction(last.argument)) return last.argument;
  return fn;
}

/** A file's syntax tree and a function from swc spans to line numbers. */
function parsed(file) {
  const source = readFileSync(path.join(ROOT, file), "utf8");
  const bytes = Buffer.from(source);
  // swc spans are 1-based byte offsets into this parse's source.
  const lineAt = (offset) =>
    bytes
      .subarray(0, offset - 1)
      .toString("utf8")
      .split("\n").length;
  return { module: parseSync(source, { syntax: "typescript" }), lineAt };
}

const offenders = [];
let count = 0;
for (const file of files) {
  const { module, lineAt } = parsed(file);
  const declared = new Map();
  for (const node of walk(module)) {
    if (node.type === "VariableDeclarator" && node.id.type === "Identifier" && isFunction(node.init))
      declared.set(node.id.value, node.init);
    if (node.type === "FunctionDeclaration") declared.set(node.identifier.value, node);
  }
  for (const node of walk(module)) {
    if (node.type !== "CallExpression" || node.callee.type !== "MemberExpression") continue;
    const method = node.callee.property.type === "Identifier" ? node.callee.property.value : null;
    if (!method || !METHODS.has(method) || node.arguments.length < 2) continue;
    const first = node.arguments[0].expression;
    if (first.type !== "StringLiteral" && first.type !== "TemplateLiteral") continue;
    const last = node.arguments.at(-1).expression;
    let handler = null;
    if (isFunction(last)) handler = last;
    else if (last.type === "Identifier") handler = declared.get(last.value) ?? null;
    else if (last.type === "CallExpression" && last.callee.type === "Identifier") {
      const factory = declared.get(last.callee.value);
      handler = factory ? returned(factory) : null;
    }
    if (!handler) continue;
    count++;
    const lines = lineAt(handler.span.end) - lineAt(handler.span.start) + 1;
    const route = first.type === "StringLiteral" ? first.value : "`…`";
    if (lines > LIMIT)
      offenders.push(`${file}:${lineAt(node.span.start)} ${method.toUpperCase()} ${route}: ${lines} lines`);
  }
}

const transactions = [];
const transports = sources.filter((file) => TRANSPORT.some((pattern) => pattern.test(file)));
for (const file of transports) {
  const { module, lineAt } = parsed(file);
  for (const node of walk(module))
    if (
      node.type === "MemberExpression" &&
      node.property.type === "Identifier" &&
      node.property.value === "transaction"
    )
      transactions.push(`${file}:${lineAt(node.span.start)}`);
}

if (offenders.length > 0) {
  console.error(
    `REST handlers longer than ${LIMIT} lines (DESIGN.md: parse, authorize, one command or query, present):`,
  );
  for (const line of offenders) console.error(`  ${line}`);
}
if (transactions.length > 0) {
  console.error(
    "Transactions in a transport (one way to run a command: runCommand in lib/command.ts, docs/decisions.md):",
  );
  for (const line of transactions) console.error(`  ${line}`);
}
if (offenders.length > 0 || transactions.length > 0) process.exit(1);
console.log(`✔ ${count} REST handlers, none longer than ${LIMIT} lines`);
console.log(`✔ ${transports.length} transport files, no transaction outside runCommand`);
