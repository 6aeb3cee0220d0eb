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

// An anonymous guest who clicks a live chat (the free chat, the preview, a private chat) reads on the
// page why a login comes first and what it costs, before any form opens (issue 27).
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

describe("a live chat's login, explained first", () => {
  for (const width of [360, 1280]) {
    it(`explains the login on the page, opens the form only on the guest's click (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height: 800, baseURL });
      const actors = await demoActors(page, baseURL);
      const actor = actors[4];
      if (!actor) throw new Error("the demo catalogue needs five actors");
      await setActorOnline(page, baseURL, operatorKey, actor.id, true);
      expect(
        (
          await page.request.post(`${baseURL}/rest/v1/internal/actors/${actor.id}/freeShow/start`, {
            headers: { "x-operator-key": operatorKey },
          })
        ).status(),
      ).toBe(200);
      await open(page, `/en/amateur/${encodeURIComponent(actor.name.toLowerCase())}/`);
      await acceptNecessaryCookies(page);
      const offers = page.getByTestId("live-offers");
      await offers.locator("[data-chat-type='FREECHAT']").click();

      const gate = page.getByTestId("live-gate-login");
      await gate.waitFor();
      expect(await gate.locator("h3").textContent()).toBe(`Log in to watch ${actor.name} live`);
      expect(await gate.locator("p").textContent()).toContain("Signing up is free");
      // Nothing opened by itself: the overlay waits for the guest's choice.
      expect(await page.getByTestId("pay-overlay").count()).toBe(0);
      // The heading has the focus: a screen reader starts there.
      expect(await page.evaluate(() => document.activeElement?.id)).toBe("live-gate-title");
      // It fits the phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await gate.scrollIntoViewIfNeeded();
      await shot(page, `chat-gate-${width}`);

      // "Not now" closes it; a click opens it again, and "Log in" opens the login form.
      await gate.getByRole("button", { name: "Not now" }).click();
      await gate.waitFor({ state: "detached" });
      await offers.locator("[data-chat-type='LIVECHAT']").click();
      await gate.getByRole("button", { name: "Log in" }).click();
      await page.getByTestId("pay-overlay").waitFor();
      expect(problems).toEqual([]);
      await context.close();
    }, 60_000);
  }
});
