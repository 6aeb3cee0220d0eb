import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/** The feed's events after commit: a new post reaches sockets and followers' notifications; counters move live. */
let server: TestServer;
let actorId: number;

async function operator(path: string, body: unknown) {
  const response = await server.fetch(`/rest/v1/internal/${path}`, {
    method: "POST",
    headers: { "x-operator-key": TEST_OPERATOR_KEY, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

async function gql(token: string, query: string, variables: Record<string, unknown>) {
  const response = await server.fetch("/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

async function notificationsOf(bearer: Record<string, string>) {
  const response = await server.fetch("/rest/v1/notifications?limit=10", { headers: bearer });
  return (await response.json()) as { items?: { type: number; data: Record<string, unknown> }[] };
}

beforeAll(async () => {
  server = await startTestServer();
  actorId = (await buildActor({ db: server.database.db }, { name: "EventEva" })).id;
});
afterAll(() => server.close());

describe("feed events", () => {
  it("tells every socket of a new post and notifies the followers only", async () => {
    const follower = await signUpGuest(server);
    const stranger = await signUpGuest(server);
    await server.post("guest/favorite/pin", { objectType: "actor", objectId: actorId }, follower.bearer);
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: follower.accessToken, language: "en" });
    await socket.next("session.ack");
    const { postId } = await operator(`actors/${actorId}/feed/posts`, { kind: "text", text: "New here" });
    expect(await socket.next("feed.post")).toEqual({ type: "feed.post", postId, actorId });
    await server.app.outbox.settled();
    const mine = await notificationsOf(follower.bearer);
    expect(JSON.stringify(mine)).toContain(`"postId":${postId}`);
    const theirs = await notificationsOf(stranger.bearer);
    expect(JSON.stringify(theirs)).not.toContain(`"postId":${postId}`);
    socket.close();
  });

  it("pushes like and tip counters, and announces a reached goal once", async () => {
    const { postId } = await operator(`actors/${actorId}/feed/posts`, {
      kind: "text",
      text: "Goal!",
      goalCoins: 10,
    });
    const guest = await signUpGuest(server, { coins: 50 });
    const token = (
      (await (await server.fetch("/rest/v1/content/token", { headers: guest.bearer })).json()) as {
        token: string;
      }
    ).token;
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", language: "en" });
    await socket.next("session.ack");
    await gql(token, "mutation ($p: Int!) { likePost(postId: $p) { likes } }", { p: postId });
    expect(await socket.next("feed.counters", { where: (m) => m.postId === postId })).toMatchObject({
      likes: 1,
      tipsSumCoins: 0,
      achieved: false,
    });
    const TIP = "mutation ($p: Int!, $c: Int!) { tipPost(postId: $p, amountCoins: $c) { success } }";
    await gql(token, TIP, { p: postId, c: 12 });
    expect(await socket.next("feed.counters", { where: (m) => m.postId === postId })).toMatchObject({
      tipsSumCoins: 12,
      goalCoins: 10,
      achieved: true,
    });
    await gql(token, TIP, { p: postId, c: 3 });
    await server.app.outbox.settled();
    const goals = ((await notificationsOf(guest.bearer)).items ?? []).filter(
      (item) => item.type === 41 && item.data.postId === postId,
    );
    expect(goals).toHaveLength(1);
    socket.close();
  });
});
