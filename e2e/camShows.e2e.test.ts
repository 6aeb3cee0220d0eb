import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  acceptNecessaryCookies,
  demoActors,
  newPage,
  open,
  setActorOnline,
  sharedBrowser,
  shot,
  signUpWithCoins,
} from "./browser.ts";

const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

/** The player's currentTime (seconds of live video played). */
const played = (page: Page) =>
  page.getByTestId("live-video").evaluate((video) => (video as HTMLVideoElement).currentTime);

/**
 * A cam show end to end (issue 15): the operator schedules a show a few seconds ahead, a guest buys
 * a ticket on /cam-shows/ after the confirmation with its price, is invited over the socket when it
 * begins (the server's show clock), joins and watches the stream.
 */
describe("a cam show", () => {
  it("sells a ticket on /cam-shows/, invites the holder at show time and plays the show (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actors = await demoActors(page, baseURL);
    const actor = actors[6];
    if (!actor) throw new Error("the demo catalogue needs seven actors");
    await setActorOnline(page, baseURL, operatorKey, actor.id, true);
    await signUpWithCoins(page, baseURL, operatorKey, "Ticketholder", 300);
    const scheduled = await page.request.post(`${baseURL}/rest/v1/internal/actors/${actor.id}/camshows`, {
      headers: { "x-operator-key": operatorKey },
      data: {
        start: new Date(Date.now() + 20_000).toISOString(),
        lengthMinutes: 30,
        price: 40,
        seats: 10,
        title: "Browser show",
        featured: true,
      },
    });
    expect(scheduled.status()).toBe(201);
    const { id } = (await scheduled.json()) as { id: number };
    const code = `BROWSER${Date.now() % 1_000_000}`;
    const promo = await page.request.post(`${baseURL}/rest/v1/internal/camshows/promoCodes`, {
      headers: { "x-operator-key": operatorKey },
      data: { code, percentOff: 25, showId: id, maxUses: 5 },
    });
    expect(promo.status()).toBe(201);
    await open(page, "/en/cam-shows/");
    await acceptNecessaryCookies(page);
    const card = page.locator(`[data-testid='show-card'][data-show-id='${id}']`);
    await card.waitFor();
    expect(await card.textContent()).toContain("10 seats left");
    expect(await card.getByTestId("show-countdown").textContent()).toMatch(/^Starts in 0:\d\d$/);
    await card.getByTestId("show-buy").click();
    // The purchase confirmation (issue 27): price, balance after it, the promo code field.
    const confirmation = page.getByTestId("purchase-confirmation");
    await confirmation.waitFor();
    expect(await confirmation.getByTestId("purchase-title").textContent()).toBe("Browser show");
    expect(await confirmation.getByTestId("purchase-price").textContent()).toMatch(/^40 VXC \(€10\.00\)$/);
    expect(await confirmation.getByTestId("purchase-after").textContent()).toMatch(/^260 VXC$/);
    // A promo code: its price shown in the confirmation before the purchase.
    await confirmation.getByLabel("Promo code (optional)").fill(code.toLowerCase());
    await confirmation.getByTestId("show-promo-apply").click();
    await confirmation.getByTestId("show-promo-price").waitFor();
    await expect
      .poll(() => confirmation.getByTestId("purchase-price").textContent())
      .toMatch(/^30 VXC \(€7\.50\)$/);
    expect(await confirmation.getByTestId("purchase-after").textContent()).toMatch(/^270 VXC$/);
    expect(await confirmation.getByTestId("purchase-confirmation-confirm").textContent()).toMatch(
      /^Buy ticket for 30 VXC$/,
    );
    await shot(page, "cam-shows-confirmation-1280");
    await confirmation.getByTestId("purchase-confirmation-confirm").click();
    await card.getByTestId("show-remove").waitFor();
    await expect.poll(() => card.textContent()).toContain("9 seats left");
    await shot(page, "cam-shows-1280");
    // The private calendar feed of the guest's tickets, to subscribe in a calendar app.
    await page.getByTestId("show-calendar").click();
    const first = (await page.getByTestId("show-calendar-url").getAttribute("href")) ?? "";
    // A new address: the old one stops at once.
    await page.getByTestId("show-calendar-renew").click();
    await expect.poll(() => page.getByTestId("show-calendar-url").getAttribute("href")).not.toBe(first);
    const feed = (await page.getByTestId("show-calendar-url").getAttribute("href")) ?? "";
    expect(feed).toMatch(/^webcal:\/\/.+\/rest\/v1\/camshows\/ics\/guest\//);
    expect(
      (await page.request.get(`${baseURL}${new URL(first.replace(/^webcal:/, "http:")).pathname}`)).status(),
    ).toBe(404);
    const ics = await (
      await page.request.get(`${baseURL}${new URL(feed.replace(/^webcal:/, "http:")).pathname}`)
    ).text();
    expect(ics).toContain(`UID:camshow-${id}@velvet`);
    // At show time: the invitation over the socket, and the join button.
    await page.getByTestId("show-invitation").waitFor({ timeout: 40_000 });
    await card.getByTestId("show-join").click();
    await page.getByTestId("live-chat").waitFor();
    await expect.poll(() => played(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
