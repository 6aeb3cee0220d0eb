import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorChatRatings, favorites } from "../db/schema/index.ts";
import { buildActor } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

let server: TestServer;
let token: string;
const actorIds: Record<string, number> = {};

type TopCam = {
  rank: number;
  id: number;
  name: string;
  pinnedCount: number;
  ratingCount: number | null;
  satisfactionRate: number | null;
  online: boolean;
  onlineVideocall: boolean;
  rankingPointsVideoCall: number;
  videocallPrice: { singleC2CChat: { value: number; currency: string; symbol: string } };
};
type Answer = { data?: { topCams: TopCam[] } | null; errors?: { message: string }[] };

async function topCams(type: string, online = false) {
  const response = await server.fetch("/graphql?language=en", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query: `query ($type: TopCamType, $online: Boolean) { topCams(type: $type, online: $online) {
        rank id name profileLink online onlineVideocall age spokenLanguages pinnedCount ratingCount
        satisfactionRate rankingPointsVideoCall avatarPicture { src } videocallPrice { singleC2CChat { value currency symbol } } } }`,
      variables: { type, online },
    }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  const ctx = { db };
  // A fresh database per file: these are the only actors.
  actorIds.rated = (await buildActor(ctx, { name: "RatedRia", isOnline: true, priceSingleC2c: 44 })).id;
  actorIds.pinned = (await buildActor(ctx, { name: "PinnedPia" })).id;
  actorIds.call = (
    await buildActor(ctx, { name: "CallCleo", isOnline: true, isOnlineMobileVideocall: true })
  ).id;
  actorIds.few = (await buildActor(ctx, { name: "FewFay" })).id;
  const ratings = (actorId: number, total: number, satisfied: number, daysAgo = 1) =>
    Array.from({ length: total }, (_, i) => ({
      actorId,
      satisfied: i < satisfied,
      createdAt: new Date(Date.now() - daysAgo * 86_400_000),
    }));
  await db.insert(actorChatRatings).values([
    ...ratings(actorIds.rated, 12, 9),
    ...ratings(actorIds.call, 10, 10),
    ...ratings(actorIds.few, 9, 9),
    // Older than 90 days: counts for nothing.
    ...ratings(actorIds.pinned, 20, 20, 120),
  ]);
  const guests = await Promise.all([1, 2, 3].map(() => signUpGuest(server)));
  await db.insert(favorites).values([
    ...guests.map((g) => ({
      guestId: g.guest.id,
      objectType: "actor",
      objectId: actorIds.pinned as number,
    })),
    {
      guestId: (guests[0] as (typeof guests)[0]).guest.id,
      objectType: "actor",
      objectId: actorIds.rated as number,
    },
  ]);
  const response = await server.fetch("/rest/v1/content/token");
  token = ((await response.json()) as { token: string }).token;
});
afterAll(() => server.close());

describe("GraphQL topCams", () => {
  it("ranks top 100 by points: 2 per satisfied rating in 90 days and 1 per pin", async () => {
    const { status, body } = await topCams("TOP100");
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const list = body.data?.topCams ?? [];
    // Ria 2×9+1 = 19, Fay 2×9 = 18, Cleo 2×10 = 20, Pia 3.
    expect(list.map((c) => [c.rank, c.name])).toEqual([
      [1, "CallCleo"],
      [2, "RatedRia"],
      [3, "FewFay"],
      [4, "PinnedPia"],
    ]);
    const ria = list[1] as TopCam;
    expect(ria).toMatchObject({ pinnedCount: 1, ratingCount: 12, satisfactionRate: 75, online: true });
    expect(ria.videocallPrice.singleC2CChat).toEqual({ value: 44, currency: "VXC", symbol: "VXC" });
    // Below 10 ratings in 90 days nothing is shown.
    expect(list[2]).toMatchObject({ name: "FewFay", ratingCount: null, satisfactionRate: null });
    expect(list[3]).toMatchObject({ name: "PinnedPia", ratingCount: null, pinnedCount: 3 });
  });

  it("orders favorites by pins, best chats by satisfaction (≥ 10 ratings), top videocall by video-call state", async () => {
    expect((await topCams("FAVORITES")).body.data?.topCams.map((c) => c.name).slice(0, 2)).toEqual([
      "PinnedPia",
      "RatedRia",
    ]);
    expect((await topCams("BEST_CHATS")).body.data?.topCams.map((c) => c.name)).toEqual([
      "CallCleo",
      "RatedRia",
    ]);
    const call = (await topCams("TOP_VIDEOCALL")).body.data?.topCams ?? [];
    expect(call[0]).toMatchObject({ name: "CallCleo", onlineVideocall: true });
  });

  it("keeps only online actors when asked and refuses an unknown type", async () => {
    expect((await topCams("TOP100", true)).body.data?.topCams.map((c) => c.name)).toEqual([
      "CallCleo",
      "RatedRia",
    ]);
    const bad = await topCams("TOP5");
    expect(bad.body.errors?.[0]?.message).toBeDefined();
  });

  it("lists the five performer groups, each ranked like the top 100", async () => {
    const ctx = { db: server.database.db };
    await buildActor(ctx, { name: "ManMax", gender: "M", genderType: "M" });
    await buildActor(ctx, { name: "TwinsTea", genderType: "FF" });
    await buildActor(ctx, { name: "DuoDora", gender: "N", genderType: "FM" });
    await buildActor(ctx, { name: "TransTia", genderType: "S" });
    await buildActor(ctx, { name: "NewNina", registeredAt: new Date(Date.now() - 10 * 86_400_000) });
    const names = async (type: string) => (await topCams(type)).body.data?.topCams.map((c) => c.name);
    expect(await names("WOMEN")).toEqual(["CallCleo", "RatedRia", "FewFay", "PinnedPia", "NewNina"]);
    expect(await names("MEN")).toEqual(["ManMax"]);
    expect(await names("COUPLES")).toEqual(["DuoDora", "TwinsTea"]);
    expect(await names("TRANS")).toEqual(["TransTia"]);
    expect(await names("NEWCOMERS")).toEqual(["NewNina"]);
    expect((await topCams("WOMEN", true)).body.data?.topCams.map((c) => c.rank)).toEqual([1, 2]);
  });
});
