import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot, signUpWithCoins } from "./browser.ts";

/**
 * The Goldrush (issue 30, the activity-points event) in the browser, at 360 px and on the desktop: a
 * visitor sees the demo's rules (activities with their limits, the reward ladder) and the call to
 * log in; a guest collects the free daily visit and sees her gold, today's count against the limit
 * and the bar to the next reward, once a day.
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

describe("goldrush", () => {
  for (const [width, height] of [
    [360, 780],
    [1280, 900],
  ] as const) {
    it(`shows the rules, counts the free daily visit once and shows the gold (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
      await open(page, "/en/magazine/goldrush/");
      await acceptNecessaryCookies(page);
      await page.getByTestId("goldrush-login").waitFor();
      const activities = page.getByTestId("goldrush-activities");
      await expect.poll(() => activities.locator("li").count()).toBe(5);
      expect(await activities.locator('li[data-code="dailyVisit"]').textContent()).toContain("Up to 1 a day");
      expect(await page.getByTestId("goldrush-ladder").locator("li").count()).toBe(5);
      await shot(page, `goldrush-visitor-${width}`);

      await signUpWithCoins(page, baseURL, operatorKey, `Gold${width}`, 1);
      await open(page, "/en/magazine/goldrush/");
      const points = page.getByTestId("goldrush-points");
      await expect.poll(() => points.textContent()).toBe("0 gold");
      await expect
        .poll(() => activities.locator('li[data-code="dailyVisit"]').textContent())
        .toContain("Today 0 of 1");
      await page.getByTestId("goldrush-visit").click();
      await expect
        .poll(() => page.getByTestId("goldrush-told").textContent())
        .toBe("+10 gold for your visit today!");
      await expect.poll(() => points.textContent()).toBe("10 gold");
      expect(await activities.locator('li[data-code="dailyVisit"]').textContent()).toContain("Today 1 of 1");
      expect(await page.getByTestId("goldrush-visit").isDisabled()).toBe(true);
      expect(await page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("3");
      // Nothing is wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `goldrush-guest-${width}`);
      // The server agrees, and a second visit today counts nothing.
      const again = await page.request.post(`${baseURL}/rest/v1/special/goldrush/visit`, {
        headers: { origin: baseURL },
        data: {},
      });
      expect(again.status()).toBe(200);
      expect(await again.json()).toMatchObject({ counted: false, data: { guestPoints: 10 } });
      await open(page, "/en/magazine/goldrush/");
      await expect.poll(() => points.textContent()).toBe("10 gold");
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
