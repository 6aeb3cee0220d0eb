import { type AppErrorCode, isErrorBody } from "../../common/errors.ts";
import type { Language } from "../../common/languages.ts";

/** A failed REST call, with the platform's error code. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: AppErrorCode | "NETWORK",
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export interface RestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** JSON body for non-GET calls; query parameters for GET (spec core §7). */
  payload?: Record<string, unknown>;
  language?: Language;
  accessToken?: string;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** Send as a beacon (survives page unload; POST only, no answer). */
  beacon?: boolean;
}

/** Cache tag sent as `ver` with every call. */
const VERSION = "1";

/**
 * The generic request helper of spec core §7: JSON, Authorization header when a token is present,
 * payload as query string for GET and as JSON body otherwise, `language` and `ver` on every call.
 */
export async function rest<T>(path: string, options: RestOptions = {}): Promise<T> {
  const method = options.method ?? "GET";
  const url = new URL(`/rest/v1/${path.replace(/^\//, "")}`, window.location.origin);
  url.searchParams.set("ver", VERSION);
  if (options.language) url.searchParams.set("language", options.language);
  if (method === "GET" && options.payload) {
    for (const [key, value] of Object.entries(options.payload)) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
    }
  }
  const body = method !== "GET" && options.payload ? JSON.stringify(options.payload) : undefined;
  if (options.beacon && navigator.sendBeacon) {
    navigator.sendBeacon(url, new Blob([body ?? "{}"], { type: "application/json" }));
    return undefined as T;
  }
  const headers: Record<string, string> = { accept: "application/json" };
  if (body) headers["content-type"] = "application/json";
  if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: options.credentials ?? "same-origin",
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : "Network error");
  }
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    if (isErrorBody(json)) throw new ApiError(response.status, json.error.code, json.error.message);
    throw new ApiError(response.status, "INTERNAL", `HTTP ${response.status}`);
  }
  return json as T;
}
