import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, sharedBrowser } from "./browser.ts";

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

/** The page as it looks before Inter arrives (its files refused) and after (loaded). */
async function beforeAndAfterInter(path: string): Promise<{ fallback: Boxes; inter: Boxes }> {
  const withoutInter = await newPage(browser(), { ...PHONE, baseURL });
  await withoutInter.page.route(/\/inter-\d{3}-[^/]+\.woff2$/, (route) => route.abort());
  await withoutInter.page.goto(path, { waitUntil: "load" });
  await withoutInter.page.evaluate(() => document.fonts.ready);
  const fallback = await measure(withoutInter.page);
  await withoutInter.context.close();

  const withInter = await newPage(browser(), { ...PHONE, baseURL });
  await withInter.page.goto(path, { waitUntil: "load" });
  await withInter.page.evaluate(() => document.fonts.ready);
  const inter = await measure(withInter.page);
  await withInter.context.close();
  return { fallback, inter };
}

describe("the font swap moves nothing", () => {
  // Before the metric-matched fallbacks (src/web/ui/fontFallbacks.css) the banner lost 21 px and the
  // navbar's buttons 17 px of width when Inter replaced the system font.
  it.each(["/en/videos/", "/", "/es/"])(
    "%s: the text set in the fallback takes Inter's room",
    async (path) => {
      const { fallback, inter } = await beforeAndAfterInter(path);
      expect(fallback.interLoaded).toBe(false);
      expect(inter.interLoaded).toBe(true);
      expect(Math.abs(fallback.banner - inter.banner)).toBeLessThanOrEqual(4);
      expect(Math.abs(fallback.navbarActions - inter.navbarActions)).toBeLessThanOrEqual(4);
      expect(Math.abs(fallback.heading - inter.heading) / inter.heading).toBeLessThanOrEqual(0.04);
    },
  );
});
