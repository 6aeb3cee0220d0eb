import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { LANGUAGES } from "../src/common/languages.ts";
import { HYDRATION_MARK } from "../src/web/hydrationMark.ts";
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

/** Most a page may transfer before interaction (issue 27; scripts/lighthouse.mjs checks every page type). */
const BEFORE_INTERACTION_KIB = 250;

/**
 * The page's own figures from the browser's Resource Timing (sizes as transferred, compressed, with
 * headers): the bytes before interaction (the document and every request but pictures that started
 * before the hydration mark), every picture, and all bytes so far.
 */
function transferred(page: Page) {
  return page.evaluate((mark) => {
    const hydrate = performance.getEntriesByName(mark)[0]?.startTime ?? Number.POSITIVE_INFINITY;
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const picture = (entry: PerformanceResourceTiming) =>
      entry.initiatorType === "img" || /\.(jpe?g|webp|png|avif|gif)(\?|$)/.test(new URL(entry.name).pathname);
    const kib = (entries: PerformanceResourceTiming[]) =>
      entries.reduce((sum, entry) => sum + entry.transferSize, 0) / 1024;
    return {
      hydrated: Number.isFinite(hydrate),
      beforeInteraction:
        navigation.transferSize / 1024 + kib(resources.filter((e) => !picture(e) && e.startTime <= hydrate)),
      pictures: kib(resources.filter(picture)),
      all: navigation.transferSize / 1024 + kib(resources),
      stills: resources.map((e) => new URL(e.name).pathname).filter((path) => path.startsWith("/live/")),
    };
  }, HYDRATION_MARK);
}

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

  it("loads on a 360 px phone with no failed request, under the byte budget, with tile-sized stills of the tiles on screen only", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 800, baseURL });
    // Every answer of 400 or more counts here (newPage's list has 5xx and network errors).
    const failed: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 400) failed.push(`HTTP ${response.status()} ${response.url()}`);
    });
    // Other tests set performers on- and offline while this one runs, so the grid can change under it:
    // every frame notes the tiles on screen, and a still may belong to any tile that was on screen
    // at some moment, never to one the guest could not see.
    await page.addInitScript(() => {
      const seen = new Set<number>();
      (window as unknown as { __tilesSeen: Set<number> }).__tilesSeen = seen;
      const note = () => {
        for (const tile of document.querySelectorAll<HTMLElement>("[data-testid='cam-tile']")) {
          const box = tile.getBoundingClientRect();
          if (box.bottom > 0 && box.top < window.innerHeight) seen.add(Number(tile.dataset.actorId));
        }
        requestAnimationFrame(note);
      };
      requestAnimationFrame(note);
    });
    await open(page, "/en/cams/");
    const tiles = page.getByTestId("cam-tile");
    await tiles.first().waitFor();
    // The tiles on the first screen asked for their stills and have them (or none now): the page has
    // settled without the guest doing anything.
    const onScreen = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("[data-testid='cam-tile']")]
          .filter((tile) => {
            const box = tile.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight;
          })
          .map((tile) => Number(tile.dataset.actorId)),
      );
    const shown = await onScreen();
    expect(shown.length, "tiles on a 360 x 800 phone's first screen").toBeGreaterThan(0);
    await page.waitForFunction(
      (ids) =>
        ids.every((id) => {
          // A tile whose performer went offline meanwhile has left the grid: nothing to wait for.
          const tile = document.querySelector<HTMLElement>(`[data-testid='cam-tile'][data-actor-id='${id}']`);
          return (
            !tile ||
            ["shown", "none"].includes(tile.querySelector<HTMLElement>(".cam-still")?.dataset.still ?? "")
          );
        }),
      shown,
    );
    const bytes = await transferred(page);
    console.log(
      `/en/cams/ at 360 px: ${bytes.beforeInteraction.toFixed(1)} KiB before interaction, ${bytes.pictures.toFixed(1)} KiB of pictures, ${bytes.all.toFixed(1)} KiB in all; stills ${bytes.stills.join(" ")}`,
    );
    expect(bytes.hydrated).toBe(true);
    expect(bytes.beforeInteraction).toBeLessThanOrEqual(BEFORE_INTERACTION_KIB);
    // Stills only of the tiles on screen (each keeps an encoder busy in the sandbox), none twice.
    const stillIds = bytes.stills.map((path) => Number(path.split("/")[2]));
    expect(stillIds.length).toBeGreaterThan(0);
    expect(new Set(stillIds).size).toBe(stillIds.length);
    const seen = await page.evaluate(() => [
      ...(window as unknown as { __tilesSeen: Set<number> }).__tilesSeen,
    ]);
    for (const id of stillIds)
      expect(seen, `tiles on screen at some moment: ${seen.join(" ")}`).toContain(id);
    // Every picture of the grid at a tile's size (a still is 320 x 180; a profile picture its w320).
    const widths = await page
      .locator(".cams-grid img")
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((i) => i.complete && i.naturalWidth > 0)
          .map((i) => i.naturalWidth),
      );
    expect(widths.length).toBeGreaterThan(0);
    for (const width of widths) expect(width).toBeLessThanOrEqual(320);
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps each filter's label beside its control on a 360 px phone, in every language", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 800, baseURL });
    for (const language of LANGUAGES) {
      await open(page, `/${language}/cams/`);
      const filters = await page.locator(".cams-filters select").evaluateAll((selects) =>
        (selects as HTMLSelectElement[]).map((select) => {
          const label = document.querySelector(`label[for='${select.id}']`);
          const a = label?.getBoundingClientRect();
          const b = select.getBoundingClientRect();
          return {
            label: label?.textContent ?? "",
            // On one line: the label's box and the control's overlap vertically, label first.
            sameLine: a ? a.top < b.bottom && b.top < a.bottom && a.right <= b.left : false,
            inside: b.right <= document.documentElement.clientWidth,
          };
        }),
      );
      expect(filters.length).toBe(3);
      for (const filter of filters)
        expect(filter, `${language}: ${filter.label}`).toMatchObject({ sameLine: true, inside: true });
    }
    await shot(page, "cams-filters-360");
    expect(problems).toEqual([]);
    await context.close();
  });

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
