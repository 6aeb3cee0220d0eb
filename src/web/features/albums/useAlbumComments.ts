import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { TAlbumComment, TCommentBlock } from "../../../common/contracts/albums.ts";
import { COMMENT_LIMIT } from "../../../common/contracts/values/albums.ts";
import type { Language } from "../../../common/languages.ts";
import { STALE } from "../../api/query.ts";
import { albumsApi } from "./api.ts";
import { albumKeys } from "./useAlbumState.ts";

/** The comments paged in so far. */
export interface CommentPages {
  nodes: TAlbumComment[];
  total: number;
  loadable: number;
  /** Where the next page starts on the server (own posts and deletes shift it). */
  offset: number;
  block: TCommentBlock;
}

/** The comments after the guest posted one: on top, the form closed (one comment per album). */
export function withPosted(pages: CommentPages, comment: TAlbumComment): CommentPages {
  return {
    nodes: [comment, ...pages.nodes],
    total: pages.total + 1,
    loadable: Math.min(pages.loadable + 1, COMMENT_LIMIT),
    offset: pages.offset + 1,
    block: "commented",
  };
}

/** The comments after the guest deleted their own. */
export function withDeleted(pages: CommentPages, commentId: number): CommentPages {
  return {
    ...pages,
    nodes: pages.nodes.filter((n) => n.id !== commentId),
    total: Math.max(0, pages.total - 1),
    loadable: Math.max(0, pages.loadable - 1),
    offset: Math.max(0, pages.offset - 1),
  };
}

/**
 * An album's comments in the query cache: the first page read when shown and again after a buy
 * (`owned`), later pages on demand, the guest's own posts and deletes applied when the server took them.
 */
export function useAlbumComments(albumId: number, owned: boolean, language: Language) {
  const client = useQueryClient();
  const key = [...albumKeys.comments(albumId), language] as const;
  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<CommentPages> => {
      const page = await albumsApi.comments(albumId, 0, language);
      return {
        nodes: page.nodes,
        total: page.totalCount,
        loadable: page.loadable,
        offset: page.nodes.length,
        block: page.commentBlock,
      };
    },
    staleTime: STALE.NONE,
  });
  const [moreFailed, setMoreFailed] = useState(false);
  const ownedBefore = useRef(owned);
  useEffect(() => {
    if (ownedBefore.current === owned) return;
    ownedBefore.current = owned;
    void client.invalidateQueries({ queryKey: albumKeys.comments(albumId) });
  }, [client, albumId, owned]);

  const change = (update: (pages: CommentPages) => CommentPages) =>
    client.setQueryData<CommentPages>(key, (pages) => (pages ? update(pages) : pages));
  const load: "loading" | "error" | "ready" =
    moreFailed || (query.isError && !query.isFetching) ? "error" : query.data ? "ready" : "loading";
  return {
    load,
    pages: query.data,
    retry: () => {
      setMoreFailed(false);
      void query.refetch();
    },
    async loadMore(): Promise<void> {
      const pages = query.data;
      if (!pages) return;
      try {
        const page = await albumsApi.comments(albumId, pages.offset, language);
        change((current) => {
          const known = new Set(current.nodes.map((n) => n.id));
          return {
            ...current,
            nodes: [...current.nodes, ...page.nodes.filter((n) => !known.has(n.id))],
            offset: current.offset + page.nodes.length,
            total: page.totalCount,
            loadable: page.loadable,
          };
        });
      } catch {
        setMoreFailed(true);
      }
    },
    posted: (comment: TAlbumComment) => change((pages) => withPosted(pages, comment)),
    deleted: (commentId: number) => change((pages) => withDeleted(pages, commentId)),
  };
}
