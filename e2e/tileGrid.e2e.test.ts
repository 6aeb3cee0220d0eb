import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const browser = sharedBrowser();
const LIST = "/en/videos/all-videos/";

const tiles = (page: Page) => page.locator("[data-testid='video-grid'] .video-tile");

/** Whether the tile at an index (0-based) is inside the viewport. */
const tileInView = (page: Page, index: number) =>
  page.evaluate((i) => {
    const tile = document.querySelectorAll("[data-testid='video-grid'] .video-tile")[i];
    const box = tile?.getBoundingClientRect();
    return Boolean(box && box.bottom > 0 && box.top < window.innerHeight);
  }, index);

describe("tile grids", () => {
  it("shows more tiles, opens one, and comes back to the same tiles at the same place", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, LIST);
    await acceptNecessaryCookies(page);
    expect(await tiles(page).count()).toBe(16);
    await expect
      .poll(() => page.locator(".grid-more-count").textContent())
      .toMatch(/^16 of \d+ videos shown$/);

    await page.getByTestId("grid-show-more").click();
    await expect.poll(() => tiles(page).count()).toBe(32);
    // Keyboard users land on the first new tile.
    expect(
      await page.evaluate(() => {
        const links = [...document.querySelectorAll("[data-testid='video-grid'] .video-tile-media")];
        return links.indexOf(document.activeElement as Element);
      }),
    ).toBe(16);
    await shot(page, "grid-more-1440");

    const tile = tiles(page).nth(21);
    const title = (await tile.locator(".tile-title a").textContent()) ?? "";
    await tile.scrollIntoViewIfNeeded();
    await tile.locator(".tile-title a").click();
    await page.waitForURL((url) => url.pathname.includes("/video/"));
    const back = page.getByTestId("grid-back-link");
    await expect.poll(() => back.textContent()).toContain("Back to All videos");
    expect(await page.locator(".video-title").textContent()).toBe(title);

    await back.click();
    await page.waitForURL((url) => url.pathname === LIST);
    await expect.poll(() => tiles(page).count()).toBe(32);
    await expect.poll(() => tileInView(page, 21)).toBe(true);
    expect(await tileInView(page, 0)).toBe(false);

    // A reload keeps the pages this history entry had loaded.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => tiles(page).count()).toBe(32);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("reports 'rest-error' when a page cannot be read and retries (375 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    await open(page, LIST);
    await acceptNecessaryCookies(page);
    await page.route("**/rest/v1/tileGrid/get/**", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"success":false}' }),
    );
    await page.getByTestId("grid-show-more").click();
    const error = page.locator("[data-error='rest-error']");
    await error.waitFor();
    expect(await error.getAttribute("role")).toBe("alert");
    expect(await page.getByTestId("grid-show-more").textContent()).toBe("Try again");
    expect(await tiles(page).count()).toBe(16);
    await page.getByTestId("grid-show-more").scrollIntoViewIfNeeded();
    await shot(page, "grid-rest-error-375");

    await page.unroute("**/rest/v1/tileGrid/get/**");
    await page.getByTestId("grid-show-more").click();
    await expect.poll(() => tiles(page).count()).toBe(32);
    expect(await error.count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps a logged-in guest's order for the list, and only for that guest", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email: `grid-${Date.now()}@example.com`, password: "grid password", name: "Gina" },
    });
    expect(created.status()).toBe(201);
    await open(page, "/en/videos/new-videos/");
    await acceptNecessaryCookies(page);
    expect(await page.locator("select#sort").inputValue()).toBe("newest");
    const hrefs = () =>
      page
        .locator("[data-testid='video-grid'] .tile-title a")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const newest = await hrefs();
    await page.locator("select#sort").selectOption("priceAsc");
    await page.waitForURL(/sort=priceAsc/);
    await expect.poll(() => page.locator("select#sort").inputValue()).toBe("priceAsc");
    // The grid shows the new order once the navigation has rendered (not at the URL change).
    await expect.poll(hrefs).not.toEqual(newest);
    const sorted = await hrefs();

    await open(page, "/en/videos/new-videos/");
    expect(await page.locator("select#sort").inputValue()).toBe("priceAsc");
    expect(await hrefs()).toEqual(sorted);
    // Another list keeps its own default.
    await open(page, "/en/videos/all-videos/");
    expect(await page.locator("select#sort").inputValue()).toBe("topRated");

    const anonymous = await browser().newContext({ baseURL });
    const other = await anonymous.newPage();
    await other.goto("/en/videos/new-videos/");
    expect(await other.locator("select#sort").inputValue()).toBe("newest");
    await anonymous.close();
    expect(problems).toEqual([]);
    await context.close();
  });
});
