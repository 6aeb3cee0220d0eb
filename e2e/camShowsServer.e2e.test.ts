import { describe, expect, inject, it } from "vitest";
import { berlinTime } from "../src/common/berlinTime.ts";
import { demoActors, newPage, sharedBrowser, signUpWithCoins } from "./browser.ts";

/**
 * Issue 26, "Pages that show their content": /cam-shows/ sends its shows in the server's HTML, with
 * Berlin times as `<time datetime>`, so a browser without JavaScript (a search engine, a slow phone)
 * sees them; a browser in another time zone hydrates the page without a mismatch and still shows
 * Berlin times, and reads what belongs to its guest (the ticket) after hydration.
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

describe("the cam-show calendar from the server", () => {
  it("shows the shows without JavaScript and hydrates in another time zone without a mismatch", async () => {
    const setUp = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actor = (await demoActors(setUp.page, baseURL))[2];
    if (!actor) throw new Error("the demo catalogue needs three actors");
    // Three hours ahead, on a whole minute.
    const start = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 60_000) * 60_000).toISOString();
    const scheduled = await setUp.page.request.post(
      `${baseURL}/rest/v1/internal/actors/${actor.id}/camshows`,
      {
        headers: { "x-operator-key": operatorKey },
        data: { start, lengthMinutes: 45, price: 20, seats: 8, title: "Server side show" },
      },
    );
    expect(scheduled.status()).toBe(201);
    const { id } = (await scheduled.json()) as { id: number };
    await setUp.context.close();

    // No JavaScript: the show, its performer and its Berlin time are in the HTML.
    const bare = await newPage(browser(), { width: 1280, height: 900, baseURL, javaScriptEnabled: false });
    await bare.page.goto("/en/cam-shows/");
    const card = bare.page.locator(`[data-testid='show-card'][data-show-id='${id}']`);
    expect(await card.locator(".show-title").textContent()).toBe("Server side show");
    expect(await card.textContent()).toContain(actor.name);
    const time = card.locator("time");
    expect(await time.getAttribute("datetime")).toBe(start);
    expect(await time.textContent()).toBe(berlinTime(start));
    expect(await bare.page.locator(".show-day h2 time").first().getAttribute("datetime")).toMatch(
      /^\d{4}-\d\d-\d\d$/,
    );
    await bare.context.close();

    // A guest with a ticket, in Auckland: the same HTML hydrates, then their ticket shows.
    const context = await browser().newContext({
      baseURL,
      viewport: { width: 1280, height: 900 },
      timezoneId: "Pacific/Auckland",
      reducedMotion: "reduce",
    });
    context.setDefaultTimeout(25_000);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await signUpWithCoins(page, baseURL, operatorKey, "Kiwi", 100);
    const bought = await page.request.post(`${baseURL}/rest/v1/camshows/tickets`, {
      headers: { origin: baseURL, "idempotency-key": `e2e-ticket-${id}-${Date.now()}` },
      data: { id, modelId: actor.id, start },
    });
    expect(bought.status()).toBe(201);
    await page.goto("/en/cam-shows/");
    await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
    const mine = page.locator(`[data-testid='show-card'][data-show-id='${id}']`);
    await mine.getByText("You have a ticket").waitFor();
    expect(await mine.locator("time").textContent()).toBe(berlinTime(start));
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
      "Pacific/Auckland",
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
