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

/**
 * Issue 27, "No charge the guest did not mean": a purchase asks first (price, balance after it,
 * one button), unless "buy with one click" is on and the price is within the guest's limit; a
 * paid live chat ends only on purpose (Escape and the back button ask "End the chat?"), its end
 * button and start button are on a phone's first screen, a free chat's meter says free; Escape
 * closes the cam-show ticket's confirmation.
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const operator = { "x-operator-key": operatorKey };
const browser = sharedBrowser();

/** Intl writes a no-break space between amount and symbol; the eye reads a space. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

const balanceOf = async (page: Page): Promise<number> =>
  ((await (await page.request.get(`${baseURL}/rest/v1/guest/getGuestBalance`)).json()) as { balance: number })
    .balance;

interface Export {
  ledger: { delta: number; kind: string; reason: string }[];
  purchases: { itemType: string; itemId: number }[];
}
const exportOf = async (page: Page): Promise<Export> =>
  (await (await page.request.get(`${baseURL}/rest/v1/guest/data/export`)).json()) as Export;

/** A guest with coins and an accepted age check, logged in in the page's context. */
async function buyer(page: Page, name: string, coins: number): Promise<number> {
  const id = await signUpWithCoins(page, baseURL, operatorKey, name, coins);
  const avs = await page.request.post(`${baseURL}/rest/v1/internal/guests/${id}/avs`, {
    headers: operator,
    data: { status: "accepted" },
  });
  expect(avs.status()).toBeLessThan(300);
  return id;
}

/** Paid (non-VIP) videos of the demo catalogue, cheapest first (English paths). */
async function paidVideos(page: Page): Promise<{ id: number; url: string; price: number; title: string }[]> {
  const payload = encodeURIComponent(
    JSON.stringify({ filter: { types: { premium: true, vip: false } }, order: "priceAsc", limit: 30 }),
  );
  const list = (await (
    await page.request.get(`${baseURL}/rest/v1/tileGrid/get/videos/${payload}`)
  ).json()) as { items: { id: number; url: string; price: { value: number }; title: string }[] };
  return list.items.map((video) => ({
    id: video.id,
    url: video.url.replace(/^\/(de|es|nl)\//, "/en/"),
    price: video.price.value,
    title: video.title,
  }));
}

/** Records the purchase calls the page makes (none may go out before the confirmation's yes). */
function buyCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (/\/rest\/v1\/(video|album)\/\d+\/buy\b/.test(request.url())) calls.push(request.url());
  });
  return calls;
}

const isFocused = (page: Page, selector: string) =>
  page.evaluate((css) => document.activeElement === document.querySelector(css), selector);

