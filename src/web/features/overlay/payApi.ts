import { isErrorBody } from "../../../common/errors.ts";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; code: string; message: string; details: unknown };

/**
 * REST calls of the overlay page on its own origin, authenticated with the overlay session the
 * site handed over (no cookies on this origin). Network failures become status 0.
 */
export function payApi(token: string | null) {
  const call = async <T>(
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResult<T>> => {
    try {
      const response = await fetch(`/rest/v1/${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { "content-type": "application/json" }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const data = (await response.json().catch(() => null)) as unknown;
      if (response.ok) return { ok: true, status: response.status, data: data as T };
      if (isErrorBody(data))
        return {
          ok: false,
          status: response.status,
          code: data.error.code,
          message: data.error.message,
          details: data.error.details,
        };
      return { ok: false, status: response.status, code: "INTERNAL", message: "", details: null };
    } catch {
      return { ok: false, status: 0, code: "NETWORK", message: "", details: null };
    }
  };
  return {
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, body: unknown = {}, headers: Record<string, string> = {}) =>
      call<T>("POST", path, body, headers),
    /** A charging call: a new Idempotency-Key per attempt, so a resent request never charges twice. */
    charge: <T>(path: string, body: unknown) =>
      call<T>("POST", path, body, { "idempotency-key": `pay-${crypto.randomUUID()}` }),
  };
}

export type PayApi = ReturnType<typeof payApi>;
