import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actorChatRatings, actorInterviews } from "../../db/schema/index.ts";
import { buildActor } from "../../test/factories.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

type Answer = { data?: Record<string, unknown> | null; errors?: { message: string }[] };
async function gql(token: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await server.fetch("/graphql?language=de", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}
async function tokenOf(headers: Record<string, string> = {}) {
  const response = await server.fetch("/rest/v1/content/token", { headers });
  return ((await response.json()) as { token: string }).token;
}

const QUERY = `query ($id: Int!) { model(id: $id) { id chatRatings { countRatings satisfactionRate days }
  heatMap { timeZone hoursToBeOnline { weekday hour share } heatMaps } interviews { question answer } } }`;

describe("actor profile fields of the content service", () => {
  it("answers chat ratings, heat map and interviews per model; the note only with a guest token", async () => {
    const actor = await buildActor({ db: server.database.db });
    const db = server.database.db;
    await db.insert(actorChatRatings).values(
      Array.from({ length: 12 }, (_, i) => ({
        actorId: actor.id,
        satisfied: i < 9,
        createdAt: new Date(),
      })),
    );
    await db.insert(actorInterviews).values({
      actorId: actor.id,
      question: {
        de: "Lieblingsfarbe?",
        en: "Favourite colour?",
        es: "¿Color favorito?",
        nl: "Lievelingskleur?",
      },
      answer: { de: "Rot.", en: "Red.", es: "Rojo.", nl: "Rood." },
    });
    const anonymous = await tokenOf();
    const { status, body } = await gql(anonymous, QUERY, { id: actor.id });
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const model = body.data?.model as {
      chatRatings: unknown;
      heatMap: { timeZone: string; heatMaps: number[][] };
      interviews: unknown[];
    };
    expect(model.chatRatings).toEqual({ countRatings: 12, satisfactionRate: 75, days: 90 });
    expect(model.heatMap.timeZone).toBe("Europe/Berlin");
    expect(model.heatMap.heatMaps).toHaveLength(7);
    expect(model.interviews).toEqual([{ question: "Lieblingsfarbe?", answer: "Rot." }]);

    const noteQuery = "query ($id: Int!) { model(id: $id) { note { comment } } }";
    const refused = await gql(anonymous, noteQuery, { id: actor.id });
    expect(refused.body.errors?.[0]?.message).toContain("guest token");
    const guest = await signUpGuest(server);
    await server.post("actor/storeActorNote", { actorId: actor.id, comment: "Remember me" }, guest.bearer);
    const guestToken = await tokenOf(guest.bearer);
    const noted = await gql(guestToken, noteQuery, { id: actor.id });
    expect(noted.body.data?.model).toEqual({ note: { comment: "Remember me" } });
    // Another guest sees no note.
    const other = await signUpGuest(server);
    const otherNote = await gql(await tokenOf(other.bearer), noteQuery, { id: actor.id });
    expect(otherNote.body.data?.model).toEqual({ note: null });
  });
});
