import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, fillCard, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey"), "content-type": "application/json" };
const browser = sharedBrowser();

/** The video's current time a while apart: a live channel's picture moves on. */
async function framesAdvance(page: Page): Promise<void> {
  const video = page.getByTestId("tv-video");
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 20_000 })
    .toBeGreaterThan(first + 1);
  expect(await video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
}

describe("TV", () => {
  it("shows a visitor the programme and the way in; plays the free channel to a member (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 740, baseURL });
    await open(page, "/en/tv/livestream/");
    await acceptNecessaryCookies(page);
    await page.getByTestId("tv-now").waitFor();
    expect(await page.getByTestId("tv-programme").locator("li").count()).toBe(10);
    // A visitor: free TV is for members aged 18 or over.
    expect(await page.getByTestId("tv-locked").getAttribute("data-restriction")).toBe("needLogin");
    await shot(page, "tv-free-visitor-360");
    const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email: `tv-free-${Date.now()}@example.com`, password: "free tv password", name: "Watcher" },
    });
    const { guest } = (await signup.json()) as { guest: { id: number } };
    await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/avs`, {
      headers: operator,
      data: { status: "accepted" },
    });
    await open(page, "/en/tv/livestream/");
    await framesAdvance(page);
    await shot(page, "tv-free-360");
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);

  it("refuses premium TV without a subscription, subscribes and plays without a reload (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 800, baseURL });
    const email = `tv-${Date.now()}@example.com`;
    const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email, password: "tv subscriber password", name: "Viewer" },
    });
    expect(signup.status()).toBe(201);
    const { guest } = (await signup.json()) as { guest: { id: number } };
    await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/avs`, {
      headers: operator,
      data: { status: "accepted" },
    });
    const refused = await page.request.get(`${baseURL}/rest/v1/tv/stream/premium`);
    expect(refused.status()).toBe(403);
    expect(
      ((await refused.json()) as { error: { details: { restriction: string } } }).error.details.restriction,
    ).toBe("needAbo");
    await open(page, "/en/tv/premium/livestream/");
    await acceptNecessaryCookies(page);
    await page.getByTestId("tv-locked").waitFor();
    await shot(page, "tv-premium-locked-1280");
    // Marks the document: a reload would lose the mark.
    await page.evaluate(() => {
      (window as unknown as { tvMark: boolean }).tvMark = true;
    });
    await page.getByTestId("tv-locked").getByRole("button", { name: "Subscribe to TV" }).click();
    const overlay = page.frameLocator("[data-testid='pay-overlay']");
    await overlay.getByTestId("subscribe").waitFor();
    await fillCard(overlay);
    await overlay.getByTestId("sub-submit").click();
    await overlay.getByTestId("sub-success").waitFor();
    await page.keyboard.press("Escape");
    await page.getByTestId("tv-player").waitFor({ timeout: 25_000 });
    await framesAdvance(page);
    expect(await page.evaluate(() => (window as unknown as { tvMark?: boolean }).tvMark)).toBe(true);
    await shot(page, "tv-premium-playing-1280");
    expect(problems.filter((problem) => !problem.includes("403"))).toEqual([]);
    await context.close();
  }, 150_000);
});
