import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLOSE_SESSION_ENDED } from "../../../common/realtime.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTwoInstances, type TwoInstances } from "../../test/instances.ts";
import { TestSocket } from "../../test/socketClient.ts";
import { TEST_OPERATOR_KEY, type TestServer } from "../../test/testServer.ts";

/**
 * Two instances on one database and one Redis: the login limit is one count for both, and a lock
 * made through one instance closes the guest's socket on the other at once.
 */
const redisUrl = process.env.TEST_REDIS_URL;
let instances: TwoInstances | undefined;
let a: TestServer;
let b: TestServer;

beforeAll(async () => {
  if (!redisUrl) return;
  instances = await startTwoInstances(redisUrl, "throttle");
  ({ a, b } = instances);
});
afterAll(() => instances?.close());

describe.skipIf(!redisUrl)("the login limit with Redis", () => {
  it("lets exactly 10 of 16 parallel guesses on two instances reach the password hash", async () => {
    const guest = await signUpGuest(a);
    const answers = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        (i % 2 === 0 ? a : b).post("auth/login", { email: guest.email, password: "wrong guess" }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
    expect((await b.post("auth/login", { email: guest.email, password: guest.password })).status).toBe(429);
  });
});

describe.skipIf(!redisUrl)("a lock with Redis", () => {
  it("made through instance A closes the guest's socket on instance B at once", async () => {
    const guest = await signUpGuest(a);
    const socket = await TestSocket.open(b.url);
    socket.send({ type: "session.request", accessToken: guest.accessToken, language: "en" });
    await socket.next("session.ack");
    const locked = await a.post(
      `internal/guests/${guest.guest.id}/lock`,
      { locked: true },
      { "x-operator-key": TEST_OPERATOR_KEY },
    );
    expect(locked.status).toBe(200);
    await socket.next("guest.locked");
    await expect.poll(() => socket.closed?.code).toBe(CLOSE_SESSION_ENDED);
    expect((await b.fetch("/rest/v1/guest/getGuestBalance", { headers: guest.bearer })).status).toBe(401);
  });
});
