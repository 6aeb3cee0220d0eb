import { type InfiniteData, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { STALE } from "../../api/query.ts";
import { useContentClient } from "../catalog/index.ts";

/** A feed post as the page reads it from the content service (GraphQL `FeedPost`). */
export interface FeedImage {
  id: number;
  url: string;
  srcSet: string;
}
export interface FeedComment {
  id: number;
  parentId: number | null;
  created: string;
  isCreator: boolean;
  tipped: boolean;
  text: string;
  isReplyToReply: boolean;
  user: { id: number; name: string; avatar: string | null };
  replies: FeedComment[];
}
export interface FeedPost {
  id: number;
  published: string;
  type: "clip" | "photos" | "text";
  pinned: boolean;
  title: string;
  text: string;
  views: number;
  likes: number;
  paidContent: boolean;
  priceCoins: number;
  fsk: number;
  access: "open" | "needPurchase" | "needAgeCheck" | "needLogin";
  model: { id: number; name: string; online: boolean; avatar: FeedImage | null };
  tippingGoal: { goalCoins: number; tipsSumCoins: number; progressPercent: number; achieved: boolean } | null;
  guestState: { liked: boolean; viewed: boolean; following: boolean; bought: boolean };
  comments: { totalCount: number; nodes: FeedComment[] };
  clip: {
    id: number;
    length: number;
    width: number;
    height: number;
    sources: { src: string; type: string }[];
    poster: FeedImage | null;
  } | null;
  photos: FeedImage[];
  photoCount: number;
  preview: { color: string; width: number; height: number } | null;
}

const COMMENT = "id parentId created isCreator tipped text isReplyToReply user { id name avatar }";
export const POST_FIELDS = `id published type pinned title text views likes paidContent priceCoins fsk access
  model { id name online avatar { id url srcSet } }
  tippingGoal { goalCoins tipsSumCoins progressPercent achieved }
  guestState { liked viewed following bought }
  comments { totalCount nodes { ${COMMENT} replies { ${COMMENT} } } }
  clip { id length width height sources { src type } poster { id url srcSet } }
  photos { id url srcSet } photoCount preview { color width height }`;
const FEED = `query ($mode: FeedMode, $modelId: Int, $first: Int, $after: String) {
  feed(mode: $mode, modelId: $modelId, first: $first, after: $after) {
    edges { cursor node { ${POST_FIELDS} } } pageInfo { hasNextPage endCursor } } }`;

export type FeedMode = "mixed" | "favorite" | "profile";
type FeedPage = { posts: FeedPost[]; endCursor: string | null; hasNextPage: boolean };
type FeedAnswer = {
  feed: { edges: { node: FeedPost }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

/** Query keys of the feed (one list per mode, performer and guest). */
export const feedKeys = {
  all: ["feed"] as const,
  list: (mode: FeedMode, modelId: number | null, loggedIn: boolean) =>
    ["feed", mode, modelId, loggedIn] as const,
};

/** A feed paged by cursor (infinite scroll): the next page starts after the last page's end cursor. */
export function useFeedPages(mode: FeedMode, modelId: number | null, loggedIn: boolean) {
  const client = useContentClient();
  return useInfiniteQuery({
    queryKey: feedKeys.list(mode, modelId, loggedIn),
    initialPageParam: null as string | null,
    staleTime: STALE.SECONDS_30,
    queryFn: async ({ pageParam }): Promise<FeedPage> => {
      const { feed } = await client.query<FeedAnswer>(FEED, {
        mode,
        modelId,
        first: 8,
        after: pageParam,
      });
      return {
        posts: feed.edges.map((edge) => edge.node),
        endCursor: feed.pageInfo.endCursor,
        hasNextPage: feed.pageInfo.hasNextPage,
      };
    },
    getNextPageParam: (last) => (last.hasNextPage ? last.endCursor : undefined),
  });
}

/** Changes one post wherever a feed list holds it (optimistic updates, answers of mutations). */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useCallback(
    (postId: number, change: (post: FeedPost) => FeedPost) => {
      queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.all }, (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
              })),
            }
          : data,
      );
    },
    [queryClient],
  );
}
