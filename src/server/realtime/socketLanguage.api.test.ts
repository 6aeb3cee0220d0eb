import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildActor } from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { TestSocket } from "../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("the socket's language", () => {
  it("pushes a notification to each tab in its page's language, not the guest's saved one", async () => {
    const guest = await signUpGuest(server);
    const saved = await server.post("guest/profile/update", { language: "de" }, guest.bearer);
    expect(saved.status).toBe(200);
    const actor = await buildActor({ db: server.database.db });
    const tabs = await Promise.all(
      (["en", "es", "de"] as const).map(async (language) => {
        const socket = await TestSocket.open(server.url);
        socket.send({ type: "session.request", accessToken: guest.accessToken, language });
        await socket.next("session.ack");
        return socket;
      }),
    );
    const sent = await server.post(
      "internal/messenger/send",
      { actorId: actor.id, guestId: guest.guest.id, text: "Hi" },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    expect(sent.status).toBe(201);
    const [en, es, de] = await Promise.all(tabs.map((tab) => tab.next("notification.added")));
    expect(en?.notification.title).toBe(`New message from ${actor.name}`);
    expect(en?.notification.link).toMatch(/^\/en\//);
    expect(es?.notification.title).toBe(`Nuevo mensaje de ${actor.name}`);
    expect(de?.notification.title).toBe(`Neue Nachricht von ${actor.name}`);
    // The same notification, one stored row: only its texts differ.
    expect(new Set([en, es, de].map((message) => message?.notification.id)).size).toBe(1);
    for (const tab of tabs) tab.close();
  });
});
