import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { createContentClient } from "../../api/content.ts";

type ContentClient = ReturnType<typeof createContentClient>;
let shared: { token: string; client: ContentClient } | null = null;

/**
 * The content-service client for this page: one per content token (the root loader's
 * `contentToken`, a guest token when logged in), kept across pages so its renewal is shared.
 */
export function useContentClient(): ContentClient {
  const root = useRouteLoaderData("root") as { contentToken?: string } | undefined;
  const token = root?.contentToken ?? "";
  return useMemo(() => {
    if (!shared || shared.token !== token) shared = { token, client: createContentClient(token) };
    return shared.client;
  }, [token]);
}
