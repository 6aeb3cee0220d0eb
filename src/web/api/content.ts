import type { AppErrorCode } from "../../common/errors.ts";
import type { Language } from "../../common/languages.ts";
import { ApiError, rest } from "./rest.ts";

/** Seconds since the epoch when a content token ends (its payload's `e`), or 0 when unreadable. */
function expiryOf(token: string): number {
  try {
    const payload = JSON.parse(atob((token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/"))) as {
      e?: number;
    };
    return typeof payload.e === "number" ? payload.e : 0;
  } catch {
    return 0;
  }
}

/**
 * The content-service client (POST /graphql). Starts with the token the page came with (root
 * loader data `contentToken`) and renews it from GET /rest/v1/content/token a minute before it ends.
 */
export function createContentClient(initialToken: string) {
  let token = initialToken;
  let renewing: Promise<string> | null = null;
  const fresh = async (): Promise<string> => {
    if (expiryOf(token) * 1000 - Date.now() > 60_000) return token;
    renewing ??= rest<{ token: string }>("content/token")
      .then((answer) => {
        token = answer.token;
        return token;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };
  return {
    /**
     * Runs a query; throws ApiError (the error's code) on a refused request or when the answer has
     * errors. A charging mutation passes the charge hook's key and signal (the feed's purchases and
     * tips): the key goes out as the Idempotency-Key header, made here as in the REST client.
     */
    async query<T>(
      query: string,
      variables: Record<string, unknown> = {},
      language?: Language,
      options: { idempotencyKey?: string; signal?: AbortSignal } = {},
    ): Promise<T> {
      const url = language ? `/graphql?language=${language}` : "/graphql";
      let response: Response;
      let body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } | null;
      try {
        // The one fetch outside rest.ts: GraphQL speaks its own envelope (data/errors).
        response = await fetch(url, {
          method: "POST",
          headers: {
            ...(options.idempotencyKey ? { "idempotency-key": options.idempotencyKey } : {}),
            "content-type": "application/json",
            authorization: `Bearer ${await fresh()}`,
          },
          body: JSON.stringify({ query, variables }),
          ...(options.signal ? { signal: options.signal } : {}),
        });
        body = (await response.json().catch(() => null)) as typeof body;
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw new ApiError(0, "NETWORK", error instanceof Error ? error.message : "Network error");
      }
      const first = body?.errors?.[0];
      if (!response.ok || first || !body?.data)
        throw new ApiError(
          response.ok ? 200 : response.status,
          (first?.extensions?.code as AppErrorCode | undefined) ?? "INTERNAL",
          first?.message ?? "Content service failed",
        );
      return body.data;
    },
  };
}
