import { mkdirSync } from "node:fs";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { HOVER_DELAY_MS } from "../src/web/features/catalog/useTilePreview.ts";
import { ARTIFACTS, afterPageTimers, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const browser = sharedBrowser();

beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
});

/** Moves the mouse to a fraction of the element's width, in a few steps (real pointer moves). */
async function pointAt(page: Page, element: Locator, x: number): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error("element not visible");
  await page.mouse.move(box.x + box.width * x, box.y + box.height / 2, { steps: 4 });
}

/** The sprite frame the tile shows: its position and CSS background offset. */
async function shownFrame(scrub: Locator) {
  return scrub.evaluate((element: HTMLElement) => ({
    position: Number(element.dataset.position),
    backgroundPosition: getComputedStyle(element).backgroundPosition,
    image: getComputedStyle(element).backgroundImage,
  }));
}

describe("video preview thumbnails", () => {
  it("scrubs through a tile's sprite with the mouse, loading the sprite on the first hover only", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const sprites: string[] = [];
    const calls: string[] = [];
    page.on("response", (response) => {
      const url = response.url();
      if (url.includes("-thumbs/sprite.jpg")) sprites.push(`${response.status()} ${url}`);
      if (url.includes("/tileGrid/getVideoPictures/")) calls.push(`${response.status()} ${url}`);
    });
    await open(page, "/en/videos/");
    const media = page.locator(".video-tile .video-tile-media").first();
    await media.waitFor();
    expect(sprites).toEqual([]);
    expect(calls).toEqual([]);

    // Reduced motion (these pages' default): no clip plays, but the scrub follows the pointer.
    await page.mouse.move(5, 5);
    await pointAt(page, media, 0.1);
    const scrub = media.getByTestId("tile-scrub");
    await scrub.waitFor();
    await expect.poll(() => sprites.length).toBe(1);
    expect(sprites[0]).toMatch(/^200 /);
    expect(calls[0]).toMatch(/^200 /);
    const early = await shownFrame(scrub);
    expect(early.image).toContain("-thumbs/sprite.jpg");
    expect(early.position).toBeGreaterThanOrEqual(5);
    expect(early.position).toBeLessThanOrEqual(14);

    await pointAt(page, media, 0.83);
    await expect.poll(async () => (await shownFrame(scrub)).position).toBeGreaterThan(75);
    const late = await shownFrame(scrub);
    expect(late.backgroundPosition).not.toBe(early.backgroundPosition);
    const bar = await media
      .locator(".tile-scrub-bar")
      .evaluate((element: HTMLElement) => element.style.width);
    expect(Number.parseFloat(bar)).toBeGreaterThan(75);
    await afterPageTimers(page, HOVER_DELAY_MS);
    expect(await page.getByTestId("tile-preview").count()).toBe(0);
    await (await media.elementHandle())?.screenshot({ path: `${ARTIFACTS.pathname}thumbs-tile-scrub.png` });

    // Leaving hides the frame; hovering again uses the sprite already loaded.
    await page.mouse.move(5, 5);
    await scrub.waitFor({ state: "detached" });
    await pointAt(page, media, 0.5);
    await scrub.waitFor();
    expect(sprites).toHaveLength(1);
    expect(calls).toHaveLength(1);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("plays the clip when the mouse rests and scrubs again when it moves", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await open(page, "/en/videos/");
    const media = page.locator(".video-tile .video-tile-media").nth(1);
    await media.waitFor();
    await page.mouse.move(5, 5);
    await pointAt(page, media, 0.3);
    await media.getByTestId("tile-scrub").waitFor();
    const preview = media.getByTestId("tile-preview");
    await preview.waitFor();
    await pointAt(page, media, 0.7);
    await preview.waitFor({ state: "detached" });
    expect((await shownFrame(media.getByTestId("tile-scrub"))).position).toBeGreaterThan(60);
    await preview.waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a keyboard user focusing a tile sees no scrub", async () => {
    const { page, context } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, "/en/videos/");
    const media = page.locator(".video-tile .video-tile-media").first();
    await media.focus();
    await afterPageTimers(page, HOVER_DELAY_MS);
    expect(await page.getByTestId("tile-scrub").count()).toBe(0);
    await context.close();
  });

  it("shows a lazy strip of the thumbnails with alt texts on the video page", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await open(page, "/en/videos/");
    const link = page.locator(".video-tile .tile-title a").first();
    const href = await link.getAttribute("href");
    expect(href).toBeTruthy();
    await open(page, href ?? "/");
    const strip = page.getByTestId("thumb-strip");
    await strip.waitFor();
    await expect.poll(() => strip.locator("img").count()).toBe(100);
    const first = strip.locator("img").first();
    expect(await first.getAttribute("alt")).toMatch(/^Scene at \d+:\d\d$/);
    expect(await first.getAttribute("loading")).toBe("lazy");
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    // Lazy: the frames far along the strip are not loaded yet.
    expect(
      await strip
        .locator("img")
        .last()
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(false);
    await strip.scrollIntoViewIfNeeded();
    await shot(page, "thumbs-video-page");
    expect(problems).toEqual([]);
    await context.close();
  });
});
