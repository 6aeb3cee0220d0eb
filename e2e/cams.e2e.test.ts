import { describe, expect, inject, it } from "vitest";
import {
  acceptNecessaryCookies,
  demoActors,
  newPage,
  open,
  setActorOnline,
  sharedBrowser,
  shot,
  waitForLiveStill,
} from "./browser.ts";

const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

/**
 * /cams/ (issue 14): every performer online now with a live still of her stream and her chat
 * offers; a performer who comes online appears without a reload; filters live in the address.
 */
describe("the cams page", () => {
  it("lists the online performers with live stills, adds one who comes online and filters by free chat (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actors = await demoActors(page, baseURL);
    const [first, later] = [actors[6], actors[7]];
    if (!first || !later) throw new Error("the demo catalogue needs eight actors");
    await setActorOnline(page, baseURL, operatorKey, first.id, true);
    await setActorOnline(page, baseURL, operatorKey, later.id, false);
    // The server shares the list for up to 2 s (another test may just have read it): wait until the
    // page it renders has her and not the other one.
    await expect
      .poll(async () => {
        const html = await (await page.request.get(`${baseURL}/en/cams/`)).text();
        return [html.includes(`data-actor-id="${first.id}"`), html.includes(`data-actor-id="${later.id}"`)];
      })
      .toEqual([true, false]);
    await open(page, "/en/cams/");
    await acceptNecessaryCookies(page);
    const tile = (id: number) => page.locator(`[data-testid='cam-tile'][data-actor-id='${id}']`);
    await tile(first.id).waitFor();
    expect(await tile(later.id).count()).toBe(0);
    // A still of her stream (a JPEG the origin renders), not the profile picture.
    const still = tile(first.id).getByTestId("cam-still");
    await waitForLiveStill(page, first.id);
    expect(await still.getAttribute("src")).toContain(`/live/${first.id}/still.jpg`);
    expect(await tile(first.id).locator("[data-chat-type='LIVECHAT']").count()).toBe(1);

    // She comes online while the page is open: her tile appears (the socket's actor.online).
    await setActorOnline(page, baseURL, operatorKey, later.id, true);
    await tile(later.id).waitFor();
    await shot(page, "cams-1280");

    // Free chat only: the address says so, and every tile left offers it.
    await page.getByLabel("Free chat now").check();
    await expect.poll(() => new URL(page.url()).search).toBe("?free=1");
    const offersFree = await page
      .getByTestId("cam-tile")
      .evaluateAll((tiles) => tiles.map((t) => t.querySelector("[data-chat-type='FREECHAT']") !== null));
    expect(offersFree.every(Boolean)).toBe(true);
    if (offersFree.length === 0) await page.getByTestId("cams-empty").waitFor();
    await page.getByRole("button", { name: "Show all" }).click();
    await expect.poll(() => new URL(page.url()).search).toBe("");
    await tile(first.id).waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it("fits a 375 px phone in German without sideways scrolling", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 740, baseURL });
    await open(page, "/de/cams/");
    await acceptNecessaryCookies(page);
    expect(await page.locator("h1").textContent()).toBe("Live-Cams");
    await page.getByTestId("cam-tile").first().waitFor();
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(375);
    await shot(page, "cams-375");
    expect(problems).toEqual([]);
    await context.close();
  });
});
