import type { FastifyInstance } from "fastify";
import type { SocketCommand } from "../../common/realtime.ts";
import { AppErrorCode } from "../lib/errors.ts";

interface CommandRoute {
  method: "GET" | "POST";
  /** The REST path below /rest/v1, with `{name}` for a path parameter taken from the params. */
  path: string;
}

/** Each socket command is the REST call of the same meaning (docs/REALTIME.md "Commands"). */
const ROUTES: Record<SocketCommand, CommandRoute> = {
  "notifications.list": { method: "GET", path: "notifications" },
  "notifications.seen": { method: "POST", path: "notifications/seen" },
  "notifications.read": { method: "POST", path: "notifications/read" },
  "notifications.remove": { method: "POST", path: "notifications/remove" },
  "messenger.channels": { method: "GET", path: "messenger/channels" },
  "messenger.navbar": { method: "GET", path: "messenger/navbar" },
  "messenger.messages": { method: "GET", path: "messenger/channel/{channelId}/messages" },
  "messenger.touch": { method: "GET", path: "messenger/channel/actor/{actorId}" },
  "messenger.read": { method: "POST", path: "messenger/channel/{channelId}/read" },
  "messenger.archive": { method: "POST", path: "messenger/channel/{channelId}/archive" },
  "messenger.unarchive": { method: "POST", path: "messenger/channel/{channelId}/unarchive" },
  "messenger.block": { method: "POST", path: "messenger/channel/{channelId}/block" },
  "messenger.unblock": { method: "POST", path: "messenger/channel/{channelId}/unblock" },
  "messenger.allSeen": { method: "POST", path: "messenger/channels/seen" },
  "messenger.send": { method: "POST", path: "messenger/channel/{channelId}/send" },
  "messenger.oneclick": { method: "POST", path: "messenger/channel/{channelId}/oneclick" },
  "favorite.pin": { method: "POST", path: "guest/favorite/pin" },
  "favorite.unpin": { method: "POST", path: "guest/favorite/unpin" },
  "favorite.notifications": { method: "POST", path: "guest/favorite/actor/{actorId}/notifications" },
};

export interface CommandAnswer {
  status: number;
  body: unknown;
}

const badParameter = (name: string): CommandAnswer => ({
  status: 400,
  body: {
    error: {
      code: AppErrorCode.VALIDATION_FAILED,
      message: `params.${name} must be a positive whole number`,
      details: { issues: [{ path: `params.${name}`, message: "a positive whole number" }] },
    },
  },
});

/**
 * Runs a socket command through the REST stack in-process (Fastify inject): the same routes,
 * validation, policies, idempotency and pushes as an HTTP call, as the socket's guest (their
 * session token as Bearer; anonymous sockets get the routes' 401) and from the client's address.
 */
export async function runSocketCommand(
  app: FastifyInstance,
  options: {
    command: SocketCommand;
    params: Record<string, unknown>;
    token: string | null;
    language: string;
    idempotencyKey: string | undefined;
    remoteAddress: string;
  },
): Promise<CommandAnswer> {
  const route = ROUTES[options.command];
  const rest = { ...options.params };
  let path = route.path;
  for (const [, name] of route.path.matchAll(/\{(\w+)\}/g)) {
    const key = name as string;
    const value = rest[key];
    delete rest[key];
    const id = typeof value === "string" && /^\d{1,10}$/.test(value) ? Number(value) : value;
    if (typeof id !== "number" || !Number.isInteger(id) || id < 1 || id > 2_147_483_647)
      return badParameter(key);
    path = path.replace(`{${key}}`, String(id));
  }
  const query: Record<string, string> = { language: options.language };
  if (route.method === "GET")
    for (const [key, value] of Object.entries(rest))
      if (value !== undefined && value !== null) query[key] = String(value);
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
  const response = await app.inject({
    method: route.method,
    url: `/rest/v1/${path}`,
    query,
    headers,
    remoteAddress: options.remoteAddress,
    ...(route.method === "POST" ? { payload: rest } : {}),
  });
  let body: unknown = null;
  try {
    body = response.body ? JSON.parse(response.body) : null;
  } catch {
    body = null;
  }
  return { status: response.statusCode, body };
}
