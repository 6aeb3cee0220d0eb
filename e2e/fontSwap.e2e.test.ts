import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { demoActors, newPage, setActorOnline, sharedBrowser } from "./browser.ts";

const baseURL = inject("baseUrl");
const browser = sharedBrowser();

/** A phone (Lighthouse's mobile screen): the cookie banner takes 40 % of its height. */
const PHONE = { width: 412, height: 823 };

interface Boxes {
  banner: number;
  navbarActions: number;
  heading: number;
  interLoaded: boolean;
}

/** The sizes a font swap would change: the cookie banner's height, the navbar buttons' width, the page heading's. */
function measure(page: Page): Promise<Boxes> {
  return page.evaluate(async () => {
    const size = (selector: string, side: "width" | "height") =>
      (document.querySelector(selector) as HTMLElement).getBoundingClientRect()[side];
    return {
      banner: size(".cookie-banner", "height"),
      navbarActions: size(".navbar-actions", "width"),
      heading: size("h1", "width"),
      interLoaded: [...document.fonts].some((face) => face.family === "Inter" && face.status === "loaded"),
    };
  });
}

/** The metric-matched stand-ins of src/web/ui/fontFallbacks.css, one per kind of device. */
const FALLBACKS = ["Inter Fallback Arial", "Inter Fallback Roboto", "Inter Fallback DejaVu"] as const;

/**
 * Makes `family` the only stand-in (whichever system fonts this machine has, the test checks each
 * stand-in it can load, not the one its fonts happen to pick).
 */
async function onlyFallback(page: Page, family: string): Promise<void> {
  await page.addInitScript((name) => {
    document.addEventListener("DOMContentLoaded", () => {
      document.documentElement.style.setProperty("--font-steady", `"${name}", sans-serif`);
    });
  }, family);
}

/** Whether the page drew text in `family` (its local() font exists on this machine). */
function fallbackLoaded(page: Page, family: string): Promise<boolean> {
  return page.evaluate(
    (name) => [...document.fonts].some((face) => face.family === name && face.status === "loaded"),
    family,
  );
}

/** The page as it looks before Inter arrives (its files refused) and after (loaded), with one stand-in. */
async function beforeAndAfterInter(
  path: string,
  family: string,
): Promise<{ fallback: Boxes; inter: Boxes } | null> {
  const withoutInter = await newPage(browser(), { ...PHONE, baseURL });
  await onlyFallback(withoutInter.page, family);
  await withoutInter.page.route(/\/inter-\d{3}-[^/]+\.woff2$/, (route) => route.abort());
  await withoutInter.page.goto(path, { waitUntil: "load" });
  await withoutInter.page.evaluate(() => document.fonts.ready);
  const available = await fallbackLoaded(withoutInter.page, family);
  const fallback = await measure(withoutInter.page);
  await withoutInter.context.close();
  if (!available) return null;

  const withInter = await newPage(browser(), { ...PHONE, baseURL });
  await onlyFallback(withInter.page, family);
  await withInter.page.goto(path, { waitUntil: "load" });
  await withInter.page.evaluate(() => document.fonts.ready);
  const inter = await measure(withInter.page);
  await withInter.context.close();
  return { fallback, inter };
}

describe("the font swap moves nothing", () => {
  // Before the metric-matched fallbacks (src/web/ui/fontFallbacks.css) the banner lost 21 px and the
  // navbar's buttons 17 px of width when Inter replaced the system font. With Arial's metrics
  // (Liberation Sans here) the English banner still wrapped one line more: it now never swaps.
  it.each(["/en/videos/", "/", "/es/"])(
    "%s: the text set in each fallback takes Inter's room",
    async (path) => {
      let checked = 0;
      for (const family of FALLBACKS) {
        const measured = await beforeAndAfterInter(path, family);
        if (!measured) continue;
        checked += 1;
        const { fallback, inter } = measured;
        const where = `${path} with ${family}`;
        expect(fallback.interLoaded, where).toBe(false);
        expect(inter.interLoaded, where).toBe(true);
        expect(Math.abs(fallback.banner - inter.banner), `${where}: the banner`).toBeLessThanOrEqual(4);
        expect(
          Math.abs(fallback.navbarActions - inter.navbarActions),
          `${where}: the navbar's buttons`,
        ).toBeLessThanOrEqual(4);
        expect(
          Math.abs(fallback.heading - inter.heading) / inter.heading,
          `${where}: the heading`,
        ).toBeLessThanOrEqual(0.04);
      }
      // Debian's Chromium brings DejaVu Sans at least: a test that checked no stand-in checked nothing.
      expect(checked).toBeGreaterThan(0);
    },
    60_000,
  );
});

describe("the live offers under the font swap", () => {
  // They wrapped as a row of buttons as wide as their texts: with Inter the last offer moved down a
  // line on a phone (Lighthouse: a layout shift of 0.014 on the profile).
  it("keep every offer's place when Inter replaces the fallback", async () => {
    const setUp = await newPage(browser(), { ...PHONE, baseURL });
    const actor = (await demoActors(setUp.page, baseURL))[9];
    if (!actor) throw new Error("the demo catalogue needs 10 actors");
    await setActorOnline(setUp.page, baseURL, inject("operatorKey"), actor.id, true);
    const path = actor.url.replace(/^\/(de|es|nl)\//, "/en/");
    const offers = async (withInter: boolean) => {
      const { page, context } = await newPage(browser(), { ...PHONE, baseURL });
      if (!withInter) await page.route(/\/inter-\d{3}-[^/]+\.woff2$/, (route) => route.abort());
      await page.goto(path, { waitUntil: "load" });
      await page.evaluate(() => document.fonts.ready);
      const boxes = await page
        .getByTestId("live-offers")
        .locator("li")
        .evaluateAll((items) =>
          items.map((item) => item.getBoundingClientRect()).map((r) => [r.left, r.top, r.height]),
        );
      await context.close();
      return boxes;
    };
    try {
      const [fallback, inter] = [await offers(false), await offers(true)];
      expect(fallback.length).toBeGreaterThanOrEqual(3);
      expect(inter).toEqual(fallback);
    } finally {
      await setActorOnline(setUp.page, baseURL, inject("operatorKey"), actor.id, false);
      await setUp.context.close();
    }
  });
});
