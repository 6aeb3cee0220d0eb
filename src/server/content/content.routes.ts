import type { FastifyInstance, FastifyRequest } from "fastify";
import { GraphQLError } from "graphql";
import mercurius, { type IResolvers, type MercuriusLoaders } from "mercurius";
import { AppError, AppErrorCode } from "../lib/errors.ts";
import { MARK_KEEP_MS } from "../lib/guestChanges.ts";
import { UNSTORABLE_TEXT_MESSAGE } from "../lib/http/conventions.ts";
import { imageSigner } from "../lib/media/imageSigning.ts";
import { memoizeAsync } from "../lib/memoize.ts";
import { isUnstorableTextError } from "../lib/storableText.ts";
import { jsonNestedDeeperThan, TOO_DEEP_MESSAGE } from "../lib/validate.ts";
import { visitorKey } from "../lib/visitor.ts";
import { contentTokenSession, hashToken } from "../modules/accounts/index.ts";
import { viewMarksOf } from "../modules/albums/index.ts";
import { actorsByIds, findCategories, findVideos, sharedSearchApi } from "../modules/catalog/index.ts";
import { signStreamPath } from "../modules/playback/index.ts";
import { AnswerCache, documentKind } from "./answerCache.ts";
import type { ContentContext, ContentReads } from "./context.ts";
import { contentExtensions } from "./extensions.ts";
import { IntrospectionWorker, schemaOnlyAnswer } from "./introspection.ts";
import {
  complexityProblem,
  MAX_QUERY_BYTES,
  MAX_TOKENS,
  MAX_VALIDATION_ERRORS,
  unsupportedProblem,
} from "./limits.ts";
import { createLoaders, loaderResolvers } from "./loaders.ts";
import { requestErrorCode, requestErrorStatus, requestShapeProblem } from "./requests.ts";
import { baseResolvers } from "./resolvers.ts";
import { contentTypeDefs } from "./schema.ts";
import { rejectUnstorableGraphqlText } from "./storableText.ts";
import { contentTokenKey, issueContentToken, verifiedTokens } from "./token.ts";

export const GRAPHQL_PATH = "/graphql";

/** A read that may be answered again from memory: where, under which key, since when. */
interface PendingRead {
  cache: AnswerCache;
  key: string;
  /** GuestChanges' tick at the read's start. */
  tick: number;
  startedAt: number;
  /** Whether its answer is kept (anonymous: yes unless it writes; a guest's: only the feed's). */
  keep: boolean;
}

/** The stream signer of a request's guest (feed clips), or undefined without a guest or key. */
function streamSigner(key: string | undefined, guestId: number | undefined, now: Date) {
  if (!key || guestId === undefined) return undefined;
  return (videoId: number) => signStreamPath(key, videoId, guestId, now).path;
}

/** Resolver or loader maps merged per type (an extension adds fields to a base type). */
function merged<T extends object>(parts: (T | undefined)[]): T {
  const out: Record<string, object> = {};
  for (const part of parts)
    for (const [type, fields] of Object.entries(part ?? {}))
      out[type] = { ...out[type], ...(fields as object) };
  return out as T;
}

/** The reads lists share for CATALOG_CACHE_SECONDS (off in tests), as the SSR loaders' catalogue does. */
function contentReads(app: FastifyInstance): ContentReads {
  const { db, now, config } = app.ctx;
  const ttl = config.catalogCacheSeconds * 1000;
  return {
    videos: memoizeAsync((query) => findVideos(db, { ...query, now: now() }), ttl, 2000),
    actors: memoizeAsync((ids: number[]) => actorsByIds(db, ids), ttl, 2000),
    categories: memoizeAsync(() => findCategories(db, now()), ttl, 1),
  };
}

const refuse = (message: string, code: AppErrorCode = AppErrorCode.UNAUTHENTICATED) => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

/**
 * Why a request's GraphQL input is refused before anything parses it, or null: a document longer
 * than MAX_QUERY_BYTES, or variables or extensions sent as a JSON string (GET) nested deeper than
 * the JSON depth limit (JSON bodies are checked by the body parser, lib/http/conventions.ts).
 */
function oversizedInput(request: FastifyRequest): string | null {
  const input = (request.method === "GET" ? request.query : request.body) as Record<string, unknown> | null;
  if (!input || typeof input !== "object") return null;
  const { query, variables, extensions } = input;
  if (
    typeof query === "string" &&
    (query.length > MAX_QUERY_BYTES || Buffer.byteLength(query) > MAX_QUERY_BYTES)
  )
    return `Query too large: more than ${MAX_QUERY_BYTES} bytes`;
  if (typeof variables === "string" && jsonNestedDeeperThan(variables))
    return `variables: ${TOO_DEEP_MESSAGE}`;
  if (typeof extensions === "string" && jsonNestedDeeperThan(extensions))
    return `extensions: ${TOO_DEEP_MESSAGE}`;
  return null;
}

