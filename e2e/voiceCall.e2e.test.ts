import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { VOICE_CALL_TEXTS } from "../src/web/features/voicecall/texts.ts";
import { audit, formatFindings } from "./axe.ts";
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
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

/** A demo actor of its own (the WebRTC tests use the seventh and eighth), online. */
async function onlineActor(page: Page, index: number): Promise<{ id: number; name: string; url: string }> {
  const actor = (await demoActors(page, baseURL))[index];
  if (!actor) throw new Error(`the demo catalogue needs ${index + 1} actors`);
  await setActorOnline(page, baseURL, operatorKey, actor.id, true);
  return actor;
}

/** Inbound audio RTP packets the page's call has received (voiceRtc.ts writes them from getStats). */
const packetsReceived = (page: Page) =>
  page
    .getByTestId("voice-call-audio")
    .evaluate((audio) => Number((audio as HTMLAudioElement).dataset.packetsReceived ?? 0));

/**
 * An anonymous voice call (issue 15) with Chromium's fake microphone: no login, the call button on
 * the profile, the performer's voice arriving over WebRTC (inbound audio packets keep growing),
 * the microphone reaching the server, mute, hang up, and why the call ended.
 */
describe("anonymous voice call", () => {
  it("calls a performer without an account, hears her voice and hangs up", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const actor = await onlineActor(page, 9);
    await open(page, actor.url.replace(/^\/(de|es|nl)\//, "/en/"));
    await acceptNecessaryCookies(page);

    const started = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/rest/v1/voicecall/startAnonymousVoicecallChat",
    );
    const button = page.getByTestId("live-offers").locator("button[data-chat-type='VOICE_CALL']");
    await expect.poll(() => button.textContent()).toContain("Free");
    await button.click();
    const dialog = page.getByRole("dialog", { name: /Voice call with/ });
    await dialog.waitFor();
    const answer = (await (await started).json()) as {
      resultCode: number;
      server: string;
      anonymous: boolean;
    };
    expect(answer).toMatchObject({ resultCode: 2000, anonymous: true });

    // The performer's voice arrives and keeps arriving (about 50 packets a second).
    await expect.poll(() => packetsReceived(page), { timeout: 20_000 }).toBeGreaterThan(20);
    const first = await packetsReceived(page);
    await expect.poll(() => packetsReceived(page), { timeout: 10_000 }).toBeGreaterThan(first + 20);
    await expect.poll(() => page.getByTestId("voice-call-status").textContent()).toMatch(/Connected/);
    // The fake microphone reaches the server's side of the call.
    const heard = async () =>
      (
        (await (await page.request.get(new URL(answer.server, baseURL).href)).json()) as {
          peer: { received: { audio: number } } | null;
        }
      ).peer?.received.audio ?? 0;
    await expect.poll(heard, { timeout: 10_000 }).toBeGreaterThan(10);

    const mute = page.getByTestId("voice-call-mute");
    await mute.click();
    expect(await mute.getAttribute("aria-pressed")).toBe("true");
    await shot(page, "voice-call-1280");

    await page.getByTestId("voice-call-hangup").click();
    await page.getByTestId("voice-call-ended").waitFor();
    await expect.poll(() => page.getByTestId("voice-call-exit").textContent()).toBe("You hung up.");
    await page.getByRole("button", { name: "Close" }).click();
    await dialog.waitFor({ state: "detached" });

    // Today's free call of this connection is used: the next one says so and what is left to do.
    await button.click();
    await expectNetworkRefusal(page, 1280, "en", actor.name);
    await shot(page, "voice-call-refused-1280");
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it("refuses a second free call from the same connection, and says why and what to do (360 px, German)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 740, baseURL });
    const actor = await onlineActor(page, 9);
    await open(page, actor.url.replace(/^\/(es|nl|en)\//, "/de/"));
    await acceptNecessaryCookies(page);
    const button = page.getByTestId("live-offers").locator("button[data-chat-type='VOICE_CALL']");
    await button.click();
    // Alone (not after the call above) this first call is today's free one: hung up, the next is the second.
    const ended = page.getByTestId("voice-call-ended");
    const hangUp = page.getByTestId("voice-call-hangup");
    await ended.or(hangUp.and(page.locator(":enabled"))).waitFor();
    if ((await ended.count()) === 0) {
      await hangUp.click();
      await ended.waitFor();
      await page.getByTestId("voice-call").getByRole("button", { name: "Schließen" }).click();
      await page.getByTestId("voice-call").waitFor({ state: "detached" });
      await button.click();
    }
    await expectNetworkRefusal(page, 360, "de", actor.name);
    await shot(page, "voice-call-refused-360");
    // The login it offers opens (the payment/login overlay).
    await page.getByTestId("voice-call-ended").getByRole("button", { name: "Anmelden" }).click();
    await page.getByTestId("pay-overlay-dialog").waitFor();
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});

/**
 * The refusal of a second free call from one connection (919, limit "network"): its title and text
 * in the page's language (what happened, log in or wait for midnight), the login button, nothing
 * wider than the screen, the text wrapped inside the dialog, and no serious axe finding.
 */
async function expectNetworkRefusal(page: Page, width: number, language: "en" | "de", name: string) {
  const texts = VOICE_CALL_TEXTS[language];
  const refusal = page.getByTestId("voice-call-ended");
  await expect.poll(() => refusal.getAttribute("data-limit"), { timeout: 10_000 }).toBe("network");
  expect(await refusal.locator("h3").textContent()).toBe(texts.networkLimitTitle);
  const text = refusal.getByTestId("voice-call-exit");
  expect(await text.textContent()).toBe(texts.networkLimit.replace("{name}", name));
  expect(await refusal.getByRole("button", { name: texts.login }).count()).toBe(1);
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(width);
  const cutOff = await page
    .getByTestId("voice-call")
    .evaluate((overlay) =>
      [...overlay.querySelectorAll<HTMLElement>(".live-chat-panel, .live-chat-panel *")]
        .filter(
          (element) =>
            element.getBoundingClientRect().right > window.innerWidth + 0.5 ||
            element.scrollWidth > element.clientWidth + 1,
        )
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
        ),
    );
  // Every part of the dialog inside the screen, nothing cut off sideways.
  expect(cutOff).toEqual([]);
  // The text wraps: several lines, each inside the dialog.
  const box = await text.boundingBox();
  const lineHeight = await text.evaluate((p) => Number.parseFloat(getComputedStyle(p).lineHeight));
  expect(box && box.height > lineHeight * 1.5).toBe(true);
  expect(formatFindings(`voice call refused ${width} px`, await audit(page))).toEqual([]);
}
