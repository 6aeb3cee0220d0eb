import { promisify } from "node:util";
import zlib from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** The encodings a shared answer is kept in besides identity. */
export type SharedEncoding = "br" | "gzip";

/**
 * An answer that is the same for everyone who gets it (a cached page, a shared JSON list): its
 * bytes, and the same bytes compressed per encoding, made at the first request that asks for it.
 */
export interface SharedBody {
  body: Buffer;
  encoded?: Partial<Record<SharedEncoding, Promise<Buffer>>>;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The encoding to send a shared answer in: brotli, else gzip, when the client accepts it (a q of 0
 * refuses); null for identity. Answers under 1 KiB are not worth it.
 */
export function sharedEncoding(acceptEncoding: string | undefined, size: number): SharedEncoding | null {
  if (!acceptEncoding || size < 1024) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name?.trim() ?? "", q ? Number(q.slice(2)) || 0 : 1);
  }
  const wildcard = accepted.get("*") ?? 0;
  const weight = (name: SharedEncoding) => accepted.get(name) ?? wildcard;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return null;
}

/**
 * A shared answer's body in an encoding, compressed once per answer and encoding and shared by
 * every request after (brotli at quality 5: compressed once, sent many times).
 */
export function encodedBody(shared: SharedBody, encoding: SharedEncoding): Promise<Buffer> {
  shared.encoded ??= {};
  const made =
    shared.encoded[encoding] ??
    (encoding === "br"
      ? brotli(shared.body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzip(shared.body, { level: 6 }));
  shared.encoded[encoding] = made;
  return made;
}

/**
 * Sends a shared answer in the best encoding the client accepts, with `Vary: Accept-Encoding`
 * (the compression plugin leaves an answer that carries its own Content-Encoding alone).
 */
export async function sendShared(
  request: FastifyRequest,
  reply: FastifyReply,
  shared: SharedBody,
): Promise<FastifyReply> {
  const encoding = sharedEncoding(request.headers["accept-encoding"], shared.body.length);
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (!encoding) return reply.send(shared.body);
  return reply.header("content-encoding", encoding).send(await encodedBody(shared, encoding));
}
