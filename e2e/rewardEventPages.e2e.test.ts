import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot, signUpWithCoins } from "./browser.ts";

/**
 * The reward events' own pages (issue 30, spec content "Special events by name"): each names its
 * event in its own look (the theme's class and hero), shows the published odds and the way in to a
 * visitor; a guest plays the page's event once (a pick, or the slot machine's lever) and is told what
 * the server drew, with one free try less. Half the pages at 360 px, half on the desktop.
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

const PAGES = [
  { path: "/en/magazine/wiesn-shooting/", type: "wiesn-shooting", title: "Wiesn shooting gallery", picks: 5 },
  { path: "/en/magazine/halloween/", type: "halloween", title: "Halloween treats", picks: 3 },
  { path: "/en/magazine/slot-machine/", type: "slotmachine", title: "Slot machine", picks: 0 },
  { path: "/en/magazine/wiesn-bude/", type: "wiesn-bude", title: "Wiesn booth", picks: 3 },
  { path: "/en/magazine/venus-attacks/", type: "venus-attacks", title: "Venus attacks", picks: 3 },
  { path: "/en/magazine/kick-it-2025/", type: "kickIt", title: "Kick it 2025", picks: 3 },
  { path: "/en/magazine/reward-box/", type: "reward-box", title: "Reward box", picks: 3 },
] as const;

describe("the reward events' pages", () => {
  for (const [width, height, pages] of [
    [360, 780, PAGES.slice(0, 3)],
    [1280, 900, PAGES.slice(3)],
  ] as const) {
    it(`shows each event in its look with its odds and plays it once (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
      let accepted = false;
      for (const event of pages) {
        await open(page, event.path);
        if (!accepted) {
          await acceptNecessaryCookies(page);
          accepted = true;
        }
        expect(await page.locator("h1").textContent()).toBe(event.title);
        await page.locator(`.rewardevent-page.rewardevent-theme-${event.type}`).waitFor();
        await page.getByTestId(`${event.type}-login`).waitFor();
        const rows = page.getByTestId(`${event.type}-odds`).locator("tbody tr");
        await expect.poll(() => rows.count()).toBeGreaterThan(1);
        const chances = await rows.locator("td:nth-child(2)").allTextContents();
        expect(Math.round(chances.reduce((sum, text) => sum + Number(text.replace("%", "")), 0))).toBe(100);
        if (event.picks > 0)
          expect(await page.getByTestId(`${event.type}-picks`).locator("button").count()).toBe(event.picks);
      }
      await shot(page, `reward-event-visitor-${width}`);

      await signUpWithCoins(page, baseURL, operatorKey, `Events${width}`, 1);
      for (const event of pages) {
        await open(page, event.path);
        const credits = page.getByTestId(`${event.type}-credits`);
        await expect.poll(() => credits.textContent()).toBe("3 free tries left today");
        await page
          .getByTestId(event.picks > 0 ? `${event.type}-pick-${event.picks}` : `${event.type}-play`)
          .click();
        await expect
          .poll(() => page.getByTestId(`${event.type}-result`).textContent(), { timeout: 15_000 })
          .toMatch(/^(You won: .+|No prize this time\.)$/);
        await expect.poll(() => credits.textContent()).toBe("2 free tries left today");
        await shot(page, `reward-event-${event.type}-${width}`);
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 120_000);
  }
});
