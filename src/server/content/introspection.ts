import { Worker } from "node:worker_threads";
import type { FastifyRequest } from "fastify";
import { type DocumentNode, type ExecutionResult, GraphQLError, Kind, parse } from "graphql";
import { complexityProblem, MAX_TOKENS } from "./limits.ts";

/** The root fields of a document that reads the schema alone (no data). */
const SCHEMA_FIELDS = new Set(["__schema", "__type", "__typename"]);
/** Answers kept per document and variables (the schema does not change while the process runs). */
const KEPT_ANSWERS = 16;

/**
 * The worker's whole program: it builds the schema from the same SDL the service serves and answers
 * schema-only documents (graphql's own parse, validate and execute; no resolver is involved).
 */
const WORKER = `
const { parentPort, workerData } = require("node:worker_threads");
const { buildSchema, execute, parse, validate } = require("graphql");
const schema = buildSchema(workerData.sdl);
parentPort.on("message", ({ id, query, operationName, variables }) => {
  let answer;
  try {
    const document = parse(query);
    const errors = validate(schema, document);
    answer = errors.length > 0
      ? { errors: errors.map((error) => error.toJSON()) }
      : execute({ schema, document, operationName, variableValues: variables });
  } catch (error) {
    answer = { errors: [{ message: String(error && error.message) }] };
  }
  parentPort.postMessage({ id, answer: JSON.parse(JSON.stringify(answer)) });
});
`;

/** A GraphQL request's parts as the service reads them. */
export interface GraphqlParams {
  query: string;
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * The parsed document when it reads the schema alone: every operation a query whose root fields are
 * `__schema`, `__type` or `__typename` (GraphiQL's and codegen's introspection). Null otherwise, and
 * for a document that does not parse (the service reports that itself).
 */
export function schemaOnlyDocument(query: string): DocumentNode | null {
  if (!query.includes("__schema") && !query.includes("__type")) return null;
  let document: DocumentNode;
  try {
    document = parse(query, { maxTokens: MAX_TOKENS });
  } catch {
    return null;
  }
  let operations = 0;
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    operations++;
    if (definition.operation !== "query") return null;
    for (const selection of definition.selectionSet.selections)
      if (selection.kind !== Kind.FIELD || !SCHEMA_FIELDS.has(selection.name.value)) return null;
  }
  return operations > 0 ? document : null;
}

/**
 * Introspection answered off the event loop (development only: production refuses it). Executing
 * the standard introspection query over this schema costs 60-200 ms of CPU, and mercurius' JIT
 * compiles it for another 100 ms on its second run: every request waiting behind it would wait as
 * long (issue 26's event-loop rule). A worker thread holding the schema answers instead, and the
 * answers are kept, since the schema does not change while the process runs.
 */
export class IntrospectionWorker {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, (answer: ExecutionResult) => void>();
  private readonly answers = new Map<string, Promise<ExecutionResult>>();

  constructor(private readonly sdl: string) {}

  /** The answer to a schema-only request (validation errors included, as graphql reports them). */
  answer(params: GraphqlParams): Promise<ExecutionResult> {
    const key = JSON.stringify([params.query, params.operationName ?? null, params.variables ?? null]);
    let answer = this.answers.get(key);
    if (!answer) {
      answer = this.ask(params);
      if (this.answers.size >= KEPT_ANSWERS) this.answers.delete(this.answers.keys().next().value as string);
      this.answers.set(key, answer);
    }
    return answer;
  }

  /** Ends the worker (the application closes). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.terminate();
  }

  private ask(params: GraphqlParams): Promise<ExecutionResult> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ id, ...params });
    });
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER, { eval: true, workerData: { sdl: this.sdl } });
    // The worker never keeps the process alive; an idle one costs nothing.
    worker.unref();
    worker.on("message", ({ id, answer }: { id: number; answer: ExecutionResult }) => {
      this.waiting.get(id)?.(answer);
      this.waiting.delete(id);
    });
    // A worker that died answers what it owed with an error (the service then runs the request
    // itself), and the next request starts another.
    const fail = (error: unknown) => {
      if (this.worker === worker) this.worker = null;
      this.answers.clear();
      const failed = { errors: [new GraphQLError(`introspection failed: ${String(error)}`)] };
      for (const resolve of this.waiting.values()) resolve(failed);
      this.waiting.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(`exit code ${code}`));
    this.worker = worker;
    return worker;
  }
}

/** A request's query, operationName and variables (a GET's variables are JSON text), or null. */
function graphqlParams(request: FastifyRequest): GraphqlParams | null {
  const input = (request.method === "GET" ? request.query : request.body) as Record<string, unknown> | null;
  if (!input || typeof input.query !== "string") return null;
  let variables = input.variables;
  if (typeof variables === "string") {
    try {
      variables = JSON.parse(variables);
    } catch {
      return null;
    }
  }
  return {
    query: input.query,
    operationName: typeof input.operationName === "string" ? input.operationName : undefined,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
  };
}

/**
 * The worker's answer to a request that reads the schema alone, within the service's depth limit for
 * it; null for every other request, and for one the worker found invalid (the service then runs it
 * and reports its errors in its own shape).
 */
export async function schemaOnlyAnswer(
  request: FastifyRequest,
  worker: IntrospectionWorker,
): Promise<ExecutionResult | null> {
  const params = graphqlParams(request);
  const document = params && schemaOnlyDocument(params.query);
  if (!params || !document || complexityProblem(document, { introspection: true })) return null;
  const answer = await worker.answer(params);
  return answer.data ? answer : null;
}
