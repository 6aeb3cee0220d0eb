import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import type { TFeedComment, TFeedImage, TFeedPage, TFeedPost } from "../../../common/contracts/feed.ts";
import { STALE } from "../../api/query.ts";
import { useContentClient } from "../catalog/index.ts";

/** A feed post as the page reads it from the content service (GraphQL `FeedPost`). */
export type FeedPost = TFeedPost;
export type FeedComment = TFeedComment;
export type FeedImage = TFeedImage;

const COMMENT = "id parentId created isCreator tipped text isReplyToReply user { id name avatar }";
export const POST_FIELDS = `id published type pinned title text views likes paidContent priceCoins fsk access
  model { id name online onlineState avatar { id url srcSet } }
  tippingGoal { goalCoins tipsSumCoins progressPercent achieved }
  guestState { liked viewed following bought }
  comments { totalCount nodes { ${COMMENT} replies { ${COMMENT} } } }
  clip { id length width height sources { src type } poster { id url srcSet } }
  photos { id url srcSet } photoCount preview { color width height } contest { id }`;
const FEED = `query ($mode: FeedMode, $modelId: Int, $first: Int, $after: String) {
  feed(mode: $mode, modelId: $modelId, first: $first, after: $after) {
    edges { cursor node { ${POST_FIELDS} } } pageInfo { hasNextPage endCursor } } }`;

const POST = `query ($postId: Int!) { post(postId: $postId) { ${POST_FIELDS} } }`;

export type FeedMode = "mixed" | "favorite" | "profile" | "startpage";
type FeedPage = TFeedPage;
type FeedAnswer = {
  feed: { edges: { node: FeedPost }[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
};

/** Query keys of the feed (one list per mode, performer and guest). */
export const feedKeys = {
  all: ["feed"] as const,
  list: (mode: FeedMode, modelId: number | null, loggedIn: boolean) =>
    ["feed", mode, modelId, loggedIn] as const,
  post: (postId: number, loggedIn: boolean) => ["feed", "post", postId, loggedIn] as const,
};

/**
 * A feed paged by cursor (infinite scroll): the next page starts after the last page's end cursor.
 * `initial` is the first page the server rendered for a visitor (a logged-in guest's own state,
 * liked or bought, is read in the browser).
 */
export function useFeedPages(
  mode: FeedMode,
  modelId: number | null,
  loggedIn: boolean,
  initial: TFeedPage | null = null,
  first = 8,
) {
  const client = useContentClient();
  return useInfiniteQuery({
    queryKey: feedKeys.list(mode, modelId, loggedIn),
    initialPageParam: null as string | null,
    ...(initial ? { initialData: { pages: [initial], pageParams: [null] } } : {}),
    staleTime: STALE.SECONDS_30,
    queryFn: async ({ pageParam }): Promise<FeedPage> => {
      const { feed } = await client.query<FeedAnswer>(FEED, {
        mode,
        modelId,
        first,
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

/** One post (its own page); `initial` is the post the server rendered for a visitor. */
export function usePost(postId: number, loggedIn: boolean, initial: TFeedPost | null) {
  const client = useContentClient();
  return useQuery({
    queryKey: feedKeys.post(postId, loggedIn),
    ...(initial ? { initialData: initial } : {}),
    staleTime: STALE.SECONDS_30,
    queryFn: async () => (await client.query<{ post: FeedPost }>(POST, { postId })).post,
  });
}

type FeedData = InfiniteData<FeedPage> | FeedPost;

/** A post changed in every feed list and post query of a query client (a change, a socket push). */
export function updatePostIn(
  client: QueryClient,
  postId: number,
  change: (post: FeedPost) => FeedPost,
): void {
  client.setQueriesData<FeedData>({ queryKey: feedKeys.all }, (data) => {
    if (!data) return data;
    if ("pages" in data)
      return {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          posts: page.posts.map((post) => (post.id === postId ? change(post) : post)),
        })),
      };
    return data.id === postId ? change(data) : data;
  });
}

/** Changes one post wherever a feed list or its own page holds it (optimistic updates, answers of mutations). */
export function useUpdatePost() {
  const queryClient = useQueryClient();
  return useCallback(
    (postId: number, change: (post: FeedPost) => FeedPost) => updatePostIn(queryClient, postId, change),
    [queryClient],
  );
}
