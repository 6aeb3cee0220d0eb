import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, demoActors, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

/** Signs a guest up in the page's context (the cookie stays) and gives them coins. */
async function signUp(page: Page, coins: number): Promise<number> {
  const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: {
      email: `albums-${Date.now()}-${Math.random()}@example.com`,
      password: "album password",
      name: "Mia",
    },
  });
  expect(created.status()).toBe(201);
  const { guest } = (await created.json()) as { guest: { id: number } };
  if (coins) {
    const credit = await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/credit`, {
      headers: operator,
      data: { coins, reason: "e2e" },
    });
    expect(credit.status()).toBe(201);
  }
  return guest.id;
}

type AlbumState = { isPrivateShop: boolean; pictures: { locked: string | null }[] };

/** The first demo album (page path and id) whose gallery/open state `wanted` accepts. */
async function findAlbum(page: Page, wanted: (state: AlbumState) => boolean, what: string) {
  for (const actor of await demoActors(page, baseURL)) {
    await open(page, `${actor.url}pictures/`);
    const links = await page
      .locator("a[href*='/pictures/']")
      .evaluateAll((anchors) =>
        anchors.map((a) => a.getAttribute("href") ?? "").filter((href) => /\/pictures\/\d+\/$/.test(href)),
      );
    for (const path of links) {
      const id = Number(path.match(/\/(\d+)\/$/)?.[1]);
      const state = await page.request.get(`${baseURL}/rest/v1/gallery/open/${id}`);
      if (state.status() === 200 && wanted((await state.json()) as AlbumState)) return { path, id };
    }
  }
  throw new Error(`no demo album ${what}`);
}

/** The first album of a demo actor that is not a private shop one. */
const anAlbum = (page: Page) => findAlbum(page, (state) => !state.isPrivateShop, "outside the private shops");

/** A demo album with 18-rated pictures among those an anonymous visitor would see. */
const anAdultAlbum = (page: Page) =>
  findAlbum(
    page,
    (state) => state.pictures.slice(0, 3).some((picture) => picture.locked === "needAgeCheck"),
    "with 18-rated pictures",
  );

describe("album likes and comments", () => {
  it("likes the album and a picture, posts a comment on top, is then blocked, and deletes it", async () => {
    const { page, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    await signUp(page, 0);
    const album = await anAlbum(page);
    await open(page, album.path);
    await acceptNecessaryCookies(page).catch(() => undefined);

    const bar = page.locator(".album .page-header [data-testid='rating']");
    const like = bar.getByTestId("like");
    await page.waitForFunction(
      () => !document.querySelector(".page-header [data-testid='like']")?.hasAttribute("disabled"),
    );
    const before = Number(await like.locator(".num").textContent());
    await like.click();
    await bar.locator("[data-testid='like'][aria-pressed='true']").waitFor();
    expect(Number(await like.locator(".num").textContent())).toBe(before + 1);
    // Dislike replaces the like; pressing it again takes it back.
    await bar.getByTestId("dislike").click();
    await bar.locator("[data-testid='dislike'][aria-pressed='true']").waitFor();
    expect(Number(await like.locator(".num").textContent())).toBe(before);
    await bar.getByTestId("dislike").click();
    await bar.locator("[data-testid='dislike'][aria-pressed='false']").waitFor();
    await like.click();
    await bar.locator("[data-testid='like'][aria-pressed='true']").waitFor();

    const pictureLike = page.locator(".album-pictures li").first().getByTestId("like");
    await pictureLike.click();
    await page
      .locator(".album-pictures li")
      .first()
      .locator("[data-testid='like'][aria-pressed='true']")
      .waitFor();

    const state = (await (await page.request.get(`${baseURL}/rest/v1/gallery/open/${album.id}`)).json()) as {
      isLiked: boolean;
      pictures: { isLiked: boolean }[];
    };
    expect(state.isLiked).toBe(true);
    expect(state.pictures[0]?.isLiked).toBe(true);

    // Comment: added on top, then the form says one comment per album.
    const comments = page.getByTestId("album-comments");
    await comments.getByTestId("comment-form").waitFor();
    await comments.locator("textarea").fill("Beautiful light in these pictures!");
    await comments.locator("button[type='submit']").click();
    await comments.locator("[data-testid='comment-block'][data-reason='commented']").waitFor();
    const first = comments.getByTestId("comment").first();
    expect(await first.locator(".comment-text").textContent()).toBe("Beautiful light in these pictures!");
    await comments.scrollIntoViewIfNeeded();
    await shot(page, "album-engagement-1440", true);

    page.once("dialog", (dialog) => void dialog.accept());
    await first.getByTestId("comment-delete").click();
    await first.waitFor({ state: "detached" });
    expect(await comments.getByTestId("comment").count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it("loads comments five at a time and tells anonymous guests to log in (375 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    await signUp(page, 0);
    const album = await anAlbum(page);
    // Leave the logged-in page first: its requests while the cookies change would rightly get 401.
    await page.goto("about:blank");
    // Seven other guests comment through the API.
    for (let i = 0; i < 7; i++) {
      await context.clearCookies();
      await signUp(page, 0);
      const posted = await page.request.post(`${baseURL}/rest/v1/gallery/postComment`, {
        data: { albumId: album.id, commentText: `Comment number ${i}` },
        headers: { origin: baseURL },
      });
      expect(posted.status()).toBe(201);
    }
    await context.clearCookies();
    await open(page, album.path);
    await acceptNecessaryCookies(page);
    const comments = page.getByTestId("album-comments");
    await comments.locator("[data-testid='comment-block'][data-reason='login']").waitFor();
    await comments.getByTestId("comment-list").waitFor();
    const count = () => comments.getByTestId("comment").count();
    const total = await count();
    expect(total).toBe(5);
    await comments.getByTestId("comments-more").click();
    await page.waitForFunction(
      () => document.querySelectorAll("[data-testid='album-comments'] [data-testid='comment']").length > 5,
    );
    expect(await count()).toBeGreaterThanOrEqual(7);
    // Anonymous rating opens the login.
    await page.locator(".page-header [data-testid='like']").click();
    await page.locator("[data-testid='pay-overlay']").waitFor();
    await page.keyboard.press("Escape");
    await comments.scrollIntoViewIfNeeded();
    await shot(page, "album-comments-375", true);
    expect(problems).toEqual([]);
  });
});

describe("18-rated album pictures", () => {
  it("ask for the age check in their place, and show once it is accepted (1440 and 375 px)", async () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const { page, context, problems } = await newPage(browser(), { ...viewport, baseURL });
      await signUp(page, 0);
      const album = await anAdultAlbum(page);
      await open(page, album.path);
      await acceptNecessaryCookies(page).catch(() => undefined);
      const ageLocked = page.locator(".album-pictures li[data-lock='needAgeCheck']");
      const before = await ageLocked.count();
      expect(before).toBeGreaterThan(0);
      // No image at all in a locked tile, a notice above the grid and a labelled button per tile.
      expect(await ageLocked.locator("img").count()).toBe(0);
      await page.getByTestId("album-age-notice").waitFor();
      await shot(page, `album-age-locked-${viewport.width}`, true);

      const button = ageLocked.first().getByTestId("age-check-picture");
      expect(await button.getAttribute("aria-label")).toMatch(/^Verify age to see picture \d+$/);
      await button.focus();
      await page.keyboard.press("Enter");
      const overlay = page.frameLocator("[data-testid='pay-overlay']");
      await overlay.getByTestId("avs-form").waitFor();
      await overlay.getByLabel("Date of birth").fill("1990-05-17");
      await overlay.getByLabel("ID document number").fill("L01234567");
      await overlay.getByLabel("Issuing country").selectOption("DE");
      await overlay.getByTestId("avs-submit").click();
      await expect.poll(() => overlay.getByTestId("avs-status").textContent()).toContain("Verified");
      await overlay.getByTestId("avs-done").click();
      await expect.poll(() => page.getByTestId("pay-overlay").count()).toBe(0);

      // The page reloaded its data for this guest: the 18-rated pictures are there.
      await expect.poll(() => ageLocked.count(), { timeout: 10_000 }).toBe(0);
      expect(await page.getByTestId("album-age-notice").count()).toBe(0);
      const firstImages = page.locator(".album-pictures li").nth(1).locator("img");
      await firstImages.waitFor();
      // An 18-rated picture is a protected file: a URL bound to this guest, which loads for them.
      expect(await firstImages.getAttribute("src")).toContain("/pmedia/");
      await firstImages.scrollIntoViewIfNeeded();
      await expect
        .poll(() => firstImages.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0)))
        .toBeGreaterThan(0);
      await shot(page, `album-age-open-${viewport.width}`, true);
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 120_000);
});

describe("album picture viewer", () => {
  it("opens a picture in full size, pages by keys and buttons, and closes back to its tile (1440 and 375 px)", async () => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      const { page, context, problems } = await newPage(browser(), { ...viewport, baseURL });
      const album = await anAlbum(page);
      await open(page, album.path);
      await acceptNecessaryCookies(page).catch(() => undefined);
      const tiles = page.locator(".album-pictures .picture-open");
      const count = await tiles.count();
      expect(count).toBeGreaterThan(0);
      // Locked pictures are no buttons: only what the visitor may see opens.
      expect(count).toBe(await page.locator(".album-pictures li:not([data-lock])").count());

      await tiles.first().focus();
      await page.keyboard.press("Enter");
      const viewer = page.getByTestId("picture-viewer");
      await expect.poll(() => viewer.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
      const image = viewer.locator("img");
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(await viewer.locator("figcaption").textContent()).toBe(`1 / ${count}`);
      // The picture is shown larger than its tile.
      const tileWidth = (await tiles.first().boundingBox())?.width ?? 0;
      expect((await image.boundingBox())?.width ?? 0).toBeGreaterThan(tileWidth);
      if (count > 1) {
        await page.keyboard.press("ArrowRight");
        expect(await viewer.locator("figcaption").textContent()).toBe(`2 / ${count}`);
        await viewer.getByTestId("viewer-next").click();
        expect(await viewer.locator("figcaption").textContent()).toBe(`${count > 2 ? 3 : 1} / ${count}`);
        await page.keyboard.press("ArrowLeft");
      }
      await shot(page, `album-viewer-${viewport.width}`);
      await page.keyboard.press("Escape");
      await expect.poll(() => viewer.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
      expect(await tiles.first().evaluate((el) => el === document.activeElement)).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    }
  }, 120_000);
});
