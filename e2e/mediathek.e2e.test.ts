import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { buildPath } from "../src/common/routes/index.ts";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

/** A new guest, logged in in the page's context, with an accepted age check. */
async function ageCheckedGuest(page: Page): Promise<void> {
  const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: {
      email: `tv-${Date.now()}-${Math.random()}@example.com`,
      password: "mediathek password",
      name: "Tess",
    },
  });
  expect(created.status()).toBe(201);
  const { guest } = (await created.json()) as { guest: { id: number } };
  const avs = await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/avs`, {
    headers: operator,
    data: { status: "accepted" },
  });
  expect(avs.status()).toBeLessThan(300);
}

/**
 * The mediathek as a guest uses it (issue 29): the series list, a free series with its seasons and
 * article, its videos page, and the first episode played in full; a premium episode names the TV
 * subscription instead.
 */
async function watchASeries(width: number) {
  const { page, context, problems } = await newPage(browser(), { width, height: 900, baseURL });
  await ageCheckedGuest(page);
  await open(page, buildPath("en", "tvMediaSeries"));
  await acceptNecessaryCookies(page);
  await expect.poll(() => page.getByTestId("tv-series-card").count()).toBeGreaterThanOrEqual(2);
  await shot(page, `mediathek-series-${width}`, true);

  // A free series, from its card.
  const free = page.getByTestId("tv-series-card").filter({ hasText: "Free" }).first();
  const title = ((await free.locator(".tv-card-title").textContent()) ?? "").trim();
  await free.getByRole("link").click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  await expect.poll(() => page.getByTestId("tv-episode-card").count()).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId("tv-article").count()).toBeGreaterThan(0);
  await shot(page, `mediathek-format-${width}`, true);

  // All episodes: the first on the stage, played in full.
  await page.getByRole("link", { name: "All episodes" }).first().click();
  await expect.poll(() => page.getByTestId("tv-videos").isVisible()).toBe(true);
  await page.getByTestId("tv-watch").click();
  const video = page.getByTestId("tv-full-video");
  await expect.poll(() => video.getAttribute("src")).toMatch(/^\/stream\/\d+\/\d+\/\d+\/[\w-]+\.mp4$/);
  const src = (await video.getAttribute("src")) ?? "";
  const stream = await page.request.get(`${baseURL}${src}`, { headers: { range: "bytes=0-99" } });
  expect(stream.status()).toBe(206);
  await shot(page, `mediathek-playing-${width}`);

  // A premium series' episode: no TV subscription, so the page offers it.
  await open(page, buildPath("en", "tvMediaSeries"));
  await page.getByTestId("tv-series-card").filter({ hasText: "Premium" }).first().getByRole("link").click();
  await page.getByRole("link", { name: "All episodes" }).first().click();
  await expect
    .poll(() => page.getByText("This episode is for TV subscribers and VIP members.").isVisible())
    .toBe(true);
  await expect.poll(() => page.getByRole("button", { name: "TV subscription" }).isVisible()).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
}

describe("the TV mediathek", () => {
  it("lists the series, opens a free one and plays an episode at 360 px", () => watchASeries(360));
  it("does the same on a desktop", () => watchASeries(1280));
});
