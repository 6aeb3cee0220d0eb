import type { FrameLocator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { fillCard, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey"), "content-type": "application/json" };
const browser = sharedBrowser();

beforeAll(async () => {
  // The demo bonus code (the browser-test server has no demo guest code of its own); 409 when present.
  const created = await fetch(`${baseURL}/rest/v1/internal/bonusCodes`, {
    method: "POST",
    headers: operator,
    body: JSON.stringify({
      code: "WELCOME50",
      benefits: [
        { kind: "coins", amount: 50 },
        { kind: "voucher", type: 1, amount: 1, validDays: 30 },
      ],
      validTo: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    }),
  });
  expect([201, 409]).toContain(created.status);
});

/** A fresh guest signed up through the REST API (the session cookie lands in the browser context). */
async function guestPage(width: number, height: number, name: string) {
  const opened = await newPage(browser(), { width, height, baseURL });
  const signup = await opened.page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: { email: `${name}-${Date.now()}@example.com`, password: `${name} password`, name },
  });
  expect(signup.status()).toBe(201);
  const { guest } = (await signup.json()) as { guest: { id: number } };
  await open(opened.page, "/en/");
  const banner = opened.page.getByTestId("cookie-banner");
  await banner.locator("button[value='necessary']").click();
  await banner.waitFor({ state: "detached" });
  return { ...opened, guestId: guest.id };
}

const frameOf = (page: Page) => page.frameLocator("[data-testid='pay-overlay']");

/** Opens an overlay flow the way links do (?vxpFlow=…) and waits until it is visible. */
async function openFlow(page: Page, flow: string): Promise<FrameLocator> {
  await open(page, `/en/?vxpFlow=${flow}`);
  await expect.poll(() => page.locator(".pay-overlay").getAttribute("data-phase")).toBe("visible");
  return frameOf(page);
}

