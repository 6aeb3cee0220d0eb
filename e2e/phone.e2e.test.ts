import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, demoActors, newPage, open, sharedBrowser, shot } from "./browser.ts";

/**
 * Phone verification (issue 15) in the account area: a number, the PIN the sandbox phone texted
 * into the development mailbox, a wrong PIN explained, the right one verifies; then the SMS switch
 * of a favourite performer can be turned on.
 */
const baseURL = inject("baseUrl");
const browser = sharedBrowser();

/** The PIN the sandbox phone texted to a number (a mail to sms:+49… in the dev mailbox). */
async function pinFromMailbox(page: Page, e164: string): Promise<string> {
  let pin = "";
  await expect
    .poll(async () => {
      const { mails } = (await (await page.request.get(`${baseURL}/dev/mailbox.json`)).json()) as {
        mails: { to: string; text: string }[];
      };
      pin = /(\d{6})/.exec(mails.find((mail) => mail.to === `sms:${e164}`)?.text ?? "")?.[1] ?? "";
      return pin;
    })
    .toMatch(/^\d{6}$/);
  return pin;
}

describe("phone verification", () => {
  it("verifies a mobile number with the PIN from the mailbox and unlocks the SMS switch (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const email = `phone-${Date.now()}@example.com`;
    const created = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email, password: "phone password", name: "Caller" },
    });
    expect(created.status()).toBe(201);
    // No PIN goes to a guest whose e-mail address is not confirmed (issue 26): the mailed link first.
    const { mails } = (await (await page.request.get(`${baseURL}/dev/mailbox.json`)).json()) as {
      mails: { to: string; text: string }[];
    };
    const link = /(https?:\/\/\S+\/auth\/verifyEmail\/\S+)/.exec(
      mails.find((m) => m.to === email)?.text ?? "",
    )?.[1];
    expect(link).toBeTruthy();
    const confirmed = await page.request.get(`${baseURL}${new URL(link ?? "").pathname}`, {
      maxRedirects: 0,
    });
    expect(confirmed.status()).toBe(303);
    const actor = (await demoActors(page, baseURL))[2];
    if (!actor) throw new Error("no demo actor");
    const pinned = await page.request.post(`${baseURL}/rest/v1/guest/favorite/pin`, {
      data: { objectType: "actor", objectId: actor.id },
      headers: { origin: baseURL },
    });
    expect(pinned.status()).toBeLessThan(300);

    // Without a verified mobile number the SMS switch is off and says why.
    await open(page, "/en/my-account/favorite-cams/");
    await acceptNecessaryCookies(page);
    const sms = page.getByTestId("favorite-sms").first();
    await sms.waitFor();
    expect(await sms.isDisabled()).toBe(true);
    expect(await page.locator(".fav-hint").first().textContent()).toMatch(/verified mobile number/);

    await open(page, "/en/my-account/profile/");
    const section = page.getByTestId("acct-phone");
    await section.getByTestId("phone-number").waitFor();
    // A number that is none: explained in the page's language.
    await section.getByTestId("phone-number").fill("12");
    await section.getByTestId("phone-send").click();
    await expect
      .poll(() => section.locator("[role='alert']").textContent())
      .toBe("This phone number is not valid.");

    const national = String(Date.now() % 100_000_000).padStart(8, "0");
    const e164 = `+49151${national}`;
    await section.getByTestId("phone-number").fill(`+49 151 ${national}`);
    await section.getByTestId("phone-send").click();
    await section.getByTestId("phone-pin").waitFor();
    await expect
      .poll(() => section.locator("[role='status']").last().textContent())
      .toMatch(/texted a 6-digit code/);
    // The PIN field has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("phone-pin");
    const pin = await pinFromMailbox(page, e164);

    const wrong = pin.replace(/\d$/, (d) => String((Number(d) + 1) % 10));
    await section.getByTestId("phone-pin").fill(wrong);
    await page.keyboard.press("Enter");
    await expect.poll(() => section.locator("[role='alert']").textContent()).toBe("The code is not correct.");
    await section.getByTestId("phone-pin").fill(pin);
    await section.getByTestId("phone-verify").click();
    await expect.poll(() => section.getByTestId("phone-verified").textContent()).toContain("+49 151");
    await expect.poll(() => section.locator("[role='status']").last().textContent()).toMatch(/is verified/);
    // The number form is back, empty (not the PIN field's value).
    expect(await section.getByTestId("phone-number").inputValue()).toBe("");
    await shot(page, "phone-verified-1280");

    // The SMS switch of the favourite now works.
    await open(page, "/en/my-account/favorite-cams/");
    await sms.waitFor();
    await expect.poll(() => sms.isDisabled()).toBe(false);
    await sms.click();
    await expect
      .poll(async () => {
        const list = await page.request.get(`${baseURL}/rest/v1/guest/favorite/actors`);
        return ((await list.json()) as { items: { id: number; smsNotify: boolean }[] }).items.find(
          (item) => item.id === actor.id,
        )?.smsNotify;
      })
      .toBe(true);
    // The refused number and the wrong PIN answered 400 on purpose.
    expect(problems.filter((problem) => !problem.includes("status of 400"))).toEqual([]);
    await context.close();
  });
});
