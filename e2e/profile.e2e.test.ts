import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, demoActors, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const browser = sharedBrowser();

describe("actor profile: about tab", () => {
  it("shows chat ratings, the interview and the heat map of online hours; a guest keeps a private note", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const [actor] = await demoActors(page, baseURL);
    if (!actor) throw new Error("no demo actor");
    await open(page, `/en/amateur/${encodeURIComponent(actor.name)}/about-me/`);
    await acceptNecessaryCookies(page);
    const heatMap = page.getByTestId("heat-map");
    await heatMap.waitFor();
    // 7 weekdays × 24 hours, each cell with its share for screen readers.
    expect(await heatMap.locator("tbody tr").count()).toBe(7);
    expect(await heatMap.locator("tbody td").count()).toBe(168);
    expect(await heatMap.locator("caption").textContent()).toContain("last four weeks");
    expect(await page.getByTestId("chat-ratings").textContent()).toMatch(
      /% satisfied|Not enough ratings yet/,
    );
    // Anonymous visitors have no note.
    expect(await page.getByTestId("actor-note").count()).toBe(0);
    await shot(page, "profile-about-1440", true);

    const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email: `note-${Date.now()}@example.com`, password: "note password", name: "Noter" },
    });
    expect(signup.status()).toBe(201);
    await page.reload();
    const note = page.getByTestId("actor-note");
    await note.waitFor();
    await note.getByRole("textbox", { name: /My private note/ }).fill("Online on Fridays, loves roses");
    await note.getByRole("button", { name: "Save note" }).click();
    await expect.poll(() => note.getByRole("status").textContent()).toBe("Saved");
    await page.reload();
    await expect
      .poll(() => page.getByTestId("actor-note").locator("textarea").inputValue())
      .toBe("Online on Fridays, loves roses");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("fits a 375 px phone, the heat map scrolling inside its card", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    const [, actor] = await demoActors(page, baseURL);
    if (!actor) throw new Error("no demo actor");
    await open(page, `/de/amateur/${encodeURIComponent(actor.name)}/ueber-mich/`);
    await acceptNecessaryCookies(page);
    await page.getByTestId("heat-map").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await page.getByTestId("heat-map").locator("h2").textContent()).toContain("online ist");
    await shot(page, "profile-about-375", true);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("actor profile: sedcard likes", () => {
  it("sends an anonymous guest to the login, counts a member's like once and keeps it", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const actors = await demoActors(page, baseURL);
    const actor = actors[2];
    if (!actor) throw new Error("no demo actor");
    await open(page, `/en/amateur/${encodeURIComponent(actor.name)}/`);
    await acceptNecessaryCookies(page);
    const rating = page.getByTestId("sedcard-rating");
    const like = rating.getByRole("button", { name: new RegExp(`^Like the photos of ${actor.name} \\S+$`) });
    // The counters arrive from the browser's own call (the page is shared by everyone).
    await expect.poll(() => like.isDisabled()).toBe(false);
    const before = Number(await like.locator(".num").textContent());
    await like.click();
    await page.locator("[data-testid='pay-overlay']").waitFor();
    await page.keyboard.press("Escape");

    const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email: `sedcards-${Date.now()}@example.com`, password: "sedcard password", name: "Liker" },
    });
    expect(signup.status()).toBe(201);
    await page.reload();
    await expect.poll(() => like.isDisabled()).toBe(false);
    await like.click();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(async () => Number(await like.locator(".num").textContent())).toBe(before + 1);
    await page.reload();
    await expect.poll(() => like.getAttribute("aria-pressed")).toBe("true");
    expect(Number(await like.locator(".num").textContent())).toBe(before + 1);
    await rating.scrollIntoViewIfNeeded();
    await shot(page, "profile-sedcard-like-1440");
    expect(problems).toEqual([]);
    await context.close();
  });
});
