import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot, signUpWithCoins } from "./browser.ts";

/**
 * The spin wheel (issue 30) in the browser, at 360 px and on the desktop: a visitor sees the wheel,
 * its published odds and the way in; a guest spins once (the day's free spin), is told the prize the
 * server drew (the same as in her prizes), and then sees the countdown to the next free spin; a spin
 * from her benefits (the benefits page leads to the wheel) plays one more turn and is used up.
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

describe("spin wheel", () => {
  for (const [width, height] of [
    [360, 780],
    [1280, 900],
  ] as const) {
    it(`shows the odds, spins once a day and tells the prize (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
      await open(page, "/en/my-account/spinwheel/");
      await acceptNecessaryCookies(page);
      await page.getByTestId("spinwheel-login").waitFor();
      // The odds: every prize of the demo wheel and "No prize", with chances that add up to 100 %.
      const rows = page.getByTestId("spinwheel-odds").locator("tbody tr");
      await expect.poll(() => rows.count()).toBe(7);
      expect(await rows.last().locator("th").textContent()).toBe("No prize");
      const chances = await rows.locator("td:nth-child(2)").allTextContents();
      const total = chances.reduce((sum, text) => sum + Number(text.replace("%", "")), 0);
      expect(Math.round(total)).toBe(100);
      await shot(page, `spinwheel-visitor-${width}`);

      await signUpWithCoins(page, baseURL, operatorKey, `Wheel${width}`, 1);
      await open(page, "/en/my-account/spinwheel/");
      const spin = page.getByTestId("spinwheel-spin");
      await expect
        .poll(() => page.getByTestId("spinwheel-left").textContent())
        .toBe("1 free spin left today");
      await spin.click();
      const result = page.getByTestId("spinwheel-result");
      await expect
        .poll(() => result.textContent(), { timeout: 15_000 })
        .toMatch(/^(You won: .+|No prize this time)/);
      const told = (await result.textContent()) ?? "";
      await expect
        .poll(() => page.getByTestId("spinwheel-countdown").textContent())
        .toMatch(/Your next free spin comes in \d\d:\d\d:\d\d/);
      expect(await spin.isDisabled()).toBe(true);
      if (told.startsWith("You won: "))
        await expect
          .poll(() => page.getByTestId("spinwheel-gained").textContent())
          .toContain(told.slice("You won: ".length));
      else expect(await page.getByTestId("spinwheel-gained").count()).toBe(0);
      await shot(page, `spinwheel-played-${width}`);
      // The server agrees: no spin left today.
      const { games } = (await (await page.request.get(`${baseURL}/rest/v1/games`)).json()) as {
        games: { id: number; gameType: string }[];
      };
      const wheel = games.find((game) => game.gameType === "spinwheel");
      const again = await page.request.post(`${baseURL}/rest/v1/games/${wheel?.id}/attempt`, {
        headers: { origin: baseURL },
        data: {},
      });
      expect(again.status()).toBe(409);

      // A spin from the benefits (a bonus code's voucher of type 10) plays one more turn today.
      const code = `SPINS${width}${Date.now() % 100_000}`;
      const created = await page.request.post(`${baseURL}/rest/v1/internal/bonusCodes`, {
        headers: { "x-operator-key": operatorKey },
        data: {
          code,
          benefits: [{ kind: "voucher", type: 10, amount: 1, validDays: 30 }],
          validTo: new Date(Date.now() + 86_400_000).toISOString(),
        },
      });
      expect(created.status()).toBe(201);
      const redeemed = await page.request.post(`${baseURL}/rest/v1/guest/redeemBonus`, {
        headers: { origin: baseURL },
        data: { code },
      });
      expect(redeemed.status()).toBe(200);
      await open(page, "/en/my-account/benefits/");
      const spins = page.getByTestId("benefit-spins");
      await expect.poll(() => spins.locator("strong").textContent()).toBe("1");
      await spins.getByRole("link").click();
      await page.waitForURL(/\/en\/my-account\/spinwheel\/$/);
      await expect
        .poll(() => page.getByTestId("spinwheel-extra").textContent())
        .toBe("+ 1 extra spin from your benefits");
      await spin.click();
      await expect
        .poll(() => result.textContent(), { timeout: 15_000 })
        .toMatch(/^(You won: .+|No prize this time)/);
      await expect.poll(() => page.getByTestId("spinwheel-countdown").count()).toBe(1);
      await open(page, "/en/my-account/benefits/");
      await expect.poll(() => spins.locator("strong").textContent()).toBe("0");
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
