import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { fillCard, newPage, open, sharedBrowser, shot } from "./browser.ts";

/**
 * The VIP club in the browser, at 360 px and on the desktop: a guest sees a VIP album locked behind
 * its paywall with the way to the club, joins on /vipclub/ through the overlay's vipabo flow, sees
 * the membership (since, next renewal), opens the VIP album, finds a voucher with its place on
 * /my-account/benefits/, and cancels (VIP runs to the end of the period).
 */
const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey"), "content-type": "application/json" };
const browser = sharedBrowser();
let vipAlbumUrl: string;

beforeAll(async () => {
  const token = (await (await fetch(`${baseURL}/rest/v1/content/token`)).json()) as { token: string };
  const answer = (await (
    await fetch(`${baseURL}/graphql?language=en`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token.token}` },
      body: JSON.stringify({ query: "{ albums(first: 100) { items { isVipContent pictureCount url } } }" }),
    })
  ).json()) as {
    data: { albums: { items: { isVipContent: boolean; pictureCount: number; url: string }[] } };
  };
  const album = answer.data.albums.items.find((item) => item.isVipContent && item.pictureCount > 3);
  if (!album) throw new Error("The demo has no VIP album with pictures behind the paywall");
  vipAlbumUrl = album.url;
  const created = await fetch(`${baseURL}/rest/v1/internal/bonusCodes`, {
    method: "POST",
    headers: operator,
    body: JSON.stringify({
      code: "VIPE2E-MSG",
      benefits: [{ kind: "voucher", type: 5, amount: 3, validDays: 30 }],
      validTo: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    }),
  });
  expect([201, 409]).toContain(created.status);
});

async function guestPage(width: number, height: number, name: string) {
  const opened = await newPage(browser(), { width, height, baseURL });
  const signup = await opened.page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: { email: `${name}-${Date.now()}@example.com`, password: `${name} password`, name },
  });
  expect(signup.status()).toBe(201);
  await open(opened.page, "/en/");
  const banner = opened.page.getByTestId("cookie-banner");
  await banner.locator("button[value='necessary']").click();
  await banner.waitFor({ state: "detached" });
  return opened;
}

const paywalled = (page: Page) => page.locator(".album-pictures li[data-lock='needPurchase']").count();

describe("the VIP club", () => {
  for (const [width, height] of [
    [360, 780],
    [1440, 900],
  ] as const)
    it(`joins the club and opens a VIP album (${width} px)`, async () => {
      const { page, context, problems } = await guestPage(width, height, `vip${width}`);
      await open(page, vipAlbumUrl);
      await page.getByTestId("album-vip-join").waitFor();
      expect(await paywalled(page)).toBeGreaterThan(0);

      await page.getByTestId("album-vip-join").click();
      await page.getByTestId("vipclub").waitFor();
      await page.getByTestId("vip-gives").waitFor();
      await shot(page, `vipclub-${width}`);
      // The vip30 modal box, opened by its id: the month's VIP30 offers and the way in.
      await open(page, "/en/vipclub/?modal=vip30");
      await page.getByTestId("vip30-modal").waitFor();
      await expect.poll(() => page.getByTestId("vip30-value").textContent()).toContain("VIP30");
      await page.getByTestId("vip30-modal").getByTestId("vip30-join").waitFor();
      await shot(page, `vip30-modal-${width}`);
      await page.keyboard.press("Escape");
      await page.getByTestId("vip30-modal").waitFor({ state: "detached" });
      await page.getByTestId("vip-join").click();
      await expect.poll(() => page.locator(".pay-overlay").getAttribute("data-phase")).toBe("visible");
      const overlay = page.frameLocator("[data-testid='pay-overlay']");
      await overlay.getByTestId("subscribe").waitFor();
      await fillCard(overlay);
      await overlay.getByTestId("sub-submit").click();
      await overlay.getByTestId("sub-success").waitFor();
      await page.keyboard.press("Escape");
      await page.getByTestId("vip-member").waitFor();
      await expect
        .poll(() => page.getByTestId("vip-next-renewal").textContent())
        .toContain("Next renewal on");
      await shot(page, `vipclub-member-${width}`);

      await open(page, vipAlbumUrl);
      await page.getByTestId("album-vip-open").waitFor();
      expect(await paywalled(page)).toBe(0);
      expect(await page.getByTestId("album-vip-join").count()).toBe(0);
      await shot(page, `vip-album-open-${width}`);

      // A voucher on the benefits page says where it is used.
      expect(
        (
          await page.request.post(`${baseURL}/rest/v1/guest/redeemBonus`, {
            data: { code: "VIPE2E-MSG" },
            headers: { origin: baseURL },
          })
        ).status(),
      ).toBe(200);
      await open(page, "/en/my-account/benefits/");
      await expect.poll(() => page.getByTestId("benefit-free-messages").textContent()).toContain("3");
      const voucher = page.getByTestId("benefit-voucher").first();
      expect(await voucher.getAttribute("data-type")).toBe("5");
      expect(await voucher.getByRole("link").getAttribute("href")).toBe("/en/messenger/");
      await shot(page, `benefits-${width}`);

      // Cancelling asks first; VIP then runs to the end of the paid period.
      await open(page, "/en/vipclub/");
      await page.getByTestId("vip-cancel").click();
      const confirmation = page.getByTestId("vip-cancel-confirmation");
      await confirmation.getByRole("button", { name: "Yes, cancel" }).click();
      await page.getByTestId("vip-ends").waitFor();
      expect(await page.getByTestId("vip-cancel").count()).toBe(0);
      await open(page, vipAlbumUrl);
      await page.getByTestId("album-vip-open").waitFor();
      expect(problems).toEqual([]);
      await context.close();
    });
});
