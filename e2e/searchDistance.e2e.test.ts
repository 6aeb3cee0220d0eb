import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, demoActors, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const browser = sharedBrowser();

/** The 3-letter name prefix shared by the most demo actors (the actors tab then has several). */
async function commonPrefix(names: string[]): Promise<string> {
  const counts = new Map<string, number>();
  for (const name of names) {
    const prefix = name.slice(0, 3).toLowerCase();
    counts.set(prefix, (counts.get(prefix) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "lea";
}

describe("search: actors by distance", () => {
  it("asks for a postal code without a location, then lists the nearest first with km", async () => {
    const { page, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const prefix = await commonPrefix((await demoActors(page, baseURL)).map((a) => a.name));
    await open(page, `/en/search/videos/${prefix}/?category=actors`);
    await acceptNecessaryCookies(page);
    expect(await page.locator(".search-sort-option[aria-current='true']").textContent()).toBe("Best match");
    expect(await page.getByTestId("actor-distance").count()).toBe(0);

    await Promise.all([page.waitForURL("**sort=distance"), page.getByTestId("sort-distance").click()]);
    // No postal code and no edge location: rank order, and the field asks for the postal code.
    const zip = page.getByTestId("search-zip");
    await zip.waitFor();
    expect(await page.getByTestId("actor-distance").count()).toBe(0);
    await zip.getByLabel("Your postal code").fill("10115");
    await Promise.all([page.waitForURL("**zip=10115"), zip.locator("button[type='submit']").click()]);
    await page.getByTestId("search-sort-status").waitFor();
    expect(await page.getByTestId("search-sort-status").textContent()).toBe("Nearest first from 10115");
    const distances = await page.getByTestId("actor-distance").allTextContents();
    expect(distances.length).toBeGreaterThan(0);
    const km = distances.map((text) => Number(text.replace(/[^\d]/g, "")));
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(distances[0]).toMatch(/^\d[\d,]* km$/);
    await shot(page, "search-actors-distance-1440");

    // An unknown postal code is reported in the field.
    await open(page, `/en/search/videos/${prefix}/?category=actors&sort=distance&zip=00000`);
    expect(await page.locator(".search-zip-hint.is-error").textContent()).toContain("00000");
    await shot(page, "search-actors-zip-unknown-1440");
    expect(problems).toEqual([]);
  });

  it("takes the location from the edge's headers (German, 375 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    const prefix = await commonPrefix((await demoActors(page, baseURL)).map((a) => a.name));
    // Munich, as a CDN would send it.
    await context.setExtraHTTPHeaders({ "cf-iplatitude": "48.14", "cf-iplongitude": "11.58" });
    const path = `/de/suche/videos/${prefix}/?category=actors&sort=distance`;
    // The page depends on the request's headers: no shared cache may keep it.
    expect((await page.request.get(path)).headers()["cache-control"]).toContain("no-store");
    await open(page, path);
    await acceptNecessaryCookies(page);
    expect(await page.getByTestId("search-sort-status").textContent()).toBe(
      "Die Nächsten zuerst, ab deinem Standort",
    );
    expect(await page.getByTestId("search-zip").count()).toBe(0);
    expect(await page.getByTestId("actor-distance").first().textContent()).toMatch(/^\d[\d.]* km$/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await shot(page, "search-actors-distance-375", true);
    expect(problems).toEqual([]);
  });
});
