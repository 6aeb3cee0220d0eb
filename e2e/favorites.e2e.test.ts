import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  acceptNecessaryCookies,
  demoActors,
  newPage,
  open,
  setActorOnline,
  sharedBrowser,
  shot,
} from "./browser.ts";

const baseURL = inject("baseUrl");
const _operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

async function demoActor(page: Page, index: number): Promise<{ id: number; name: string; url: string }> {
  const actors = await demoActors(page, baseURL);
  const actor = actors[index % actors.length];
  if (!actor) throw new Error("no demo actor");
  return actor;
}

const setOnline = (page: Page, actorId: number, online: boolean) =>
  setActorOnline(page, baseURL, inject("operatorKey"), actorId, online);

describe("favourites", () => {
  it("pins after the login an anonymous guest was asked for, lists the favourite live and unpins", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const email = `fan-${Date.now()}@example.com`;
    const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email, password: "fan password", name: "Fan" },
    });
    expect(created.status()).toBeLessThan(300);
    await context.clearCookies();
    const actor = await demoActor(page, 1);
    await setOnline(page, actor.id, false);

    // Anonymous: the heart opens the login with the teaser.
    await open(page, actor.url);
    await acceptNecessaryCookies(page);
    const heart = page.locator(".actor-cta [data-testid='pin-toggle']");
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    const overlay = page.frameLocator("[data-testid='pay-overlay']");
    await overlay.locator(":root[data-hydrated] [data-flow='login'] button[type='submit']:enabled").waitFor();
    expect(await overlay.getByTestId("login-teaser").textContent()).toContain("favourite");
    await shot(page, "favorites-login-teaser-1440");
    await overlay.locator("input[name='email']").fill(email);
    await overlay.locator("input[name='password']").fill("fan password");
    await Promise.all([page.waitForEvent("load"), overlay.locator("button[type='submit']").click()]);
    await page.waitForSelector("html[data-hydrated]");

    // After the login the actor is pinned, and the heart says so.
    await page.locator(".actor-cta [data-testid='pin-toggle'][aria-pressed='true']").waitFor();
    // The heart turns at once; the pin reaches the server a moment later.
    await expect
      .poll(async () => {
        const list = await page.request.get(`${baseURL}/rest/v1/guest/favorite/list?objectType=actor`);
        return ((await list.json()) as { ids: number[] }).ids;
      })
      .toContain(actor.id);
    await shot(page, "favorites-actor-pinned-1440");

    // The favourites page lists her offline; the performer API sets her online and the page follows.
    await open(page, "/en/my-account/favorite-cams/");
    const card = page.locator(`[data-testid='favorite-actor'][data-actor-id='${actor.id}']`);
    await card.waitFor();
    expect(await card.getAttribute("data-online")).toBe("false");
    expect(await page.getByTestId("favorites-online-count").textContent()).toContain("0 online");
    await setOnline(page, actor.id, true);
    await page
      .locator(`[data-testid='favorite-actor'][data-actor-id='${actor.id}'][data-online='true']`)
      .waitFor();
    expect(await page.getByTestId("favorites-online-count").textContent()).toContain("1 online");
    expect(await card.getByTestId("live-badge").count()).toBe(1);
    // Her coming online also notifies this guest (a toast): it must not take the click below.
    await page.getByTestId("notification-toast").waitFor();

    // The e-mail toggle is saved.
    await card.getByRole("switch", { name: "E-mail when online" }).check();
    await expect
      .poll(async () => {
        const list = (await (await page.request.get(`${baseURL}/rest/v1/guest/favorite/actors`)).json()) as {
          items: { id: number; emailNotify: boolean }[];
        };
        return list.items.find((item) => item.id === actor.id)?.emailNotify;
      })
      .toBe(true);
    await shot(page, "favorites-page-1440");
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, "favorites-page-375");

    // Unpin.
    await card.getByRole("button", { name: `Remove ${actor.name} from favourites` }).click();
    await page.getByTestId("favorites-empty").waitFor();
    await expect
      .poll(async () => {
        const list = await page.request.get(`${baseURL}/rest/v1/guest/favorite/list?objectType=actor`);
        return ((await list.json()) as { ids: number[] }).ids;
      })
      .not.toContain(actor.id);
    await setOnline(page, actor.id, false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("pins an album after the login an anonymous guest was asked for, then a picture, and unpins", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1440, height: 900, baseURL });
    const email = `album-fan-${Date.now()}@example.com`;
    const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email, password: "fan password", name: "Album fan" },
    });
    expect(created.status()).toBeLessThan(300);
    await context.clearCookies();
    const pinnedIds = async (objectType: string) =>
      (
        (await (
          await page.request.get(`${baseURL}/rest/v1/guest/favorite/list?objectType=${objectType}`)
        ).json()) as { ids: number[] }
      ).ids;

    // An album of a demo actor, from her pictures tab.
    const actor = await demoActor(page, 2);
    await open(page, `${actor.url}pictures/`);
    await acceptNecessaryCookies(page);
    const albumHref = await page
      .locator("a[href*='/pictures/']")
      .evaluateAll(
        (links) =>
          links.map((a) => a.getAttribute("href")).find((h) => h && /\/pictures\/\d+\/$/.test(h)) ?? "",
      );
    expect(albumHref, `no album of ${actor.name}`).not.toBe("");
    const albumId = Number(/\/(\d+)\/$/.exec(albumHref)?.[1]);
    await open(page, albumHref);

    // Anonymous: the album's heart is labelled, unpressed, and opens the login with the teaser.
    const heart = page.locator(".album-buy [data-testid='pin-toggle'][data-object-type='album']");
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    expect(await heart.getAttribute("aria-label")).toMatch(/^Favourite: album /);
    await heart.click();
    const overlay = page.frameLocator("[data-testid='pay-overlay']");
    await overlay.locator(":root[data-hydrated] [data-flow='login'] button[type='submit']:enabled").waitFor();
    expect(await overlay.getByTestId("login-teaser").textContent()).toContain("favourite");
    await overlay.locator("input[name='email']").fill(email);
    await overlay.locator("input[name='password']").fill("fan password");
    await Promise.all([page.waitForEvent("load"), overlay.locator("button[type='submit']").click()]);
    await page.waitForSelector("html[data-hydrated]");

    // After the login the album is pinned.
    await page
      .locator(".album-buy [data-testid='pin-toggle'][data-object-type='album'][aria-pressed='true']")
      .waitFor();
    await expect.poll(() => pinnedIds("album")).toContain(albumId);

    // A picture of the album has its own heart.
    const pictureHeart = page
      .locator(".album-pictures [data-testid='pin-toggle'][data-object-type='picture']")
      .first();
    expect(await pictureHeart.getAttribute("aria-label")).toMatch(/^Favourite: picture 1 of /);
    const pictureId = Number(await pictureHeart.getAttribute("data-object-id"));
    await pictureHeart.click();
    // Optimistic: pressed at once, from the first render after the click.
    await expect.poll(() => pictureHeart.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => pinnedIds("picture")).toContain(pictureId);
    await shot(page, "favorites-album-pinned-1440");

    // Unpin the album; the picture stays pinned.
    await heart.click();
    await page
      .locator(".album-buy [data-testid='pin-toggle'][data-object-type='album'][aria-pressed='false']")
      .waitFor();
    await expect.poll(() => pinnedIds("album")).not.toContain(albumId);
    expect(await pinnedIds("picture")).toContain(pictureId);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("turns the web push of a pinned performer off; the list and a reload keep it off", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email: `push-fan-${Date.now()}@example.com`, password: "fan password", name: "Push fan" },
    });
    expect(created.status()).toBeLessThan(300);
    // Pinning changes only this guest's favourites, not the performer (her online state is left alone).
    const actor = await demoActor(page, 5);
    const pinned = await page.request.post(`${baseURL}/rest/v1/guest/favorite/pin`, {
      data: { objectType: "actor", objectId: actor.id },
      // Cookie-authenticated calls must come from the site's origin (CSRF check).
      headers: { origin: baseURL },
    });
    expect(pinned.status()).toBeLessThan(300);
    const listed = async () =>
      (
        (await (await page.request.get(`${baseURL}/rest/v1/guest/favorite/actors`)).json()) as {
          items: { id: number; emailNotify: boolean; smsNotify: boolean; pushNotify: boolean }[];
        }
      ).items.find((item) => item.id === actor.id);
    expect(await listed()).toMatchObject({ pushNotify: true, emailNotify: false, smsNotify: false });

    await open(page, "/en/my-account/favorite-cams/");
    await acceptNecessaryCookies(page);
    const card = page.locator(`[data-testid='favorite-actor'][data-actor-id='${actor.id}']`);
    const push = card.getByRole("switch", { name: "Push when online" });
    await push.waitFor();
    expect(await push.isChecked()).toBe(true);
    await push.uncheck();
    // Saved: the switch is usable again, and the favourites list answers it off (only it).
    await expect.poll(() => push.isEnabled()).toBe(true);
    expect(await push.isChecked()).toBe(false);
    await expect.poll(async () => (await listed())?.pushNotify).toBe(false);
    expect(await listed()).toMatchObject({ emailNotify: false, smsNotify: false });
    expect(await card.locator("[role='alert']").count()).toBe(0);

    await open(page, "/en/my-account/favorite-cams/");
    await push.waitFor();
    expect(await push.isChecked()).toBe(false);
    expect(await push.getAttribute("aria-checked")).toBe("false");
    expect(await card.getByRole("switch", { name: "E-mail when online" }).isChecked()).toBe(false);
    await shot(page, "favorites-push-off-1280");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows anonymous guests a login teaser on the favourites page (phone)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 812, baseURL });
    await open(page, "/en/my-account/favorite-cams/");
    await acceptNecessaryCookies(page);
    await page.getByTestId("favorites-teaser").waitFor();
    await shot(page, "favorites-teaser-375");
    // Actor tiles carry the heart, outside the tile's link, with a label naming the actor.
    await open(page, "/en/new-girls/");
    const tileHeart = page.locator(".actor-tile [data-testid='pin-toggle']").first();
    await tileHeart.waitFor();
    expect(await tileHeart.getAttribute("aria-pressed")).toBe("false");
    expect(await tileHeart.getAttribute("aria-label")).toMatch(/^Favourite: /);
    await shot(page, "favorites-tiles-375");
    // So do an actor's sedcard photos on her overview.
    const actor = await demoActor(page, 0);
    await open(page, actor.url);
    const sedcardHeart = page.locator(
      ".sedcard-strip [data-testid='pin-toggle'][data-object-type='sedcard']",
    );
    if ((await sedcardHeart.count()) > 0) {
      expect(await sedcardHeart.first().getAttribute("aria-pressed")).toBe("false");
      expect(await sedcardHeart.first().getAttribute("aria-label")).toBe(
        `Favourite: photo 1 of ${actor.name}`,
      );
      await shot(page, "favorites-sedcards-375");
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});
