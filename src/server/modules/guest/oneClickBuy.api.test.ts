import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TGuest, TOneClickBuy } from "../../../common/contracts/accounts.ts";
import { queryRows } from "../../db/client.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

/**
 * "Buy with one click" (issue 27): off by default with a limit of 20 VXC; the guest turns it on
 * with a limit of whole VXC from 1 to 1000, reads it back (guest/oneClickBuy and the guest state),
 * and bad input answers 400 in the error shape without changing the stored setting.
 */
let server: TestServer;
type Guest = Awaited<ReturnType<typeof signUpGuest>>;
let guest: Guest;
beforeAll(async () => {
  server = await startTestServer();
  guest = await signUpGuest(server);
});
afterAll(() => server.close());

const read = (headers: Record<string, string> = guest.bearer) =>
  server.fetch("/rest/v1/guest/oneClickBuy", { headers });
const save = (body: unknown, headers: Record<string, string> = guest.bearer) =>
  server.fetch("/rest/v1/guest/oneClickBuy", {
    method: "PUT",
    headers: { ...headers, "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
const stored = async (of: Guest = guest): Promise<TOneClickBuy> => {
  const response = await read(of.bearer);
  expect(response.status).toBe(200);
  return (await response.json()) as TOneClickBuy;
};
const profile = async (of: Guest = guest) =>
  (await (await server.post("guest/profile/get", {}, of.bearer)).json()) as TGuest;

describe("GET and PUT guest/oneClickBuy", () => {
  it("needs login", async () => {
    expect((await read({})).status).toBe(401);
    expect((await save({ enabled: true, limit: 50 }, {})).status).toBe(401);
  });

  it("is off with a limit of 20 VXC until the guest sets it", async () => {
    const fresh = await signUpGuest(server);
    expect(await stored(fresh)).toEqual({ enabled: false, limit: 20 });
    expect((await profile(fresh)).oneClickBuy).toEqual({ enabled: false, limit: 20 });
  });

  it("saves the setting and reads it back, in the guest state too; another guest's stays", async () => {
    const other = await signUpGuest(server);
    const response = await save({ enabled: true, limit: 50 });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ enabled: true, limit: 50 });
    expect(await stored()).toEqual({ enabled: true, limit: 50 });
    expect((await profile()).oneClickBuy).toEqual({ enabled: true, limit: 50 });
    expect(await stored(other)).toEqual({ enabled: false, limit: 20 });

    // Off again: the limit is kept for the next time it is turned on.
    expect(await (await save({ enabled: false, limit: 50 })).json()).toEqual({ enabled: false, limit: 50 });
    expect(await stored()).toEqual({ enabled: false, limit: 50 });
    // The edges of the range are valid.
    expect(await (await save({ enabled: true, limit: 1 })).json()).toEqual({ enabled: true, limit: 1 });
    expect(await (await save({ enabled: true, limit: 1000 })).json()).toEqual({ enabled: true, limit: 1000 });
  });

  it("refuses bad input with 400 in the error shape and keeps what was stored", async () => {
    expect(await (await save({ enabled: true, limit: 30 })).json()).toEqual({ enabled: true, limit: 30 });
    for (const bad of [
      { enabled: true, limit: 0 },
      { enabled: true, limit: -5 },
      { enabled: true, limit: 1001 },
      { enabled: true, limit: 12.5 },
      { enabled: true, limit: "20" },
      { enabled: true, limit: null },
      { enabled: "yes", limit: 20 },
      { enabled: true },
      { limit: 20 },
      { enabled: true, limit: 20, extra: 1 },
      {},
      [],
      "not json",
    ]) {
      const response = await save(bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, JSON.stringify(bad)).toMatch(/^(VALIDATION_FAILED|BAD_REQUEST)$/);
      expect(typeof body.error.message).toBe("string");
    }
    expect(await stored()).toEqual({ enabled: true, limit: 30 });
  });

  it("holds the limit's range in the table as well (CHECK)", async () => {
    const refused = await server.database.db
      .execute(sql`update guests set one_click_buy_limit = 0 where id = ${guest.guest.id}`)
      .then(
        () => null,
        (error: unknown) => error as { cause?: { constraint?: string } },
      );
    expect(refused?.cause?.constraint).toBe("guests_one_click_buy_limit");
    const [row] = await queryRows<{ limit: number }>(
      server.database.db,
      sql`select one_click_buy_limit as limit from guests where id = ${guest.guest.id}`,
    );
    expect(Number(row?.limit)).toBe(30);
  });
});
