import { type AppErrorCode, isErrorBody } from "../../common/errors.ts";
import type { Language } from "../../common/languages.ts";

/** The platform's error codes, plus NETWORK for a call that got no answer. */
export type ApiErrorCode = AppErrorCode | "NETWORK";

/**
 * The one error of the web app's data layer: every non-2xx answer and every network failure
 * (status 0, code NETWORK). Callers branch on `code` (and `details`), never on message text.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly details: unknown = undefined,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** True when `error` is an ApiError with one of `codes` (any code when none are given). */
export function isApiError(error: unknown, ...codes: ApiErrorCode[]): error is ApiError {
  return error instanceof ApiError && (codes.length === 0 || codes.includes(error.code));
}

type QueryValue = string | number | boolean | undefined | null;

export interface RestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  /** JSON body for non-GET calls; query parameters for GET (spec core §7). */
  payload?: object;
  /** Query parameters for any method. */
  query?: Record<string, QueryValue>;
  language?: Language;
  accessToken?: string;
  credentials?: RequestCredentials;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header: the server answers a retried charge once. */
  idempotencyKey?: string;
  /** Send as a beacon (survives page unload; POST only, no answer). */
  beacon?: boolean;
}

export interface RestClientConfig {
  /** Origin of the calls; the page's own origin when left out. */
  origin?: string;
  /** Path prefix of the REST API. */
  base?: string;
  /** Bearer token sent with every call (the overlay page's session: its origin has no cookies). */
  token?: string | null;
  /** Cookies: the site's session cookie goes along on its own origin. */
  credentials?: RequestCredentials;
  /** Headers sent with every call (the overlay page names the site address it serves). */
  headers?: Record<string, string>;
}

/** Cache tag sent as `ver` with every call. */
const VERSION = "1";

function setQuery(url: URL, values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A REST client of spec core §7: JSON, payload as query string for GET and as JSON body otherwise,
 * `language` and `ver` on every call, an Authorization header when a token is present, an
 * Idempotency-Key when asked for. Throws ApiError for every failure.
 */
export function createRestClient(config: RestClientConfig = {}) {
  const base = (config.base ?? "/rest/v1").replace(/\/$/, "");
  return async function request<T>(path: string, options: RestOptions = {}): Promise<T> {
    const method = options.method ?? "GET";
    const url = new URL(`${base}/${path.replace(/^\//, "")}`, config.origin ?? window.location.origin);
    url.searchParams.set("ver", VERSION);
    if (options.language) url.searchParams.set("language", options.language);
    if (options.query) setQuery(url, options.query);
    if (method === "GET" && options.payload) setQuery(url, options.payload as Record<string, unknown>);
    const body = method !== "GET" ? JSON.stringify(options.payload ?? {}) : undefined;
    if (options.beacon && navigator.sendBeacon) {
      navigator.sendBeacon(url, new Blob([body ?? "{}"], { type: "application/json" }));
      return undefined as T;
    }
    const headers: Record<string, string> = { ...config.headers, accept: "application/json" };
    if (body) headers["content-type"] = "application/json";
    const token = options.accessToken ?? config.token;
    if (token) headers.authorization = `Bearer ${token}`;
    if (options.idempotencyKey) headers["idempotency-key"] = options.idempotencyKey;
    let response: Response;
    let text: string;
    try {
      response = await fetch(url, {
        method,
        headers,
        body,
        credentials: options.credentials ?? config.credentials ?? "same-origin",
        ...(options.signal ? { signal: options.signal } : {}),
      });
      text = await response.text();
    } catch (error) {
      throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : "Network error");
    }
    const json = parseJson(text);
    if (!response.ok) {
      if (isErrorBody(json))
        throw new ApiError(response.status, json.error.code, json.error.message, json.error.details);
      throw new ApiError(response.status, "INTERNAL", `HTTP ${response.status}`);
    }
    return json as T;
  };
}

export type RestClient = ReturnType<typeof createRestClient>;

/** The site's client: its own origin, the session cookie. */
export const rest: RestClient = createRestClient();

/** A new Idempotency-Key for one attempt of a charging call (`prefix-uuid`). */
export function newIdempotencyKey(prefix: string): string {
  return `${prefix}-${crypto.randomUUID()}`;
}
