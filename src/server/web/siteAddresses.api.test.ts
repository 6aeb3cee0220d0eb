import { request } from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SITE_ADDRESS_HEADER } from "../../common/siteAddress.ts";
import { guests } from "../db/schema/index.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

/**
 * Every address the site answers on (issue 27), through the real HTTP stack with the Host header a
 * browser at each address sends (the test server listens on 127.0.0.1; PUBLIC_URL is
 * http://127.0.0.1:<port>): the page's policy allows exactly the site's addresses, and the mails'
 * links lead to the address the guest signed up at, where the verification link logs them in.
 */
let server: TestServer;
let port: string;
let payPort: string;
beforeAll(async () => {
  // The page cache on: a page rendered for one address must not lend its policy to another.
  server = await startTestServer({ web: true, pay: true, pageCacheSeconds: 30 });
  port = new URL(server.url).port;
  payPort = new URL(server.payUrl ?? "").port;
});
afterAll(() => server.close());

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A request to `toPort` with the given Host (and other headers, and a JSON body). */
function call(
  toPort: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? "GET" : "POST";
    const all = body === undefined ? headers : { ...headers, "content-type": "application/json" };
    const req = request({ host: "127.0.0.1", port: toPort, path, headers: all, method }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const directive = (answer: Answer, name: string) =>
  String(answer.headers["content-security-policy"])
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));

/** The session cookie an answer sets, or null. */
const sessionCookie = (answer: Answer) =>
  (
    [answer.headers["set-cookie"] ?? []].flat().find((cookie) => cookie.startsWith("vv_session=")) ?? ""
  ).split(";")[0] || null;

async function mailsTo(email: string): Promise<{ text: string }[]> {
  const { mails } = (await (await server.fetch("/dev/mailbox.json")).json()) as {
    mails: { to: string; text: string }[];
  };
  return mails.filter((mail) => mail.to === email);
}

/** The absolute link of the newest mail to `email` matching `pattern` (waits for a queued mail). */
const mailedLink = (email: string, pattern: RegExp) =>
  vi.waitFor(
    async () => {
      const link = (await mailsTo(email)).map((mail) => pattern.exec(mail.text)?.[1]).find(Boolean);
      if (!link) throw new Error(`no mail to ${email} yet`);
      return new URL(link);
    },
    { timeout: 5000, interval: 20 },
  );

let n = 0;
const newEmail = () => `address-${++n}-${Date.now()}@example.com`;

describe("the page's policy on every address", () => {
  const site = (host: string) => `http://${host}:${port}`;

  it("allows media, images and connections of exactly the site's addresses", async () => {
    const named = `${site("127.0.0.1")} ${site("localhost")}`;
    const sockets = `${site("127.0.0.1")} ws://127.0.0.1:${port} ${site("localhost")} ws://localhost:${port}`;
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `evil.example:${port}`, "evil.example"]) {
      const page = await call(port, "/en/", { host });
      expect(page.status, host).toBe(200);
      expect(directive(page, "media-src"), host).toBe(`media-src ${named} blob:`);
      expect(directive(page, "img-src"), host).toBe(`img-src ${named} data: blob:`);
      expect(directive(page, "connect-src"), host).toBe(`connect-src ${sockets}`);
      // A foreign Host gets no allowance: neither its name nor 'self' (which would be it).
      expect(String(page.headers["content-security-policy"]), host).not.toContain("evil");
    }
  });

  it("names a page at [::1] 'self' (CSP has no syntax for an IPv6 address), and no other page", async () => {
    const named = `${site("127.0.0.1")} ${site("localhost")}`;
    const ipv6 = await call(port, "/en/", { host: `[::1]:${port}` });
    expect(directive(ipv6, "media-src")).toBe(`media-src 'self' ${named} blob:`);
    expect(directive(ipv6, "connect-src")).toContain("connect-src 'self' ");
    // The page cache keeps the two apart: the next page at localhost has no 'self'.
    const local = await call(port, "/en/", { host: `localhost:${port}` });
    expect(directive(local, "media-src")).toBe(`media-src ${named} blob:`);
  });

  it("adds an alias of SITE_ALIASES, with its secure socket", async () => {
    const aliases = server.config.siteAliases;
    server.config.siteAliases = [{ site: "https://www.velvet.example", pay: "https://pay.velvet.example" }];
    try {
      const page = await call(port, "/en/videos/", { host: `localhost:${port}` });
      expect(directive(page, "media-src")).toBe(
        `media-src ${site("127.0.0.1")} https://www.velvet.example ${site("localhost")} blob:`,
      );
      expect(directive(page, "connect-src")).toContain("https://www.velvet.example wss://www.velvet.example");
    } finally {
      server.config.siteAliases = aliases;
    }
  });

  it("keeps the overlay's page to its own origin", async () => {
    const overlay = await call(payPort, "/_overlay/login?lang=en", { host: `localhost:${payPort}` });
    expect(directive(overlay, "media-src")).toBe("media-src 'self' blob:");
    expect(directive(overlay, "connect-src")).toBe("connect-src 'self'");
  });
});

