import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import {
  acceptNecessaryCookies,
  demoActors,
  newPage,
  open,
  setActorOnline,
  sharedBrowser,
  signUpWithCoins,
} from "./browser.ts";

/**
 * Every address the site answers on (issue 27): the browser tests' server listens on one port, and
 * both http://localhost:<port> and http://127.0.0.1:<port> reach it (PUBLIC_URL is the 127.0.0.1 one,
 * e2e/globalSetup.ts). At each, a guest buys and plays a video, plays its free preview, plays a
 * private live chat (WebRTC) and a free chat (HLS), and the links of the verification and the
 * password-reset mails bring a fresh browser back logged in to the address the guest signed up on.
 * A page's media, stream, overlay and API addresses that pointed at the other name were refused by
 * the page's security policy (a grey player), and a mailed link landed logged out on the other name.
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const operator = { "x-operator-key": operatorKey };
const port = new URL(baseURL).port;
const browser = sharedBrowser();

type Mail = { to: string; text: string };

/** The mails of the development mailbox sent to `email`. */
async function mailsTo(page: Page, site: string, email: string): Promise<Mail[]> {
  const { mails } = (await (await page.request.get(`${site}/dev/mailbox.json`)).json()) as { mails: Mail[] };
  return mails.filter((mail) => mail.to === email);
}

/** The first absolute link of a mail to `email` that matches `pattern`, once it was sent. */
async function mailedLink(page: Page, site: string, email: string, pattern: RegExp): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      for (const mail of await mailsTo(page, site, email)) link = pattern.exec(mail.text)?.[1] ?? link;
      return link;
    })
    .not.toBe("");
  return link;
}

/** Seconds a <video> has played. */
const playedOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((video) => (video as HTMLVideoElement).currentTime);

/** Waits until the video under `selector` really plays: its clock moves on by a second. */
async function plays(page: Page, selector: string): Promise<void> {
  await expect.poll(() => playedOf(page, selector), { timeout: 20_000 }).toBeGreaterThan(0.2);
  const first = await playedOf(page, selector);
  await expect.poll(() => playedOf(page, selector), { timeout: 20_000 }).toBeGreaterThan(first + 1);
}

