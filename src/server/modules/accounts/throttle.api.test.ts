import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe("sign-ups per address", () => {
  it("allow five attempts in 15 minutes, then answer 429", async () => {
    const body = { email: `often-${Date.now()}@example.com`, password: "often password", name: "Often" };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push((await server.post("auth/signup", body)).status);
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
    // Another address is not affected.
    const other = await server.post("auth/signup", { ...body, email: `other-${Date.now()}@example.com` });
    expect(other.status).toBe(201);
  });
});

describe("login attempts per address", () => {
  it("count before the password hash: of 16 parallel guesses exactly 10 reach it, 6 get 429", async () => {
    const guest = await signUpGuest(server);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        server.post("auth/login", { email: guest.email, password: "wrong guess" }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(6).fill(429)]);
    // The right password is refused too until the window passes.
    expect((await server.post("auth/login", { email: guest.email, password: guest.password })).status).toBe(
      429,
    );
  });

  it("are one count for the site and the overlay of a process", async () => {
    const both = await startTestServer({ pay: true });
    try {
      const guest = await signUpGuest(both);
      const wrong = { email: guest.email.toUpperCase(), password: "wrong guess" };
      const overlay = (body: unknown) =>
        fetch(`${both.payUrl}/rest/v1/auth/login`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await both.post("auth/login", wrong)).status).toBe(401);
        expect((await overlay(wrong)).status).toBe(401);
      }
      expect((await overlay({ email: guest.email, password: guest.password })).status).toBe(429);
      expect((await both.post("auth/login", { email: guest.email, password: guest.password })).status).toBe(
        429,
      );
    } finally {
      await both.close();
    }
  }, 60_000);
});
