import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { HOVER_DELAY_MS } from "../src/web/features/catalog/useTilePreview.ts";
import {
  ARTIFACTS,
  acceptNecessaryCookies,
  afterPageTimers,
  newPage,
  open,
  sharedBrowser,
  shot,
} from "./browser.ts";

const baseURL = inject("baseUrl");
const browser = sharedBrowser();

beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
});

/** Waits until every image in the viewport has loaded, and returns how many there are. */
async function visibleImagesLoaded(page: Page): Promise<number> {
  await page.waitForFunction(() =>
    [...document.images]
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight && r.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
  return page.evaluate(
    () =>
      [...document.images].filter((img) => {
        const r = img.getBoundingClientRect();
        return r.bottom > 0 && r.top < innerHeight && img.naturalWidth > 0;
      }).length,
  );
}

describe("a guest on the desktop", () => {
  it("sees the German home with real images and no errors, and opens an actor from a tile", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, "/");
    expect(await page.getAttribute("html", "lang")).toBe("de");
    await expect.poll(() => page.locator(".video-tile, .actor-tile").count()).toBeGreaterThan(10);
    expect(await visibleImagesLoaded(page)).toBeGreaterThan(3);
    await shot(page, "home-de-1440", true);

    const tile = page.locator(".actor-tile a[href^='/de/amateur/']").first();
    const href = (await tile.getAttribute("href")) ?? "";
    await tile.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect.poll(() => page.locator("h1").textContent()).toBeTruthy();
    expect((await page.title()).length).toBeGreaterThan(3);
    await shot(page, "actor-de-1440", true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("switches the language from the menu and keeps the page", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, "/en/videos/new-videos/");
    await page.locator(".lang-switch button").click();
    await page.locator("#language-menu a[hreflang='es']").click();
    await page.waitForURL(
      (url) => url.pathname === "/es/videos/videos-nuevos/" || url.pathname.startsWith("/es/"),
    );
    expect(await page.getAttribute("html", "lang")).toBe("es");
    expect(new URL(page.url()).pathname).not.toContain("new-videos");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("stores nothing before consent, and remembers a rejection", async () => {
    // languageNote: true keeps the helper from planting its own "note dismissed" entry, which
    // would be the one item this test finds in localStorage (an English page offers no note).
    const { page, context, problems } = await newPage(browser(), {
      width: 1440,
      height: 900,
      baseURL,
      languageNote: true,
    });
    await open(page, "/en/");
    const banner = page.getByTestId("cookie-banner");
    await banner.waitFor();
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    await banner.locator("button[value='necessary']").click();
    await banner.waitFor({ state: "detached" });
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(["vv_cc"]);
    expect(cookies[0]?.value).toMatch(/f0\.a0$/);
    await page.reload();
    expect(await page.getByTestId("cookie-banner").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("hides the navbar while scrolling down and shows it again on the way up", async () => {
    const { page, context } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, "/en/videos/all-videos/");
    const navbar = page.getByTestId("navbar");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => navbar.getAttribute("class"), { timeout: 5000 }).toContain("navbar-hidden");
    await page.mouse.wheel(0, -300);
    await expect.poll(() => navbar.getAttribute("class"), { timeout: 5000 }).not.toContain("navbar-hidden");
    await context.close();
  });

  it("plays a tile's free preview clip while the mouse rests on it", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, "/en/videos/");
    const media = page.locator(".video-tile .video-tile-media").first();
    await media.waitFor();
    await page.waitForSelector("html[data-hydrated]");
    const preview = page.getByTestId("tile-preview");
    // Pages open with reduced motion in these tests: then nothing plays.
    await media.hover();
    await afterPageTimers(page, HOVER_DELAY_MS);
    expect(await preview.count()).toBe(0);
    await page.mouse.move(5, 5);
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await media.hover();
    await preview.waitFor();
    expect(await preview.getAttribute("src")).toMatch(/-preview\.mp4$/);
    // The clip really plays (muted), then stops when the mouse leaves.
    await expect
      .poll(() => preview.evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0);
    expect(await preview.evaluate((video: HTMLVideoElement) => video.muted)).toBe(true);
    await page.mouse.move(5, 5);
    await preview.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("starts keyboard navigation at the skip link", async () => {
    const { page, context } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    // While the cookie banner is shown it is the first tab stop (keyboard.e2e.test.ts); after the choice, the skip link.
    await open(page, "/en/");
    await acceptNecessaryCookies(page);
    await open(page, "/en/");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe("#main");
    await context.close();
  });
});

describe("a guest on a phone", () => {
  it("gets a one-column layout without sideways scrolling and a working menu", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    await open(page, "/en/");
    await visibleImagesLoaded(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "home-en-375", true);
    const menuButton = page.locator(".navbar-menu-btn");
    await menuButton.click();
    expect(await menuButton.getAttribute("aria-expanded")).toBe("true");
    expect(await page.locator("#mobile-menu").isVisible()).toBe(true);
    // The panel fills the screen below the navbar (not squashed by a containing block).
    const panel = await page.locator(".mobile-menu-panel").boundingBox();
    expect(panel?.height).toBeGreaterThan(600);
    await page.screenshot({ path: fileURLToPath(new URL("menu-en-375.png", ARTIFACTS)) });
    await page.keyboard.press("Escape");
    await expect.poll(() => page.locator("#mobile-menu").isVisible()).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("a guest without JavaScript", () => {
  it("reads the lists and sorts them with the plain form", async () => {
    const { page, context } = await newPage(browser(), {
      width: 1280,
      height: 900,
      baseURL,
      javaScriptEnabled: false,
    });
    await page.goto("/en/videos/new-videos/");
    expect(await page.locator(".video-tile, .actor-tile").count()).toBeGreaterThan(5);
    const select = page.locator("select[name='sort']");
    await select.selectOption("priceAsc");
    await page
      .locator("form.sort-form button[type='submit'], form.sort-form [type='submit']")
      .first()
      .click();
    await page.waitForURL(/sort=priceAsc/);
    expect(await page.locator(".video-tile, .actor-tile").count()).toBeGreaterThan(5);
    await context.close();
  });
});