/** The cheapest premium video (not VIP) of the catalogue, its page in English. */
async function cheapVideo(page: Page, site: string): Promise<{ url: string; price: number }> {
  const payload = encodeURIComponent(
    JSON.stringify({ filter: { types: { premium: true, vip: false } }, order: "priceAsc", limit: 1 }),
  );
  const list = (await (await page.request.get(`${site}/rest/v1/tileGrid/get/videos/${payload}`)).json()) as {
    items: { url: string; price: { value: number } }[];
  };
  const video = list.items[0];
  if (!video) throw new Error("the demo catalogue has no premium video");
  return { url: video.url.replace(/^\/(de|es|nl)\//, "/en/"), price: video.price.value };
}

for (const [index, host] of ["localhost", "127.0.0.1"].entries()) {
  const site = `http://${host}:${port}`;

  describe(`the site at http://${host}:<port>`, () => {
    it("plays a video's free preview, buys the video and plays it", async () => {
      const { page, context, problems } = await newPage(browser(), {
        width: 1280,
        height: 900,
        baseURL: site,
      });
      const guestId = await signUpWithCoins(page, site, operatorKey, "Buyer", 300);
      const avs = await page.request.post(`${site}/rest/v1/internal/guests/${guestId}/avs`, {
        headers: operator,
        data: { status: "accepted" },
      });
      expect(avs.status()).toBeLessThan(300);
      const video = await cheapVideo(page, site);
      await open(page, video.url);
      await acceptNecessaryCookies(page);

      // The free preview (muted) plays from this address.
      const preview = ".video-stage video";
      const previewSrc = (await page.locator(preview).getAttribute("src")) ?? "";
      expect(previewSrc).toMatch(/^\/media\/.+-preview\.mp4$/);
      await page.locator(preview).evaluate((element) => (element as HTMLVideoElement).play());
      await plays(page, preview);

      await page.locator(".player-actions button", { hasText: "Buy for" }).click();
      // The purchase asks first (issue 27); its button buys.
      await page.getByTestId("purchase-confirmation-confirm").click();
      await page.locator(".player-actions .badge", { hasText: "Yours" }).waitFor();
      await page.locator(".player-actions button", { hasText: "Watch the full video" }).click();
      const full = page.getByTestId("full-video");
      await full.waitFor();
      // The signed URL is on the page's own address (a path), and the video plays.
      const src = (await full.getAttribute("src")) ?? "";
      expect(new URL(src, site).origin).toBe(site);
      await plays(page, "[data-testid='full-video']");
      expect(problems).toEqual([]);
      await context.close();
    });

    it("plays a private live chat over WebRTC and a free chat over HLS", async () => {
      const { page, context, problems } = await newPage(browser(), {
        width: 1280,
        height: 900,
        baseURL: site,
      });
      const actors = await demoActors(page, site);
      // Two performers for each address, from the end of the list.
      const [privateActor, freeActor] = [actors.at(-1 - index * 2), actors.at(-2 - index * 2)];
      if (!privateActor || !freeActor || actors.length < 4)
        throw new Error("the demo catalogue needs 4 actors");
      for (const actor of [privateActor, freeActor])
        await setActorOnline(page, site, operatorKey, actor.id, true);
      const freeShow = (action: "start" | "stop") =>
        page.request.post(`${site}/rest/v1/internal/actors/${freeActor.id}/freeShow/${action}`, {
          headers: operator,
        });
      expect((await freeShow("start")).status()).toBe(200);
      await signUpWithCoins(page, site, operatorKey, "Viewer", 2000);

      await open(page, privateActor.url.replace(/^\/(de|es|nl)\//, "/en/"));
      await acceptNecessaryCookies(page);
      await page.getByTestId("live-offers").locator("button[data-chat-type='LIVECHAT']").click();
      await page.getByTestId("live-start-dialog").getByTestId("live-start").click();
      await page.getByTestId("live-chat").waitFor();
      expect(await page.locator(".live-player").getAttribute("data-stream-kind")).toBe("webrtc");
      await plays(page, "[data-testid='live-video']");
      await page.getByTestId("live-chat-end").click();
      await page.getByTestId("live-chat-ended").waitFor();
      await page.getByRole("button", { name: "Close" }).click();
      await page.getByTestId("live-chat").waitFor({ state: "detached" });

      await open(page, freeActor.url.replace(/^\/(de|es|nl)\//, "/en/"));
      await page.getByTestId("live-offers").locator("button[data-chat-type='FREECHAT']").click();
      await page.getByTestId("live-chat").waitFor();
      expect(await page.locator(".live-player").getAttribute("data-stream-kind")).toBe("hls");
      await plays(page, "[data-testid='live-video']");
      await page.getByTestId("live-chat-end").click();
      await page.getByTestId("live-chat-ended").waitFor();
      expect((await freeShow("stop")).status()).toBe(200);
      for (const actor of [privateActor, freeActor])
        await setActorOnline(page, site, operatorKey, actor.id, false);
      expect(problems).toEqual([]);
      await context.close();
    }, 90_000);

    it("the verification mail's link of a sign-up in the overlay logs a fresh browser in here", async () => {
      const signing = await newPage(browser(), { width: 1280, height: 900, baseURL: site });
      await open(signing.page, "/en/");
      await acceptNecessaryCookies(signing.page);
      await signing.page.locator(".navbar .account-signup").click();
      const overlay = signing.page.frameLocator("[data-testid='pay-overlay']");
      await overlay.locator(":root[data-hydrated] button[type='submit']:enabled").waitFor();
      const email = `address-${host.replace(/\W/g, "")}-${Date.now()}@example.com`;
      await overlay.locator("input[name='name']").fill("Newcomer");
      await overlay.locator("input[name='email']").fill(email);
      await overlay.locator("input[name='password']").fill("newcomer password");
      await Promise.all([
        signing.page.waitForEvent("load"),
        overlay.locator("button[type='submit']").click(),
      ]);
      await signing.page.getByTestId("balance").waitFor();
      const link = await mailedLink(signing.page, site, email, /(https?:\/\/\S+\/auth\/verifyEmail\/\S+)/);
      expect(new URL(link).origin).toBe(site);
      await signing.context.close();

      // Another browser (the mail program's), with no session of the site.
      const { page, context, problems } = await newPage(browser(), {
        width: 1280,
        height: 900,
        baseURL: site,
      });
      await page.goto(link);
      await page.waitForSelector("html[data-hydrated]");
      expect(new URL(page.url()).origin).toBe(site);
      await page.getByTestId("notice-verified").waitFor();
      await page.getByTestId("balance").waitFor();
      expect((await context.cookies(site)).map((cookie) => cookie.name)).toContain("vv_session");
      await open(page, "/en/my-account/profile/");
      await expect.poll(() => page.getByTestId("email-state").textContent()).toBe("Confirmed");
      expect(problems).toEqual([]);
      await context.close();
    });

    it("the password-reset mail's link opens the reset here and logs a fresh browser in here", async () => {
      const asking = await newPage(browser(), { width: 1280, height: 900, baseURL: site });
      const email = `reset-${host.replace(/\W/g, "")}-${Date.now()}@example.com`;
      const signup = await asking.page.request.post(`${site}/rest/v1/auth/signup`, {
        data: { email, password: "first password", name: "Forgetful" },
      });
      expect(signup.status()).toBe(201);
      const lost = await asking.page.request.post(`${site}/rest/v1/auth/passwordLost?language=en`, {
        data: { email },
      });
      expect(lost.status()).toBe(200);
      const link = await mailedLink(asking.page, site, email, /(https?:\/\/\S+vxpFlow=pwdreset\S+)/);
      expect(new URL(link).origin).toBe(site);
      await asking.context.close();

      const { page, context, problems } = await newPage(browser(), {
        width: 1280,
        height: 900,
        baseURL: site,
      });
      await page.goto(link);
      await page.waitForSelector("html[data-hydrated]");
      const overlay = page.frameLocator("[data-testid='pay-overlay']");
      await overlay
        .locator(":root[data-hydrated] [data-flow='pwdreset'] button[type='submit']:enabled")
        .waitFor();
      await overlay.locator("input[name='password']").fill("second password");
      await Promise.all([page.waitForEvent("load"), overlay.locator("button[type='submit']").click()]);
      await page.waitForSelector("html[data-hydrated]");
      await page.getByTestId("balance").waitFor();
      expect(new URL(page.url()).origin).toBe(site);
      expect((await context.cookies(site)).map((cookie) => cookie.name)).toContain("vv_session");
      expect(problems).toEqual([]);
      await context.close();
    });
  });
}