describe("a purchase asks first", () => {
  it("a click on Buy and Enter on it charge nothing until the confirmation's button is pressed (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const [video] = await paidVideos(page);
    if (!video) throw new Error("no paid video in the demo catalogue");
    await buyer(page, "Careful", 200);
    const calls = buyCalls(page);
    await open(page, video.url);
    await acceptNecessaryCookies(page);
    const buy = page.getByTestId("buy-box").locator(".buy-box-actions button");
    expect(plain(await buy.textContent())).toBe(`Buy for ${video.price} VXC`);

    // A click: the confirmation with the price, the balance and the balance after it.
    await buy.click();
    const confirmation = page.getByTestId("purchase-confirmation");
    await confirmation.waitFor();
    const dialog = confirmation.getByRole("alertdialog");
    expect(await dialog.getAttribute("aria-modal")).toBe("true");
    expect(await dialog.getAttribute("aria-labelledby")).toBeTruthy();
    expect(await confirmation.locator("h2").textContent()).toBe("Confirm your purchase");
    expect(await confirmation.getByTestId("purchase-title").textContent()).toBe(video.title);
    const euro = (video.price / 4).toFixed(2);
    expect(plain(await confirmation.getByTestId("purchase-price").textContent())).toBe(
      `${video.price} VXC (€${euro})`,
    );
    expect(plain(await confirmation.getByTestId("purchase-balance").textContent())).toBe("200 VXC");
    expect(plain(await confirmation.getByTestId("purchase-after").textContent())).toBe(
      `${200 - video.price} VXC`,
    );
    const confirm = confirmation.getByTestId("purchase-confirmation-confirm");
    expect(plain(await confirm.textContent())).toBe(`Buy for ${video.price} VXC`);
    // The dialog holds the focus (on itself: a key still held cannot answer it); the page is inert.
    expect(await isFocused(page, "[data-testid='purchase-confirmation'] [role='alertdialog']")).toBe(true);
    expect(await page.locator("main").evaluate((main) => main.closest("[inert]") !== null)).toBe(true);
    await shot(page, "purchase-confirmation-1280");
    expect(calls).toEqual([]);
    expect(await balanceOf(page)).toBe(200);

    // Escape says no: nothing bought, the focus back on the buy button.
    await page.keyboard.press("Escape");
    await confirmation.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(page, "[data-testid='buy-box'] .buy-box-actions button")).toBe(true);

    // Enter on the focused buy button asks as well; Enter again (the dialog has the focus) buys nothing.
    await page.keyboard.press("Enter");
    await confirmation.waitFor();
    await page.keyboard.press("Enter");
    expect(await confirmation.count()).toBe(1);
    expect(calls).toEqual([]);
    expect(await balanceOf(page)).toBe(200);
    expect((await exportOf(page)).purchases).toEqual([]);
    // Tab, Shift+Tab stay in the dialog: its two buttons.
    await page.keyboard.press("Tab");
    expect(await isFocused(page, "[data-testid='purchase-confirmation-confirm']")).toBe(true);
    await page.keyboard.press("Tab");
    expect(await isFocused(page, "[data-testid='purchase-confirmation-cancel']")).toBe(true);
    await page.keyboard.press("Tab");
    expect(await confirmation.evaluate((layer) => layer.contains(document.activeElement))).toBe(true);
    // The confirmation's own button buys, once.
    await confirm.focus();
    await page.keyboard.press("Enter");
    await page.getByTestId("buy-box-owned").waitFor();
    expect(calls).toHaveLength(1);
    await expect.poll(() => balanceOf(page)).toBe(200 - video.price);
    expect((await exportOf(page)).purchases).toEqual([
      expect.objectContaining({ itemType: "video", itemId: video.id }),
    ]);
    await expect
      .poll(() => page.getByTestId("balance").first().textContent())
      .toContain(`${200 - video.price} VXC`);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("with one click on (set in the account), a price within the limit buys on one click; above it asks (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 640, baseURL });
    const videos = await paidVideos(page);
    const cheap = videos[0];
    const dear = videos.find((video) => cheap && video.price > cheap.price);
    if (!cheap || !dear) throw new Error("the demo catalogue needs two paid videos of different prices");
    await buyer(page, "Quick", 300);
    const calls = buyCalls(page);

    // The account area: off by default; a bad limit is refused and nothing is saved.
    await open(page, "/en/my-account/profile/");
    await acceptNecessaryCookies(page);
    const section = page.getByTestId("acct-buying");
    await section.scrollIntoViewIfNeeded();
    const toggle = section.getByTestId("one-click-enabled");
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    const limit = section.getByTestId("one-click-limit");
    await limit.fill("0");
    await section.getByTestId("one-click-save").click();
    await expect
      .poll(() => section.getByRole("alert").textContent())
      .toBe("Enter a whole number of VXC from 1 to 1,000 VXC.");
    const stored = async () =>
      (await (await page.request.get(`${baseURL}/rest/v1/guest/oneClickBuy`)).json()) as {
        enabled: boolean;
        limit: number;
      };
    expect(await stored()).toEqual({ enabled: false, limit: 20 });
    // The limit: the cheap video's price.
    await limit.fill(String(cheap.price));
    await section.getByTestId("one-click-save").click();
    await expect
      .poll(() => section.getByRole("status").textContent())
      .toBe(`Saved: purchases up to ${cheap.price} VXC are made with one click.`);
    expect(await stored()).toEqual({ enabled: true, limit: cheap.price });
    await shot(page, "one-click-setting-360");

    // Within the limit: one click buys.
    await open(page, cheap.url);
    await page.getByTestId("buy-box").locator(".buy-box-actions button").click();
    await page.getByTestId("buy-box-owned").waitFor();
    expect(await page.getByTestId("purchase-confirmation").count()).toBe(0);
    expect(calls).toHaveLength(1);
    await expect.poll(() => balanceOf(page)).toBe(300 - cheap.price);

    // Above the limit: the confirmation, and nothing charged before its button.
    await open(page, dear.url);
    await page.getByTestId("buy-box").locator(".buy-box-actions button").click();
    const confirmation = page.getByTestId("purchase-confirmation");
    await confirmation.waitFor();
    expect(plain(await confirmation.getByTestId("purchase-after").textContent())).toBe(
      `${300 - cheap.price - dear.price} VXC`,
    );
    // On a phone the question sits at the bottom, its button on the first screen.
    const box = await confirmation.getByTestId("purchase-confirmation-confirm").boundingBox();
    expect(box && box.y >= 0 && box.y + box.height <= 640).toBe(true);
    await shot(page, "purchase-confirmation-360");
    expect(calls).toHaveLength(1);
    expect(await balanceOf(page)).toBe(300 - cheap.price);
    await confirmation.getByTestId("purchase-confirmation-confirm").click();
    await page.getByTestId("buy-box-owned").waitFor();
    await expect.poll(() => balanceOf(page)).toBe(300 - cheap.price - dear.price);
    expect(calls).toHaveLength(2);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("Escape closes the cam-show ticket's confirmation: no ticket, no charge", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actor = (await demoActors(page, baseURL))[8];
    if (!actor) throw new Error("the demo catalogue needs nine actors");
    await signUpWithCoins(page, baseURL, operatorKey, "Doubter", 300);
    const scheduled = await page.request.post(`${baseURL}/rest/v1/internal/actors/${actor.id}/camshows`, {
      headers: operator,
      data: {
        start: new Date(Date.now() + 2 * 3_600_000).toISOString(),
        lengthMinutes: 30,
        price: 40,
        seats: 10,
        title: "Escape show",
        featured: false,
      },
    });
    expect(scheduled.status()).toBe(201);
    const { id } = (await scheduled.json()) as { id: number };
    await open(page, "/en/cam-shows/");
    await acceptNecessaryCookies(page);
    const card = page.locator(`[data-testid='show-card'][data-show-id='${id}']`);
    const buy = card.getByTestId("show-buy");
    await buy.click();
    const confirmation = page.getByTestId("purchase-confirmation");
    await confirmation.waitFor();
    expect(await confirmation.getByTestId("purchase-title").textContent()).toBe("Escape show");
    expect(plain(await confirmation.getByTestId("purchase-price").textContent())).toBe("40 VXC (€10.00)");
    expect(plain(await confirmation.getByTestId("purchase-after").textContent())).toBe("260 VXC");
    await page.keyboard.press("Escape");
    await confirmation.waitFor({ state: "detached" });
    await expect.poll(() => isFocused(page, `[data-show-id='${id}'] [data-testid='show-buy']`)).toBe(true);
    expect(await card.getByTestId("show-remove").count()).toBe(0);
    expect(await balanceOf(page)).toBe(300);
    expect(await card.textContent()).toContain("10 seats left");
    expect(problems).toEqual([]);
    await context.close();
  });
});

