import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const browser = sharedBrowser();

describe("video likes on the video page", () => {
  it("sends an anonymous visitor to the login, and a guest likes, switches and takes back (375 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    await open(page, "/en/videos/");
    const href = await page.locator(".video-tile .tile-title a").first().getAttribute("href");
    expect(href).toBeTruthy();
    await open(page, href ?? "/");
    await acceptNecessaryCookies(page).catch(() => undefined);
    const bar = page.locator(".video-info [data-testid='rating']");
    const like = bar.getByTestId("like");
    await page.waitForFunction(
      () => !document.querySelector(".video-info [data-testid='like']")?.hasAttribute("disabled"),
    );
    // Its accessible name is the label and the visible count (what is read is what is shown).
    expect(await like.evaluate((button) => button.textContent?.trim())).toMatch(/^Like this video \S+$/);
    await like.click();
    await page.locator("[data-testid='pay-overlay']").waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("pay-overlay").count()).toBe(0);

    const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email: `video-like-${Date.now()}@example.com`, password: "video like password", name: "Vic" },
    });
    expect(signup.status()).toBe(201);
    await open(page, href ?? "/");
    await page.waitForFunction(
      () => !document.querySelector(".video-info [data-testid='like']")?.hasAttribute("disabled"),
    );
    const count = async (name: "like" | "dislike") =>
      Number(await bar.getByTestId(name).locator(".num").textContent());
    const likes = await count("like");
    const dislikes = await count("dislike");
    await like.click();
    await bar.locator("[data-testid='like'][aria-pressed='true']").waitFor();
    expect(await count("like")).toBe(likes + 1);
    await bar.getByTestId("dislike").click();
    await bar.locator("[data-testid='dislike'][aria-pressed='true']").waitFor();
    expect([await count("like"), await count("dislike")]).toEqual([likes, dislikes + 1]);
    await bar.scrollIntoViewIfNeeded();
    await shot(page, "video-rating-375");

    // The rating is stored: a reload shows it, then pressing it again takes it back.
    await open(page, href ?? "/");
    await bar.locator("[data-testid='dislike'][aria-pressed='true']").waitFor();
    await bar.getByTestId("dislike").click();
    await bar.locator("[data-testid='dislike'][aria-pressed='false']").waitFor();
    expect([await count("like"), await count("dislike")]).toEqual([likes, dislikes]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
