import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEMO_GUEST } from "../src/server/seed/demoGuest.ts";
import { acceptNecessaryCookies, demoActors, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

/** Logs the demo guest in (in the page's browser context) with German as its saved language. */
async function loginDemoGuest(page: Page): Promise<number> {
  const login = await page.request.post(`${baseURL}/rest/v1/auth/login`, {
    data: { email: DEMO_GUEST.email, password: DEMO_GUEST.password },
  });
  expect(login.status()).toBe(200);
  const { guest } = (await login.json()) as { guest: { id: number } };
  const update = await page.request.post(`${baseURL}/rest/v1/guest/profile/update`, {
    headers: { origin: baseURL },
    data: { language: "de" },
  });
  expect(update.status()).toBe(200);
  return guest.id;
}

async function actorSends(page: Page, actorId: number, guestId: number, text: string): Promise<void> {
  const response = await page.request.post(`${baseURL}/rest/v1/internal/messenger/send`, {
    headers: operator,
    data: { actorId, guestId, text },
  });
  expect(response.status()).toBe(201);
}

/** Records the text of every notification toast the page ever shows (toasts come and go). */
async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { toastTexts: string[] }).toastTexts = seen;
    const collect = () => {
      for (const toast of document.querySelectorAll("[data-testid='notification-toast']")) {
        const text = toast.textContent ?? "";
        if (!seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(collect).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
}

const toastTexts = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastTexts: string[] }).toastTexts);

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe("the messenger on a phone", () => {
  for (const width of [360, 375]) {
    it(`gives the composer the width, keeps the page still and pops up only other conversations, in the page's language (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height: 740, baseURL });
      const guestId = await loginDemoGuest(page);
      const actors = await demoActors(page, baseURL);
      // Each width talks to its own two actors (the demo guest is shared by the file's tests).
      const [actor, other] = width === 360 ? actors.slice(0, 2) : actors.slice(2, 4);
      if (!actor || !other) throw new Error("the demo catalogue needs four actors");
      for (let i = 1; i <= 10; i++)
        await actorSends(page, actor.id, guestId, `Message ${i}: a few words so that the list scrolls`);

      await open(page, "/en/messenger/");
      await acceptNecessaryCookies(page);
      await page.locator(`[data-testid='channel'][data-actor-id='${actor.id}']`).click();
      await page.getByTestId("conversation").waitFor();
      await expect.poll(() => page.getByTestId("message").count()).toBe(10);

      // The typing box gets (nearly) the whole width; nothing slides sideways.
      const input = await page.locator("#msg-input").boundingBox();
      expect(input?.width ?? 0).toBeGreaterThanOrEqual(0.8 * width);
      const sizes = () =>
        page.evaluate(() => ({
          scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
          scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
          innerWidth,
          innerHeight,
          scrollY,
        }));
      let size = await sizes();
      expect(size.scrollWidth).toBeLessThanOrEqual(size.innerWidth);
      // The conversation fills the screen: the page itself has nothing to scroll to.
      expect(size.scrollHeight).toBeLessThanOrEqual(size.innerHeight + 1);
      // The header's controls fit the screen (archive and block move into the details sheet).
      for (const button of await page.locator(".msg-conv-head button:visible").all()) {
        const box = await button.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      await shot(page, `messenger-phone-conversation-${width}`);

      // The actor details open as a sheet inside the screen.
      await page.locator(".msg-details-btn").click();
      const panel = page.getByTestId("actor-panel");
      await expect.poll(() => panel.evaluate((el) => el.classList.contains("is-open"))).toBe(true);
      // The sheet slides in (instantly with reduced motion): wait until it is inside the screen.
      await expect
        .poll(async () => {
          const sheet = await panel.boundingBox();
          return Boolean(sheet && sheet.x >= 0 && sheet.x + sheet.width <= width + 0.5);
        })
        .toBe(true);
      expect((await sizes()).scrollWidth).toBeLessThanOrEqual(width);
      expect(await panel.getByTestId("panel-archive-toggle").isVisible()).toBe(true);
      await shot(page, `messenger-phone-details-${width}`);
      await page.locator(".msg-panel-close").click();

      // An answer in the open conversation: it shows in the list, no toast, the page stays put.
      await recordToasts(page);
      const before = (await sizes()).scrollY;
      await actorSends(page, actor.id, guestId, "An answer while you watch");
      await expect
        .poll(() => page.getByTestId("message").last().textContent())
        .toContain("An answer while you watch");
      // A message from another conversation pops up (after the first one's notification went out).
      await actorSends(page, other.id, guestId, "Hello from elsewhere");
      const toast = page.getByTestId("notification-toast");
      await expect.poll(() => toast.count()).toBe(1);
      expect(await toast.textContent()).toContain(other.name);
      size = await sizes();
      expect(size.scrollY).toBe(before);
      expect(size.scrollWidth).toBeLessThanOrEqual(width);
      const texts = await toastTexts(page);
      expect(texts.some((text) => text.includes(actor.name))).toBe(false);
      // In the page's language from its first frame, not the guest's saved German.
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) {
        expect(text).toContain(`New message from ${other.name}`);
        expect(text).not.toContain("Neue Nachricht");
      }
      // It does not cover the typing box.
      const toastBox = await toast.boundingBox();
      const composerBox = await page.getByTestId("composer").boundingBox();
      if (!toastBox || !composerBox) throw new Error("toast or composer not shown");
      expect(overlaps(toastBox, composerBox)).toBe(false);
      await shot(page, `messenger-phone-toast-${width}`);

      // Sending keeps the page where it is, too.
      await page.locator("#msg-input").fill("Hi!");
      await page.locator("#msg-input").press("Enter");
      await expect.poll(() => page.getByTestId("message").last().textContent()).toContain("Hi!");
      expect((await sizes()).scrollY).toBe(before);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
