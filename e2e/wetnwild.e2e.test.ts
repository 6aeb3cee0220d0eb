import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot, signUpWithCoins } from "./browser.ts";

/**
 * The wet and wild event (issue 30) in the browser, at 360 px and on the desktop: a visitor sees the
 * published odds and the way in; a guest picks a wave (the demo gives three free tries a day), is
 * told the prize the server drew, and sees it in her prizes when she won one; below, the slot machine
 * event's reels play the same way.
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

describe("wet and wild", () => {
  for (const [width, height] of [
    [360, 780],
    [1280, 900],
  ] as const) {
    it(`shows the odds, plays a wave and the slot machine, and lists the prize (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
      await open(page, "/en/magazine/wetnwildgame/");
      await acceptNecessaryCookies(page);
      await page.getByTestId("wetnwild-login").waitFor();
      // The demo's wet and wild odds: four prizes and "No prize", adding up to 100 %.
      const rows = page.getByTestId("wetnwild-odds").locator("tbody tr");
      await expect.poll(() => rows.count()).toBe(5);
      expect(await rows.last().locator("th").textContent()).toBe("No prize");
      const chances = await rows.locator("td:nth-child(2)").allTextContents();
      expect(Math.round(chances.reduce((sum, text) => sum + Number(text.replace("%", "")), 0))).toBe(100);
      await page.getByTestId("slotmachine-odds").waitFor();
      await shot(page, `wetnwild-visitor-${width}`);

      await signUpWithCoins(page, baseURL, operatorKey, `Wave${width}`, 1);
      await open(page, "/en/magazine/wetnwildgame/");
      await expect
        .poll(() => page.getByTestId("wetnwild-credits").textContent())
        .toBe("3 free tries left today");
      await page.getByTestId("wetnwild-pick-2").click();
      const result = page.getByTestId("wetnwild-result");
      await expect
        .poll(() => result.textContent(), { timeout: 15_000 })
        .toMatch(/^(You won: .+|No prize this time\.)$/);
      const told = (await result.textContent()) ?? "";
      await expect
        .poll(() => page.getByTestId("wetnwild-credits").textContent())
        .toBe("2 free tries left today");
      if (told.startsWith("You won: "))
        await expect
          .poll(() => page.getByTestId("wetnwild-history").textContent())
          .toContain(told.slice("You won: ".length));
      else expect(await page.getByTestId("wetnwild-history").count()).toBe(0);

      await page.getByTestId("slotmachine-play").click();
      await expect
        .poll(() => page.getByTestId("slotmachine-result").textContent(), { timeout: 15_000 })
        .toMatch(/^(You won: .+|No prize this time\.)$/);
      await shot(page, `wetnwild-played-${width}`);
      // The server agrees: the event's history holds what the page told.
      const { events } = (await (await page.request.get(`${baseURL}/rest/v1/special/get/events`)).json()) as {
        events: { eventId: number; eventType: string }[];
      };
      const wet = events.find((event) => event.eventType === "wet-and-wild");
      const again = await page.request.get(
        `${baseURL}/rest/v1/special/wet-and-wild/getReward/${wet?.eventId}`,
      );
      expect(again.status()).toBe(200);
      const body = (await again.json()) as { guestData: { credits: { used: number } } };
      expect(body.guestData.credits.used).toBe(2);
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
