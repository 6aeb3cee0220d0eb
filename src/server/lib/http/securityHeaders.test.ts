import { Writable } from "node:stream";
import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { isApiPath } from "./conventions.ts";
import { RequestLog } from "./requestLog.ts";
import { API_CONTENT_SECURITY_POLICY, nonce, registerSecurityHeaders } from "./securityHeaders.ts";

const ORIGINS = {
  payOrigin: "http://pay.example:4001",
  siteOrigins: ["http://site.example:4000", "http://alias.example"],
  siteSources: ["http://site.example:4000", "https://alias.example"],
  siteAddress: "http://site.example:4000",
};

/** The platform's configuration of @fastify/helmet before its headers were made once at start-up. */
async function helmetApp(role: "site" | "pay", hsts: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  // Issue 27: a site page's media, images and connections go to the site's addresses only (and the
  // socket's ws:/wss: of each); the overlay's stay 'self'.
  const own = role === "site" ? ORIGINS.siteSources : ["'self'"];
  const sockets = ["ws://site.example:4000", "wss://alias.example"];
  const connect =
    role === "site" ? ORIGINS.siteSources.flatMap((origin, i) => [origin, sockets[i] as string]) : own;
  await app.register(fastifyHelmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: [...own, "data:", "blob:"],
        mediaSrc: [...own, "blob:"],
        connectSrc: connect,
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        frameAncestors: role === "pay" ? [() => ORIGINS.siteOrigins.join(" ")] : ["'none'"],
        frameSrc: role === "site" ? [() => ORIGINS.payOrigin] : ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: role === "pay" ? false : { action: "deny" },
    strictTransportSecurity: hsts,
  });
  return withRoutes(app);
}

function ownApp(role: "site" | "pay", hsts: boolean): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorateRequest("overlayOrigins", { getter: () => ORIGINS });
  registerSecurityHeaders(app, { role, hsts });
  return withRoutes(app);
}

async function withRoutes(app: FastifyInstance): Promise<FastifyInstance> {
  app.get("/rest/v1/alive", async () => ({ alive: true }));
  app.get("/en/", async (_request, reply) =>
    reply.type("text/html").send(`<script nonce="${reply.cspNonce.script}">1</script>`),
  );
  await app.ready();
  return app;
}

/** The security headers of an answer: lower-case names, nonces replaced. */
async function securityHeaders(app: FastifyInstance, url: string): Promise<Record<string, string>> {
  const response = await app.inject({ url });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (["content-type", "content-length", "date", "connection"].includes(name)) continue;
    headers[name] = String(value).replace(/'nonce-[0-9a-f]{32}'/g, "'nonce-N'");
  }
  return headers;
}

describe("security headers", () => {
  it.each([
    ["site", true],
    ["site", false],
    ["pay", true],
    ["pay", false],
  ] as const)(
    "are helmet's on pages and those meaning something for JSON on API answers: %s, HSTS %s",
    async (role, hsts) => {
      const [helmet, own] = await Promise.all([helmetApp(role, hsts), ownApp(role, hsts)]);
      const helmetPage = await securityHeaders(helmet, "/en/");
      expect(helmetPage["content-security-policy"]).toContain("'nonce-N'");
      expect(await securityHeaders(own, "/en/")).toEqual(helmetPage);
      const { "content-security-policy": policy, ...fixed } = await securityHeaders(own, "/rest/v1/alive");
      const { "content-security-policy": _page, ...helmetFixed } = await securityHeaders(
        helmet,
        "/rest/v1/alive",
      );
      // The API keeps helmet's headers that mean something for JSON, with helmet's values, and no other.
      const kept = ["cross-origin-resource-policy", "x-content-type-options", "x-frame-options"];
      if (hsts) kept.push("strict-transport-security");
      expect(fixed).toEqual(
        Object.fromEntries(
          kept.filter((name) => name in helmetFixed).map((name) => [name, helmetFixed[name]]),
        ),
      );
      expect(Object.keys(helmetFixed)).toEqual(
        expect.arrayContaining(["referrer-policy", "x-xss-protection"]),
      );
      expect(fixed["x-content-type-options"]).toBe("nosniff");
      expect(fixed["cross-origin-resource-policy"]).toBe("same-origin");
      expect(fixed["strict-transport-security"]).toBe(
        hsts ? "max-age=31536000; includeSubDomains" : undefined,
      );
      expect(fixed["x-frame-options"]).toBe(role === "site" ? "DENY" : undefined);
      expect(policy).toBe(API_CONTENT_SECURITY_POLICY);
      expect(policy).toContain("frame-ancestors 'none'");
      await Promise.all([helmet.close(), own.close()]);
    },
  );

  it("gives each page fresh script and style nonces, the ones its policy names", async () => {
    const app = await ownApp("site", false);
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const response = await app.inject({ url: "/en/" });
      const policy = String(response.headers["content-security-policy"]);
      const script = /script-src 'self' 'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
      const style = /style-src 'self' 'unsafe-inline' 'nonce-([0-9a-f]{32})'/.exec(policy)?.[1];
      expect(script).toBeDefined();
      expect(style).toBeDefined();
      expect(response.body).toBe(`<script nonce="${script}">1</script>`);
      seen.add(script as string);
      seen.add(style as string);
    }
    expect(seen.size).toBe(600);
    await app.close();
  });

  it("makes nonces of 128 random bits that never repeat across pool refills", () => {
    const made = Array.from({ length: 1000 }, () => nonce());
    for (const value of made) expect(value).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(made).size).toBe(made.length);
  });
});

describe("isApiPath", () => {
  const previous = (url: string) => {
    const path = url.replace(/^\/+/, "/").split("?")[0] as string;
    return (
      path === "/rest" || path.startsWith("/rest/") || path === "/graphql" || path.startsWith("/graphql/")
    );
  };
  it.each([
    "/rest",
    "/rest/",
    "/rest/v1/alive",
    "//rest/v1/alive",
    "///rest?x=1",
    "/rest?x=/y",
    "/restful",
    "/rest#x",
    "/graphql",
    "/graphql?query=1",
    "/graphql/x",
    "/graphqlx",
    "/en/rest/",
    "rest/v1",
    "",
    "/",
    "/?/rest/",
    "/media/rest/x",
  ])("answers %j as before", (url) => {
    expect(isApiPath(url)).toBe(previous(url));
  });
});

describe("request log", () => {
  type Line = { level: number; msg: string };
  async function logged(level: string, status: number): Promise<Line[]> {
    const lines: Line[] = [];
    const stream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(JSON.parse(String(chunk)));
        callback();
      },
    });
    const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
    app.get("/x", async (_request, reply) => reply.status(status).send({}));
    await app.inject({ url: "/x" });
    await app.close();
    return lines.filter((line) => line.msg === "request completed");
  }

  it("logs a quick answer at debug only, a server error at info", async () => {
    expect(await logged("info", 200)).toEqual([]);
    expect(await logged("info", 404)).toEqual([]);
    expect(await logged("debug", 200)).toMatchObject([{ level: 20 }]);
    expect(await logged("info", 503)).toMatchObject([
      { level: 30, req: { url: "/x" }, res: { statusCode: 503 } },
    ]);
  });
});
