import { SITE_ADDRESS_HEADER } from "../../../common/siteAddress.ts";
import { ApiError, type ApiErrorCode, createRestClient } from "../../api/rest.ts";
import { type ChargeRequest, useCharge } from "../../api/useCharge.ts";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      code: ApiErrorCode;
      message: string;
      details: unknown;
      /** A charge whose answer was lost: trying again is the same attempt (it never pays twice). */
      retry?: boolean;
    };

/** A failed call as a flow's result. */
function failureOf(error: ApiError, retry = false): Extract<ApiResult<never>, { ok: false }> {
  return {
    ok: false,
    status: error.status,
    code: error.code,
    message: error.message,
    details: error.details ?? null,
    ...(retry ? { retry } : {}),
  };
}

/**
 * REST calls of the overlay page on its own origin, authenticated with the overlay session the
 * site handed over (no cookies on this origin): the shared REST client with a bearer token, its
 * ApiError turned into a result the flows branch on (network failures are status 0, NETWORK).
 * Every call names the site address the page serves (`siteOrigin`, its parent): a sign-up remembers
 * it, and in development the mails' links lead back to it (issue 27).
 */
export function payApi(token: string | null, siteOrigin: string) {
  const request = createRestClient({ token, headers: { [SITE_ADDRESS_HEADER]: siteOrigin } });
  const call = async <T>(method: "GET" | "POST", path: string, body?: object): Promise<ApiResult<T>> => {
    try {
      const data = await request<T>(path, { method, ...(body === undefined ? {} : { payload: body }) });
      return { ok: true, status: 200, data };
    } catch (error) {
      if (error instanceof ApiError) return failureOf(error);
      return { ok: false, status: 0, code: "NETWORK", message: "", details: null };
    }
  };
  return {
    /** The overlay session the calls carry (null before login): part of the overlay's query keys. */
    session: token,
    /** The REST client itself (throws ApiError): the sign-in flows, which send the page's language. */
    rest: request,
    get: <T>(path: string) => call<T>("GET", path),
    post: <T>(path: string, body: object = {}) => call<T>("POST", path, body),
    /** A charging call with its attempt's key (usePayCharge): throws ApiError like the REST client. */
    charge: <T>(path: string, body: object, attempt: ChargeRequest) =>
      request<T>(path, { method: "POST", payload: body, ...attempt }),
  };
}

/**
 * A flow's charging call (a top-up, a subscription, the compensation) through the one charge hook:
 * the attempt's Idempotency-Key is kept while its answer is lost, so paying again after a broken
 * connection never charges the card twice; the outcome as the flows' ApiResult.
 */
export function usePayCharge<Body extends object, T>(api: PayApi, path: string) {
  const charging = useCharge<Body, T>({
    name: () => `pay-${path.replace(/[^A-Za-z0-9]+/g, "-")}`,
    call: (body, attempt) => api.charge<T>(path, body, attempt),
  });
  return {
    pending: charging.pending,
    /** Pays `body`: the open attempt again when it pays the same, else a new one. */
    charge: async (body: Body): Promise<ApiResult<T>> => {
      const outcome = await charging.charge(body);
      return outcome.ok
        ? { ok: true, status: 200, data: outcome.result }
        : failureOf(outcome.error, outcome.retry);
    },
  };
}

export type PayApi = ReturnType<typeof payApi>;

/** Query keys of the overlay page (its own origin and session). */
export const payKeys = {
  all: ["pay"] as const,
  /** One GET resource of a flow, read with one overlay session. */
  resource: (session: string | null, path: string) => ["pay", session, path] as const,
};
