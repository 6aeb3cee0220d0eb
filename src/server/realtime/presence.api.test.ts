import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpGuest } from "../test/guests.ts";
import { TestSocket } from "../test/socketClient.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const online = async (key: string | null = TEST_OPERATOR_KEY) => {
  const response = await server.fetch("/rest/v1/internal/onlineGuests", {
    headers: key ? { "x-operator-key": key } : {},
  });
  return {
    status: response.status,
    body: (await response.json()) as { guestIds: number[]; instanceSockets: number },
  };
};

describe("operator onlineGuests (one instance, no Redis)", () => {
  it("lists logged-in guests while their socket is open, and needs the operator key", async () => {
    expect((await online(null)).status).toBe(403);
    expect((await online("wrong")).status).toBe(403);
    const guest = await signUpGuest(server);
    const anonymous = await TestSocket.open(server.url);
    anonymous.send({ type: "session.request", language: "en" });
    await anonymous.next("session.ack");
    const socket = await TestSocket.open(server.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await socket.next("session.ack");
    const listed = await online();
    expect(listed.status).toBe(200);
    expect(listed.body.guestIds).toEqual([guest.guest.id]);
    expect(listed.body.instanceSockets).toBe(2);
    socket.close();
    await expect.poll(async () => (await online()).body.guestIds, { timeout: 3000 }).toEqual([]);
    anonymous.close();
  });
});
