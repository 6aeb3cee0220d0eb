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
} from "./browser.ts";

const baseURL = inject("baseUrl");
const _operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

/** An actor of the demo catalogue. */
async function demoActor(page: Page, index: number): Promise<{ id: number; name: string; url: string }> {
  const actors = await demoActors(page, baseURL);
  const actor = actors[index % actors.length];
  if (!actor) throw new Error("no demo actor");
  return actor;
}

const setOnline = (page: Page, actorId: number, online: boolean) =>
  setActorOnline(page, baseURL, inject("operatorKey"), actorId, online);

/** Signs a guest up in the page's context (session cookie) and pins the actor through the favourites API. */
async function fanOf(page: Page, actorId: number, name: string): Promise<void> {
  const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: { email: `${name.toLowerCase()}-${Date.now()}@example.com`, password: `${name} password`, name },
  });
  expect(created.status()).toBeLessThan(300);
  const pinned = await page.request.post(`${baseURL}/rest/v1/guest/favorite/pin`, {
    data: { objectType: "actor", objectId: actorId },
    // Cookie-authenticated calls must come from the site's origin (CSRF check).
    headers: { origin: baseURL },
  });
  expect(pinned.status()).toBeLessThan(300);
}

describe("notifications", () => {
  it("shows a toast and the bell's unread badge when a favourite comes online; opening marks seen, a click marks read", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const actor = await demoActor(page, 3);
    await setOnline(page, actor.id, false);
    await fanOf(page, actor.id, "Belle");
    await open(page, "/en/");
    await acceptNecessaryCookies(page);
    await page.getByTestId("notifications-button").waitFor();
    expect(await page.getByTestId("notifications-badge").count()).toBe(0);

    await setOnline(page, actor.id, true);
    const toast = page.getByTestId("notification-toast");
    await toast.waitFor();
    expect(await toast.textContent()).toContain(`${actor.name} is online`);
    expect(await page.locator(".ntf-toasts[role='status']").count()).toBe(1);
    await expect.poll(() => page.getByTestId("notifications-badge").textContent()).toBe("1");
    await shot(page, "notifications-toast-1440");

    // Opening the dropdown marks the list seen (server-side too).
    await page.getByTestId("notifications-button").click();
    const item = page.getByTestId("notifications-menu").getByTestId("notification-item").first();
    await item.waitFor();
    // The browser-notification switch: its service worker registers from the site root.
    const toggle = page.getByTestId("push-toggle").getByRole("switch");
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-checked")).toBe("false");
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL),
      )
      .toMatch(/\/sw\.js$/);
    await expect.poll(() => item.getAttribute("data-unseen")).toBe("false");
    expect(await item.getAttribute("data-unread")).toBe("true");
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get(`${baseURL}/rest/v1/notifications`)).json()) as {
              unseenCount: number;
            }
          ).unseenCount,
      )
      .toBe(0);
    await shot(page, "notifications-dropdown-1440");

    // A click marks it read and opens the actor's page.
    await item.click();
    await page.waitForURL((url) => url.pathname.toLowerCase().includes(actor.name.toLowerCase()));
    await expect.poll(() => page.getByTestId("notifications-badge").count()).toBe(0);
    const list = (await (await page.request.get(`${baseURL}/rest/v1/notifications`)).json()) as {
      unreadCount: number;
      items: { unread: boolean }[];
    };
    expect(list.unreadCount).toBe(0);
    expect(list.items[0]?.unread).toBe(false);
    // The toast was read with it.
    expect(await page.getByTestId("notification-toast").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps the entry in the menu on a 375 px phone and the toast inside the screen", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    const actor = await demoActor(page, 4);
    await setOnline(page, actor.id, false);
    await fanOf(page, actor.id, "Phone");
    await open(page, "/en/");
    await acceptNecessaryCookies(page);
    await setOnline(page, actor.id, true);
    const toast = page.getByTestId("notification-toast");
    await toast.waitFor();
    const box = await toast.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The bell stays in the header on phones, with its badge (issue 12); the menu has the entry too.
    expect(await page.getByTestId("notifications-button").isVisible()).toBe(true);
    await shot(page, "notifications-toast-375");

    await page.locator(".navbar-menu-btn").click();
    const entry = page.getByTestId("notifications-menu-entry");
    await expect.poll(() => entry.textContent()).toContain("1");
    await entry.locator("summary").click();
    await entry.getByTestId("notification-item").first().waitFor();
    await shot(page, "notifications-menu-375");
    expect(problems).toEqual([]);
    await context.close();
  });
});
