import { describe, expect, inject, it } from "vitest";
import { buildPath } from "../src/common/routes/builders.ts";
import type { RouteName } from "../src/common/routes/table.ts";
import { DEMO_EGG_SPOTS } from "../src/server/seed/demoEaster.ts";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot, signUpWithCoins } from "./browser.ts";

/**
 * The easter egg hunt (issue 30) in the browser, at 360 px and on the desktop: a visitor sees the
 * reward ladder (the hidden step a mystery) and the way in; a guest finds today's egg on one of the
 * demo's pages, collects it with a click, is told the reward, and sees the egg on /magazine/easter/.
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

describe("easter egg hunt", () => {
  for (const [width, height] of [
    [360, 780],
    [1280, 900],
  ] as const) {
    it(`shows the ladder, finds an egg, collects it and counts it (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
      await open(page, "/en/magazine/easter/");
      await acceptNecessaryCookies(page);
      await page.getByTestId("easter-login").waitFor();
      const steps = page.getByTestId("easter-ladder").locator("li");
      await expect.poll(() => steps.count()).toBe(4);
      expect(await steps.nth(0).textContent()).toContain("10 VXC");
      expect(await steps.nth(2).textContent()).toContain("Drawn at random: 25 to 100");
      expect(await steps.nth(3).textContent()).toContain("Mystery prize");
      await shot(page, `easter-visitor-${width}`);

      await signUpWithCoins(page, baseURL, operatorKey, `Eggs${width}`, 1);
      // Which of the demo's pages hides an egg today (four of ten a day): ask as the guest.
      let found: RouteName | null = null;
      for (const spot of DEMO_EGG_SPOTS) {
        if (spot.page === "actorProfile") continue;
        const answer = (await (
          await page.request.get(`${baseURL}/rest/v1/special/easter/egg?page=${spot.page}`)
        ).json()) as { egg: { eggId: string } | null };
        if (answer.egg) {
          found = spot.page;
          break;
        }
      }
      expect(found).not.toBeNull();
      await open(page, buildPath("en", found as "home"));
      const egg = page.getByTestId("hidden-egg");
      await egg.waitFor({ timeout: 15_000 });
      expect(await egg.getAttribute("aria-label")).toBe("A hidden easter egg: collect it");
      await shot(page, `easter-egg-${width}`);
      // Keyboard: the egg is a button that takes focus and Enter.
      await egg.focus();
      await page.keyboard.press("Enter");
      const toast = page.getByTestId("egg-toast");
      await toast.waitFor();
      await expect.poll(() => toast.textContent()).toContain("You found an egg!");
      expect(await toast.textContent()).toContain("1 of 8 eggs");
      expect(await toast.textContent()).toContain("Reward unlocked: 10 VXC");
      expect(await egg.count()).toBe(0);
      await shot(page, `easter-found-${width}`);

      await toast.getByRole("link").click();
      await page.waitForURL(/\/en\/magazine\/easter\/$/);
      await expect.poll(() => page.getByTestId("easter-count").textContent()).toBe("1 of 8 eggs found");
      await expect.poll(() => page.getByTestId("easter-history").textContent()).toContain("10 VXC");
      await shot(page, `easter-guest-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
