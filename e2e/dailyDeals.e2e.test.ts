import { describe, expect, inject, it } from "vitest";
import { audit, formatFindings } from "./axe.ts";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot, signUpWithCoins } from "./browser.ts";

const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

/**
 * The daily deals (issue 30): the demo has a free offer every Berlin day. An anonymous visitor is
 * asked to log in; a logged-in guest claims today's free offer, sees it claimed and among her
 * consumed offers, and the timer ticks to 23:59:59 Berlin time.
 */
async function claimAt(width: number) {
  const { page, context, problems } = await newPage(browser(), { width, height: 900, baseURL });
  await open(page, "/en/daily-deals/");
  await acceptNecessaryCookies(page);
  const today = page.getByTestId("dailydeals-today");
  const claim = today
    .locator("[data-testid^='dailydeal-']")
    .filter({ has: page.getByTestId("dailydeal-claim") });
  await claim.first().waitFor();
  await expect.poll(() => page.getByTestId("dailydeals-timer").textContent()).toMatch(/^\d\d:\d\d:\d\d$/);
  const first = await page.getByTestId("dailydeals-timer").textContent();
  await expect
    .poll(() => page.getByTestId("dailydeals-timer").textContent(), { timeout: 3000 })
    .not.toBe(first);
  expect(
    await page.getByTestId("dailydeals-tomorrow").locator("[data-testid^='dailydeal-']").count(),
  ).toBeGreaterThan(0);
  expect(
    await page.getByTestId("dailydeals-yesterday").locator("[data-testid^='dailydeal-']").count(),
  ).toBeGreaterThan(0);
  // Anonymous: the claim asks to log in (the overlay).
  await claim.first().getByTestId("dailydeal-claim").click();
  await page.getByTestId("pay-overlay").waitFor();
  await shot(page, `daily-deals-login-${width}`);

  // Logged in: claim today's free offer (the first one with a claim button) by keyboard.
  await signUpWithCoins(page, baseURL, operatorKey, `Deals${width}`, 10);
  await open(page, "/en/daily-deals/");
  const offer = today
    .locator("[data-testid^='dailydeal-']")
    .filter({ has: page.getByTestId("dailydeal-claim") })
    .first();
  const testId = (await offer.getAttribute("data-testid")) as string;
  const offerId = testId.replace("dailydeal-", "");
  const button = offer.getByTestId("dailydeal-claim");
  await expect.poll(() => button.textContent()).toBe("Claim for free");
  expect(await button.getAttribute("aria-describedby")).toBe(`${testId}-title`);
  await button.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => page.getByTestId("dailydeals-status").textContent()).toMatch(/^Claimed: /);
  await today.getByTestId(testId).getByText("Claimed", { exact: true }).waitFor();
  await page.getByTestId("dailydeals-consumed").getByTestId(`dailydeal-consumed-${offerId}`).waitFor();
  // The five-days bonus: today is her first day in a row (the page's strip and the modal box).
  const fiveDays = page.getByTestId("five-days-bonus");
  await expect
    .poll(() => fiveDays.getByTestId("five-days-progress").textContent())
    .toBe("1 of 5 days in a row");
  expect(await fiveDays.locator("[data-claimed='true']").count()).toBe(1);
  expect(await fiveDays.locator("li").last().getAttribute("data-claimed")).toBe("true");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await shot(page, `daily-deals-claimed-${width}`, true);
  // axe: no serious or critical finding on the page with a claimed offer and the consumed list.
  expect(formatFindings(`daily deals ${width}`, await audit(page))).toEqual([]);
  await open(page, "/en/?modal=five-days-bonus");
  const modal = page.getByTestId("five-days-modal");
  await expect.poll(() => modal.getByTestId("five-days-progress").textContent()).toBe("1 of 5 days in a row");
  await shot(page, `five-days-bonus-${width}`);
  await page.keyboard.press("Escape");
  await modal.waitFor({ state: "detached" });
  expect(problems).toEqual([]);
  await context.close();
}

describe("the daily deals", () => {
  it("claims today's free offer on a phone (360 px)", () => claimAt(360));
  it("claims today's free offer on a desktop", () => claimAt(1280));

  it("serves the German page at /de/deal-des-tages/ with today's offers in the HTML", async () => {
    const response = await fetch(`${baseURL}/de/deal-des-tages/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Deal des Tages<\/h1>/);
    expect(html).toContain("Einloggen und holen");
  });
});
