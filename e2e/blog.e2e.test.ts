import { describe, expect, inject, it } from "vitest";
import { buildPath } from "../src/common/routes/index.ts";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const browser = sharedBrowser();

/**
 * The blog read as a guest reads it (issue 29): the landing's sections, a post from a card, its
 * sanitized body and the performer it names, then the same post in German through its language
 * link, and a category and the archive, at 360 px and on a desktop.
 */
async function readTheBlog(width: number) {
  const { page, context, problems } = await newPage(browser(), { width, height: 900, baseURL });
  await open(page, buildPath("en", "blog"));
  await acceptNecessaryCookies(page);
  await expect.poll(() => page.getByTestId("blog-card").count()).toBeGreaterThan(3);
  await expect.poll(() => page.getByRole("heading", { level: 2, name: "Interviews" }).isVisible()).toBe(true);
  await shot(page, `blog-landing-${width}`, true);

  // The news section's newest post, opened from its card.
  const news = page.getByRole("region", { name: "News" });
  const first = news.getByTestId("blog-card").first();
  const title = (await first.locator(".blog-card-title").textContent()) ?? "";
  await first.getByRole("link").click();
  await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(title);
  await expect.poll(() => page.locator(".blog-post-body p").count()).toBeGreaterThan(0);
  expect(page.url()).toMatch(/\/en\/blog\/[a-z0-9-]+\/$/);
  await shot(page, `blog-post-${width}`, true);

  // The same post in German, through its language link.
  await page.getByRole("link", { name: "Deutsch" }).click();
  await expect.poll(() => page.url()).toMatch(/\/de\/blog\/[a-z0-9-]+\/$/);
  await expect.poll(() => page.getByRole("link", { name: "Zurück zum Blog" }).isVisible()).toBe(true);
  const germanTitle = await page.getByRole("heading", { level: 1 }).textContent();
  expect(germanTitle).not.toBe(title);
  expect(germanTitle?.length).toBeGreaterThan(3);

  // A category and the archive, from the blog's navigation.
  await page.getByRole("link", { name: "Zurück zum Blog" }).click();
  await page.getByRole("navigation", { name: "Blog" }).getByRole("link", { name: "Interviews" }).click();
  await expect.poll(() => page.getByRole("heading", { level: 1, name: "Interviews" }).isVisible()).toBe(true);
  await expect.poll(() => page.getByTestId("blog-card").count()).toBeGreaterThan(0);
  await page.getByRole("navigation", { name: "Blog" }).getByRole("link", { name: "Archiv" }).click();
  await expect.poll(() => page.getByTestId("blog-archive").isVisible()).toBe(true);
  await expect.poll(() => page.getByRole("navigation", { name: "Jahre" }).getByRole("link").count()).toBe(2);
  await shot(page, `blog-archive-${width}`, true);
  expect(problems).toEqual([]);
  await context.close();
}

describe("the blog", () => {
  it("reads the landing, a post and its German version, a category and the archive at 360 px", () =>
    readTheBlog(360));
  it("does the same on a desktop", () => readTheBlog(1280));
});
