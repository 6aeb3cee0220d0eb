import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot } from "./browser.ts";

const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();
const BONUS = "HOMEBONUS25";

beforeAll(async () => {
  const created = await fetch(`${baseURL}/rest/v1/internal/bonusCodes`, {
    method: "POST",
    headers: { ...operator, "content-type": "application/json" },
    body: JSON.stringify({
      code: BONUS,
      benefits: [{ kind: "coins", amount: 25 }],
      validTo: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    }),
  });
  expect([201, 409]).toContain(created.status);
});

/** Signs a new guest up in the page's context (session cookie); returns its e-mail address and password. */
async function signUp(page: Page, name: string): Promise<{ email: string; password: string }> {
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const password = `${name} password`;
  const response = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: { email, password, name },
  });
  expect(response.status()).toBe(201);
  return { email, password };
}

/** Clicks a link and waits until the page at `path` is shown. */
async function follow(page: Page, selector: string, path: string): Promise<void> {
  await page.locator(selector).click();
  await page.waitForURL((url) => url.pathname === path);
}

describe("the guest's own pages are one step away", () => {
  it("from the header, the account panel, the footer (1280 px) and the phone menu (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    await signUp(page, "Finder");
    const library = "/en/my-account/mediathek/";
    const favorites = "/en/my-account/favorite-cams/";
    const account = "/en/my-account/profile/";
    await open(page, "/en/");
    await acceptNecessaryCookies(page);
    await follow(page, "[data-testid='navbar-library']", library);
    await follow(page, "[data-testid='navbar-favorites']", favorites);
    await open(page, "/en/videos/");
    await page.getByTestId("account-menu-button").click();
    await follow(page, "[data-testid='account-panel-library']", library);
    await page.getByTestId("account-menu-button").click();
    await follow(page, "[data-testid='account-panel-favorites']", favorites);
    await page.getByTestId("account-menu-button").click();
    await follow(page, "[data-testid='account-panel-account']", account);
    await follow(page, "[data-testid='footer-library']", library);
    await follow(page, "[data-testid='footer-favorites']", favorites);
    await follow(page, "[data-testid='footer-account']", account);

    await page.setViewportSize({ width: 360, height: 780 });
    await open(page, "/en/new-girls/");
    for (const [id, path] of [
      ["menu-library", library],
      ["menu-favorites", favorites],
      ["menu-account", account],
    ] as const) {
      await page.locator(".navbar-menu-btn").click();
      await follow(page, `#mobile-menu [data-testid='${id}']`, path);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the account home", () => {
  it("asks a visitor to log in; help and report are pages of the site (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 780, baseURL });
    await open(page, "/de/mein-konto/profil/");
    await page.getByTestId("account-login-prompt").waitFor();
    expect(await page.locator("h1").textContent()).toBe("Mein Konto");
    expect(await page.getByTestId("coming-soon").count()).toBe(0);
    // Help and report are pages of the site (no unreachable help host); the report form names the page.
    const help = (await page.getByTestId("footer-help").getAttribute("href")) ?? "";
    const report = decodeURIComponent((await page.getByTestId("footer-report").getAttribute("href")) ?? "");
    expect(help).toBe("/de/hilfe/");
    expect(report).toMatch(/^\/de\/inhalt-melden\/\?url=\/de\/mein-konto\/profil\/?$/);
    // No sideways scrolling on the phone (the footer's columns share the width).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("redeems a bonus code, sets a deposit limit, saves the profile and downloads the data (1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    const { email } = await signUp(page, "Homer");
    await open(page, "/en/my-account/profile/");
    await acceptNecessaryCookies(page);
    const home = page.getByTestId("account-home");
    await home.getByTestId("email-state").waitFor();
    expect(await home.getByTestId("email-state").textContent()).toBe("Not confirmed yet");

    // Bonus code: an unknown one is explained, the real one raises the navbar balance.
    const bonus = page.getByTestId("acct-bonus");
    await bonus.locator("input[name='code']").fill("NOSUCHCODE");
    await bonus.getByTestId("bonus-submit").click();
    await expect.poll(() => bonus.locator("[role='alert']").textContent()).toMatch(/don't know this code/);
    await bonus.locator("input[name='code']").fill(BONUS.toLowerCase());
    await bonus.getByTestId("bonus-submit").click();
    await bonus.getByTestId("bonus-success").waitFor();
    await expect.poll(() => page.getByTestId("balance").textContent()).toMatch(/\b25 VXC/);

    // Deposit limit: lowered at once.
    const limits = page.getByTestId("acct-limits");
    await limits.locator("input[name='monthlyEuros']").fill("5");
    await limits.getByTestId("limit-submit").click();
    await expect
      .poll(() => limits.locator("form").first().locator("[role='alert']").textContent())
      .toMatch(/whole euros/);
    await limits.locator("input[name='monthlyEuros']").fill("150");
    await limits.getByTestId("limit-submit").click();
    await expect.poll(() => limits.getByTestId("limit-current").textContent()).toMatch(/150/);

    // Profile and settings.
    const profile = page.getByTestId("acct-profile");
    await profile.locator("input[name='name']").fill("Homer Two");
    await profile.getByTestId("profile-save").click();
    await expect.poll(() => profile.locator("form [role='status']").textContent()).toMatch(/saved/);
    const settings = page.getByTestId("acct-settings");
    await settings.locator("input[name='newsletter-1024']").check();
    await settings.getByTestId("settings-save").click();
    await expect.poll(() => settings.locator("[role='status']").textContent()).toMatch(/saved/);
    const state = (await (
      await page.request.post(`${baseURL}/rest/v1/guest/profile/get`, { headers: { origin: baseURL } })
    ).json()) as { name: string; newsletterBits: number };
    expect(state.name).toBe("Homer Two");
    expect(state.newsletterBits & 1024).toBe(1024);

    // Data export: a JSON download with the guest's own data.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("acct-data").getByTestId("data-export").click(),
    ]);
    const file = await download.path();
    expect(readFileSync(file, "utf8")).toContain(email);
    await shot(page, "account-home-1280", true);
    // The unknown code's answer (404) is the only failed request.
    expect(problems.filter((p) => !p.includes("404"))).toEqual([]);
    await context.close();
  });

  it("deletes the account only with the right password, from a dialog (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 780, baseURL });
    const { email, password } = await signUp(page, "Leaver");
    await open(page, "/es/mi-cuenta/perfil/");
    await acceptNecessaryCookies(page);
    const opener = page.getByTestId("delete-open");
    await opener.click();
    const dialog = page.getByTestId("delete-dialog");
    await dialog.waitFor();
    // The dialog takes focus and Escape closes it, focus back on its button.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);

    await opener.click();
    await dialog.locator("input[name='password']").fill("not my password");
    await dialog.getByTestId("delete-submit").click();
    await expect
      .poll(() => dialog.locator("[role='alert']").textContent())
      .toBe("La contraseña no es correcta.");
    await shot(page, "account-delete-360");
    await dialog.locator("input[name='password']").fill(password);
    await Promise.all([
      page.waitForURL(/\/es\/\?accountDeleted=1$/),
      dialog.getByTestId("delete-submit").click(),
    ]);
    await page.waitForSelector("html[data-hydrated]");
    await page.getByTestId("notice-deleted").waitFor();
    expect(await page.getByTestId("balance").count()).toBe(0);
    const login = await page.request.post(`${baseURL}/rest/v1/auth/login`, { data: { email, password } });
    expect(login.status()).toBe(401);
    // The wrong password's answer (403) is the only failed request.
    expect(problems.filter((p) => !p.includes("403"))).toEqual([]);
    await context.close();
  });
});

