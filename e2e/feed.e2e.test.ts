import { describe, expect, inject, it } from "vitest";
import {
  acceptNecessaryCookies,
  demoActors,
  newPage,
  open,
  sharedBrowser,
  shot,
  signUpWithCoins,
} from "./browser.ts";

const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

/**
 * The feed end to end (issue 28): a guest scrolls /feed/, likes, comments and replies, tips a post
 * with a goal and sees the goal move, and buys a paid post (after the confirmation) whose media
 * then unlocks; at 360 px an anonymous visitor reads the feed without sideways scrolling.
 */
describe("the feed", () => {
  it("likes, comments, replies, tips and unlocks a paid post (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const [actor] = await demoActors(page, baseURL);
    if (!actor) throw new Error("the demo catalogue has no actor");
    const created = await page.request.post(`${baseURL}/rest/v1/internal/actors/${actor.id}/feed/posts`, {
      headers: { "x-operator-key": operatorKey },
      data: { kind: "text", title: "Browser goal", text: "Help me reach my goal", goalCoins: 100 },
    });
    expect(created.status()).toBe(201);
    const { postId } = (await created.json()) as { postId: number };
    const guestId = await signUpWithCoins(page, baseURL, operatorKey, "Feeder", 500);
    // Age-checked: an 18-rated post's media shows once bought.
    const avs = await page.request.post(`${baseURL}/rest/v1/internal/guests/${guestId}/avs`, {
      headers: { "x-operator-key": operatorKey },
      data: { status: "accepted" },
    });
    expect(avs.status()).toBe(200);
    await open(page, "/en/feed/");
    await acceptNecessaryCookies(page);
    const card = page.locator(`[data-testid='feed-card'][data-post-id='${postId}']`);
    await card.waitFor();

    await card.getByTestId("feed-like").click();
    await expect.poll(() => card.getByTestId("feed-likes").textContent()).toBe("1 likes");
    expect(await card.getByTestId("feed-like").getAttribute("aria-pressed")).toBe("true");

    await card.getByLabel("Your comment").fill("Hello from the browser");
    await card.getByRole("button", { name: "Send" }).click();
    await card.getByText("Hello from the browser").waitFor();
    await card.getByRole("button", { name: "Reply" }).first().click();
    await card.getByLabel(/^Your reply to /).fill("And a reply");
    await card.getByRole("button", { name: "Send" }).click();
    await card.getByText("And a reply").waitFor();
    await expect
      .poll(() => card.getByTestId("feed-comments").locator("h3").textContent())
      .toBe("Comments (2)");

    await card.getByTestId("feed-tip-25").click();
    const confirmation = page.getByTestId("purchase-confirmation");
    await confirmation.waitFor();
    await confirmation.getByTestId("purchase-confirmation-confirm").click();
    await expect.poll(() => card.getByTestId("feed-goal").textContent()).toBe("25 of 100 VXC");

    // A paid post of the demo feed: locked until bought, then its media shows.
    const locked = page
      .locator("[data-testid='feed-card']", { has: page.getByTestId("feed-unlock") })
      .first();
    for (let i = 0; i < 10 && (await locked.count()) === 0; i++) {
      await page.getByRole("button", { name: "Show more posts" }).click();
      await page.waitForLoadState("networkidle");
    }
    const lockedId = await locked.getAttribute("data-post-id");
    const paid = page.locator(`[data-testid='feed-card'][data-post-id='${lockedId}']`);
    await paid.getByTestId("feed-unlock").click();
    await confirmation.waitFor();
    await confirmation.getByTestId("purchase-confirmation-confirm").click();
    await paid.getByTestId("feed-unlock").waitFor({ state: "detached" });
    await paid.locator("video source, .feed-photos img").first().waitFor({ state: "attached" });
    await shot(page, "feed-1280");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows the feed to a visitor at 360 px without sideways scrolling", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 780, baseURL });
    await open(page, "/en/feed/");
    await acceptNecessaryCookies(page);
    await page.getByTestId("feed-card").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await shot(page, "feed-360");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("asks a visitor to join with the feed-signup box, likes after the login, and follows new posts and counts live", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const [, actor] = await demoActors(page, baseURL);
    if (!actor) throw new Error("the demo catalogue has no second actor");
    const email = `feed-fan-${Date.now()}@example.com`;
    const account = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email, password: "feed password", name: "FeedFan" },
    });
    expect(account.status()).toBeLessThan(300);
    await context.clearCookies();
    const created = await page.request.post(`${baseURL}/rest/v1/internal/actors/${actor.id}/feed/posts`, {
      headers: { "x-operator-key": operatorKey },
      data: { kind: "text", title: "Join me", text: "A post for the signup box" },
    });
    expect(created.status()).toBe(201);
    const { postId } = (await created.json()) as { postId: number };

    // A visitor's like on the post's own page opens the feed-signup box; its login runs the like
    // afterwards. (Its own address: /feed/ itself is a shared page, cached for a few seconds.)
    await open(page, `/en/feed/${postId}/`);
    await acceptNecessaryCookies(page);
    expect(await page.locator("h1").textContent()).toBe("Join me");
    const card = page.locator(`[data-testid='feed-card'][data-post-id='${postId}']`);
    await card.getByTestId("feed-like").click();
    await page.getByRole("alertdialog", { name: "Join free to take part" }).waitFor();
    await shot(page, "feed-signup-1280");
    await page.getByTestId("feed-signup-login").click();
    const overlay = page.frameLocator("[data-testid='pay-overlay']");
    await overlay.locator(":root[data-hydrated] [data-flow='login'] button[type='submit']:enabled").waitFor();
    await overlay.locator("input[name='email']").fill(email);
    await overlay.locator("input[name='password']").fill("feed password");
    await Promise.all([page.waitForEvent("load"), overlay.locator("button[type='submit']").click()]);
    await page.waitForSelector("html[data-hydrated]");
    await card.locator("[data-testid='feed-like'][aria-pressed='true']").waitFor();
    await expect.poll(() => card.getByTestId("feed-likes").textContent()).toBe("1 likes");

    // The feed in a second tab follows the like count live (the socket's counters).
    const second = await context.newPage();
    await open(second, "/en/feed/");
    const listed = second.locator(`[data-testid='feed-card'][data-post-id='${postId}']`);
    await expect.poll(() => listed.getByTestId("feed-likes").textContent()).toBe("1 likes");
    await card.getByTestId("feed-like").click();
    await expect.poll(() => listed.getByTestId("feed-likes").textContent()).toBe("0 likes");

    // A new post while the feed is open: a bar offers it, and the list then starts with it.
    const next = await page.request.post(`${baseURL}/rest/v1/internal/actors/${actor.id}/feed/posts`, {
      headers: { "x-operator-key": operatorKey },
      data: { kind: "text", text: "Fresh words while you read" },
    });
    expect(next.status()).toBe(201);
    const fresh = ((await next.json()) as { postId: number }).postId;
    await second.getByTestId("feed-new").click();
    await second.locator(`[data-testid='feed-card'][data-post-id='${fresh}']`).waitFor();
    await second.close();

    // Her profile's feed tab lists her posts; the date of a post leads to its own page.
    await open(page, `/en/amateur/${actor.name.toLowerCase()}/feed/`);
    const own = page.locator(`[data-testid='actor-feed'] [data-testid='feed-card'][data-post-id='${fresh}']`);
    await own.waitFor();
    expect(await page.locator(".actor-tabs a[aria-current='page']").textContent()).toBe("Feed");
    await Promise.all([page.waitForURL(`**/en/feed/${fresh}/`), own.getByTestId("feed-permalink").click()]);
    await page.locator(`[data-testid='feed-card'][data-post-id='${fresh}']`).waitFor();

    // The start page's Feed block shows clip and photo posts, each leading to its page.
    await open(page, "/en/");
    const block = page.getByTestId("home-feed");
    await block.scrollIntoViewIfNeeded();
    await block.locator("a.feed-tile").first().waitFor();
    await shot(page, "feed-home-block-1280");
    expect(problems).toEqual([]);
    await context.close();
  });
});
