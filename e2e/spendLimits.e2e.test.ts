import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser } from "./browser.ts";

/**
 * Spend limits (issue 14) in the account's limits section: a limit set at once, a raise waiting
 * 24 hours, and a purchase over the limit refused with the reason in the buy box.
 */
const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

/** Intl writes a no-break space between amount and symbol; the eye reads a space. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** A guest with coins and an accepted age check, logged in in the page's context (cookie). */
async function guestWithCoins(page: Page, coins: number): Promise<void> {
  const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: { email: `spender-${Date.now()}@example.com`, password: "spend limit password", name: "Spender" },
  });
  expect(created.status()).toBe(201);
  const { guest } = (await created.json()) as { guest: { id: number } };
  await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/credit`, {
    headers: operator,
    data: { coins, reason: "e2e spend limits" },
  });
  await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/avs`, {
    headers: operator,
    data: { status: "accepted" },
  });
}

/** The cheapest paid (non-VIP) video of the demo catalogue (its English path). */
async function paidVideo(page: Page): Promise<{ url: string; price: number }> {
  const payload = encodeURIComponent(
    JSON.stringify({ filter: { types: { premium: true, vip: false } }, order: "priceAsc", limit: 1 }),
  );
  const list = (await (
    await page.request.get(`${baseURL}/rest/v1/tileGrid/get/videos/${payload}`)
  ).json()) as {
    items: { url: string; price: { value: number } }[];
  };
  const video = list.items[0];
  if (!video) throw new Error("no paid video in the demo catalogue");
  return { url: video.url.replace(/^\/de\//, "/en/"), price: video.price.value };
}

describe("spend limits in the account", () => {
  it("sets a day limit at once, shows a raise as pending, and the buy box says why a purchase is refused (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    await guestWithCoins(page, 200);
    await open(page, "/en/my-account/profile/");
    await acceptNecessaryCookies(page);
    const spend = page.getByTestId("spend-limits");
    await spend.getByTestId("spend-input-day").waitFor();
    expect(plain(await spend.getByTestId("spend-limit-day").textContent())).toBe("No limit");

    // Not a number of coins: explained, nothing saved.
    await spend.getByTestId("spend-input-day").fill("-5");
    await spend.getByTestId("spend-submit").click();
    await expect.poll(() => spend.locator("[role='alert']").textContent()).toMatch(/whole coins from 0 to/);

    // A first limit applies at once.
    await spend.getByTestId("spend-input-day").fill("1");
    await spend.getByTestId("spend-submit").click();
    await expect
      .poll(async () => plain(await spend.getByTestId("spend-limit-day").textContent()))
      .toBe("1 VXC (€0.25)");
    await expect.poll(() => spend.locator("[role='status']").last().textContent()).toMatch(/apply now/);

    // A raise waits 24 hours: the limit in force stays, the new one is shown with its time.
    await spend.getByTestId("spend-input-day").fill("500");
    await spend.getByTestId("spend-submit").click();
    await spend.getByTestId("spend-pending-day").waitFor();
    expect(plain(await spend.getByTestId("spend-pending-day").textContent())).toMatch(
      /^From .+: 500 VXC \(€125\.00\)$/,
    );
    expect(plain(await spend.getByTestId("spend-limit-day").textContent())).toBe("1 VXC (€0.25)");
    await page.screenshot({ path: "/tmp/spend-limits-1280.png" });

    // A purchase over the limit: refused with the reason, nothing charged.
    const video = await paidVideo(page);
    await open(page, video.url);
    const box = page.getByTestId("buy-box");
    // The press asks first (issue 27); its confirmation's button buys. The answer is awaited with a
    // bound of its own: a missing alert would otherwise hold each poll in textContent's auto-wait.
    await box.locator(".buy-box-actions button").click({ timeout: 20_000 });
    const [answer] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === "POST" && /\/video\/\d+\/buy$/.test(new URL(r.url()).pathname),
        {
          timeout: 20_000,
        },
      ),
      page.getByTestId("purchase-confirmation-confirm").click({ timeout: 20_000 }),
    ]);
    expect(answer.status()).toBe(403);
    await box.locator("[role='alert']").waitFor({ timeout: 15_000 });
    await expect
      .poll(async () => plain(await box.locator("[role='alert']").textContent()))
      .toBe(
        "This would go over your daily spend limit of 1 VXC (0 VXC spent today). You can change it in your account.",
      );
    await expect.poll(() => page.getByTestId("balance").first().textContent()).toContain("200 VXC");
    await page.screenshot({ path: "/tmp/spend-limits-refused-1280.png" });
    // The refusal (403) is the one failed request.
    expect(problems.filter((problem) => !problem.includes("403"))).toEqual([]);
    await context.close();
  });
});
