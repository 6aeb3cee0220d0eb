import { ApiError, type ApiErrorCode, createRestClient, newIdempotencyKey } from "../../api/rest.ts";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: ApiErrorCode; message: string; details: unknown };

/**
 * REST calls of the overlay page on its own origin, authenticated with the overlay session the
 * site handed over (no cookies on this origin): the shared REST client with a bearer token, its
 * ApiError turned into a result the flows branch on (network failures are status 0, NETWORK).
 */
export function payApi(token: string | null) {
  const request = createRestClient({ token });
  const call = async <T>(
    method: "GET" | "POST",
    path: string,
    body?: object,
    idempotencyKey?: string,
  ): Promise<ApiResult<T>> => {
    try {
      const data = await request<T>(path, {
        method,
        ...(body === undefined ? {} : { payload: body }),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      });
      return { ok: true, status: 200, data };
    } catch (error) {
      if (error instanceof ApiError)
        return {
          ok: false,
          status: error.status,
          code: error.code,
          message: error.message,
          details: error.details ?? null,
        };
      return { ok: false, status: 0, code: "NETWORK", message: "", details: null };
    }
  };
  return {
    /** The overlay session the calls carry (null before login): part of the overlay's query keys. */
    session: token,
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, body: object = {}) => call<T>("POST", path, body),
    /** A charging call: a new Idempotency-Key per attempt, so a resent request never charges twice. */
    charge: <T>(path: string, body: object) => call<T>("POST", path, body, newIdempotencyKey("pay")),
  };
}

export type PayApi = ReturnType<typeof payApi>;

/** Query keys of the overlay page (its own origin and session). */
export const payKeys = {
  all: ["pay"] as const,
  /** One GET resource of a flow, read with one overlay session. */
  resource: (session: string | null, path: string) => ["pay", session, path] as const,
};
