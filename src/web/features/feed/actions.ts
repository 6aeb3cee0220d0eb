import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiError } from "../../api/rest.ts";
import { useContentClient } from "../catalog/index.ts";
import { usePurchase } from "../purchase/index.ts";
import { type FeedPost, feedKeys, POST_FIELDS, useUpdatePost } from "./queries.ts";

const LIKE = "mutation ($id: Int!) { likePost(postId: $id) { likes liked } }";
const UNLIKE = "mutation ($id: Int!) { unlikePost(postId: $id) { likes liked } }";
const COMMENT = `mutation ($id: Int!, $text: String!, $to: Int) {
  commentPost(postId: $id, text: $text, repliesToCommentId: $to) { id } }`;
const BUY = "mutation ($id: Int!) { buyPost(postId: $id) { success balance } }";
const TIP = `mutation ($id: Int!, $coins: Int!) { tipPost(postId: $id, amountCoins: $coins) {
  success balance tippingGoal { goalCoins tipsSumCoins progressPercent achieved } } }`;
const POST = `query ($id: Int!) { post(postId: $id) { ${POST_FIELDS} } }`;
const VIEW = 'mutation ($id: Int!) { viewedPost(postId: $id, context: "feed") { views counted } }';

/** Counts a view of a post (the server counts each visitor once) and shows the new count. */
export function useViewPost() {
  const client = useContentClient();
  const update = useUpdatePost();
  return useMutation<{ views: number; counted: boolean }, ApiError, number>({
    mutationFn: async (postId) =>
      (await client.query<{ viewedPost: { views: number; counted: boolean } }>(VIEW, { id: postId }))
        .viewedPost,
    onSuccess: (answer, postId) => update(postId, (post) => ({ ...post, views: answer.views })),
  });
}

/** Likes or unlikes a post at once (optimistic), rolled back when the server refuses. */
export function useLikePost() {
  const client = useContentClient();
  const update = useUpdatePost();
  return useMutation<{ likes: number; liked: boolean }, ApiError, FeedPost, { before: FeedPost }>({
    mutationFn: async (post) => {
      const answer = await client.query<Record<string, { likes: number; liked: boolean }>>(
        post.guestState.liked ? UNLIKE : LIKE,
        { id: post.id },
      );
      return Object.values(answer)[0] as { likes: number; liked: boolean };
    },
    onMutate: (post) => {
      const liked = !post.guestState.liked;
      update(post.id, (p) => ({
        ...p,
        likes: p.likes + (liked ? 1 : -1),
        guestState: { ...p.guestState, liked },
      }));
      return { before: post };
    },
    onError: (_error, post, context) => update(post.id, () => context?.before ?? post),
    onSuccess: (answer, post) =>
      update(post.id, (p) => ({
        ...p,
        likes: answer.likes,
        guestState: { ...p.guestState, liked: answer.liked },
      })),
  });
}

/** Reads one post again (after a comment, a purchase or a tip) and puts it into every list. */
function useRefreshPost() {
  const client = useContentClient();
  const update = useUpdatePost();
  return async (postId: number) => {
    const { post } = await client.query<{ post: FeedPost }>(POST, { id: postId });
    update(postId, () => post);
  };
}

/** Writes a comment or a reply; the post is read again with it. */
export function useCommentPost() {
  const client = useContentClient();
  const refresh = useRefreshPost();
  return useMutation<unknown, ApiError, { postId: number; text: string; repliesTo: number | null }>({
    mutationFn: (input) => client.query(COMMENT, { id: input.postId, text: input.text, to: input.repliesTo }),
    onSuccess: (_answer, input) => refresh(input.postId),
  });
}

/** Buys a paid post through the confirmation and the one charge hook; the post is read again unlocked. */
export function useBuyPost() {
  const client = useContentClient();
  const refresh = useRefreshPost();
  return usePurchase<{ postId: number }, { balance: number }>({
    name: (input) => `buy-post-${input.postId}`,
    call: async (input, request) => {
      const answer = await client.query<{ buyPost: { balance: number } }>(
        BUY,
        { id: input.postId },
        undefined,
        request,
      );
      return answer.buyPost;
    },
    onSuccess: (_result, input) => void refresh(input.postId),
  });
}

/** Tips a post with coins through the confirmation and the one charge hook; the goal moves at once. */
export function useTipPost() {
  const client = useContentClient();
  const update = useUpdatePost();
  const queryClient = useQueryClient();
  return usePurchase<{ postId: number; coins: number }, { tippingGoal: FeedPost["tippingGoal"] }>({
    name: (input) => `tip-post-${input.postId}-${input.coins}`,
    call: async (input, request) => {
      const answer = await client.query<{ tipPost: { tippingGoal: FeedPost["tippingGoal"] } }>(
        TIP,
        { id: input.postId, coins: input.coins },
        undefined,
        request,
      );
      return answer.tipPost;
    },
    onSuccess: (result, input) => {
      if (result.tippingGoal) update(input.postId, (p) => ({ ...p, tippingGoal: result.tippingGoal }));
      else void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
  });
}
