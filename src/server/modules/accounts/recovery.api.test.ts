import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TAuthResult, TGuest } from "../../../common/contracts/accounts.ts";
import type { Mailer } from "../../adapters/mailer/mailer.ts";
import { signUpGuest } from "../../test/guests.ts";
import { startTestServer, type TestServer } from "../../test/testServer.ts";

let server: TestServer;
let clock = Date.now();
beforeAll(async () => {
  server = await startTestServer({ now: () => new Date(clock) });
});
afterAll(() => server.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  server.post(path, body, headers);

async function mailsTo(email: string) {
  const { mails } = (await (await server.fetch("/dev/mailbox.json")).json()) as {
    mails: { to: string; subject: string; text: string }[];
  };
  return mails.filter((mail) => mail.to === email);
}
/** The reset mail is sent after the answer (auth/passwordLost queues it): wait for it. */
const resetMailTo = (email: string) =>
  vi.waitFor(
    async () => {
      const [mail] = (await mailsTo(email)).filter((found) => /pwdreset/.test(found.text));
      if (!mail) throw new Error(`no reset mail to ${email} yet`);
      return mail;
    },
    { timeout: 5000, interval: 20 },
  );
const linkIn = (text: string) => /(http:\/\/\S+)/.exec(text)?.[1] ?? "";

describe("e-mail verification", () => {
  it("mails a link on sign-up that verifies the address once", async () => {
    const guest = await signUpGuest(server);
    const [mail] = await mailsTo(guest.email);
    expect(mail?.subject).toMatch(/confirm|bestätige/i);
    const link = new URL(linkIn(mail?.text ?? ""));
    const first = await server.fetch(link.pathname);
    expect(first.status).toBe(303);
    expect(first.headers.get("location")).toMatch(/\?emailVerified=1$/);
    const profile = (await (await post("guest/profile/get", {}, guest.bearer)).json()) as TGuest;
    expect(profile.emailVerified).toBe(true);
    const again = await server.fetch(link.pathname);
    expect(again.headers.get("location")).toMatch(/\?emailVerified=0$/);
  });

  it("writes the mail in the guest's language", async () => {
    const response = await post("auth/signup?language=es", {
      email: "es@example.com",
      password: "contraseña1",
      name: "Ana",
    });
    expect(response.status).toBe(201);
    const [mail] = await mailsTo("es@example.com");
    expect(mail?.subject).toBe("Confirma tu dirección de correo electrónico");
    expect(mail?.text).toContain("Hola Ana");
  });

  it("answers an unknown token with 400 and resends on request", async () => {
    const bad = await post("auth/verifyEmail", { token: "x".repeat(43) });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { code: string } }).error.code).toBe("BAD_REQUEST");
    const guest = await signUpGuest(server);
    const resend = await post("auth/resendVerification", {}, guest.bearer);
    expect(await resend.json()).toEqual({ success: true, alreadyVerified: false });
    expect(await mailsTo(guest.email)).toHaveLength(2);
    const [latest] = await mailsTo(guest.email);
    const token = linkIn(latest?.text ?? "")
      .split("/")
      .pop();
    expect((await post("auth/verifyEmail", { token })).status).toBe(200);
  });
});

describe("password reset", () => {
  it("answers alike for unknown addresses and mails nothing", async () => {
    const response = await post("auth/passwordLost", { email: "nobody-here@example.com" });
    expect(await response.json()).toEqual({ success: true });
    expect(await mailsTo("nobody-here@example.com")).toHaveLength(0);
  });

  it("answers known and unknown addresses alike, before any token or mail is written", async () => {
    const guest = await signUpGuest(server);
    // A mailer that finishes only when released: an answer that waited for the mail never came.
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const ctx = server.app.ctx as { mailer: Mailer };
    const real = ctx.mailer;
    ctx.mailer = {
      send: async (mail) => {
        await gate;
        await real.send(mail);
      },
    };
    try {
      const known = await post("auth/passwordLost", { email: guest.email });
      const unknown = await post("auth/passwordLost", { email: `nobody-${Date.now()}@example.com` });
      expect([known.status, unknown.status]).toEqual([200, 200]);
      expect(known.headers.get("content-type")).toBe(unknown.headers.get("content-type"));
      expect(known.headers.get("content-length")).toBe(unknown.headers.get("content-length"));
      expect(await known.text()).toBe(await unknown.text());
      expect((await mailsTo(guest.email)).filter((mail) => /pwdreset/.test(mail.text))).toHaveLength(0);
      release();
      // The queued work still mails the known address.
      expect((await resetMailTo(guest.email)).subject).toMatch(/password|Passwort/i);
    } finally {
      release();
      ctx.mailer = real;
    }
  });

  it("keeps a request whose mail failed and sends it on the next run", async () => {
    const guest = await signUpGuest(server);
    const ctx = server.app.ctx as { mailer: Mailer };
    const real = ctx.mailer;
    let failures = 0;
    ctx.mailer = {
      send: async (mail) => {
        if (failures++ === 0) throw new Error("mail server down");
        await real.send(mail);
      },
    };
    try {
      expect((await post("auth/passwordLost", { email: guest.email })).status).toBe(200);
      await vi.waitFor(() => expect(failures).toBe(1));
      // The next request's run takes the kept one too.
      expect((await post("auth/passwordLost", { email: `someone-${Date.now()}@example.com` })).status).toBe(
        200,
      );
      expect((await resetMailTo(guest.email)).to).toBe(guest.email);
    } finally {
      ctx.mailer = real;
    }
  });

  it("sets a new password once, ends the old sessions and opens a new one", async () => {
    const guest = await signUpGuest(server);
    await post("auth/passwordLost", { email: guest.email.toUpperCase() });
    const mail = await resetMailTo(guest.email);
    const token = new URL(linkIn(mail?.text ?? "")).searchParams.get("token") ?? "";
    expect(token.length).toBeGreaterThan(20);
    expect((await post("auth/passwordReset", { token, password: "short" })).status).toBe(400);
    const reset = await post("auth/passwordReset", { token, password: "a brand new password" });
    expect(reset.status).toBe(200);
    const { accessToken } = (await reset.json()) as TAuthResult;
    expect((await post("guest/profile/get", {}, guest.bearer)).status).toBe(401);
    expect((await post("guest/profile/get", {}, { authorization: `Bearer ${accessToken}` })).status).toBe(
      200,
    );
    expect((await post("auth/login", { email: guest.email, password: guest.password })).status).toBe(401);
    expect((await post("auth/login", { email: guest.email, password: "a brand new password" })).status).toBe(
      200,
    );
    expect((await post("auth/passwordReset", { token, password: "yet another one" })).status).toBe(400);
  });

  it("refuses a reset link after an hour", async () => {
    const guest = await signUpGuest(server);
    await post("auth/passwordLost", { email: guest.email });
    const mail = await resetMailTo(guest.email);
    const token = new URL(linkIn(mail?.text ?? "")).searchParams.get("token") ?? "";
    clock += 61 * 60_000;
    expect((await post("auth/passwordReset", { token, password: "too late now" })).status).toBe(400);
  });
});
