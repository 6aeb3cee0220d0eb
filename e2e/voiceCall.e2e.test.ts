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
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

/** A demo actor of its own (the WebRTC tests use the seventh and eighth), online. */
async function onlineActor(page: Page, index: number): Promise<{ id: number; url: string }> {
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

    // Today's anonymous call is used: the next one says so and offers the login.
    await button.click();
    await expect
      .poll(() => page.getByTestId("voice-call-exit").textContent(), { timeout: 10_000 })
      .toContain("anonymous calls");
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
