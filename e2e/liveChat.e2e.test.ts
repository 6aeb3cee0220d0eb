import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  acceptNecessaryCookies,
  demoActors,
  ledgerOf,
  newPage,
  open,
  setActorOnline,
  sharedBrowser,
  shot,
  signUpWithCoins,
} from "./browser.ts";

const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const operator = { "x-operator-key": operatorKey };
const browser = sharedBrowser();

const guestWithCoins = (page: Page, name: string, coins: number) =>
  signUpWithCoins(page, baseURL, operatorKey, name, coins);

/** The player's currentTime (seconds of live video played). */
const played = (page: Page) =>
  page.getByTestId("live-video").evaluate((video) => (video as HTMLVideoElement).currentTime);

/**
 * A private live chat end to end (issue 14): the profile's chat button with its price, the chat
 * screen with real video (frames advance), the meter charging a minute (3 s here), the end with
 * its exit message and cost, and the session in the guest's history.
 */
describe("a live chat", () => {
  it("starts a private chat from the profile, plays the stream, runs the meter and ends (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actors = await demoActors(page, baseURL);
    const actor = actors[5];
    if (!actor) throw new Error("the demo catalogue needs six actors");
    await setActorOnline(page, baseURL, operatorKey, actor.id, true);
    await guestWithCoins(page, "Viewer", 300);
    await open(page, actor.url.replace(/^\/(de|es|nl)\//, "/en/"));
    await acceptNecessaryCookies(page);
    const start = page.getByTestId("live-offers").locator("button[data-chat-type='LIVECHAT']");
    const price = (await start.locator(".live-offer-price").textContent()) ?? "";
    expect(price).toMatch(/VXC\/min$/);
    await start.click();
    // A paid chat's start dialog names the price before the first minute is paid.
    const dialog = page.getByTestId("live-start-dialog");
    expect(await dialog.getByTestId("live-start-price").textContent()).toMatch(/VXC per minute \(€/);
    await dialog.getByTestId("live-start").click();

    const chat = page.getByTestId("live-chat");
    await chat.waitFor();
    expect(await chat.locator("[role='dialog'][aria-modal='true']").count()).toBe(1);
    // Real frames: the live video's clock moves on.
    await expect.poll(() => played(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    const first = await played(page);
    await expect.poll(() => played(page)).toBeGreaterThan(first + 1);
    // The first minute is charged at the start, the next one after the (3 s) minute.
    const total = page.getByTestId("meter-total");
    const firstTotal = (await total.textContent()) ?? "";
    expect(firstTotal).toMatch(/VXC/);
    await expect.poll(() => total.textContent()).not.toBe(firstTotal);
    expect(await page.getByTestId("meter-price").textContent()).toMatch(/VXC \(€/);
    await shot(page, "live-chat-1280");

    await page.getByTestId("live-chat-end").click();
    await page.getByTestId("live-chat-ended").waitFor();
    expect(await page.getByTestId("live-chat-exit").textContent()).toBe("You ended the chat.");
    expect(await page.getByTestId("live-chat-cost").textContent()).toMatch(/^[2-9]\d* min, /);
    const history = (await (await page.request.get(`${baseURL}/rest/v1/livechat/history`)).json()) as {
      items: { actor: { id: number }; exitCode: number; minutes: number; coins: number }[];
    };
    expect(history.items[0]).toMatchObject({ actor: { id: actor.id }, exitCode: 100 });
    expect(history.items[0]?.minutes).toBeGreaterThanOrEqual(2);
    await page.getByRole("button", { name: "Close" }).click();
    await chat.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await context.close();
  });

  it("fits a 375 px phone and says why a guest without coins cannot start", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 740, baseURL });
    const actors = await demoActors(page, baseURL);
    const actor = actors[5];
    if (!actor) throw new Error("the demo catalogue needs six actors");
    await setActorOnline(page, baseURL, operatorKey, actor.id, true);
    await guestWithCoins(page, "Broke", 1);
    await open(page, actor.url.replace(/^\/(de|es|nl)\//, "/en/"));
    await acceptNecessaryCookies(page);
    await page.getByTestId("live-offers").locator("button[data-chat-type='LIVECHAT']").click();
    await page.getByTestId("live-start-dialog").getByTestId("live-start").click();
    const refusal = page.getByTestId("live-start-error");
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain("at least €0.50");
    expect(await refusal.getByRole("button", { name: "Buy coins" }).count()).toBe(1);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);
    await shot(page, "live-chat-refused-375");
    // A refused start is an expected answer (402), not a page problem.
    expect(problems.filter((problem) => !problem.includes("402"))).toEqual([]);
    await context.close();
  });

  it("writes in the text chat, hears the performer with a live reaction and sends a gift (375 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 740, baseURL });
    const actors = await demoActors(page, baseURL);
    const actor = actors[7];
    if (!actor) throw new Error("the demo catalogue needs eight actors");
    await setActorOnline(page, baseURL, operatorKey, actor.id, true);
    await guestWithCoins(page, "Talker", 400);
    await open(page, actor.url.replace(/^\/(de|es|nl)\//, "/en/"));
    await acceptNecessaryCookies(page);
    const started = page.waitForResponse((response) => response.url().includes("/rest/v1/livechat/start"));
    await page.getByTestId("live-offers").locator("button[data-chat-type='LIVECHAT']").click();
    await page.getByTestId("live-start-dialog").getByTestId("live-start").click();
    const { sessionId } = (await (await started).json()) as { sessionId: number };
    const chat = page.getByTestId("live-chat");
    await chat.waitFor();
    const log = page.getByTestId("live-chat-log");
    expect(await log.getAttribute("aria-live")).toBe("polite");

    // The guest writes a line with the keyboard only: focus the labelled input, type, Enter.
    const input = page.getByLabel(`Write to ${actor.name}`);
    await input.focus();
    await page.keyboard.type("Hello from the browser");
    await page.keyboard.press("Enter");
    await log.getByText("Hello from the browser").waitFor();
    await expect.poll(() => input.inputValue()).toBe("");

    // The performer side (operator API, as her software) answers with a live reaction.
    const answered = await page.request.post(
      `${baseURL}/rest/v1/internal/actors/${actor.id}/livechat/${sessionId}/messages`,
      { headers: operator, data: { text: "Hi you, welcome!", reaction: "love" } },
    );
    expect(answered.status()).toBe(201);
    await log.locator("[data-from='actor']", { hasText: "Hi you, welcome!" }).waitFor();
    await page.getByTestId("live-reaction").waitFor();
    expect(
      await chat
        .getByRole("status")
        .filter({ hasText: `${actor.name} loves it` })
        .count(),
    ).toBe(1);

    // A gift: its button says the price, the gift shows in the log and the balance goes down.
    const balanceOf = async () =>
      (
        (await (await page.request.get(`${baseURL}/rest/v1/guest/getGuestBalance`)).json()) as {
          balance: number;
        }
      ).balance;
    // The chat's minutes are billed meanwhile (a slow machine bills more of them): the gift is
    // looked for in the ledger, not in the balance.
    const gifts = () => ledgerOf(page, baseURL, "livegift:");
    const before = await balanceOf();
    const rose = page.getByTestId("live-gift-1");
    // Named by what it shows (gift and price), what it does in its description (a11y.e2e's audit).
    expect(await chat.getByRole("button", { name: "Rose 5 VXC", exact: true }).count()).toBe(1);
    expect(await rose.getAttribute("title")).toMatch(/^Send Rose for 5 VXC/);
    await rose.click();
    // The gift asks first (issue 27): its price and the balance after it, then the yes sends it.
    const confirmation = page.getByTestId("purchase-confirmation");
    expect(await confirmation.getByTestId("purchase-price").textContent()).toMatch(/^5 VXC/);
    expect(await gifts()).toEqual([]);
    await confirmation.getByTestId("purchase-confirmation-confirm").click();
    await log.getByText(/You sent Rose for 5/).waitFor();
    expect(await gifts()).toEqual([expect.objectContaining({ delta: -5 })]);
    await expect.poll(balanceOf).toBeLessThanOrEqual(before - 5);
    // The video stays on top, the chat below, nothing wider than the phone.
    const video = await page.getByTestId("live-video").boundingBox();
    const logBox = await log.boundingBox();
    expect(video && logBox && video.y < logBox.y).toBe(true);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);
    await shot(page, "live-chat-text-375");
    await page.getByTestId("live-chat-end").click();
    await page.getByTestId("live-chat-ended").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("plays an HLS chat on past its stream URL's lifetime: renewed grants, no request refused", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actor = (await demoActors(page, baseURL))[9];
    if (!actor) throw new Error("the demo catalogue needs ten actors");
    await setActorOnline(page, baseURL, operatorKey, actor.id, true);
    const freeShow = (action: "start" | "stop") =>
      page.request.post(`${baseURL}/rest/v1/internal/actors/${actor.id}/freeShow/${action}`, {
        headers: operator,
      });
    expect((await freeShow("start")).status()).toBe(200);
    await guestWithCoins(page, "Watcher", 10);
    // Every playlist and segment the player asks for: under which grant (its expiry), and refusals.
    const grants = new Set<string>();
    const refused: string[] = [];
    page.on("response", (response) => {
      const hls = /\/live\/\d+\/\d+\/(\d+)\/[\w-]{43}\/(?:index\.m3u8|seg\d+\.ts)$/.exec(response.url());
      if (!hls?.[1]) return;
      grants.add(hls[1]);
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await open(page, actor.url.replace(/^\/(de|es|nl)\//, "/en/"));
    await acceptNecessaryCookies(page);
    await page.getByTestId("live-offers").locator("button[data-chat-type='FREECHAT']").click();
    const chat = page.getByTestId("live-chat");
    await chat.waitFor();
    expect(await page.locator(".live-player").getAttribute("data-stream-kind")).toBe("hls");
    await expect.poll(() => played(page), { timeout: 20_000 }).toBeGreaterThan(0.5);
    const first = await played(page);
    // LIVE_STREAM_URL_TTL_SECONDS is 10 here (e2e/globalSetup.ts): the first URL is dead after
    // 10 s, and the video plays on past it without a reload (its clock never restarts).
    await expect.poll(() => played(page), { timeout: 30_000, interval: 1000 }).toBeGreaterThan(first + 13);
    expect(grants.size).toBeGreaterThanOrEqual(3);
    expect(refused).toEqual([]);
    expect(await chat.getByRole("alert").count()).toBe(0);
    await page.getByTestId("live-chat-end").click();
    await page.getByTestId("live-chat-ended").waitFor();
    expect((await freeShow("stop")).status()).toBe(200);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