/**
 * The content service: POST /graphql (mercurius, JIT-compiled, per-request field loaders) behind a
 * content-service token (Authorization: Bearer; see token.ts), and GET /rest/v1/content/token,
 * where the web app renews its token (anonymous, or the session cookie's guest).
 */
export async function contentService(app: FastifyInstance): Promise<void> {
  const key = contentTokenKey(app.ctx.config.mediaSigningKey);
  const verify = verifiedTokens(key);
  const reads = contentReads(app);
  const contexts = new WeakMap<FastifyRequest, ContentContext>();
  const changes = app.ctx.guestChanges;
  const ttl = Math.min(app.ctx.config.catalogCacheSeconds * 1000, MARK_KEEP_MS);
  // Anonymous answers are everybody's; a guest's are hers (keyed by guest and session).
  const answers = new AnswerCache(ttl);
  const guestAnswers = new AnswerCache(ttl);
  const pending = new WeakMap<FastifyRequest, PendingRead>();
  const writes = new WeakSet<FastifyRequest>();
  // The schema is public in docs/GRAPHQL.md; production does not answer introspection.
  const introspection = app.ctx.config.env !== "production";
  const introspectionWorker = introspection ? new IntrospectionWorker(contentTypeDefs()) : null;
  app.addHook("onClose", async () => introspectionWorker?.close());

  app.get("/rest/v1/content/token", async (request, reply) => {
    const auth = await request.auth();
    const issued = issueContentToken(
      key,
      app.ctx.now(),
      auth ? { guestId: auth.guest.id, sessionTokenHash: hashToken(auth.token) } : undefined,
    );
    return reply.header("cache-control", "no-store").send(issued);
  });

  // Before the route's schema validation, which would coerce the body's types (5 to "5").
  app.addHook("preValidation", async (request, reply) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return;
    const invalid = oversizedInput(request) ?? requestShapeProblem(request);
    if (invalid) return reply.code(400).send(refuse(invalid, AppErrorCode.VALIDATION_FAILED));
  });

  app.addHook("preHandler", async (request, reply) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return;
    const header = request.headers.authorization;
    const token = header?.startsWith("Bearer ") ? header.slice(7).trim() : "";
    if (!token) return reply.code(401).send(refuse("Missing Vxql-Token"));
    const now = app.ctx.now();
    const principal = verify(token, now);
    if ("problem" in principal) return reply.code(401).send(refuse(principal.problem));
    let guest: ContentContext["guest"] = null;
    const guestId = principal.kind === "anonymous" ? null : principal.guestId;
    const cache = guestId === null ? answers : guestAnswers;
    const plainKey = cache.key(request.language, request.body);
    const cacheKey =
      plainKey &&
      (principal.kind === "anonymous" ? plainKey : `${guestId}:${principal.session}\n${plainKey}`);
    if (cacheKey) {
      const hit = cache.get(cacheKey, Date.now(), (tick) => changes.changedSince(guestId, tick));
      if (hit)
        return reply.type("application/json; charset=utf-8").header("x-content-cache", "hit").send(hit);
      // Anonymous answers are all kept; a guest's only for the feed's queries (decided once parsed).
      pending.set(request, {
        cache,
        key: cacheKey,
        tick: changes.tick(),
        startedAt: Date.now(),
        keep: guestId === null,
      });
    }
    if (principal.kind !== "anonymous") {
      const session = await contentTokenSession(app.ctx.db, principal.guestId, principal.session, now);
      if (!session) return reply.code(401).send(refuse("Expired Vxql-Token"));
      guest = { id: principal.guestId, vipUntil: session.vipUntil, avsAccepted: session.avsAccepted };
    }
    const schemaOnly = introspectionWorker && (await schemaOnlyAnswer(request, introspectionWorker));
    if (schemaOnly) return reply.type("application/json; charset=utf-8").send(schemaOnly);
    const signingKey = app.ctx.config.mediaSigningKey;
    const base = {
      db: app.ctx.db,
      now,
      language: request.language,
      publicUrl: app.ctx.config.publicUrl,
      principal,
      guest,
      reads,
      signImage: imageSigner(signingKey, guest?.id, now),
      signStream: streamSigner(signingKey, guest?.id, now),
      idempotencyHeader: request.headers["idempotency-key"],
      visitor: visitorKey(guest?.id ?? null, request.ip, request.headers["user-agent"]),
      albumViews: viewMarksOf(app.ctx),
      search: sharedSearchApi(app.ctx),
      wakeOutbox: app.ctx.wakeOutbox,
    };
    contexts.set(request, { ...base, loaders: createLoaders(base) });
  });

  app.addHook("onSend", async (request, reply, payload) => {
    if (request.routeOptions.url !== GRAPHQL_PATH) return payload;
    const read = pending.get(request);
    if (read?.keep && reply.statusCode === 200 && typeof payload === "string")
      read.cache.set(read.key, payload, read.startedAt, read.tick);
    // A guest's mutation marks her data changed, here and on every instance, before she has the answer.
    const guestId = contexts.get(request)?.guest?.id;
    if (guestId !== undefined && writes.has(request))
      await changes
        .mark(guestId)
        .catch((error: unknown) => request.log.error({ err: error }, "guest change not shared"));
    return payload;
  });

  // Mercurius sets its error handler (GraphQL-shaped answers) on the scope it is registered in: its
  // own, so that GET /rest/v1/content/token keeps the REST error shape.
  await app.register(async (graphql) => {
    await graphql.register(mercurius, {
      schema: contentTypeDefs(),
      resolvers: merged<IResolvers>([
        baseResolvers,
        loaderResolvers,
        ...contentExtensions.map((e) => e.resolvers),
      ]),
      loaders: merged<MercuriusLoaders>(contentExtensions.map((e) => e.loaders)),
      path: GRAPHQL_PATH,
      graphiql: false,
      jit: 1,
      // The depth limit is complexityProblem's (limits.ts): introspection in development may go deeper.
      graphql: {
        parseOptions: { maxTokens: MAX_TOKENS },
        validateOptions: { maxErrors: MAX_VALIDATION_ERRORS },
      },
      allowBatchedQueries: false,
      // Set by the preHandler above. Mercurius also builds a context to format errors that happen
      // before it (an unparsable body): that one gets an anonymous context without a guest.
      context: (request) => {
        const known = contexts.get(request);
        if (known) return known;
        const base = {
          db: app.ctx.db,
          now: app.ctx.now(),
          language: request.language,
          publicUrl: app.ctx.config.publicUrl,
          principal: { kind: "anonymous" as const, expiresAt: 0 },
          guest: null,
          reads,
          visitor: visitorKey(null, request.ip, request.headers["user-agent"]),
          albumViews: viewMarksOf(app.ctx),
          search: sharedSearchApi(app.ctx),
          wakeOutbox: app.ctx.wakeOutbox,
        };
        return { ...base, loaders: createLoaders(base) };
      },
      errorFormatter: (execution, ctx) => {
        const errors = execution.errors.map((error) => {
          const original = error.originalError;
          const at = {
            nodes: error.nodes ?? null,
            positions: error.positions ?? null,
            path: error.path ?? null,
          };
          if (original instanceof AppError)
            return new GraphQLError(original.message, { ...at, extensions: { code: original.code } });
          if (isUnstorableTextError(original)) {
            // The database refused the text: a check before execution let it through.
            ctx.reply?.log.warn({ err: original }, "unstorable text reached the database");
            return new GraphQLError(UNSTORABLE_TEXT_MESSAGE, {
              ...at,
              extensions: { code: "VALIDATION_FAILED" },
            });
          }
          const known =
            !original ||
            original instanceof GraphQLError ||
            original instanceof mercurius.ErrorWithProps ||
            String((original as { code?: unknown }).code ?? "").startsWith("MER_") ||
            // Fastify's own 4xx before the handler (an unparsable body).
            Number((original as { statusCode?: unknown }).statusCode) < 500;
          if (known) return error;
          ctx.reply?.log.error({ err: original }, "content service resolver failed");
          return new GraphQLError("Internal error", { ...at, extensions: { code: "INTERNAL" } });
        });
        const formatted = mercurius.defaultErrorFormatter({ ...execution, errors }, ctx);
        // An answer with data ran (its errors are field errors: 200). One without never started:
        // a request error (unparsable, invalid, no or an unknown operation, variables that do not
        // fit, the checks below), however many errors it has: 400 unless a refusal has its own.
        if ("data" in execution) return formatted;
        const statusCode = requestErrorStatus(execution.errors);
        const code = requestErrorCode(statusCode);
        const coded = (formatted.response.errors ?? []).map((error) =>
          error.extensions?.code ? error : { ...error, extensions: { ...error.extensions, code } },
        );
        return { statusCode, response: { ...formatted.response, errors: coded } };
      },
    });
    // Before graphql's own validation rules (some cost more than the document's size): only
    // documents graphql parsed (mercurius would take a JSON text as an AST), and not too complex.
    graphql.graphql.addHook("preValidation", async (schema, document) => {
      // A parsed document's location is a graphql Location (it has toJSON); JSON has no functions.
      if (typeof (document.loc as { toJSON?: unknown } | undefined)?.toJSON !== "function")
        throw new AppError(AppErrorCode.VALIDATION_FAILED, "The query is not a GraphQL document");
      const problem =
        unsupportedProblem(document, schema, { introspection }) ??
        complexityProblem(document, { introspection });
      if (problem) throw new AppError(AppErrorCode.VALIDATION_FAILED, problem);
    });
    graphql.graphql.addHook("preExecution", async (_schema, document, context, variables) => {
      rejectUnstorableGraphqlText(document, variables);
      const request = (context as { reply?: { request: FastifyRequest } }).reply?.request;
      if (!request) return;
      const kind = documentKind(document);
      const read = pending.get(request);
      if (kind === "write") {
        writes.add(request);
        if (read) read.keep = false;
      } else if (read && kind === "guestCacheable") read.keep = true;
    });
  });
}
