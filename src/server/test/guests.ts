import type { TAuthResult } from "../../common/contracts/accounts.ts";
import { TEST_OPERATOR_KEY, type TestServer } from "./testServer.ts";

let n = 0;

/** Signs a new guest up through the API; optionally grants coins through the operator API. */
export async function signUpGuest(server: TestServer, options: { coins?: number; email?: string } = {}) {
  n++;
  const email = options.email ?? `guest${n}-${Date.now()}@example.com`;
  const password = "correct horse battery";
  const response = await server.fetch("/rest/v1/auth/signup", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, name: `Guest ${n}` }),
  });
  if (response.status !== 201) throw new Error(`signup failed: ${response.status} ${await response.text()}`);
  const auth = (await response.json()) as TAuthResult;
  if (options.coins) await grantCoins(server, auth.guest.id, options.coins);
  return { ...auth, email, password, bearer: { authorization: `Bearer ${auth.accessToken}` } };
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
