import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuest } from "../../../common/contracts/accounts.ts";
import type { TPincallResult, TPincallVerification } from "../../../common/contracts/phone.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * The guest object of spec core §3 carries `pincallVerifications` wherever it is answered (issue
 * 15): profile get and update, login, sign-up and the overlay's hand-over all come from one
 * presenter (guestStateOf).
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const guestOf = async (response: Response): Promise<TGuest> => {
  expect(response.status).toBeLessThan(300);
  const body = (await response.json()) as TGuest | { guest: TGuest };
  return "guest" in body ? body.guest : body;
};

describe("the guest object's pincallVerifications", () => {
  it("is empty at sign-up and lists the open verification in every answer that carries the guest", async () => {
    const guest = await signUpGuest(server);
    expect(guest.guest.pincallVerifications).toEqual([]);
    const started = await server.post(
      "pinCall/startVerification",
      { phoneNumber: "+4915130000077", type: "sms", language: "en" },
      guest.bearer,
    );
    const { verification } = (await started.json()) as TPincallResult;
    const expected: TPincallVerification[] = [verification];

    const answers = {
      profileGet: await server.post("guest/profile/get", {}, guest.bearer),
      profileUpdate: await server.post("guest/profile/update", { name: "Renamed" }, guest.bearer),
      login: await server.post("auth/login", { email: guest.email, password: guest.password }),
      overlayHandOver: await server.post(
        "vxpay/onsuccess",
        { accessToken: guest.accessToken },
        { origin: server.url },
      ),
    };
    for (const [name, response] of Object.entries(answers))
      expect((await guestOf(response)).pincallVerifications, name).toEqual(expected);
  });
});
