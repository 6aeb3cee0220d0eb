import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const browser = sharedBrowser();

describe("video stars", () => {
  it("ranks the actors by video sales, podium first, and links the video lists", async () => {
    const { page, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, "/en/videos/");
    await acceptNecessaryCookies(page);
    // The lists' navigation leads to the stars.
    const nav = page.getByRole("navigation", { name: "Video lists" });
    expect(await nav.locator("[aria-current='page']").textContent()).toBe("Top videos");
    await nav.getByRole("link", { name: "Video stars" }).click();
    await page.waitForURL(/\/en\/videos\/stars\/$/);
    // The URL changes before the new page is committed: wait for its heading.
    await expect.poll(() => page.locator("h1").textContent()).toBe("Video stars");
    const stars = page.getByTestId("video-star");
    const count = await stars.count();
    // Every demo actor with a released video is ranked (at most 100), 1 to n in order.
    expect(count).toBeGreaterThan(3);
    expect(count).toBeLessThanOrEqual(100);
    const ranks = await stars.evaluateAll((items) =>
      items.map((item) => Number(item.getAttribute("data-rank"))),
    );
    expect(ranks).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(await stars.first().locator(".star-rank .visually-hidden").textContent()).toBe("No. 1");
    expect(await stars.first().locator(".star-videos").textContent()).toMatch(/^\d+ videos?$/);
    await expect.poll(() => nav.locator("[aria-current='page']").textContent()).toBe("Video stars");
    // The navbar marks the videos section (not the home page's categories anchor).
    const main = page.getByRole("navigation", { name: "Main navigation" });
    expect(await main.locator("[aria-current='page']").allTextContents()).toEqual(["Videos"]);
    await shot(page, "video-stars-1440");
    // A tile opens the actor's profile.
    // The name without the screen readers' "(online)".
    const name = (await stars.first().locator(".actor-tile-name").innerText()).replace(/\(.*\)/, "").trim();
    await stars.first().locator("a.actor-tile-link").click();
    await page.waitForURL(/\/en\/amateur\//);
    expect(decodeURIComponent(page.url()).toLowerCase()).toContain(name.toLowerCase());
    expect(problems).toEqual([]);
  });

  it("fits a 375 px phone in German, the lists scrolling sideways", async () => {
    const { page, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    await open(page, "/de/videos/stars/");
    await acceptNecessaryCookies(page);
    expect(await page.locator("h1").textContent()).toBe("Videostars");
    expect(
      await page.getByTestId("video-star").first().locator(".star-rank .visually-hidden").textContent(),
    ).toBe("Platz 1");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, "video-stars-375");
    expect(problems).toEqual([]);
  });
});
