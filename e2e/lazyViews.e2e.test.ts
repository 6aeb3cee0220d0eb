import { describe, expect, inject, it } from "vitest";
import { newPage, open, sharedBrowser } from "./browser.ts";

// A part of a page whose code is a chunk of its own (ui/lazyView.tsx) and that the server rendered:
// the page hydrates with it, so a click on it right after the page became interactive is not lost
// while its chunk is still on the way (React does not replay a click on dehydrated HTML).

const baseURL = inject("baseUrl");
const browser = sharedBrowser();
const CHUNK_DELAY_MS = 2_500;

describe("server-rendered lazy views", () => {
  it("the e-mail notice closes on the first click although its chunk arrives late (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 780, baseURL });
    let delayed = 0;
    await page.route(/\/assets\/SiteNoticeView-[\w-]+\.js$/, async (route) => {
      delayed += 1;
      await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      await route.continue();
    });
    await open(page, "/en/?emailVerified=1");
    expect(delayed, "the notice's chunk was requested (and held back)").toBe(1);
    const notice = page.getByTestId("notice-verified");
    await notice.locator("button").click();
    await notice.waitFor({ state: "detached", timeout: 2_000 });
    expect(page.url()).not.toContain("emailVerified");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("a page without the notice does not load its chunk", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const chunks: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(SiteNoticeView|StatusBarView)-/.test(request.url())) chunks.push(request.url());
    });
    await open(page, "/en/");
    expect(await page.locator("template[data-lazy-view]").count()).toBe(0);
    expect(chunks).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
