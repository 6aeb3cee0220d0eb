import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, demoActors, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

/** Signs a new guest up in the page's browser context and credits coins. */
async function signUp(page: Page, name: string, coins: number): Promise<number> {
  const response = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: { email: `${name.toLowerCase()}-${Date.now()}@example.com`, password: `${name} password`, name },
  });
  expect(response.status()).toBeLessThan(300);
  const { guest } = (await response.json()) as { guest: { id: number } };
  if (coins > 0) {
    const credit = await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/credit`, {
      headers: operator,
      data: { coins, reason: "messenger test" },
    });
    expect(credit.status()).toBeLessThan(300);
  }
  return guest.id;
}

/** Actors of the demo catalogue (the models of its videos), distinct. */
const demoActorList = (page: Page) => demoActors(page, baseURL);

async function actorSends(page: Page, actorId: number, guestId: number, text: string): Promise<void> {
  const response = await page.request.post(`${baseURL}/rest/v1/internal/messenger/send`, {
    headers: operator,
    data: { actorId, guestId, text },
  });
  expect(response.status()).toBe(201);
}

const balanceOf = async (page: Page) => {
  const text = (await page.getByTestId("balance").textContent()) ?? "";
  return Number(/([\d.]+)\s*VXC/.exec(text)?.[1]?.replace(/\./g, "") ?? Number.NaN);
};

/** Sends the free messages of the open channel until the composer shows a price; answers that price. */
async function useUpFreeMessages(page: Page): Promise<number> {
  for (let round = 0; round < 8; round++) {
    const send = page.getByTestId("send");
    const price = Number(await send.getAttribute("data-price"));
    if (price > 0) return price;
    const count = await page.getByTestId("message").count();
    await page.locator("#msg-input").fill(`Free hello ${round}`);
    await page.locator("#msg-input").press("Enter");
    // Sent, or refused with the price the server names (409) when the last free message was used
    // before the channel's new count reached the composer: the next round returns that price.
    await expect
      .poll(
        async () =>
          (await page.getByTestId("message").count()) > count ||
          Number(await send.getAttribute("data-price")) > 0,
      )
      .toBe(true);
    if ((await page.getByTestId("message").count()) === count) continue;
    // The socket may show the message before the send's answer: wait for the answer (it clears
    // the box and updates the channel's free messages), or the next send would find it busy.
    await expect.poll(() => page.locator("#msg-input").inputValue()).toBe("");
  }
  throw new Error("the channel stays free");
}

describe("messenger", () => {
  it("shows anonymous guests a teaser with login", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, "/en/messenger/");
    await page.getByTestId("messenger-teaser").waitFor();
    expect(await page.title()).toContain("Messenger");
    await acceptNecessaryCookies(page);
    await shot(page, "messenger-teaser-1440");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("receives a performer's message live, reads it, replies and pays the shown price", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const guestId = await signUp(page, "Chatter", 200);
    const actors = await demoActorList(page);
    const [actor, other] = actors;
    if (!actor || !other) throw new Error("the demo catalogue needs two actors");
    for (const { id } of actors.slice(0, 6)) {
      await page.request.post(`${baseURL}/rest/v1/internal/actors/${id}/online`, { headers: operator });
    }
    // A conversation with another actor exists already (the list is not empty).
    await actorSends(page, other.id, guestId, "Hi, nice to meet you!");

    await open(page, "/en/messenger/");
    await acceptNecessaryCookies(page);
    await page.getByTestId("channel").first().waitFor();
    await page.getByTestId("recommendations").getByTestId("recommendation").first().waitFor();
    await expect.poll(() => page.getByTestId("messages-badge").textContent()).toBe("1");
    await shot(page, "messenger-list-1440");

    // The performer writes: the channel appears and the navbar badge counts it, without a reload.
    await page.evaluate(() => {
      (window as unknown as { marker: boolean }).marker = true;
    });
    await actorSends(page, actor.id, guestId, "Hey, are you there? 😊");
    const channel = page.locator(`[data-testid='channel'][data-actor-id='${actor.id}']`);
    await channel.waitFor();
    await expect.poll(() => page.getByTestId("messages-badge").textContent()).toBe("2");
    expect(await channel.getByTestId("channel-unread").textContent()).toMatch(/^1/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);

    // The dropdown lists the unread channels; Escape closes it.
    await page.getByTestId("messages-button").click();
    await expect.poll(() => page.getByTestId("messages-menu").locator("li").count()).toBe(2);
    await shot(page, "messenger-dropdown-1440");
    await page.keyboard.press("Escape");
    await page.getByTestId("messages-menu").waitFor({ state: "hidden" });

    // Opening the channel reads it: the badge drops by its unread messages.
    await channel.click();
    await page.getByTestId("conversation").waitFor();
    await expect.poll(() => page.getByTestId("message").count()).toBe(1);
    await expect.poll(() => page.getByTestId("messages-badge").textContent()).toBe("1");
    expect(await channel.getByTestId("channel-unread").count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("channel")).toMatch(/^\d+$/);

    // A message while the channel is open appears at the bottom.
    await actorSends(page, actor.id, guestId, "I am online now");
    await expect.poll(() => page.getByTestId("message").last().textContent()).toContain("I am online now");
    await expect.poll(() => page.getByTestId("messages-badge").textContent()).toBe("1");

    // Reply: the composer names the price before sending; the balance drops by it.
    const price = await useUpFreeMessages(page);
    expect(await page.getByTestId("send").textContent()).toBe(`Send for ${price} VXC`);
    const before = await balanceOf(page);
    const count = await page.getByTestId("message").count();
    await page.locator("#msg-input").fill("This one is paid.\nSecond line.");
    await page.getByTestId("send").click();
    await expect.poll(() => page.getByTestId("message").count()).toBe(count + 1);
    expect(await page.getByTestId("message").last().textContent()).toContain(`paid ${price} VXC`);
    await expect.poll(() => balanceOf(page)).toBe(before - price);
    await shot(page, "messenger-conversation-1440");

    // The actor goes offline: the conversation says so, live.
    await page.request.post(`${baseURL}/rest/v1/internal/actors/${actor.id}/offline`, { headers: operator });
    await expect.poll(() => page.getByTestId("conversation-state").textContent()).toContain("Offline");

    // Archive moves it out of the newest list; the archived filter shows it.
    await page.getByTestId("archive-toggle").click();
    await expect.poll(() => channel.count()).toBe(0);
    await page.getByTestId("filter-archived").click();
    await channel.waitFor();
    await page.getByTestId("archive-toggle").click();
    await expect.poll(() => channel.count()).toBe(0);
    await page.getByTestId("filter-newest").click();
    await channel.waitFor();

    expect(problems).toEqual([]);
    await context.close();
  });

  it("sends gifts: own ones first, the price counts only the rest, shown before sending", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const guestId = await signUp(page, "Giver", 100);
    const [, , actor] = await demoActorList(page);
    if (!actor) throw new Error("no actor");
    await page.request.post(`${baseURL}/rest/v1/internal/actors/${actor.id}/online`, { headers: operator });
    const granted = await page.request.post(`${baseURL}/rest/v1/internal/grantMessengerGifts`, {
      headers: operator,
      data: { guestId, gifts: [{ giftId: 1, count: 1 }], reason: "e2e" },
    });
    expect(granted.status()).toBe(200);
    await actorSends(page, actor.id, guestId, "Do you like roses?");
    await open(page, "/en/messenger/");
    await acceptNecessaryCookies(page);
    await page.locator(`[data-testid='channel'][data-actor-id='${actor.id}']`).click();
    await page.getByTestId("conversation").waitFor();

    await page.getByTestId("gift-toggle").click();
    const picker = page.getByTestId("gift-picker");
    await picker.waitFor();
    const rose = picker.getByTestId("gift-rose");
    expect(await rose.textContent()).toContain("1 yours");
    // The own rose costs nothing; the second one its price (5), the champagne 10.
    await rose.click();
    await expect.poll(() => page.getByTestId("send").getAttribute("data-price")).toBe("0");
    expect(await rose.textContent()).toContain("5 VXC");
    await rose.click();
    await expect.poll(() => page.getByTestId("send").textContent()).toBe("Send for 5 VXC");
    await picker.getByRole("tab", { name: "Party" }).click();
    await picker.getByTestId("gift-champagne").click();
    await expect.poll(() => page.getByTestId("send").textContent()).toBe("Send for 15 VXC");
    // Taking a rose out gives the own one back to the count: 10 VXC left to pay.
    await page.getByTestId("gift-chips").getByRole("button", { name: "Remove one Rose" }).click();
    await expect.poll(() => page.getByTestId("send").textContent()).toBe("Send for 10 VXC");
    await picker.getByRole("tab", { name: "Luxury" }).click();
    // Not a VIP: the diamond cannot be added, and the picker says why.
    expect(await picker.getByTestId("gift-diamond").isDisabled()).toBe(true);
    expect(await picker.textContent()).toContain("VIP gifts are for VIP club members");
    await shot(page, "messenger-gifts-1440");

    await page.locator("#msg-input").fill("For you 🌹");
    await expect.poll(() => page.getByTestId("send").getAttribute("data-price")).not.toBe("10");
    const total = Number(await page.getByTestId("send").getAttribute("data-price"));
    const before = await balanceOf(page);
    await page.getByTestId("send").click();
    // A message with gifts is a purchase: it asks first (issue 27), nothing sent before the yes.
    const confirmation = page.getByTestId("purchase-confirmation");
    await confirmation.waitFor();
    expect(await confirmation.getByTestId("purchase-title").textContent()).toBe("Rose, Champagne");
    expect(await confirmation.getByTestId("purchase-price").textContent()).toMatch(
      new RegExp(`^${total} VXC`),
    );
    expect(await confirmation.getByTestId("purchase-after").textContent()).toBe(`${before - total} VXC`);
    expect(await balanceOf(page)).toBe(before);
    await shot(page, "messenger-gift-confirmation-1440");
    await confirmation.getByTestId("purchase-confirmation-confirm").click();
    const sent = page.getByTestId("message").last();
    await expect.poll(() => sent.getByTestId("message-gift").count()).toBe(2);
    expect(await sent.textContent()).toContain("For you");
    await expect.poll(() => balanceOf(page)).toBe(before - total);
    expect(await page.getByTestId("gift-chips").count()).toBe(0);
    await shot(page, "messenger-gift-sent-1440");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the not-enough-money modal with a top-up on a phone", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    const guestId = await signUp(page, "Broke", 0);
    const [actor] = await demoActorList(page);
    if (!actor) throw new Error("no actor");
    await actorSends(page, actor.id, guestId, "Write me back!");
    await open(page, "/en/messenger/");
    await acceptNecessaryCookies(page);
    await page.getByTestId("channel").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, "messenger-list-375");
    // The messages entry lives in the menu on narrow phones, with the unread count.
    await page.locator(".navbar-menu-btn").click();
    await expect.poll(() => page.getByTestId("messages-menu-link").textContent()).toContain("1");
    await shot(page, "messenger-menu-375");
    await page.keyboard.press("Escape");

    await page.getByTestId("channel").first().click();
    await page.getByTestId("conversation").waitFor();
    expect(await page.getByTestId("channel").first().isVisible()).toBe(false);
    const price = await useUpFreeMessages(page);
    await page.locator("#msg-input").fill("I have no coins");
    await page.locator("#msg-input").press("Enter");
    const modal = page.getByTestId("not-enough-money");
    await modal.waitFor();
    expect(await modal.textContent()).toContain(`${price} VXC`);
    await shot(page, "messenger-no-money-375");
    await modal.getByTestId("modal-top-up").click();
    await page.frameLocator("[data-testid='pay-overlay']").locator("[data-testid='moneycharge']").waitFor();
    await page.keyboard.press("Escape");
    expect(await page.locator("#msg-input").inputValue()).toBe("I have no coins");

    // The details sit behind a button on a phone; the back button returns to the list.
    await page.locator(".msg-details-btn").click();
    await expect
      .poll(() => page.getByTestId("actor-panel").evaluate((el) => el.classList.contains("is-open")))
      .toBe(true);
    await shot(page, "messenger-panel-375");
    await page.locator(".msg-panel-close").click();
    await page.locator(".msg-back").click();
    await page.getByTestId("channel").first().waitFor();
    // The refused send is the expected 402; the browser logs every failed request.
    expect(problems.filter((problem) => !problem.includes("status of 402"))).toEqual([]);
    await context.close();
  });
  it("tops up with one click in the not-enough-money modal and sends the message once", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const guestId = await signUp(page, "OneClick", 0);
    // A saved card and one-click amounts, set up through the payment API with the cookie session.
    const card = { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123", holder: "One Click" };
    const saved = await page.request.post(`${baseURL}/rest/v1/payment/card`, {
      headers: { origin: baseURL },
      data: { card },
    });
    expect(saved.status()).toBe(200);
    const settings = await page.request.post(`${baseURL}/rest/v1/payment/settings`, {
      headers: { origin: baseURL },
      data: { oneClick: { enabled: true, packageIds: ["p20", "p40"] } },
    });
    expect(settings.status()).toBe(200);
    const [, actor] = await demoActorList(page);
    if (!actor) throw new Error("no actor");
    await actorSends(page, actor.id, guestId, "Top up and write me!");
    await open(page, "/en/messenger/");
    await acceptNecessaryCookies(page);
    await page.getByTestId("channel").first().click();
    await page.getByTestId("conversation").waitFor();
    // The performer's message is there before counting (the conversation loads after the click).
    await page.getByTestId("message").first().waitFor();
    const price = await useUpFreeMessages(page);
    const before = await page.getByTestId("message").count();
    await page.locator("#msg-input").fill("Paid with one click");
    await page.locator("#msg-input").press("Enter");
    const modal = page.getByTestId("not-enough-money");
    await modal.getByTestId("oneclick-options").waitFor();
    expect(await modal.getByTestId("oneclick-p40").textContent()).toContain("40 VXC");
    expect(await modal.getByTestId("modal-top-up").isVisible()).toBe(true);
    await shot(page, "messenger-oneclick-1440");
    await modal.getByTestId("oneclick-p40").click();
    await modal.waitFor({ state: "detached" });
    // The result message shows in the conversation; the message went once, charged the shown price.
    await expect.poll(() => page.getByTestId("topup-result").textContent()).toContain("40 VXC");
    await expect.poll(() => page.getByTestId("message").count()).toBe(before + 1);
    // The socket may show the message before the send's answer clears the field.
    await expect.poll(() => page.locator("#msg-input").inputValue()).toBe("");
    await expect.poll(() => balanceOf(page)).toBe(40 - price);
    await shot(page, "messenger-oneclick-done-1440");
    const { channel } = (await (
      await page.request.get(`${baseURL}/rest/v1/messenger/channel/actor/${actor.id}`)
    ).json()) as { channel: { id: number } };
    const sent = (await (
      await page.request.get(`${baseURL}/rest/v1/messenger/channel/${channel.id}/messages`)
    ).json()) as { messages: { text: string; price: number }[] };
    expect(sent.messages.filter((m) => m.text === "Paid with one click")).toEqual([
      expect.objectContaining({ price }),
    ]);
    expect(problems.filter((problem) => !problem.includes("status of 402"))).toEqual([]);
    await context.close();
  });
});
