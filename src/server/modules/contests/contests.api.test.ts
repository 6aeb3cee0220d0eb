import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  TContestGrid,
  TContestGuestData,
  TContestHeader,
  TContestLists,
  TContestVoteResult,
} from "../../../common/contracts/contests.ts";
import { buildActor, buildAlbum, buildVideo } from "../../test/factories.ts";
import { setAgeCheck, signUpGuest } from "../../test/guests.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

const HOUR = 3_600_000;
/** The value, or a failed test when it is missing. */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("missing value");
  return value;
}
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Guest = Awaited<ReturnType<typeof signUpGuest>>;
const db = () => ({ db: server.database.db });
const operator = { "content-type": "application/json", "x-operator-key": TEST_OPERATOR_KEY };

async function call<T>(method: string, path: string, guest: Guest | null, body?: unknown, status = 200) {
  const response = await server.fetch(`/rest/v1/${path}`, {
    method,
    headers: {
      ...(guest ? guest.bearer : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  expect(response.status, `${method} ${path}: ${JSON.stringify(answer)}`).toBe(status);
  if (status >= 400)
    expect(answer).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  return answer as T;
}
const get = <T>(path: string, guest: Guest | null = null, status = 200) =>
  call<T>("GET", path, guest, undefined, status);
const post = <T>(path: string, guest: Guest | null, body: unknown, status = 200) =>
  call<T>("POST", path, guest, body, status);

async function operatorCall<T>(method: string, path: string, body: unknown, status = 201): Promise<T> {
  const response = await server.fetch(`/rest/v1/internal/${path}`, {
    method,
    headers: operator,
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  expect(response.status, JSON.stringify(answer)).toBe(status);
  return answer as T;
}

/** A contest from `startOffset` to `endOffset` hours from now, with `videos` video entries. */
async function contest(
  startOffset: number,
  endOffset: number,
  options: { videos?: number; needAvs?: boolean } = {},
) {
  const now = Date.now();
  const created = await operatorCall<{ id: number }>("POST", "contests", {
    title: { en: "Best shower scene", de: "Beste Duschszene" },
    description: { en: "Vote for the best." },
    rules: { en: "Five votes per guest." },
    prizes: [{ en: "500 VXC" }, { en: "200 VXC" }],
    mediaType: "video",
    needAvs: options.needAvs ?? false,
    startsAt: new Date(now + startOffset * HOUR).toISOString(),
    endsAt: new Date(now + Math.max(endOffset, 1) * HOUR).toISOString(),
  });
  const actor = await buildActor(db());
  const entries: { mediaId: number; videoId: number; actorId: number }[] = [];
  for (let i = 0; i < (options.videos ?? 7); i++) {
    const video = await buildVideo(db(), actor.id);
    const entry = await operatorCall<{ mediaId: number }>("POST", `contests/${created.id}/entries`, {
      videoId: video.id,
    });
    entries.push({ mediaId: entry.mediaId, videoId: video.id, actorId: actor.id });
  }
  // Entries join before the end; an ended contest ends after its entries joined.
  if (endOffset < 1)
    await operatorCall(
      "PATCH",
      `contests/${created.id}`,
      { endsAt: new Date(now + endOffset * HOUR).toISOString() },
      200,
    );
  return { id: created.id, actor, entries };
}

const vote = (guest: Guest, contestId: number, mediaId: number, status = 200, extra: object = {}) =>
  post<TContestVoteResult>(
    "contests/addContestMediaVoting",
    guest,
    { contestId, mediaId, guestId: guest.guest.id, ...extra },
    status,
  );

describe("contests", () => {
  it("votes up to 5, refuses the sixth, takes a vote back and counts again", async () => {
    const running = await contest(-1, 24);
    const guest = await signUpGuest(server);
    const first = must(running.entries[0]);
    const answer = await vote(guest, running.id, first.mediaId, 200, {
      actorId: first.actorId,
      hideConfirmWindow: true,
    });
    expect(answer).toEqual({
      mediaId: first.mediaId,
      mediaVotes: 1,
      needAvs: false,
      guestId: guest.guest.id,
      contestId: running.id,
      voteCount: 1,
    });
    // Once per media.
    await vote(guest, running.id, first.mediaId, 409);
    for (const entry of running.entries.slice(1, 5)) await vote(guest, running.id, entry.mediaId);
    const sixth = await vote(guest, running.id, must(running.entries[5]).mediaId, 403);
    expect(sixth).toMatchObject({ error: { code: "LIMIT_REACHED" } });
    let data = await get<TContestGuestData>(`contests/getContestGuestData/${running.id}`, guest);
    expect(data).toMatchObject({
      contestId: running.id,
      voteCount: 5,
      votesLeft: 0,
      hideConfirmWindow: true,
      hideVoteLimitModal: false,
    });
    expect(data.votedMediaIds).toHaveLength(5);

    const back = await post<TContestVoteResult>("contests/deleteContestMediaVoting", guest, {
      contestId: running.id,
      mediaId: first.mediaId,
    });
    expect(back).toMatchObject({ mediaId: first.mediaId, mediaVotes: 0, voteCount: 4 });
    await post(
      "contests/deleteContestMediaVoting",
      guest,
      { contestId: running.id, mediaId: first.mediaId },
      404,
    );
    expect((await vote(guest, running.id, must(running.entries[5]).mediaId)).voteCount).toBe(5);

    await post("contests/hideVoteLimitModal", guest, { contestId: running.id });
    data = await get<TContestGuestData>(`contests/getContestGuestData/${running.id}`, guest);
    expect(data.hideVoteLimitModal).toBe(true);

    // Another guest's votes are their own.
    const other = await signUpGuest(server);
    expect((await vote(other, running.id, must(running.entries[5]).mediaId)).mediaVotes).toBe(2);
    expect(
      (await get<TContestGuestData>(`contests/getContestGuestData/${running.id}`, other)).voteCount,
    ).toBe(1);
  });

  it("refuses votes outside the running time, foreign guest ids, unknown contests and media", async () => {
    const ended = await contest(-48, -1, { videos: 1 });
    const next = await contest(24, 48, { videos: 1 });
    const running = await contest(-1, 24, { videos: 2 });
    const other = await contest(-1, 24, { videos: 1 });
    const guest = await signUpGuest(server);
    expect(await vote(guest, ended.id, must(ended.entries[0]).mediaId, 409)).toMatchObject({
      error: { code: "CONFLICT" },
    });
    await vote(guest, next.id, must(next.entries[0]).mediaId, 409);
    await post(
      "contests/deleteContestMediaVoting",
      guest,
      { contestId: ended.id, mediaId: must(ended.entries[0]).mediaId },
      409,
    );
    const foreign = {
      contestId: running.id,
      mediaId: must(running.entries[0]).mediaId,
      guestId: guest.guest.id + 1,
    };
    await post("contests/addContestMediaVoting", guest, foreign, 403);
    await post("contests/deleteContestMediaVoting", guest, foreign, 403);
    await vote(guest, 2_000_000_000, must(running.entries[0]).mediaId, 404);
    // Media of another contest.
    await vote(guest, running.id, must(other.entries[0]).mediaId, 404);
    await vote(guest, running.id, must(running.entries[0]).mediaId, 400, { actorId: running.actor.id + 1 });
    await post("contests/addContestMediaVoting", guest, { contestId: "x", mediaId: 1 }, 400);
    await post("contests/addContestMediaVoting", guest, { contestId: running.id }, 400);
    await post(
      "contests/addContestMediaVoting",
      null,
      { contestId: running.id, mediaId: must(running.entries[0]).mediaId },
      401,
    );
    await get(`contests/getContestGuestData/${running.id}`, null, 401);
    await get("contests/getContestGuestData/2000000000", guest, 404);
    // Nothing was stored.
    expect(
      (await get<TContestGuestData>(`contests/getContestGuestData/${running.id}`, guest)).voteCount,
    ).toBe(0);
  });

  it("pushes contest.votes with the entry's count after the commit, and nothing for a refused vote", async () => {
    const running = await contest(-1, 24, { videos: 2 });
    const voter = await signUpGuest(server);
    const watcher = await signUpGuest(server);
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: watcher.accessToken, language: "en" });
    await socket.next("session.ack");
    const media = must(running.entries[0]).mediaId;
    await vote(voter, running.id, media);
    expect(await socket.next("contest.votes", { where: (m) => m.mediaId === media })).toEqual({
      type: "contest.votes",
      contestId: running.id,
      mediaId: media,
      mediaVotes: 1,
    });
    await vote(voter, running.id, media, 409);
    await post("contests/deleteContestMediaVoting", voter, { contestId: running.id, mediaId: media });
    expect(await socket.next("contest.votes", { where: (m) => m.mediaId === media })).toMatchObject({
      mediaVotes: 0,
    });
    await server.app.outbox.settled();
    expect(socket.received.filter((m) => m.type === "contest.votes" && m.mediaId === media)).toEqual([]);
    socket.close();
  });

  it("answers needAvs and stores nothing without the age check", async () => {
    const running = await contest(-1, 24, { videos: 1, needAvs: true });
    const guest = await signUpGuest(server);
    const mediaId = must(running.entries[0]).mediaId;
    expect(await vote(guest, running.id, mediaId)).toMatchObject({
      needAvs: true,
      mediaVotes: 0,
      voteCount: 0,
    });
    await setAgeCheck(server, guest.guest.id);
    expect(await vote(guest, running.id, mediaId)).toMatchObject({
      needAvs: false,
      mediaVotes: 1,
      voteCount: 1,
    });
  });

  it("shows header, grid pages, top list, a performer's entries and the lists", async () => {
    const running = await contest(-1, 24, { videos: 5 });
    const a = await signUpGuest(server);
    const b = await signUpGuest(server);
    const [e1, e2] = [must(running.entries[1]), must(running.entries[2])];
    await vote(a, running.id, e2.mediaId);
    await vote(b, running.id, e2.mediaId);
    await vote(a, running.id, e1.mediaId);
    const header = await get<TContestHeader>(`contests/${running.id}/getHeader?language=de`);
    expect(header).toMatchObject({
      contestId: running.id,
      language: "de",
      title: "Beste Duschszene",
      state: "active",
      entryCount: 5,
      totalVotes: 3,
      prizes: ["500 VXC", "200 VXC"],
    });
    const page1 = await get<TContestGrid>(`contests/getContestGridItems/${running.id}/top/2/0`);
    expect(page1.total).toBe(5);
    expect(page1.items.map((i) => [i.mediaId, i.votes])).toEqual([
      [e2.mediaId, 2],
      [e1.mediaId, 1],
    ]);
    expect(page1.items[0]).toMatchObject({
      kind: "video",
      videoId: e2.videoId,
      place: null,
      actor: { id: running.actor.id },
    });
    const page3 = await get<TContestGrid>(`contests/getContestGridItems/${running.id}/top/2/4`);
    expect(page3.items).toHaveLength(1);
    const newest = await get<TContestGrid>(`contests/getContestGridItems/${running.id}/new/10/0`);
    expect(must(newest.items[0]).mediaId).toBe(must(running.entries[4]).mediaId);
    const voted = await get<TContestGrid>(`contests/getContestGridItems/${running.id}/voted/10/0`, a);
    expect(voted.items.map((i) => i.mediaId).sort()).toEqual([e1.mediaId, e2.mediaId].sort());
    const byName = await get<TContestGrid>(
      `contests/getContestGridItems/${running.id}/top/10/0?actorName=${encodeURIComponent(running.actor.name.slice(1))}`,
    );
    expect(byName.total).toBe(5);
    expect(
      (await get<TContestGrid>(`contests/getContestGridItems/${running.id}/top/10/0?actorName=zzzqqq`)).total,
    ).toBe(0);
    for (const bad of [
      "top/0/0",
      "top/61/0",
      "top/10/-1",
      "top/x/0",
      "top/10/1.5",
      "best/10/0",
      "top/10/10001",
    ])
      await get(`contests/getContestGridItems/${running.id}/${bad}`, null, 400);
    await get("contests/getContestGridItems/2000000000/top/10/0", null, 404);

    const top = await get<{ items: { mediaId: number }[] }>(`contests/${running.id}/topList`);
    expect(must(top.items[0]).mediaId).toBe(e2.mediaId);
    const actor = await get<{ items: unknown[] }>(`contests/${running.id}/actor/${running.actor.id}`);
    expect(actor.items).toHaveLength(5);
    expect(
      (await get<{ items: unknown[] }>(`contests/${running.id}/actor/${running.actor.id + 99_999}`)).items,
    ).toHaveLength(0);
    const detail = await get<{ contest: { id: number }; topList: unknown[] }>(`contests/${running.id}`);
    expect(detail.contest.id).toBe(running.id);
    expect(detail.topList).toHaveLength(5);
    for (const path of [
      "contests/2000000000",
      "contests/2000000000/topList",
      "contests/2000000000/getHeader",
    ])
      await get(path, null, 404);
    await get("contests/abc/getHeader", null, 400);
    const lists = await get<TContestLists>("contests");
    expect(lists.active.map((c) => c.id)).toContain(running.id);
  });

  it("gives places after the end, as contestInfo.place on videos", async () => {
    const running = await contest(-2, 0.0005, { videos: 4 });
    const guests = await Promise.all([signUpGuest(server), signUpGuest(server)]);
    const [e0, e1, e3] = [must(running.entries[0]), must(running.entries[1]), must(running.entries[3])];
    await vote(must(guests[0]), running.id, e3.mediaId);
    await vote(must(guests[1]), running.id, e3.mediaId);
    await vote(must(guests[0]), running.id, e1.mediaId);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const top = await get<TContestGrid>(`contests/${running.id}/topList`);
    expect(top.items.map((i) => [i.mediaId, i.place])).toEqual([
      [e3.mediaId, 1],
      [e1.mediaId, 2],
      [e0.mediaId, 3],
      [must(running.entries[2]).mediaId, 4],
    ]);
    expect((await get<TContestHeader>(`contests/${running.id}/getHeader`)).state).toBe("last");
    const token = (await get<{ token: string }>("content/token")).token;
    const response = await server.fetch("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        query: `{ videos(filter: { ids: [${e3.videoId}, ${must(running.entries[2]).videoId}] }) { items { id contestInfo { place } } } }`,
      }),
    });
    const body = (await response.json()) as {
      data?: { videos: { items: { id: number; contestInfo: { place: number | null } }[] } };
    };
    const places = new Map(body.data?.videos.items.map((v) => [v.id, v.contestInfo.place]));
    expect(places.get(e3.videoId)).toBe(1);
    expect(places.get(must(running.entries[2]).videoId)).toBeNull();
  });

  it("answers the content service's contest queries, and refuses bad arguments", async () => {
    const running = await contest(-1, 24, { videos: 3 });
    const guest = await signUpGuest(server);
    await vote(guest, running.id, must(running.entries[1]).mediaId);
    const gql = async (query: string, asGuest = false) => {
      const token = (await get<{ token: string }>("content/token", asGuest ? guest : null)).token;
      const response = await server.fetch("/graphql?language=de", {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      return (await response.json()) as {
        data?: Record<string, unknown>;
        errors?: { extensions?: { code?: string } }[];
      };
    };
    const current = await gql("{ currentContests { id title state entryCount totalVotes } }");
    expect(current.data?.currentContests).toEqual(
      expect.arrayContaining([
        { id: running.id, title: "Beste Duschszene", state: "active", entryCount: 3, totalVotes: 1 },
      ]),
    );
    const passed = (await gql("{ passedContests { id state } }")).data?.passedContests as { state: string }[];
    expect(passed.every((c) => c.state === "last")).toBe(true);
    const votes = await gql(`{ contestVotes(contestId: ${running.id}) { mediaId votes place } }`);
    expect(votes.data?.contestVotes).toEqual([
      { mediaId: must(running.entries[1]).mediaId, votes: 1, place: null },
      { mediaId: must(running.entries[0]).mediaId, votes: 0, place: null },
      { mediaId: must(running.entries[2]).mediaId, votes: 0, place: null },
    ]);
    const mine = await gql(`{ guestContestVotes(contestId: ${running.id}) { contestId mediaId } }`, true);
    expect(mine.data?.guestContestVotes).toEqual([
      { contestId: running.id, mediaId: must(running.entries[1]).mediaId },
    ]);
    expect((await gql("{ guestContestVotes { mediaId } }")).errors?.[0]?.extensions?.code).toBe(
      "UNAUTHENTICATED",
    );
    expect(
      (await gql(`{ contestVotes(contestId: ${running.id}, first: 0) { mediaId } }`)).errors,
    ).toBeDefined();
    expect(
      (await gql("{ contestVotes(contestId: 2000000000) { mediaId } }")).errors?.[0]?.extensions?.code,
    ).toBe("NOT_FOUND");
  });

  it("lets the operator create, change and fill contests, and refuses bad input", async () => {
    const created = await operatorCall<{ id: number }>("POST", "contests", {
      title: { en: "Photo contest" },
      mediaType: "photo",
      startsAt: new Date(Date.now() + HOUR).toISOString(),
      endsAt: new Date(Date.now() + 2 * HOUR).toISOString(),
    });
    const actor = await buildActor(db());
    const album = await buildAlbum(db(), actor.id);
    const video = await buildVideo(db(), actor.id);
    await operatorCall("POST", `contests/${created.id}/entries`, { albumId: album.id });
    await operatorCall("POST", `contests/${created.id}/entries`, { albumId: album.id }, 409);
    await operatorCall("POST", `contests/${created.id}/entries`, { videoId: video.id }, 400);
    await operatorCall("POST", `contests/${created.id}/entries`, { videoId: 2_000_000_000 }, 404);
    await operatorCall("POST", `contests/${created.id}/entries`, {}, 400);
    await operatorCall("POST", "contests/2000000000/entries", { albumId: album.id }, 404);
    const changed = await operatorCall<{ needAvs: boolean }>(
      "PATCH",
      `contests/${created.id}`,
      { needAvs: true },
      200,
    );
    expect(changed.needAvs).toBe(true);
    await operatorCall(
      "PATCH",
      `contests/${created.id}`,
      { endsAt: new Date(Date.now()).toISOString() },
      400,
    );
    await operatorCall(
      "POST",
      "contests",
      { title: {}, mediaType: "video", startsAt: "x", endsAt: "y" },
      400,
    );
    await operatorCall(
      "POST",
      "contests",
      {
        title: { en: "t" },
        mediaType: "video",
        startsAt: new Date(Date.now() + HOUR).toISOString(),
        endsAt: new Date().toISOString(),
      },
      400,
    );
    const response = await server.fetch("/rest/v1/internal/contests", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
    const header = await get<TContestHeader>(`contests/${created.id}/getHeader`);
    expect(header).toMatchObject({ state: "next", mediaType: "photo", needAvs: true, entryCount: 1 });
  });
});
