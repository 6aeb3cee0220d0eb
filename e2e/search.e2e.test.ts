import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  acceptNecessaryCookies,
  afterPageTimers,
  demoActors,
  newPage,
  open,
  sharedBrowser,
  shot,
} from "./browser.ts";

const baseURL = inject("baseUrl");
const browser = sharedBrowser();

async function acceptAllCookies(page: Page): Promise<void> {
  const banner = page.getByTestId("cookie-banner");
  await banner.locator("button[value='all']").click();
  await banner.waitFor({ state: "detached" });
}

async function openSearch(page: Page) {
  await page.getByTestId("search-open").click();
  const input = page.getByTestId("search-input");
  await input.waitFor();
  return input;
}

const recentInStorage = (page: Page) => page.evaluate(() => window.localStorage.getItem("vv.recentSearches"));

describe("global search", () => {
  it("suggests as you type, navigates by keyboard, shows results with tabs and remembers searches with consent", async () => {
    const { page, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const [actor] = await demoActors(page, baseURL);
    if (!actor) throw new Error("no demo actor");
    const prefix = actor.name.slice(0, 4).toLowerCase();
    await open(page, "/en/");
    await acceptAllCookies(page);

    const input = await openSearch(page);
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input.getAttribute("role")).toBe("combobox");
    await input.fill("ab");
    await expect.poll(() => page.getByTestId("search-status").textContent()).toContain("at least 3");
    await input.fill(prefix);
    const actorOption = page.locator(`[role='option']`, { hasText: actor.name });
    await actorOption.first().waitFor();
    await shot(page, "search-overlay-suggestions-1440");

    // Keyboard: down selects the first option, up from the first wraps to "show all".
    await input.press("ArrowDown");
    const first = page.locator("[role='option'][aria-selected='true']");
    expect(await first.count()).toBe(1);
    const activeId = await input.getAttribute("aria-activedescendant");
    expect(activeId).toBe(await first.getAttribute("id"));
    await input.press("ArrowUp");
    expect(await page.locator("[role='option'][aria-selected='true']").textContent()).toContain(
      `“${prefix}”`,
    );
    await Promise.all([page.waitForURL(`**/en/search/videos/${prefix}/`), input.press("Enter")]);
    await page.getByTestId("search-page").waitFor();
    expect(await page.locator("h1").textContent()).toContain(prefix);
    const tabs = page.getByTestId("search-tabs").locator("a");
    expect(await tabs.count()).toBe(6);
    expect(await page.locator(".search-tab[aria-current='page']").textContent()).toContain("Videos");
    await shot(page, "search-results-videos-1440", true);

    // The actors tab lists the actor; a category without hits says so.
    await Promise.all([
      page.waitForURL("**category=actors"),
      page.locator(".search-tab", { hasText: "Amateurs" }).click(),
    ]);
    await page.locator(".actor-tile", { hasText: actor.name }).first().waitFor();
    await shot(page, "search-results-actors-1440");
    await Promise.all([
      page.waitForURL("**category=tv"),
      page.locator(".search-tab", { hasText: "TV" }).click(),
    ]);
    expect(await page.getByTestId("search-empty").textContent()).toContain("Check the spelling");

    // Recent searches: stored with functional consent, shown when the box is empty, Escape closes.
    expect(JSON.parse((await recentInStorage(page)) ?? "[]")).toEqual([prefix]);
    const again = await openSearch(page);
    await page.locator("[role='option']", { hasText: prefix }).waitFor();
    await shot(page, "search-overlay-recent-1440");
    await again.press("Escape");
    await page.getByTestId("search-overlay").waitFor({ state: "detached" });
    expect(await page.getByTestId("search-open").evaluate((el) => el === document.activeElement)).toBe(true);

    // Before anything is typed the overlay also offers the most popular tags; one opens its results.
    await openSearch(page);
    const popular = page.locator(".search-option-popular");
    await popular.first().waitFor();
    expect(await popular.count()).toBeLessThanOrEqual(8);
    const label = (await popular.first().locator(".search-option-label").textContent()) ?? "";
    await Promise.all([page.waitForURL(/\/en\/search\/videos\/[^/]+\/$/), popular.first().click()]);
    expect(decodeURIComponent(page.url())).toContain(`/${label.toLowerCase()}/`);
    await page.locator(".video-tile").first().waitFor();
    // The blog tab lists the posts found, as the blog's cards linking to the post.
    await open(page, "/en/search/videos/welcome/?category=blog");
    const card = page.getByTestId("blog-card").filter({ hasText: "Welcome to the Velvet blog" });
    await card.waitFor();
    expect(await card.getByRole("link").getAttribute("href")).toMatch(/^\/en\/blog\/[a-z0-9-]+\/$/);
    await shot(page, "search-results-blog-1440");
    // The TV tab lists the mediathek's series as its cards, linking to the series.
    await open(page, "/en/search/videos/lounge/?category=tv");
    await page.getByTestId("tv-series-card").first().waitFor();
    expect(await page.getByTestId("tv-series-card").first().getByRole("link").getAttribute("href")).toBe(
      "/en/tv/mediathek/gold-lounge/",
    );
    await shot(page, "search-results-tv-1440");
    expect(problems).toEqual([]);
  });

  it("proposes a corrected spelling for a typo", async () => {
    const { page, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, "/en/search/videos/stockngs/");
    await acceptNecessaryCookies(page);
    expect(await page.getByTestId("search-proposals").textContent()).toContain("stockings");
    expect(await page.locator(".video-tile").count()).toBeGreaterThan(0);
    // Without functional consent nothing is written to local storage.
    expect(await recentInStorage(page)).toBeNull();
    expect(problems).toEqual([]);
  });

  it("ignores a slow answer for an older pattern and works at 375 px", async () => {
    const { page, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    // The answer for "stoc" arrives after the one for "stockings".
    await page.route("**/rest/v1/searchResult/suggest/en/stoc?*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await open(page, "/en/");
    await acceptNecessaryCookies(page);
    // The navbar (with the search button) fits: nothing sticks out on the right.
    const right = await page
      .getByTestId("navbar")
      .evaluate((nav) =>
        Math.max(...[...nav.querySelectorAll("a, button")].map((el) => el.getBoundingClientRect().right)),
      );
    expect(right).toBeLessThanOrEqual(375);
    const input = await openSearch(page);
    const slow = (request: { url(): string }) => request.url().includes("/searchResult/suggest/en/stoc?");
    const asked = page.waitForRequest(slow);
    await input.pressSequentially("stoc", { delay: 20 });
    await asked;
    const answered = page.waitForEvent("requestfinished", slow);
    await input.fill("stockings");
    await page.locator("[role='option']", { hasText: "Stockings" }).first().waitFor();
    // The older answer arrives after the newer one: once it is in and the page had its frames, the
    // suggestions still belong to "stockings".
    await answered;
    await afterPageTimers(page, 0);
    expect(await page.locator(".search-option-all").textContent()).toContain("“stockings”");
    await shot(page, "search-overlay-375");
    await Promise.all([page.waitForURL("**/en/search/videos/stockings/"), input.press("Enter")]);
    await page.getByTestId("search-page").waitFor();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await shot(page, "search-results-375", true);
    expect(problems).toEqual([]);
  });
});