describe("overlay flows", () => {
  it("age check: a rejected document, bad input, then accepted; the noavs bar goes away", async () => {
    const { page, context, problems } = await guestPage(1440, 900, "avs");
    const bar = page.getByTestId("statusbar");
    await expect.poll(() => bar.getAttribute("data-bar")).toBe("noavs");
    await shot(page, "statusbar-noavs-1440");
    await bar.getByRole("button", { name: "Verify age" }).click();
    const overlay = frameOf(page);
    await overlay.getByTestId("avs-form").waitFor();
    await overlay.getByLabel("Date of birth").fill("1990-05-17");
    await overlay.getByLabel("ID document number").fill("X1234567");
    await overlay.getByLabel("Issuing country").selectOption("DE");
    await shot(page, "avs-form-1440");
    await overlay.getByTestId("avs-submit").click();
    await expect.poll(() => overlay.getByTestId("avs-status").textContent()).toContain("could not be read");

    await overlay.getByLabel("ID document number").fill("A1");
    await overlay.getByTestId("avs-submit").click();
    await expect.poll(() => overlay.getByTestId("flow-error").textContent()).toContain("5 to 20");
    await shot(page, "avs-rejected-1440");

    await overlay.getByLabel("ID document number").fill("L01234567");
    await overlay.getByTestId("avs-submit").click();
    await expect.poll(() => overlay.getByTestId("avs-status").textContent()).toContain("Verified");
    await shot(page, "avs-accepted-1440");
    await overlay.getByTestId("avs-done").click();
    await expect.poll(() => page.getByTestId("pay-overlay").count()).toBe(0);
    await expect.poll(() => page.locator("[data-bar='noavs']").count()).toBe(0);
    await expect.poll(() => bar.getAttribute("data-bar")).toBe("avsaccepted");
    await shot(page, "statusbar-avsaccepted-1440");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("promocode: an unknown code is explained, WELCOME50 raises the navbar balance", async () => {
    const { page, context, problems } = await guestPage(375, 812, "promo");
    await expect.poll(() => page.getByTestId("balance").textContent()).toMatch(/\b0 VXC/);
    await shot(page, "statusbar-noavs-375");
    const overlay = await openFlow(page, "promocode");
    await overlay.getByTestId("promo-submit").click();
    await expect.poll(() => overlay.getByTestId("flow-error").textContent()).toContain("Please enter a code");
    await overlay.getByLabel("Bonus code").fill("NOPE-1234");
    await overlay.getByTestId("promo-submit").click();
    await expect
      .poll(() => overlay.getByTestId("flow-error").textContent())
      .toContain("don't know this code");
    await shot(page, "promocode-error-375");
    await overlay.getByLabel("Bonus code").fill("welcome50");
    await overlay.getByTestId("promo-submit").click();
    const success = overlay.getByTestId("promo-success");
    await success.waitFor();
    expect(await success.textContent()).toContain("50 VXC added");
    await expect.poll(() => page.getByTestId("balance").textContent()).toMatch(/\b50 VXC/);
    await shot(page, "promocode-done-375");
    // The unknown code answers 404 NOT_FOUND (Chromium logs it as a failed resource).
    expect(problems.filter((problem) => !problem.includes("404"))).toEqual([]);
    await context.close();
  });

  it("vipabo: subscribes with the test card (navbar shows VIP), cancels, takes the offer", async () => {
    const { page, context, problems } = await guestPage(1440, 900, "vip");
    const overlay = await openFlow(page, "vipabo");
    await overlay.getByTestId("subscribe").waitFor();
    await fillCard(overlay, "4242 4242 4242 4242");
    await shot(page, "vipabo-1440");
    await overlay.getByTestId("sub-submit").click();
    await overlay.getByTestId("sub-success").waitFor();
    await expect.poll(() => page.locator(".navbar .badge-vip").count()).toBe(1);
    await shot(page, "vipabo-done-1440");

    const again = await openFlow(page, "vipabo");
    await expect.poll(() => again.getByTestId("sub-status").textContent()).toBe("Active");
    await again.getByRole("button", { name: "Cancel subscription" }).click();
    await again.getByRole("button", { name: "Yes, cancel" }).click();
    await expect.poll(() => again.getByTestId("sub-status").textContent()).toBe("Cancelled");
    await again.getByTestId("cancel-offer").waitFor();
    await shot(page, "vipabo-offer-1440");
    await again.getByRole("button", { name: "Accept the offer" }).click();
    await expect.poll(() => again.getByTestId("sub-status").textContent()).toBe("Active");
    expect(await again.getByTestId("flow-notice").textContent()).toContain("Thank you for staying");
    await shot(page, "vipabo-offer-taken-1440");
    // The site's status bar thanks the guest once the overlay closes.
    await page.keyboard.press("Escape");
    await expect
      .poll(() => page.locator(".statusbar").textContent())
      .toContain("Thank you for staying in the VIP club");
    expect(problems).toEqual([]);
    await context.close();
    // Two page loads, a payment and three overlay steps: 6 s on a quiet machine, past 60 s on a busy
    // CI machine; each step still has its own 25 s limit.
  }, 120_000);

  it("limit: rejects bad input, lowers at once, raises after the cooling-off days", async () => {
    const { page, context, problems } = await guestPage(375, 812, "limit");
    const overlay = await openFlow(page, "limit");
    await expect.poll(() => overlay.getByTestId("limit-current").textContent()).toBe("No limit");
    await overlay.getByLabel("New monthly limit").fill("5,50");
    await overlay.getByTestId("limit-submit").click();
    await expect.poll(() => overlay.getByTestId("flow-error").textContent()).toContain("whole euros");
    await overlay.getByLabel("New monthly limit").fill("50");
    await overlay.getByTestId("limit-submit").click();
    await expect.poll(() => overlay.getByTestId("limit-current").textContent()).toBe("€50.00");
    expect(await overlay.getByTestId("flow-notice").textContent()).toContain("applies now");
    await overlay.getByLabel("New monthly limit").fill("1.000");
    await overlay.getByTestId("limit-submit").click();
    await expect.poll(() => overlay.getByTestId("limit-pending").textContent()).toContain("€1,000.00");
    expect(await overlay.getByTestId("limit-current").textContent()).toBe("€50.00");
    await shot(page, "limit-375");
    const state = (await (await page.request.get(`${baseURL}/rest/v1/payment/state`)).json()) as {
      limit: { monthlyCents: number; next: { monthlyCents: number } };
    };
    expect(state.limit).toMatchObject({ monthlyCents: 5000, next: { monthlyCents: 100_000 } });
    expect(problems).toEqual([]);
    await context.close();
  });

  // About 30 flows at two widths: close to a minute on its own, so it gets three.
  it("screenshots every flow at 1440 and 375 px (restricted guest with a saved card)", async () => {
    const { page, context, problems, guestId } = await guestPage(1440, 900, "shots");
    const saved = await page.request.post(`${baseURL}/rest/v1/payment/card`, {
      headers: { origin: baseURL },
      data: {
        card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123", holder: "Shots" },
      },
    });
    expect(saved.status()).toBe(200);
    // Two payments for the history table: a top-up from the saved card and a declined card.
    const charge = (key: string, body: object) =>
      page.request.post(`${baseURL}/rest/v1/payment/charge`, {
        headers: { origin: baseURL, "idempotency-key": key },
        data: { packageId: "p40", currency: "EUR", ...body },
      });
    expect((await charge(`shots-paid-${Date.now()}`, {})).status()).toBe(200);
    const declinedCard = {
      number: "4000000000000002",
      expMonth: 12,
      expYear: 2030,
      cvc: "123",
      holder: "Shots",
    };
    expect((await charge(`shots-declined-${Date.now()}`, { card: declinedCard })).status()).toBe(402);
    const restricted = await page.request.post(`${baseURL}/rest/v1/internal/guests/${guestId}/restrict`, {
      headers: operator,
      data: { level: 1, compensationDueCents: 1500 },
    });
    expect(restricted.status()).toBe(200);
    // The open page hears of the restriction on its socket and reloads with the status bar.
    await expect.poll(() => page.locator(".statusbar").textContent(), { timeout: 10_000 }).toContain("15.00");
    await page.waitForSelector("html[data-hydrated]");
    const flows = [
      ["settings", "settings"],
      ["autorecharge", "autorecharge"],
      ["changecc", "changecc"],
      ["opcompensation", "opcompensation"],
      ["trialvipabo", "subscribe"],
      ["vxtvabo", "subscribe"],
      ["avs", "avs"],
      ["promocode", "promocode"],
      ["limit", "limit"],
    ] as const;
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 812 });
      await open(page, "/en/");
      await expect.poll(() => page.getByTestId("statusbar").getAttribute("data-bar")).toBe("restricted");
      await shot(page, `statusbar-restricted-${width}`);
      for (const [flow, testId] of flows) {
        const overlay = await openFlow(page, flow);
        await overlay.getByTestId(testId).waitFor();
        await shot(page, `flow-${flow}-${width}`);
        if (flow === "settings") {
          // The settings run longer than the frame: the payment rows and the history too.
          await overlay.getByTestId("payment-history").or(overlay.getByText("No payments yet.")).waitFor();
          await overlay.locator("#settings-payment").scrollIntoViewIfNeeded();
          await shot(page, `flow-settings-payment-${width}`);
          const frame = page.frames().find((candidate) => candidate.url().includes("/_overlay/"));
          await frame?.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await frame?.waitForFunction(
            () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
          );
          await shot(page, `flow-settings-end-${width}`);
        }
      }
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 180_000);
});
