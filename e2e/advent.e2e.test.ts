import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot, signUpWithCoins } from "./browser.ts";

/**
 * The advent calendar page (issue 30) in the browser, at 360 px and on the desktop: a visitor sees
 * the running calendar (the demo's advent calendar in December, else a performer's gift calendar)
 * with today's door and the way in; a guest opens today's door, is shown the reward with the
 * performer's picture, and the door stays open (the server agrees: a second claim is 409).
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

describe("advent calendar", () => {
  for (const [width, height, columns] of [
    [360, 780, 4],
    [1280, 900, 6],
  ] as const) {
    it(`opens today's door and shows its reward (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
      await open(page, "/en/magazine/advent-calendar/");
      await acceptNecessaryCookies(page);
      await page.getByTestId("advent-login").waitFor();
      const grid = page.getByTestId("advent-grid");
      await expect.poll(() => grid.locator("li").count()).toBe(24);
      expect(await grid.locator('li[data-state="openable"]').count()).toBe(1);
      const template = await grid.evaluate((element) => getComputedStyle(element).gridTemplateColumns);
      expect(template.split(" ").length).toBe(columns);
      await shot(page, `advent-visitor-${width}`);

      await signUpWithCoins(page, baseURL, operatorKey, `Advent${width}`, 1);
      await open(page, "/en/magazine/advent-calendar/");
      const door = page.getByTestId("advent-open");
      await door.waitFor();
      expect(await door.textContent()).toMatch(/Open door \d+, a gift from .+/);
      await door.focus();
      await page.keyboard.press("Enter");
      const reveal = page.getByTestId("advent-reveal");
      await reveal.waitFor({ timeout: 15_000 });
      expect(await reveal.textContent()).toMatch(/A gift from .+/);
      const prize = (await reveal.locator(".advent-reveal-prize").textContent()) ?? "";
      expect(prize.length).toBeGreaterThan(0);
      await expect.poll(() => grid.locator('li[data-state="opened"]').count()).toBe(1);
      expect(await grid.locator('li[data-state="opened"]').textContent()).toContain(prize);
      expect(await page.getByTestId("advent-open").count()).toBe(0);
      await shot(page, `advent-opened-${width}`);

      // The actor-gift-calendar modal box shows today's door, opened, with the same reward.
      await open(page, "/en/?modal=actor-gift-calendar");
      const box = page.getByTestId("actor-gift-calendar-modal");
      await box.waitFor({ timeout: 15_000 });
      await expect.poll(() => box.textContent()).toContain(prize);

      const answer = (await (await page.request.get(`${baseURL}/rest/v1/special/adventcalendar`)).json()) as {
        today: string;
        calendar: { doors: { day: string; state: string; actor: { id: number } | null }[] };
      };
      const today = answer.calendar.doors.find((d) => d.day === answer.today);
      expect(today?.state).toBe("opened");
      const again = await page.request.post(`${baseURL}/rest/v1/special/adventcalendar/claim`, {
        headers: { origin: baseURL },
        data: { actorId: today?.actor?.id, qmday: answer.today },
      });
      expect(again.status()).toBe(409);
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
