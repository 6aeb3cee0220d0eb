import autocannon from "autocannon";
import type { Measurement } from "./lib.ts";

/** The target for the content-service list of 30 tiles on PostgreSQL. */
export const CONTENT_TARGET = { perSecond: 1500 };

/** The query a video grid sends: 30 tiles with their actor and preview image. */
export const CONTENT_TILES_QUERY = `query Tiles($first: Int!) { videos(order: NEWEST, first: $first) { total items {
  id title duration url new free vip onSale price { value currency } basePrice { value currency }
  preview { src srcSet color } previewThumbnails rating { likes }
  model { id name age isOnline url avatar { src srcSet } } } } }`;

/** The first page of /feed/ as the web app asks for it (src/web/features/feed/queries.ts). */
export const FEED_FIRST_PAGE_QUERY = `query ($mode: FeedMode, $first: Int) { feed(mode: $mode, first: $first) {
  edges { cursor node { id published type pinned title text views likes paidContent priceCoins fsk access
  model { id name online avatar { id url srcSet } }
  tippingGoal { goalCoins tipsSumCoins progressPercent achieved }
  guestState { liked viewed following bought }
  comments { totalCount nodes { id parentId created isCreator tipped text isReplyToReply user { id name avatar }
    replies { id parentId created isCreator tipped text isReplyToReply user { id name avatar } } } }
  clip { id length width height sources { src type } poster { id url srcSet } }
  photos { id url srcSet } photoCount preview { color width height } } }
  pageInfo { hasNextPage endCursor } } }`;

/**
 * POST /graphql with an anonymous content token (from GET /rest/v1/content/token) and the 30-tile
 * query, after a 2 s warm-up; checks once that the answer has 30 tiles without errors.
 */
export async function measureContent(options: {
  name: string;
  url: string;
  connections: number;
  seconds: number;
}): Promise<Measurement> {
  const issued = (await (await fetch(`${options.url}/rest/v1/content/token`)).json()) as { token: string };
  const request = {
    url: `${options.url}/graphql?language=en`,
    method: "POST" as const,
    headers: { "content-type": "application/json", authorization: `Bearer ${issued.token}` },
    body: JSON.stringify({ query: CONTENT_TILES_QUERY, variables: { first: 30 } }),
  };
  const probe = await fetch(request.url, request);
  const answer = (await probe.json()) as { data?: { videos: { items: unknown[] } }; errors?: unknown };
  if (probe.status !== 200 || answer.errors || answer.data?.videos.items.length !== 30)
    throw new Error(
      `content bench: unexpected answer ${probe.status} ${JSON.stringify(answer).slice(0, 300)}`,
    );
  await autocannon({ ...request, connections: options.connections, duration: 2 });
  const result = await autocannon({
    ...request,
    connections: options.connections,
    duration: options.seconds,
  });
  console.log(
    `${options.name}: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors + result.timeouts}`,
  );
  return {
    name: options.name,
    path: "POST /graphql",
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    bytes: result.requests.average > 0 ? Math.round(result.throughput.average / result.requests.average) : 0,
  };
}
