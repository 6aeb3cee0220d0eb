import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, demoActors, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

async function signUp(page: Page, coins: number): Promise<void> {
  const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: {
      email: `library-${Date.now()}-${Math.random()}@example.com`,
      password: "library password",
      name: "Lea",
    },
  });
  expect(created.status()).toBe(201);
  const { guest } = (await created.json()) as { guest: { id: number } };
  if (coins === 0) return;
  const credit = await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/credit`, {
    headers: operator,
    data: { coins, reason: "e2e" },
  });
  expect(credit.status()).toBe(201);
}

/** Buys a paid video and a paid album of the demo catalogue (free ones charge nothing and are not kept). */
async function buyPaidItems(page: Page): Promise<{ videoId: number; albumId: number }> {
  const buy = async (path: string) => {
    const answer = await page.request.post(`${baseURL}/rest/v1/${path}`, {
      data: {},
      headers: { origin: baseURL },
    });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { charged: boolean }).charged;
  };
  const payload = encodeURIComponent(JSON.stringify({ filter: {}, order: "newest", limit: 40 }));
  const videos = (await (
    await page.request.get(`${baseURL}/rest/v1/tileGrid/get/videos/${payload}`)
  ).json()) as { items: { id: number; free: boolean }[] };
  let videoId = 0;
  for (const video of videos.items.filter((v) => !v.free)) {
    if (await buy(`video/${video.id}/buy`)) {
      videoId = video.id;
      break;
    }
  }
  for (const actor of await demoActors(page, baseURL)) {
    await open(page, `${actor.url}pictures/`);
    const hrefs = await page
      .locator("a[href*='/pictures/']")
      .evaluateAll((anchors) =>
        anchors.map((a) => a.getAttribute("href") ?? "").filter((h) => /\/pictures\/\d+\/$/.test(h)),
      );
    for (const href of hrefs) {
      const albumId = Number(href.match(/\/(\d+)\/$/)?.[1]);
      if (videoId && (await buy(`album/${albumId}/buy`))) return { videoId, albumId };
    }
  }
  throw new Error("no paid demo items");
}

describe("media library", () => {
  it("lists bought videos and albums, archives and restores, and links to the player", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    // Anonymous: the teaser.
    await open(page, "/en/my-account/mediathek/");
    await acceptNecessaryCookies(page);
    await page.getByTestId("library-teaser").waitFor();
    await shot(page, "library-teaser-1440");

    await signUp(page, 500);
    const { videoId, albumId } = await buyPaidItems(page);

    await open(page, "/en/my-account/mediathek/");
    const video = page.locator(`[data-testid='library-item'][data-kind='video'][data-id='${videoId}']`);
    await video.waitFor();
    expect(await page.getByTestId("library-tab-shop").getAttribute("aria-current")).toBe("page");
    await shot(page, "library-videos-1440");

    // Archive: gone from the shop tab, listed in the archive, restored from there.
    await video.getByTestId("library-archive").click();
    await video.waitFor({ state: "detached" });
    await page.getByTestId("library-tab-archive").click();
    const archived = page.locator(
      `[data-testid='library-item'][data-id='${videoId}'][data-source='ARCHIVED']`,
    );
    await archived.waitFor();
    await archived.getByTestId("library-restore").click();
    await archived.waitFor({ state: "detached" });
    await page.getByTestId("library-empty").waitFor();

    // Photos: the bought album; it opens unlocked.
    await page.getByTestId("library-type-PHOTO").click();
    // The tabs link within the media type shown: wait for PHOTO before choosing the tab.
    await expect.poll(() => page.getByTestId("library-type-PHOTO").getAttribute("aria-current")).toBe("page");
    await page.getByTestId("library-tab-shop").click();
    const album = page.locator(`[data-testid='library-item'][data-kind='album'][data-id='${albumId}']`);
    await album.waitFor();
    await shot(page, "library-photos-1440");

    // Pinned: a pinned album is listed with its heart, which unpins it.
    const pinned = await page.request.post(`${baseURL}/rest/v1/guest/favorite/pin`, {
      data: { objectType: "album", objectId: albumId },
      headers: { origin: baseURL },
    });
    expect(pinned.status()).toBe(200);
    await page.getByTestId("library-tab-pinned").click();
    const pin = page.locator(`[data-testid='library-item'][data-source='PINNED'][data-id='${albumId}']`);
    await pin.locator("[data-testid='pin-toggle'][aria-pressed='true']").waitFor();
    await shot(page, "library-pinned-1440");
    await pin.getByTestId("pin-toggle").click();
    await pin.locator("[data-testid='pin-toggle'][aria-pressed='false']").waitFor();
    await page.getByTestId("library-tab-shop").click();
    // The media-type links keep the tab shown: wait for the shop tab before choosing VIDEO, or the
    // link still leads to the pinned tab, where the video is not listed.
    await expect.poll(() => page.getByTestId("library-tab-shop").getAttribute("aria-current")).toBe("page");

    // The video plays on its page (the existing player).
    await page.getByTestId("library-type-VIDEO").click();
    await expect.poll(() => page.getByTestId("library-type-VIDEO").getAttribute("aria-current")).toBe("page");
    await page.locator(`[data-testid='library-item'][data-id='${videoId}'] a`).click();
    await page.waitForURL(new RegExp(`/video/${videoId}/`));

    // Phone width.
    await page.setViewportSize({ width: 375, height: 812 });
    await open(page, "/en/my-account/mediathek/photos/");
    await album.waitFor();
    await shot(page, "library-photos-375", true);

    // Another guest sees none of it. Leave the page first: its calls in flight would meet the
    // cleared cookie with 401.
    await page.goto("about:blank");
    await context.clearCookies();
    await signUp(page, 0);
    await open(page, "/en/my-account/mediathek/");
    await page.getByTestId("library-empty").waitFor();
    expect(problems).toEqual([]);
  });
});
