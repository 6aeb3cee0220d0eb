import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot, signUpWithCoins } from "./browser.ts";

/**
 * The newsletter's special pages (spec content "Special events by name") at 360 px: a guest takes
 * the VR newsletter on /vr-porn/, then follows the unsubscribe link of a newsletter mail (the link
 * the operator's mailer gets) logged out, sees which newsletter it is about and unsubscribes with
 * one click; back on /vr-porn/ logged in, the newsletter is off. A changed link is refused.
 */
const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const browser = sharedBrowser();

describe("newsletter pages", () => {
  it("takes the VR newsletter and leaves it with the mail's unsubscribe link (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 780, baseURL });
    await open(page, "/en/vr-porn/");
    await acceptNecessaryCookies(page);
    await page.getByTestId("vr-login").waitFor();
    const guestId = await signUpWithCoins(page, baseURL, operatorKey, "Vr360", 1);
    await open(page, "/en/vr-porn/");
    const state = page.getByTestId("vr-newsletter-state");
    await expect
      .poll(() => state.textContent())
      .toBe("Get the VR newsletter and be the first to hear of new VR videos.");
    await page.getByTestId("vr-newsletter-toggle").click();
    await expect.poll(() => state.textContent()).toBe("You get the VR newsletter.");
    await shot(page, "vr-porn-360");

    const link = await page.request.get(
      `${baseURL}/rest/v1/internal/guests/${guestId}/newsletter-link?typeId=2048`,
      {
        headers: { "x-operator-key": operatorKey },
      },
    );
    expect(link.status()).toBe(200);
    const { url } = (await link.json()) as { url: string };
    const fresh = await browser().newContext({ viewport: { width: 360, height: 780 }, baseURL });
    const mail = await fresh.newPage();
    const target = new URL(url);
    await open(mail, `/en/newsletter/unsubscribe/${target.search}`);
    await expect.poll(() => mail.getByTestId("newsletter-link-types").textContent()).toBe("VR porn");
    await mail.getByTestId("newsletter-unsubscribe-button").click();
    await expect
      .poll(() => mail.getByTestId("newsletter-unsubscribe-result").textContent())
      .toBe("Done: you will get none of these newsletters any more.");
    await shot(mail, "newsletter-unsubscribed-360");
    // A link whose guest was changed is refused.
    const forged = target.searchParams.get("token")?.replace(`n1.${guestId}.`, `n1.${guestId + 1}.`) ?? "";
    await open(mail, `/en/newsletter/unsubscribe/?token=${encodeURIComponent(forged)}`);
    await mail.getByTestId("newsletter-invalid").waitFor();
    await fresh.close();

    await open(page, "/en/vr-porn/");
    await expect
      .poll(() => state.textContent())
      .toBe("Get the VR newsletter and be the first to hear of new VR videos.");
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