/**
 * Opens a performer's profile once it shows her online (set online just before): the site's
 * catalogue reads are cached for a short while, so a profile rendered while she was offline can
 * still be served; the page is opened again until her chat offers are there.
 */
async function openOnline(page: Page, profile: string): Promise<void> {
  const offer = page.getByTestId("live-offers").locator("button[data-chat-type='LIVECHAT']");
  await expect
    .poll(
      async () => {
        await open(page, profile);
        return offer.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
}

/** Starts a paid private chat from the actor's profile (open); answers its session id. */
async function startPaidChat(page: Page): Promise<number> {
  const started = page.waitForResponse((response) => response.url().includes("/rest/v1/livechat/start"));
  await page.getByTestId("live-offers").locator("button[data-chat-type='LIVECHAT']").click();
  await page.getByTestId("live-start-dialog").getByTestId("live-start").click();
  const { sessionId } = (await (await started).json()) as { sessionId: number };
  await page.getByTestId("live-chat").waitFor();
  await page.getByTestId("meter-total").waitFor();
  return sessionId;
}

const sessionState = async (page: Page, sessionId: number) =>
  (
    (await (await page.request.get(`${baseURL}/rest/v1/livechat/${sessionId}`)).json()) as {
      session: { state: string; exitCode: number | null };
    }
  ).session;

describe("a paid live chat ends only on purpose", () => {
  it("asks before a gift; Escape asks “End the chat?”, a no keeps it running, a yes ends it server-side (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actor = (await demoActors(page, baseURL))[5];
    if (!actor) throw new Error("the demo catalogue needs six actors");
    await setActorOnline(page, baseURL, operatorKey, actor.id, true);
    await signUpWithCoins(page, baseURL, operatorKey, "Stayer", 400);
    await openOnline(page, actor.url.replace(/^\/(de|es|nl)\//, "/en/"));
    await acceptNecessaryCookies(page);
    const sessionId = await startPaidChat(page);
    const chat = page.getByTestId("live-chat");

    // A gift asks first, with its price and the balance after it; nothing is sent before the yes.
    const gifts = () => ledgerOf(page, baseURL, "livegift:");
    await page.getByTestId("live-gift-1").click();
    const confirmation = page.getByTestId("purchase-confirmation");
    await confirmation.waitFor();
    expect(await confirmation.getByTestId("purchase-title").textContent()).toBe("Rose");
    expect(plain(await confirmation.getByTestId("purchase-price").textContent())).toBe("5 VXC (€1.25)");
    const balance = Number(
      plain(await confirmation.getByTestId("purchase-balance").textContent()).replace(/\D/g, ""),
    );
    expect(plain(await confirmation.getByTestId("purchase-after").textContent())).toBe(`${balance - 5} VXC`);
    // Escape here answers the gift's question, not the chat's.
    await page.keyboard.press("Escape");
    await confirmation.waitFor({ state: "detached" });
    expect(await page.getByTestId("chat-exit-question").count()).toBe(0);
    expect(await gifts()).toEqual([]);
    await page.getByTestId("live-gift-1").click();
    await confirmation.getByTestId("purchase-confirmation-confirm").click();
    await page
      .getByTestId("live-chat-log")
      .getByText(/You sent Rose for 5/)
      .waitFor();
    expect(await gifts()).toEqual([expect.objectContaining({ delta: -5 })]);

    // Escape asks; "Keep chatting" keeps the chat and its billing going.
    await page.keyboard.press("Escape");
    const question = page.getByTestId("chat-exit-question");
    await question.waitFor();
    expect(await question.locator("h2").textContent()).toBe("End the chat?");
    expect(await question.getByRole("alertdialog").getAttribute("aria-modal")).toBe("true");
    await shot(page, "live-chat-end-question-1280");
    await question.getByRole("button", { name: "Keep chatting" }).click();
    await question.waitFor({ state: "detached" });
    expect((await sessionState(page, sessionId)).state).not.toBe("ended");
    expect(await chat.getByTestId("live-chat-end").count()).toBe(1);

    // Escape and the yes: the chat ends on the server (no more minutes billed), the screen says so.
    await page.keyboard.press("Escape");
    await question.waitFor();
    await question.getByRole("button", { name: "End chat" }).click();
    await page.getByTestId("live-chat-ended").waitFor();
    await expect.poll(async () => (await sessionState(page, sessionId)).state).toBe("ended");
    expect((await sessionState(page, sessionId)).exitCode).toBe(100);
    expect(await page.getByTestId("live-chat-exit").textContent()).toBe("You ended the chat.");
    // Once ended, Escape closes the screen.
    await page.keyboard.press("Escape");
    await chat.waitFor({ state: "detached" });
    // Its own history entry went with it.
    await expect.poll(() => new URL(page.url()).hash).toBe("");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("at 360 px: the start and End chat are on the first screen, and the back button asks before it ends", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 640, baseURL });
    const actor = (await demoActors(page, baseURL))[5];
    if (!actor) throw new Error("the demo catalogue needs six actors");
    await setActorOnline(page, baseURL, operatorKey, actor.id, true);
    await signUpWithCoins(page, baseURL, operatorKey, "Backer", 400);
    const profile = actor.url.replace(/^\/(de|es|nl)\//, "/en/");
    await openOnline(page, profile);
    await acceptNecessaryCookies(page);
    const within = async (selector: string) => {
      const box = await page.locator(selector).first().boundingBox();
      if (!box) throw new Error(`${selector} is not visible`);
      return box.y >= 0 && box.y + box.height <= 640 && box.x >= 0 && box.x + box.width <= 360;
    };
    // The profile's chat button, then the start dialog's start button: on the first screen.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await within("[data-testid='live-offers'] button[data-chat-type='LIVECHAT']")).toBe(true);
    await shot(page, "live-offers-profile-360");
    await page.getByTestId("live-offers").locator("button[data-chat-type='LIVECHAT']").click();
    expect(await within("[data-testid='live-start']")).toBe(true);
    await shot(page, "live-start-dialog-360");
    await page.getByTestId("live-start-dialog").getByRole("button", { name: "Cancel" }).click();
    await page.getByTestId("live-start-dialog").waitFor({ state: "detached" });
    const sessionId = await startPaidChat(page);

    // "End chat": a normal button on the first screen, also with the chat scrolled to its end.
    const end = "[data-testid='live-chat-end']";
    expect(await within(end)).toBe(true);
    const size = await page.locator(end).boundingBox();
    expect(size?.height).toBeLessThanOrEqual(48);
    expect(size?.width).toBeLessThan(180);
    await page.locator(".live-chat-panel").evaluate((panel) => {
      panel.scrollTop = panel.scrollHeight;
    });
    await expect
      .poll(() => page.locator(".live-chat-panel").evaluate((panel) => panel.scrollTop))
      .toBeGreaterThan(0);
    expect(await within(end)).toBe(true);
    await shot(page, "live-chat-scrolled-360");

    // The back button asks; a no keeps the chat (and its place in the history).
    await page.goBack();
    const question = page.getByTestId("chat-exit-question");
    await question.waitFor();
    expect(await within("[data-testid='chat-exit-question-confirm']")).toBe(true);
    await shot(page, "live-chat-back-question-360");
    await question.getByRole("button", { name: "Keep chatting" }).click();
    await question.waitFor({ state: "detached" });
    expect((await sessionState(page, sessionId)).state).not.toBe("ended");
    expect(new URL(page.url()).pathname).toBe(profile);
    // Back again, and the yes: ended on the server.
    await page.goBack();
    await question.waitFor();
    await question.getByRole("button", { name: "End chat" }).click();
    await page.getByTestId("live-chat-ended").waitFor();
    await expect.poll(async () => (await sessionState(page, sessionId)).state).toBe("ended");
    // The back button after the end closes the screen and stays on the page.
    await page.goBack();
    await page.getByTestId("live-chat").waitFor({ state: "detached" });
    expect(new URL(page.url()).pathname).toBe(profile);
    expect(problems).toEqual([]);
    await context.close();
  });

  for (const [width, height] of [
    [360, 640],
    [1280, 900],
  ] as const)
    it(`the free preview's meter says free, not “∞ minutes left at Free per minute” (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
      const actors = await demoActors(page, baseURL);
      await signUpWithCoins(page, baseURL, operatorKey, "Previewer", 50);
      let found = false;
      for (const actor of actors.slice(5, 12)) {
        await setActorOnline(page, baseURL, operatorKey, actor.id, true);
        await openOnline(page, actor.url.replace(/^\/(de|es|nl)\//, "/en/"));
        const preview = page.getByTestId("live-offers").locator("button[data-chat-type='LIVE_PREVIEW']");
        if ((await preview.count()) === 0) continue;
        found = true;
        await acceptNecessaryCookies(page);
        await preview.click();
        await page.getByTestId("live-chat").waitFor();
        const meter = page.getByTestId("live-meter");
        await meter.waitFor();
        expect(await meter.getByTestId("meter-price").textContent()).toBe("Free");
        await expect
          .poll(() => meter.getByTestId("meter-summary").textContent())
          .toMatch(/^\d+:\d\d in the chat, free\.$/);
        expect(await meter.textContent()).not.toContain("∞");
        expect(await meter.textContent()).not.toContain("per minute");
        expect(await meter.getByTestId("meter-left").count()).toBe(0);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(
          width,
        );
        await shot(page, `live-preview-meter-${width}`);
        await page.getByTestId("live-chat-end").click();
        await page.getByTestId("live-chat-ended").waitFor();
        break;
      }
      expect(found).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    });
});
