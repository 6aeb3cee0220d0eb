import { sql } from "drizzle-orm";
import type { TAuthResult } from "../../common/contracts/accounts.ts";
import { queryRows } from "../db/client.ts";
import { TEST_OPERATOR_KEY, type TestServer } from "./testServer.ts";

let n = 0;

/**
 * Signs a new guest up through the API; optionally grants coins through the operator API and
 * confirms the e-mail address with the mailed link (`verifiedEmail`). `address` signs up from that
 * client address (X-Forwarded-For; a server started with trustProxy counts it, e.g. for the
 * sign-up rate limit of 20 a minute per address).
 */
export async function signUpGuest(
  server: TestServer,
  options: { coins?: number; email?: string; verifiedEmail?: boolean; address?: string } = {},
) {
  n++;
  const email = options.email ?? `guest${n}-${Date.now()}@example.com`;
  const password = "correct horse battery";
  const response = await server.fetch("/rest/v1/auth/signup", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(options.address ? { "x-forwarded-for": options.address } : {}),
    },
    body: JSON.stringify({ email, password, name: `Guest ${n}` }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const auth = (await response.json()) as TAuthResult;
  if (options.coins) await grantCoins(server, auth.guest.id, options.coins);
  if (options.verifiedEmail) await confirmEmail(server, email);
  return { ...auth, email, password, bearer: { authorization: `Bearer ${auth.accessToken}` } };
}

/** Confirms a guest's e-mail address through the API, with the token of the newest mailed link. */
export async function confirmEmail(server: TestServer, email: string): Promise<void> {
  const [mail] = await queryRows<{ text: string }>(
    server.database.db,
    sql`select text from mail_outbox where "to" = ${email} order by id desc limit 1`,
  );
  const token = /\/auth\/verifyEmail\/([\w-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no verification link mailed to ${email}`);
  const response = await server.post("auth/verifyEmail", { token });
  if (response.status !== 200)
    throw new Error(`verifyEmail failed: ${response.status} ${await response.text()}`);
}

export async function grantCoins(server: TestServer, guestId: number, coins: number): Promise<void> {
  const response = await server.fetch(`/rest/v1/internal/guests/${guestId}/credit`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-operator-key": TEST_OPERATOR_KEY },
    body: JSON.stringify({ coins, reason: "test" }),
  });
  if (response.status !== 201) throw new Error(`credit failed: ${response.status} ${await response.text()}`);
}

/** Sets a guest's age check through the operator API (support's decision). */
export async function setAgeCheck(
  server: TestServer,
  guestId: number,
  status: "accepted" | "revoked" = "accepted",
) {
  const response = await server.fetch(`/rest/v1/internal/guests/${guestId}/avs`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-operator-key": TEST_OPERATOR_KEY },
    body: JSON.stringify({ status }),
  });
  if (response.status !== 200)
    throw new Error(`age check failed: ${response.status} ${await response.text()}`);
}