describe("mails' links lead to the address the guest signed up at", () => {
  const verifyLink = /(http:\/\/\S+\/auth\/verifyEmail\/\S+)/;

  it("a sign-up on the site at localhost: the verification link is on localhost", async () => {
    const email = newEmail();
    const signup = await call(
      port,
      "/rest/v1/auth/signup",
      { host: `localhost:${port}` },
      {
        email,
        password: "address password",
        name: "Local",
      },
    );
    expect(signup.status).toBe(201);
    expect((await mailedLink(email, verifyLink)).origin).toBe(`http://localhost:${port}`);
  });

  it("a sign-up in the overlay takes the site address its page names, if that may frame it", async () => {
    const signUp = async (named: string) => {
      const email = newEmail();
      const answer = await call(
        payPort,
        "/rest/v1/auth/signup",
        { host: `localhost:${payPort}`, [SITE_ADDRESS_HEADER]: named },
        { email, password: "address password", name: "Framed" },
      );
      expect(answer.status).toBe(201);
      return (await mailedLink(email, verifyLink)).origin;
    };
    expect(await signUp(`http://localhost:${port}`)).toBe(`http://localhost:${port}`);
    // Not an address that may frame this overlay: the public one.
    expect(await signUp("http://evil.example")).toBe(server.url);
    expect(await signUp(`http://localhost:${Number(port) + 7}`)).toBe(server.url);
  });

  it("a foreign Host makes no address: the link is on PUBLIC_URL", async () => {
    const email = newEmail();
    await call(
      port,
      "/rest/v1/auth/signup",
      { host: "evil.example" },
      { email, password: "pw evil one", name: "X" },
    );
    expect((await mailedLink(email, verifyLink)).origin).toBe(server.url);
  });

  it("the password-reset link is on the address of the sign-up", async () => {
    const email = newEmail();
    const host = `localhost:${port}`;
    await call(port, "/rest/v1/auth/signup", { host }, { email, password: "first password", name: "Reset" });
    // Asked for at the other address: the link still leads to where the guest signed up.
    const lost = await call(port, "/rest/v1/auth/passwordLost", { host: `127.0.0.1:${port}` }, { email });
    expect(lost.status).toBe(200);
    const link = await mailedLink(email, /(http:\/\/\S+vxpFlow=pwdreset\S+)/);
    expect(link.origin).toBe(`http://localhost:${port}`);
  });
});

describe("the verification link logs in", () => {
  /** A guest signed up at localhost, logged out, with the path of their verification link. */
  async function signedUp(): Promise<{ id: number; path: string; email: string }> {
    const email = newEmail();
    const signup = await call(
      port,
      "/rest/v1/auth/signup",
      { host: `localhost:${port}` },
      {
        email,
        password: "verify password",
        name: "Verifier",
      },
    );
    const { guest } = JSON.parse(signup.body) as { guest: { id: number } };
    const link = await mailedLink(email, /(http:\/\/\S+\/auth\/verifyEmail\/\S+)/);
    return { id: guest.id, path: link.pathname, email };
  }
  const profileWith = (cookie: string) =>
    call(
      port,
      "/rest/v1/guest/profile/get",
      { host: `localhost:${port}`, cookie, origin: `http://localhost:${port}` },
      {},
    );

  it("a browser without a session: verified, and logged in on the link's address", async () => {
    const guest = await signedUp();
    const answer = await call(port, guest.path, { host: `localhost:${port}` });
    expect(answer.status).toBe(303);
    expect(answer.headers.location).toMatch(/\?emailVerified=1$/);
    const cookie = sessionCookie(answer);
    expect(cookie).not.toBeNull();
    const profile = await profileWith(cookie ?? "");
    expect(profile.status).toBe(200);
    expect(JSON.parse(profile.body)).toMatchObject({ id: guest.id, emailVerified: true });
    // Used once: a second click neither verifies nor logs in.
    const again = await call(port, guest.path, { host: `localhost:${port}` });
    expect(again.headers.location).toMatch(/\?emailVerified=0$/);
    expect(sessionCookie(again)).toBeNull();
  });

  it("a browser logged in as someone else keeps its guest (the link never swaps the session)", async () => {
    const other = await signedUp();
    const otherCookie = sessionCookie(await call(port, other.path, { host: `localhost:${port}` })) ?? "";
    const guest = await signedUp();
    const answer = await call(port, guest.path, { host: `localhost:${port}`, cookie: otherCookie });
    expect(answer.headers.location).toMatch(/\?emailVerified=1$/);
    expect(sessionCookie(answer)).toBeNull();
    expect(JSON.parse((await profileWith(otherCookie)).body)).toMatchObject({ id: other.id });
  });

  it("a locked guest: the address is verified, no session", async () => {
    const guest = await signedUp();
    await server.database.db.update(guests).set({ isLocked: true }).where(eq(guests.id, guest.id));
    const answer = await call(port, guest.path, { host: `localhost:${port}` });
    expect(answer.headers.location).toMatch(/\?emailVerified=1$/);
    expect(sessionCookie(answer)).toBeNull();
    const [row] = await server.database.db.select().from(guests).where(eq(guests.id, guest.id));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });
});
