import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ARTIFACTS, acceptNecessaryCookies, demoActors, newPage, open, sharedBrowser } from "./browser.ts";

/**
 * Issue 12, point 3: a price before every charge and a button beside the price. The price box of a
 * video and of an album is above the fold on a desktop and a phone, its button names the price,
 * the euro value stands beside the coins, a purchase after "Log in to buy" asks once more with the
 * price (never a purchase by itself; the purchase confirmation of issue 27), and afterwards the box
 * says it is owned. The profile's
 * sub-tabs carry a compact header so that their content is above the fold on a phone.
 */
const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
});

/** Intl writes a no-break space between amount and symbol; the eye reads a space. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** The cheapest paid (non-VIP) video of the demo catalogue. */
async function paidVideo(page: Page): Promise<{ url: string; price: number; title: string }> {
  const payload = encodeURIComponent(
    JSON.stringify({ filter: { types: { premium: true, vip: false } }, order: "priceAsc", limit: 1 }),
  );
  const list = (await (
    await page.request.get(`${baseURL}/rest/v1/tileGrid/get/videos/${payload}`)
  ).json()) as {
    items: { url: string; price: { value: number }; title: string }[];
  };
  const video = list.items[0];
  if (!video) throw new Error("no paid video in the demo catalogue");
  return { url: video.url.replace(/^\/de\//, "/en/"), price: video.price.value, title: video.title };
}

/** A paid album with locked pictures (its English path), found through the actors' picture tabs. */
async function paidAlbum(page: Page): Promise<string> {
  for (const actor of await demoActors(page, baseURL)) {
    const profile = actor.url.replace(/^\/de\//, "/en/");
    const html = await (await page.request.get(`${baseURL}${profile}pictures/`)).text();
    const albums = [
      ...new Set([...html.matchAll(/href="([^"]*\/pictures\/\d+\/)"/g)].map((m) => m[1] ?? "")),
    ];
    for (const album of albums) {
      const page2 = await (await page.request.get(`${baseURL}${album}`)).text();
      if (page2.includes('data-lock="locked"') || page2.includes("picture locked")) return album;
    }
  }
  throw new Error("no paid album in the demo catalogue");
}

/** A new guest with coins and an accepted age check; the page's context is logged out again. */
async function guestWithCoins(page: Page, coins: number): Promise<{ email: string; password: string }> {
  const email = `buybox-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`;
  const password = "buy box password";
  const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: { email, password, name: "Buyer" },
  });
  const { guest } = (await created.json()) as { guest: { id: number } };
  await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/credit`, {
    headers: operator,
    data: { coins, reason: "e2e buy box" },
  });
  await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/avs`, {
    headers: operator,
    data: { status: "accepted" },
  });
  await page.context().clearCookies();
  return { email, password };
}

/** Logs in through the overlay opened by "Log in to buy"; the page reloads logged in. */
async function logInThroughOverlay(page: Page, login: { email: string; password: string }) {
  const overlay = page.frameLocator("[data-testid='pay-overlay']");
  await overlay.locator(":root[data-hydrated] [data-flow='login'] button[type='submit']:enabled").waitFor();
  await overlay.locator("input[name='email']").fill(login.email);
  await overlay.locator("input[name='password']").fill(login.password);
  await Promise.all([page.waitForEvent("load"), overlay.locator("button[type='submit']").click()]);
  await page.waitForSelector("html[data-hydrated]");
}

async function bottomOf(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not visible`);
  return box.y + box.height;
}

describe("the video's price box", () => {
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ] as const) {
    it(`shows the title, the price with its euro value and a button naming it above the fold at ${width}×${height}`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
      const video = await paidVideo(page);
      await open(page, video.url);
      await acceptNecessaryCookies(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      const box = page.getByTestId("buy-box");
      const button = box.locator(".buy-box-actions button");
      expect(plain(await button.textContent())).toBe(`Log in to buy for ${video.price} VXC`);
      const euro = (video.price / 4).toFixed(2);
      expect(plain(await box.locator(".price").textContent())).toContain(`${video.price} VXC(€${euro})`);
      expect(await bottomOf(page, "[data-testid='buy-box'] .buy-box-actions button")).toBeLessThanOrEqual(
        height,
      );
      expect(await bottomOf(page, ".video-title")).toBeLessThanOrEqual(height);
      // The sub-tab's header is the compact one: no cover picture over the video.
      expect(await page.locator(".actor-cover").count()).toBe(0);
      await page.screenshot({ path: `/tmp/buybox-video-${width}.png` });
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("asks once more with the price after the login, buys only on confirmation, then says it is owned", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    const video = await paidVideo(page);
    const login = await guestWithCoins(page, 100);
    await open(page, video.url);
    await acceptNecessaryCookies(page);
    await page.getByTestId("buy-box").locator("button", { hasText: "Log in to buy" }).click();
    await logInThroughOverlay(page, login);

    // The purchase confirmation (issue 27) with the price, its euro value and the balance after it.
    const confirmation = page.getByTestId("purchase-confirmation");
    await confirmation.waitFor();
    const euro = (video.price / 4).toFixed(2);
    expect(plain(await confirmation.getByTestId("purchase-price").textContent())).toBe(
      `${video.price} VXC (€${euro})`,
    );
    expect(plain(await confirmation.getByTestId("purchase-after").textContent())).toBe(
      `${100 - video.price} VXC`,
    );
    // Nothing was bought by itself: the balance is whole and the box is not owned.
    await expect.poll(() => page.getByTestId("balance").first().textContent()).toContain("100 VXC");
    expect(await page.getByTestId("buy-box-owned").count()).toBe(0);
    const confirm = page.getByTestId("purchase-confirmation-confirm");
    expect(plain(await confirm.textContent())).toBe(`Buy for ${video.price} VXC`);
    // The confirmation holds the focus; Tab reaches its button (a keyboard guest confirms with Enter).
    expect(await confirmation.evaluate((layer) => layer.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Tab");
    expect(await confirm.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.screenshot({ path: "/tmp/buybox-confirm-375.png" });
    expect(await bottomOf(page, "[data-testid='purchase-confirmation-confirm']")).toBeLessThanOrEqual(812);
    await page.keyboard.press("Enter");

    await page.getByTestId("buy-box-owned").waitFor();
    expect(await page.getByTestId("buy-box-owned").textContent()).toContain("You own this video.");
    await expect
      .poll(() => page.getByTestId("balance").first().textContent())
      .toContain(`${100 - video.price} VXC`);
    await page.getByTestId("buy-box").locator("button", { hasText: "Watch the full video" }).click();
    await page.getByTestId("full-video").waitFor();
    // A reload keeps it owned and asks nothing again.
    await open(page, video.url);
    await page.getByTestId("buy-box-owned").waitFor();
    expect(await page.getByTestId("purchase-confirmation").count()).toBe(0);
    await page.screenshot({ path: "/tmp/buybox-owned-375.png" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("lets the guest decline the confirmation: nothing is bought", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const video = await paidVideo(page);
    const login = await guestWithCoins(page, 50);
    await open(page, video.url);
    await acceptNecessaryCookies(page);
    await page.getByTestId("buy-box").locator("button", { hasText: "Log in to buy" }).click();
    await logInThroughOverlay(page, login);
    await page.getByTestId("purchase-confirmation").getByRole("button", { name: "Cancel" }).click();
    await page.getByTestId("purchase-confirmation").waitFor({ state: "detached" });
    const buy = page.getByTestId("buy-box").locator(".buy-box-actions button");
    expect(plain(await buy.textContent())).toBe(`Buy for ${video.price} VXC`);
    expect(await page.getByTestId("buy-box-owned").count()).toBe(0);
    await expect.poll(() => page.getByTestId("balance").first().textContent()).toContain("50 VXC");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the album's price box", () => {
  it("shows the price in VXC and euros above the fold, confirms after the login, then unlocks and says so", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    const album = await paidAlbum(page);
    const login = await guestWithCoins(page, 200);
    await open(page, album);
    await acceptNecessaryCookies(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = page.getByTestId("buy-box");
    const price = plain(await box.locator(".price-coins").textContent());
    const coins = Number(price.replace(/\D/g, ""));
    expect(plain(await box.locator(".price-euro").textContent())).toBe(`(€${(coins / 4).toFixed(2)})`);
    expect(plain(await box.locator(".buy-box-actions button").textContent())).toBe(
      `Log in to buy for ${price}`,
    );
    expect(await bottomOf(page, "[data-testid='buy-box'] .buy-box-actions button")).toBeLessThanOrEqual(812);
    // Locked pictures carry no like counts.
    expect(await page.locator(".picture.locked [data-testid='rating']").count()).toBe(0);

    await box.locator("button", { hasText: "Log in to buy" }).click();
    await logInThroughOverlay(page, login);
    const confirmation = page.getByTestId("purchase-confirmation");
    await confirmation.waitFor();
    expect(plain(await confirmation.getByTestId("purchase-price").textContent())).toBe(
      `${price} (€${(coins / 4).toFixed(2)})`,
    );
    expect(plain(await confirmation.getByTestId("purchase-after").textContent())).toBe(`${200 - coins} VXC`);
    expect(plain(await confirmation.getByTestId("purchase-confirmation-confirm").textContent())).toBe(
      `Unlock all pictures for ${price}`,
    );
    expect(await page.locator(".picture.locked").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("balance").first().textContent()).toContain("200 VXC");
    await page.getByTestId("purchase-confirmation-confirm").click();
    await page.getByTestId("buy-box-owned").waitFor();
    expect(await page.getByTestId("buy-box-owned").textContent()).toContain("You own this album");
    await expect.poll(() => page.locator(".picture.locked").count()).toBe(0);
    await expect
      .poll(() => page.getByTestId("balance").first().textContent())
      .toContain(`${200 - coins} VXC`);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the profile's sub-tabs on a phone", () => {
  it("carry a compact header, so the tab's content starts above the fold", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    const [actor] = await demoActors(page, baseURL);
    const profile = (actor?.url ?? "").replace(/^\/de\//, "/en/");
    await open(page, profile);
    await acceptNecessaryCookies(page);
    // The overview keeps the full header with the cover.
    expect(await page.locator(".actor-cover").count()).toBe(1);
    for (const tab of ["about-me/", "videos/", "pictures/", "top-cams/"]) {
      await open(page, `${profile}${tab}`);
      expect(await page.locator(".actor-cover").count(), tab).toBe(0);
      const header = await page.getByTestId("actor-header-compact").boundingBox();
      expect(header?.height ?? 999, tab).toBeLessThan(200);
      const content = await page.locator(".actor-content").boundingBox();
      expect(content?.y ?? 9999, tab).toBeLessThan(812 / 2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(375);
    }
    await page.screenshot({ path: "/tmp/compact-header-375.png" });
    expect(problems).toEqual([]);
    await context.close();
  });
});
