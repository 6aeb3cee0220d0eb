import type { Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  acceptNecessaryCookies,
  demoActors,
  newPage,
  open,
  setActorOnline,
  sharedBrowser,
  signUpWithCoins,
} from "./browser.ts";

/**
 * Issue 26, "The charge in the browser": every charge of the web app goes through one hook that
 * keeps its Idempotency-Key across retries of the same attempt (web/api/useCharge.ts). Here the
 * network is cut after the server charged: the request reaches the server, which charges and
 * answers, and the browser gets a broken connection instead of the answer. The page offers a retry;
 * the retry sends the same key, the server answers with the replay of the first charge, and the
 * ledger (the guest's data export) holds one charge.
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

interface Ledger {
  ledger: { delta: number; kind: string; reason: string }[];
  purchases: { itemType: string; itemId: number; price: number }[];
}

const ledgerOf = async (page: Page): Promise<Ledger> =>
  (await (await page.request.get(`${baseURL}/rest/v1/guest/data/export`)).json()) as Ledger;

const balanceOf = async (page: Page): Promise<number> =>
  ((await (await page.request.get(`${baseURL}/rest/v1/guest/getGuestBalance`)).json()) as { balance: number })
    .balance;

/**
 * Lets the first request of `pattern` reach the server and charge, then breaks the connection
 * instead of handing its answer to the page; later requests pass. Records every request's key and
 * the first (lost) answer.
 */
async function cutFirstAnswer(page: Page, pattern: RegExp) {
  const keys: string[] = [];
  const lost: { body: unknown } = { body: undefined };
  await page.route(pattern, async (route: Route) => {
    keys.push(route.request().headers()["idempotency-key"] ?? "");
    if (keys.length > 1) {
      await route.continue();
      return;
    }
    const response = await route.fetch();
    lost.body = await response.json();
    expect(response.status()).toBeLessThan(300);
    await route.abort("connectionreset");
  });
  return { keys, lost };
}

/** Lost answers are what this test makes: a reset connection is not a page problem here. */
const unexpected = (problems: string[]) =>
  problems.filter((problem) => !problem.includes("ERR_CONNECTION_RESET"));

/** The cheapest paid (non-VIP) video of the demo catalogue (its English path and price). */
async function paidVideo(page: Page): Promise<{ id: number; url: string; price: number }> {
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
  return { id: video.id, url: video.url.replace(/^\/(de|es|nl)\//, "/en/"), price: video.price.value };
}

describe("a charge whose answer is lost", () => {
  it("buys a video once: the retry sends the same key and gets the first purchase's answer", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const guestId = await signUpWithCoins(page, baseURL, operatorKey, "Retrier", 200);
    await page.request.post(`${baseURL}/rest/v1/internal/guests/${guestId}/avs`, {
      headers: { "x-operator-key": operatorKey },
      data: { status: "accepted" },
    });
    const video = await paidVideo(page);
    await open(page, video.url);
    await acceptNecessaryCookies(page);
    const before = await balanceOf(page);
    const cut = await cutFirstAnswer(page, /\/rest\/v1\/video\/\d+\/buy\b/);

    const box = page.getByTestId("buy-box");
    await box.locator(".buy-box-actions button").click();
    // The purchase asks first (issue 27); its yes sends the charge.
    await page.getByTestId("purchase-confirmation-confirm").click();
    const alert = box.getByRole("alert");
    await alert.waitFor();
    // The page says what happened and offers the retry.
    const offered = await box.getByTestId("charge-retry").count();
    const said = await alert.textContent();
    // The server charged although the page never heard it.
    expect(await balanceOf(page)).toBe(before - video.price);

    const replay = page.waitForResponse((response) => response.url().includes(`/video/${video.id}/buy`));
    // "Try again" repeats the purchase already confirmed: no second question, the same key.
    await box.getByTestId("charge-retry").click();
    const second = await replay;
    await page.getByTestId("buy-box-owned").waitFor();
    expect(cut.keys).toHaveLength(2);
    expect(cut.keys[0]).toMatch(/^buy-video-\d+-[0-9a-f-]{36}$/);
    expect(cut.keys[1]).toBe(cut.keys[0]);
    // The replay of the first purchase: the same answer, "charged" included.
    expect(await second.json()).toEqual(cut.lost.body);
    expect(cut.lost.body).toMatchObject({ charged: true, guestBalance: before - video.price });

    expect(await balanceOf(page)).toBe(before - video.price);
    const { ledger, purchases } = await ledgerOf(page);
    expect(ledger.filter((entry) => entry.kind === "purchase")).toEqual([
      expect.objectContaining({ delta: -video.price, reason: `video:${video.id}` }),
    ]);
    expect(purchases).toEqual([expect.objectContaining({ itemType: "video", itemId: video.id })]);
    expect(offered).toBe(1);
    expect(said).toContain("never charged twice");
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });

  it("sends a live gift once when the guest presses it again after the answer was lost", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actor = (await demoActors(page, baseURL))[4];
    if (!actor) throw new Error("the demo catalogue needs five actors");
    await setActorOnline(page, baseURL, operatorKey, actor.id, true);
    await signUpWithCoins(page, baseURL, operatorKey, "Gifter", 400);
    await open(page, actor.url.replace(/^\/(de|es|nl)\//, "/en/"));
    await acceptNecessaryCookies(page);
    const started = page.waitForResponse((response) => response.url().includes("/rest/v1/livechat/start"));
    await page.getByTestId("live-offers").locator("button[data-chat-type='LIVECHAT']").click();
    await page.getByTestId("live-start-dialog").getByTestId("live-start").click();
    const { sessionId } = (await (await started).json()) as { sessionId: number };
    await page.getByTestId("live-chat").waitFor();

    const cut = await cutFirstAnswer(page, /\/rest\/v1\/livechat\/\d+\/gifts\b/);
    const rose = page.getByTestId("live-gift-1");
    const confirmGift = async () => {
      await rose.click();
      // The gift asks first (issue 27); its yes sends the charge.
      await page.getByTestId("purchase-confirmation-confirm").click();
    };
    await confirmGift();
    await page.locator(".live-gifts [role='alert']").waitFor();
    const offered = await page.locator(".live-gifts").getByTestId("charge-retry").count();
    // The guest presses the gift again and confirms it (the same attempt: nothing changed in what
    // is bought).
    const replay = page.waitForResponse((response) => response.url().includes("/gifts"));
    await confirmGift();
    await replay;
    const log = page.getByTestId("live-chat-log");
    await log
      .getByText(/You sent Rose for 5/)
      .first()
      .waitFor();
    await page.getByTestId("live-chat-end").click();
    await page.getByTestId("live-chat-ended").waitFor();
    // One charge in the ledger: the second press was the replay of the first.
    const gifts = (await ledgerOf(page)).ledger.filter((entry) => entry.reason.startsWith("livegift:"));
    expect(gifts).toEqual([expect.objectContaining({ delta: -5, reason: `livegift:${sessionId}:1` })]);
    expect(cut.keys).toHaveLength(2);
    expect(cut.keys[1]).toBe(cut.keys[0]);
    expect(await log.getByText(/You sent Rose/).count()).toBe(1);
    expect(offered).toBe(1);
    expect(unexpected(problems)).toEqual([]);
    await context.close();
  });
});
