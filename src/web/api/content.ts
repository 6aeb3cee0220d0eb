import type { Language } from "../../common/languages.ts";

/** A GraphQL error of the content service. */
export class ContentError extends Error {
  constructor(
    message: string,
    readonly code: string | undefined,
    readonly status: number,
  ) {
    super(message);
    this.name = "ContentError";
  }
}

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
    renewing ??= fetch("/rest/v1/content/token", { credentials: "same-origin" })
      .then(async (response) => {
        if (!response.ok) throw new ContentError("Token renewal failed", "NETWORK", response.status);
        token = ((await response.json()) as { token: string }).token;
        return token;
      })
      .finally(() => {
        renewing = null;
      });
    return renewing;
  };
  return {
    /** Runs a query; throws ContentError on a refused request or when the answer has errors. */
    async query<T>(query: string, variables: Record<string, unknown> = {}, language?: Language): Promise<T> {
      const url = language ? `/graphql?language=${language}` : "/graphql";
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${await fresh()}` },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json().catch(() => null)) as {
        data?: T;
        errors?: { message: string; extensions?: { code?: string } }[];
      } | null;
      const first = body?.errors?.[0];
      if (!response.ok || first || !body?.data)
        throw new ContentError(
          first?.message ?? "Content service failed",
          first?.extensions?.code,
          response.status,
        );
      return body.data;
    },
  };
}
