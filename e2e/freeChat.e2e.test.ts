import { describe, expect, inject, it } from "vitest";
import {
  acceptNecessaryCookies,
  demoActors,
  newPage,
  open,
  setActorOnline,
  sharedBrowser,
  shot,
  waitForLiveStill,
} from "./browser.ts";

const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const operator = { "x-operator-key": operatorKey };
const browser = sharedBrowser();

/**
 * /free-chat/ (issue 14): the performers in a free show now, with their live stills (the /cams/
 * tiles), and the guest's free minutes left today, counted from the free chats they watched.
 */
describe("the free-chat page", () => {
  it("shows the performers in free chat with live stills and the guest's free minutes left (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actors = await demoActors(page, baseURL);
    const [free, paid] = [actors[8], actors[9]];
    if (!free || !paid) throw new Error("the demo catalogue needs ten actors");
    for (const actor of [free, paid]) await setActorOnline(page, baseURL, operatorKey, actor.id, true);
    const show = (id: number, action: "start" | "stop") =>
      page.request.post(`${baseURL}/rest/v1/internal/actors/${id}/freeShow/${action}`, { headers: operator });
    expect((await show(free.id, "start")).status()).toBe(200);
    expect((await show(paid.id, "stop")).status()).toBe(200);

    // A guest who watched one free-chat minute today (the page's cookie session).
    const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email: `free-${Date.now()}@example.com`, password: "free chat password", name: "Watcher" },
    });
    expect(signup.status()).toBeLessThan(300);
    const headers = { origin: baseURL };
    const started = await page.request.post(`${baseURL}/rest/v1/livechat/start`, {
      headers,
      data: { actorId: free.id, chatType: "FREECHAT" },
    });
    expect(started.status()).toBe(201);
    const { sessionId } = (await started.json()) as { sessionId: number };
    expect(
      (
        await page.request.post(`${baseURL}/rest/v1/livechat/${sessionId}/end`, { headers, data: {} })
      ).status(),
    ).toBe(200);

    await open(page, "/en/free-chat/");
    await acceptNecessaryCookies(page);
    expect(await page.locator("h1").textContent()).toBe("Free chat");
    const tile = (id: number) => page.locator(`[data-testid='cam-tile'][data-actor-id='${id}']`);
    await tile(free.id).waitFor();
    expect(await tile(paid.id).count()).toBe(0);
    expect(await tile(free.id).locator("[data-chat-type='FREECHAT']").count()).toBe(1);
    // Her live still (the stream's JPEG), not the profile picture.
    const still = tile(free.id).getByTestId("cam-still");
    await waitForLiveStill(page, free.id);
    expect(await still.getAttribute("src")).toContain(`/live/${free.id}/still.jpg`);
    await expect
      .poll(() => page.getByTestId("free-minutes-left").textContent())
      .toBe("14 of 15 free minutes left");
    expect(await page.getByTestId("free-previews-left").textContent()).toBe("5 of 5 free previews left");
    // A new guest without coins: the conversion chat's countdown (15 minutes from signup) ticks.
    const countdown = page.getByTestId("conversion-countdown");
    const first = (await countdown.textContent()) ?? "";
    expect(first).toMatch(/^Welcome chat: free for 1[45]:\d\d$/);
    await expect.poll(() => countdown.textContent()).not.toBe(first);

    // Her free show ends: she leaves the page within seconds (the socket's freeshow.stop; the list is also
    // read every 20 s).
    expect((await show(free.id, "stop")).status()).toBe(200);
    await expect.poll(() => tile(free.id).count(), { timeout: 10_000 }).toBe(0);
    await shot(page, "free-chat-1280");
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it("shows a new guest the welcome chat's countdown on a conversion performer's profile", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actors = (await demoActors(page, baseURL)).slice(0, 12);
    for (const actor of actors) await setActorOnline(page, baseURL, operatorKey, actor.id, true);
    const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email: `welcome-${Date.now()}@example.com`, password: "welcome chat password", name: "Newbie" },
    });
    expect(signup.status()).toBeLessThan(300);
    const allowance = (await (await page.request.get(`${baseURL}/rest/v1/free-chat/allowance`)).json()) as {
      conversionChat: { actorIds: number[] };
    };
    const welcome = actors.find((actor) => allowance.conversionChat.actorIds.includes(actor.id));
    const other = actors.find((actor) => !allowance.conversionChat.actorIds.includes(actor.id));
    if (!welcome || !other) throw new Error("the demo needs performers with and without the welcome chat");
    await open(page, welcome.url.replace(/^\/(de|es|nl)\//, "/en/"));
    await acceptNecessaryCookies(page);
    const offer = page.getByTestId("profile-conversion");
    await expect.poll(() => offer.textContent()).toMatch(/^Welcome chat: free for 1[45]:\d\dNew here\?/);
    const first = (await offer.textContent()) ?? "";
    await expect.poll(() => offer.textContent()).not.toBe(first);
    await shot(page, "profile-conversion-1280");
    // A performer without it shows no countdown.
    await open(page, other.url.replace(/^\/(de|es|nl)\//, "/en/"));
    await page.getByTestId("live-offers").waitFor();
    expect(await page.getByTestId("profile-conversion").count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("fits a 375 px phone in German and offers a visitor the daily free minutes with login", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 375, height: 740, baseURL });
    const actors = await demoActors(page, baseURL);
    const free = actors[8];
    if (!free) throw new Error("the demo catalogue needs nine actors");
    await setActorOnline(page, baseURL, operatorKey, free.id, true);
    await page.request.post(`${baseURL}/rest/v1/internal/actors/${free.id}/freeShow/start`, {
      headers: operator,
    });
    await open(page, "/de/gratis-chat/");
    await acceptNecessaryCookies(page);
    expect(await page.locator("h1").textContent()).toBe("Gratis-Chat");
    await page.locator(`[data-testid='cam-tile'][data-actor-id='${free.id}']`).waitFor();
    expect(await page.getByTestId("free-chat-allowance").textContent()).toContain(
      "15 Gratis-Minuten jeden Tag",
    );
    expect(await page.getByRole("button", { name: "Anmelden" }).count()).toBe(1);
    const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
    expect(width).toBeLessThanOrEqual(375);
    await shot(page, "free-chat-375");
    expect(problems).toEqual([]);
    await context.close();
  });
});
