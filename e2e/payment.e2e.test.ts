import type { FrameLocator, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, fillCard, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

/** The cheapest paid video of the demo catalogue, as an English page path. */
async function cheapestVideo(page: Page): Promise<{ url: string; price: number; id: number }> {
  const payload = encodeURIComponent(
    JSON.stringify({ filter: { types: { premium: true, vip: false } }, order: "priceAsc", limit: 1 }),
  );
  const list = (await (
    await page.request.get(`${baseURL}/rest/v1/tileGrid/get/videos/${payload}`)
  ).json()) as {
    items: { id: number; url: string; price: { value: number } }[];
  };
  const video = list.items[0];
  if (!video) throw new Error("no paid video in the demo catalogue");
  return { id: video.id, url: video.url.replace(/^\/de\//, "/en/"), price: video.price.value };
}

async function openTopUp(page: Page): Promise<FrameLocator> {
  await page.getByTestId("top-up").click();
  const overlay = page.frameLocator("[data-testid='pay-overlay']");
  await overlay.locator("[data-testid='moneycharge']").waitFor();
  await expect.poll(() => page.locator(".pay-overlay").getAttribute("data-phase")).toBe("visible");
  return overlay;
}

describe("topping up with the sandbox card", () => {
  it("signs up in the overlay, tops up, sees the balance, buys a video and plays it", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, "/en/");
    await acceptNecessaryCookies(page);
    await page.locator(".navbar .account-area button", { hasText: "Sign up" }).click();
    const signup = page.frameLocator("[data-testid='pay-overlay']");
    await signup.locator(":root[data-hydrated] [data-flow='signup'] button[type='submit']:enabled").waitFor();
    await signup.locator("input[name='name']").fill("Topper");
    await signup.locator("input[name='email']").fill(`topper-${Date.now()}@example.com`);
    await signup.locator("input[name='password']").fill("topper password");
    await Promise.all([page.waitForEvent("load"), signup.locator("button[type='submit']").click()]);
    await page.waitForSelector("html[data-hydrated]");
    await expect.poll(() => page.getByTestId("balance").textContent()).toMatch(/\b0 VXC \(€0\.00\)/);

    const overlay = await openTopUp(page);
    await overlay.getByTestId("package-p100").click();
    await fillCard(overlay, "4242 4242 4242 4242");
    await shot(page, "moneycharge-1440");
    await overlay.getByTestId("pay-submit").click();
    await overlay.getByTestId("pay-success").waitFor();
    expect(await overlay.getByTestId("pay-success").textContent()).toContain("110 VXC");
    // The navbar shows the new balance while the overlay still shows its result.
    await expect.poll(() => page.getByTestId("balance").textContent()).toMatch(/110 VXC \(€27\.50\)/);
    await shot(page, "moneycharge-paid-1440");
    await overlay.getByRole("button", { name: "Done" }).click();
    await expect.poll(() => page.getByTestId("pay-overlay").count()).toBe(0);

    // Age check through the operator API (the avs flow has its own test).
    const me = (await (
      await page.request.post(`${baseURL}/rest/v1/guest/profile/get`, {
        headers: { origin: baseURL },
        data: {},
      })
    ).json()) as { id: number };
    await page.request.post(`${baseURL}/rest/v1/internal/guests/${me.id}/avs`, {
      headers: operator,
      data: { status: "accepted" },
    });
    const video = await cheapestVideo(page);
    await open(page, video.url);
    await page.locator(".player-actions button", { hasText: "Buy for" }).click();
    // The purchase asks first (issue 27); its button buys.
    await page.getByTestId("purchase-confirmation-confirm").click();
    await page.locator(".player-actions .badge", { hasText: "Yours" }).waitFor();
    await expect.poll(() => page.getByTestId("balance").textContent()).toContain(`${110 - video.price} VXC`);
    await page.locator(".player-actions button", { hasText: "Watch the full video" }).click();
    const full = page.getByTestId("full-video");
    await full.waitFor();
    await expect
      .poll(() => full.evaluate((element) => (element as HTMLVideoElement).readyState))
      .toBeGreaterThanOrEqual(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows a declined card's reason, charges nothing, then confirms a 3-D Secure card", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email: `declined-${Date.now()}@example.com`, password: "declined password", name: "Declined" },
    });
    expect(signup.status()).toBe(201);
    await open(page, "/en/");
    await acceptNecessaryCookies(page);
    await page.locator(".navbar-menu-btn").click();
    const overlay = await openTopUpFromMenu(page);
    await fillCard(overlay, "4000 0000 0000 0002");
    await overlay.getByTestId("pay-submit").click();
    const error = overlay.getByTestId("pay-error");
    await error.waitFor();
    expect(await error.textContent()).toMatch(/declined.*Nothing was charged/);
    await shot(page, "moneycharge-declined-375");
    const history = (await (await page.request.get(`${baseURL}/rest/v1/payment/history`)).json()) as {
      payments: { status: string; declineReason: string }[];
    };
    expect(history.payments).toMatchObject([{ status: "declined", declineReason: "card_declined" }]);
    const balance = (await (await page.request.get(`${baseURL}/rest/v1/guest/getGuestBalance`)).json()) as {
      balance: number;
    };
    expect(balance.balance).toBe(0);

    await fillCard(overlay, "4000 0000 0000 3220");
    await overlay.getByTestId("pay-submit").click();
    await overlay.getByTestId("pay-confirm").waitFor();
    await overlay.locator("input[name='code']").fill("1234");
    await overlay.getByRole("button", { name: "Confirm payment" }).click();
    await overlay.getByTestId("pay-success").waitFor();
    expect(await overlay.getByTestId("pay-success").textContent()).toContain("40 VXC");
    expect(problems.filter((problem) => !problem.includes("402"))).toEqual([]);
    await context.close();
  });

  it("runs the purchase an anonymous guest asked for once they have logged in and confirmed it", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const email = `later-${Date.now()}@example.com`;
    const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email, password: "later password", name: "Later" },
    });
    const { guest } = (await created.json()) as { guest: { id: number } };
    await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/credit`, {
      headers: operator,
      data: { coins: 100, reason: "e2e" },
    });
    await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/avs`, {
      headers: operator,
      data: { status: "accepted" },
    });
    await context.clearCookies();
    const video = await cheapestVideo(page);
    await open(page, video.url);
    await acceptNecessaryCookies(page);
    await page.locator(".player-actions button", { hasText: "Log in to buy" }).click();
    const overlay = page.frameLocator("[data-testid='pay-overlay']");
    await overlay.locator(":root[data-hydrated] [data-flow='login'] button[type='submit']:enabled").waitFor();
    await overlay.locator("input[name='email']").fill(email);
    await overlay.locator("input[name='password']").fill("later password");
    await Promise.all([page.waitForEvent("load"), overlay.locator("button[type='submit']").click()]);
    await page.waitForSelector("html[data-hydrated]");
    // Back logged in, the purchase confirmation asks once more with the price (issues 12, 27):
    // nothing bought by itself.
    await page.getByTestId("purchase-confirmation-confirm").click();
    await page.locator(".player-actions .badge", { hasText: "Yours" }).waitFor();
    await expect.poll(() => page.getByTestId("balance").textContent()).toContain(`${100 - video.price} VXC`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** On a phone the top-up button sits in the menu's account area. */
async function openTopUpFromMenu(page: Page): Promise<FrameLocator> {
  await page.locator("#mobile-menu .account-area button", { hasText: "Buy VXC" }).click();
  const overlay = page.frameLocator("[data-testid='pay-overlay']");
  await overlay.locator("[data-testid='moneycharge']").waitFor();
  return overlay;
}

describe("real-time updates", () => {
  it("shows a balance change made elsewhere without a reload", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email: `live-${Date.now()}@example.com`, password: "live password", name: "Live" },
    });
    const { guest } = (await created.json()) as { guest: { id: number } };
    await open(page, "/en/");
    await expect.poll(() => page.getByTestId("balance").textContent()).toMatch(/\b0 VXC/);
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    // Support credits coins through the operator API: the socket tells the open page.
    await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/credit`, {
      headers: operator,
      data: { coins: 33, reason: "e2e live" },
    });
    await expect.poll(() => page.getByTestId("balance").textContent()).toMatch(/33 VXC \(€8\.25\)/);
    // The same page: no reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