describe("quiet hours on the account home", () => {
  it("turns them on with from, to and a time zone; they stay after a reload (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 780, baseURL });
    await signUp(page, "Sleeper");
    const stored = async () =>
      (await (await page.request.get(`${baseURL}/rest/v1/guest/notifications/quietHours`)).json()) as Record<
        string,
        unknown
      >;
    expect(await stored()).toMatchObject({ enabled: false });
    await open(page, "/en/my-account/profile/");
    await acceptNecessaryCookies(page);
    const section = page.getByTestId("acct-quiet-hours");
    const enabled = section.getByRole("switch", { name: "Use quiet hours" });
    const from = section.getByLabel("From", { exact: true });
    const to = section.getByLabel("To", { exact: true });
    const zone = section.getByLabel("Time zone");
    await enabled.waitFor();
    expect(await enabled.isChecked()).toBe(false);
    expect(await from.isDisabled()).toBe(true);

    await enabled.check();
    await from.fill("23:30");
    await to.fill("23:30");
    // The same start and end is explained, and nothing is saved.
    await section.getByTestId("quiet-hours-save").click();
    await expect
      .poll(() => section.locator("[role='alert']").textContent())
      .toBe("Start and end must differ.");
    expect(await stored()).toMatchObject({ enabled: false });

    await to.fill("07:15");
    // The zones come from the browser's Intl after hydration; selectOption waits for the option.
    await zone.selectOption("America/New_York");
    await section.getByTestId("quiet-hours-save").click();
    await expect
      .poll(() => section.locator("[role='status']").textContent())
      .toBe("Your quiet hours have been saved.");
    expect(await section.locator("[role='alert']").isHidden()).toBe(true);
    const saved = { enabled: true, from: "23:30", to: "07:15", timeZone: "America/New_York" };
    expect(await stored()).toEqual(saved);

    // After a reload the form shows what is stored.
    await open(page, "/en/my-account/profile/");
    await enabled.waitFor();
    await expect.poll(() => enabled.isChecked()).toBe(true);
    expect(await from.inputValue()).toBe("23:30");
    expect(await to.inputValue()).toBe("07:15");
    expect(await zone.inputValue()).toBe("America/New_York");
    expect(await from.isDisabled()).toBe(false);
    expect(await stored()).toEqual(saved);

    // No sideways scrolling on the phone with the three fields in a row.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await section.scrollIntoViewIfNeeded();
    await shot(page, "account-quiet-hours-360");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("messages after the e-mail link and the sign-up", () => {
  it("shows 'confirmed' after the mailed verification link, and the account home says so (360 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 780, baseURL });
    const { email } = await signUp(page, "Checker");
    const { mails } = (await (await page.request.get(`${baseURL}/dev/mailbox.json`)).json()) as {
      mails: { to: string; text: string }[];
    };
    const link = /(https?:\/\/\S+\/auth\/verifyEmail\/\S+)/.exec(
      mails.find((m) => m.to === email)?.text ?? "",
    )?.[1];
    expect(link).toBeTruthy();
    const url = new URL(link ?? "");
    await open(page, url.pathname);
    const notice = page.getByTestId("notice-verified");
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/confirmed|bestätigt/);
    await shot(page, "email-confirmed-360");
    await notice.locator("button").click();
    await notice.waitFor({ state: "detached" });
    expect(page.url()).not.toContain("emailVerified");
    await open(page, "/en/my-account/profile/");
    await expect.poll(() => page.getByTestId("email-state").textContent()).toBe("Confirmed");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("explains a used or broken link", async () => {
    const { page, context } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    await open(page, `/rest/v1/auth/verifyEmail/${"x".repeat(43)}?language=nl`);
    await page.getByTestId("notice-notVerified").waitFor();
    await context.close();
  });

  it("welcomes a new guest after the sign-up in the overlay (1280 px, German)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    await open(page, "/");
    await acceptNecessaryCookies(page);
    await page.locator(".navbar .account-signup").click();
    const overlay = page.frameLocator("[data-testid='pay-overlay']");
    await overlay.locator(":root[data-hydrated] button[type='submit']:enabled").waitFor();
    await overlay.locator("input[name='name']").fill("Neuling");
    await overlay.locator("input[name='email']").fill(`neuling-${Date.now()}@example.com`);
    await overlay.locator("input[name='password']").fill("geheim-genug");
    await Promise.all([page.waitForEvent("load"), overlay.locator("button[type='submit']").click()]);
    await page.waitForSelector("html[data-hydrated]");
    const welcome = page.getByTestId("notice-welcome");
    await welcome.waitFor();
    expect(await welcome.textContent()).toContain("Willkommen bei Velvet, Neuling!");
    await shot(page, "welcome-1280");
    // Once: the next page has no welcome.
    await open(page, "/de/videos/");
    expect(await page.getByTestId("notice-welcome").count()).toBe(0);
    expect(problems.filter((p) => !p.includes("401"))).toEqual([]);
    await context.close();
  });
});
