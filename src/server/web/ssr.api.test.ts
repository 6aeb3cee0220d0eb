import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../common/languages.ts";
import { buildPath, ROUTE_NAMES, ROUTES, type RouteDef } from "../../common/routes/index.ts";
import { shippedLegalTexts as legalTexts } from "../modules/legal/index.ts";
import { startTestServer, type TestServer } from "../test/testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ web: true });
});
afterAll(() => server.close());

async function page(path: string, init?: RequestInit) {
  const response = await server.fetch(path, init);
  return { response, html: await response.text() };
}

const SOON = ROUTE_NAMES.filter((name) => (ROUTES[name] as RouteDef).status === "soon");

describe("server-rendered pages without catalogue data", () => {
  it.each([
    "messenger",
    "accountFavoriteCams",
    "accountVideoChats",
    "accountMediathek",
    "accountMediathekPhotos",
  ] as const)("renders the guest's own page %s as a shell that search engines do not index", async (name) => {
    const { response, html } = await page(buildPath("en", name));
    expect(response.status).toBe(200);
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("renders the German home at / with lang, title, description, canonical and hreflang", async () => {
    const { response, html } = await page("/");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(html).toMatch(/<html lang="de"/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${server.url}/"`);
    for (const language of LANGUAGES) {
      expect(html).toContain(`hrefLang="${language}" href="${server.url}${buildPath(language, "home")}"`);
    }
  });

  it("puts the CSP nonce on every inline script", async () => {
    const { response, html } = await page("/en/");
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(script[1]).toContain(`nonce="${nonce}"`);
  });

  it("paints before the app's JavaScript: no module preload in the page, the module script adds them after the first frame", async () => {
    const { html } = await page("/en/");
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = /<script[^>]* type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).toMatch(
      /^if\(document\.visibilityState==="visible"&&window\.top===window\)await new Promise/,
    );
    expect(script).toMatch(/l\.rel="modulepreload"/);
    expect(script).toMatch(
      /await import\("\/assets\/_entry\.client-[\w-]+\.js"\)|import\("\/assets\/_entry\.client-[\w-]+\.js"\)/,
    );
    expect(script).not.toMatch(/^import /m);
  });

  it("has no route of the table answering coming soon any more (issue 29: every route is built)", () => {
    expect(SOON).toEqual([]);
  });

  it("renders the legal pages in each language", async () => {
    for (const language of LANGUAGES) {
      for (const name of ["termsOfService", "dataProtection", "imprint"] as const) {
        const path = buildPath(language, name);
        const { response, html } = await page(path);
        expect(response.status, path).toBe(200);
        expect(html).toContain(`<h1>${legalTexts(language)[name].title}</h1>`);
        expect(html).toContain("<h2>");
      }
    }
  });

  it.each(LANGUAGES)("renders the imprint in %s with its title, linked from the footer", async (language) => {
    const imprint = legalTexts(language).imprint;
    const path = buildPath(language, "imprint");
    const { response, html } = await page(path);
    expect(response.status).toBe(200);
    expect(html).toContain(`<title>${imprint.title} | Velvet</title>`);
    expect(html).toContain(`<link rel="canonical" href="${server.url}${path}"`);
    expect(html).toContain("Velvet Media GmbH");
    const home = await page(buildPath(language, "home"));
    expect(home.html).toContain(`href="${path}"`);
  });

  it("answers an unknown path with a localized 404 page", async () => {
    const german = await page("/gibt-es-nicht/");
    expect(german.response.status).toBe(404);
    expect(german.html).toContain('lang="de"');
    const english = await page("/en/nothing-here/");
    expect(english.response.status).toBe(404);
    expect(english.html).toContain('lang="en"');
    expect(english.html).toContain("Page not found");
    const unknownLanguage = await page("/fr/videos/");
    expect(unknownLanguage.response.status).toBe(404);
    expect(unknownLanguage.html).toContain('lang="en"');
  });

  it("answers 404 for an unknown actor, category or page number", async () => {
    expect((await page("/en/amateur/nobody-here/")).response.status).toBe(404);
    expect((await page("/en/categories/nothing/")).response.status).toBe(404);
    expect((await page("/en/videos/new-videos/?page=abc")).response.status).toBe(404);
    expect((await page("/en/videos/new-videos/?page=99")).response.status).toBe(404);
  });

  it("redirects to the canonical trailing-slash form and /de/ to /", async () => {
    const missingSlash = await server.fetch("/en/new-girls?x=1");
    expect(missingSlash.status).toBe(301);
    expect(missingSlash.headers.get("location")).toBe("/en/new-girls/?x=1");
    const extraSlash = await server.fetch("/en/amateur/mia/videos/tag/outdoor/");
    expect(extraSlash.status).toBe(301);
    expect(extraSlash.headers.get("location")).toBe("/en/amateur/mia/videos/tag/outdoor");
    const germanHome = await server.fetch("/de/");
    expect(germanHome.status).toBe(301);
    expect(germanHome.headers.get("location")).toBe("/");
  });

  it("redirects the special events that have no page of their own, in the path's language", async () => {
    for (const [path, target] of [
      ["/en/cum-on/", "/en/contests/"],
      ["/de/cum-on/", "/de/wettbewerbe/"],
      ["/es/cum-on", "/es/concursos/"],
      ["/nl/cum-on/?ref=mail", "/nl/contests/?ref=mail"],
    ] as const) {
      const response = await server.fetch(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.get("location"), path).toBe(target);
    }
    expect((await server.fetch("/fr/cum-on/")).status).toBe(404);
  });

  it("shows the cookie banner until a choice is made, with reject beside accept", async () => {
    const { html } = await page("/en/");
    expect(html).toContain('data-testid="cookie-banner"');
    expect(html).toMatch(/value="necessary"[\s\S]*value="all"/);
    const chosen = await page("/en/", { headers: { cookie: "vv_cc=n1.f0.a0" } });
    expect(chosen.html).not.toContain('data-testid="cookie-banner"');
  });

  it("stores a cookie choice made without JavaScript and goes back", async () => {
    const response = await server.fetch("/consent", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "choice=custom&functional=on&returnTo=%2Fen%2Fvideos%2F",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/videos/");
    expect(response.headers.get("set-cookie")).toMatch(
      /^vv_cc=n1\.f1\.a0; Path=\/; Max-Age=31536000; SameSite=Lax/,
    );
    const hostile = await server.fetch("/consent", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "choice=all&returnTo=%2F%2Fevil.example",
    });
    expect(hostile.headers.get("location")).toBe("/");
  });

  it("sets no cookie on a plain page view", async () => {
    const response = await server.fetch("/en/");
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
