import { describe, expect, inject, it } from "vitest";
import { newPage, open, sharedBrowser } from "./browser.ts";

// Each language's texts are a chunk of their own (issue 12): a page downloads only its language's,
// and a navigation into another language loads that one's before the page renders.
const baseURL = inject("baseUrl");
const browser = sharedBrowser();
const TEXTS = /\/assets\/(de|en|es|nl)-[\w-]+\.js$/;
/** A text pack's chunk (i18n/packs.ts): `feed.de-<hash>.js`. */
const PACK = /\/assets\/(\w+)\.(de|en|es|nl)-[\w-]+\.js$/;

describe("texts per language", () => {
  it("a page loads only its language's texts; a client-side switch loads the other's and renders in it", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const loaded: string[] = [];
    page.on("request", (request) => {
      const match = TEXTS.exec(new URL(request.url()).pathname);
      if (match?.[1]) loaded.push(match[1]);
    });
    await open(page, "/en/videos/");
    expect(loaded).toEqual(["en"]);
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    const englishTitle = await page.title();

    // A navigation inside the app (no document load) into the German pages.
    await page.evaluate(() =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
      ).__reactRouterDataRouter.navigate("/de/videos/"),
    );
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("de");
    expect(loaded).toEqual(["en", "de"]);
    // The German page's meta (title) and shell texts, rendered with the texts just loaded.
    await expect.poll(() => page.title()).not.toBe(englishTitle);
    expect(await page.locator("nav").first().textContent()).toContain("Neue Girls");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("an area's text pack comes with its pages only, in the page's language, and follows a switch of language", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const packs: string[] = [];
    page.on("request", (request) => {
      const match = PACK.exec(new URL(request.url()).pathname);
      if (match) packs.push(`${match[1]}.${match[2]}`);
    });
    const navigate = (to: string) =>
      page.evaluate(
        (path) =>
          (
            window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
          ).__reactRouterDataRouter.navigate(path),
        to,
      );
    // A page without an area's texts loads no pack.
    await open(page, "/en/videos/");
    expect(packs).toEqual([]);
    // A navigation into the feed loads the feed's English texts before the page renders.
    await navigate("/en/feed/");
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("Feed");
    expect(packs).toEqual(["feed.en"]);
    // A switch of language on the feed loads its German pack with the German texts.
    await navigate("/de/feed/");
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("de");
    expect(packs).toEqual(["feed.en", "feed.de"]);
    // A first visit of an area's page (server-rendered, then hydrated) loads that one pack.
    const fresh = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const freshPacks: string[] = [];
    fresh.page.on("request", (request) => {
      const match = PACK.exec(new URL(request.url()).pathname);
      if (match) freshPacks.push(`${match[1]}.${match[2]}`);
    });
    await open(fresh.page, "/es/concursos/");
    expect(freshPacks).toEqual(["contests.es"]);
    await expect.poll(() => fresh.page.locator("main a[href^='/es/concursos/']").count()).toBeGreaterThan(0);
    expect(fresh.problems).toEqual([]);
    await fresh.context.close();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a view that first mounts while its language's texts are still loading renders once they are there", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    await open(page, "/en/videos/");
    // The feed's English pack is held back: every render in English waits for it meanwhile.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let held = false;
    await page.route(/\/assets\/feed\.en-[\w-]+\.js$/, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    void page
      .evaluate(() =>
        (
          window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }
        ).__reactRouterDataRouter.navigate("/en/feed/"),
      )
      .catch(() => undefined);
    await expect.poll(() => held).toBe(true);
    // The login overlay's host mounts for the first time now, and waits for the texts in its mount.
    await page.locator(".account-login").first().click();
    await page.waitForTimeout(300);
    release();
    await expect.poll(() => page.locator(".pay-overlay").count()).toBe(1);
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("Feed");
    expect(problems).toEqual([]);
    await context.close();
  });
});
