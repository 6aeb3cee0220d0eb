import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { mainNavigation } from "../src/web/features/layout/nav.ts";
import { en } from "../src/web/i18n/en.ts";
import {
  acceptNecessaryCookies,
  demoActors,
  newPage,
  open,
  resize,
  setActorOnline,
  sharedBrowser,
} from "./browser.ts";

const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

const LANGUAGES = ["de", "en", "es", "nl"] as const;
/** The widths the issue names, then every 20 px from 320 to 1920 (resizing one page is cheap). */
const NAMED_WIDTHS = [320, 360, 375, 1024, 1280, 1440, 1920];
const SWEEP = Array.from({ length: 81 }, (_, i) => 320 + i * 20);

interface HeaderReport {
  width: number;
  scrollWidth: number;
  wide: string[];
  outside: string[];
  overlaps: string[];
  visible: Record<string, boolean>;
  hiddenSections: number;
}

/**
 * What the navbar shows at the page's current width: every visible control inside the viewport,
 * pairs of overlapping controls, and which of the named controls are visible.
 */
function readHeader(page: Page): Promise<HeaderReport> {
  return page.evaluate(() => {
    const navbar = document.querySelector(".navbar") as HTMLElement;
    const width = window.innerWidth;
    const shown = (el: Element | null) => {
      if (!el) return false;
      const rect = el.getBoundingClientRect();
      return el.checkVisibility({ visibilityProperty: true }) && rect.width > 0 && rect.height > 0;
    };
    const controls = [...navbar.querySelectorAll("a, button")].filter(
      (el) => shown(el) && !el.closest(".menu-popover"),
    );
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}.${[...el.classList].join(".")}[${(el.textContent ?? "").trim().slice(0, 20)}]`;
    const outside = controls
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < -0.5 || r.right > width + 0.5 || r.top < -0.5 || r.bottom > navbar.clientHeight + 0.5;
      })
      .map(name);
    const overlaps: string[] = [];
    controls.forEach((a, i) => {
      for (const b of controls.slice(i + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const ra = a.getBoundingClientRect();
        const rb = b.getBoundingClientRect();
        const x = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const y = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (x > 0.5 && y > 0.5) overlaps.push(`${name(a)} × ${name(b)}`);
      }
    });
    const one = (selector: string) => shown(navbar.querySelector(selector));
    const sections = [...navbar.querySelectorAll(".navbar-links a")];
    return {
      width,
      scrollWidth: Math.max(
        navbar.scrollWidth,
        (navbar.querySelector(".navbar-inner") as HTMLElement).scrollWidth,
      ),
      wide: [...document.querySelectorAll("main *")]
        .filter((el) => el.getBoundingClientRect().right > width + 1)
        .slice(0, 3)
        .map((el) => `${el.tagName}.${el.className}`),
      outside,
      overlaps,
      hiddenSections: sections.filter((el) => !shown(el)).length,
      visible: {
        logo: one(".logo"),
        menu: one(".navbar-menu-btn"),
        search: one("[data-testid='search-open']"),
        language: one(".lang-switch button"),
        login: one(".account-login"),
        signup: one(".account-signup"),
        balance: one("[data-testid='balance']"),
        topUp: one("[data-testid='top-up']"),
        account: one("[data-testid='account-menu-button']"),
        library: one("[data-testid='navbar-library']"),
        favorites: one("[data-testid='navbar-favorites']"),
        messages: one("[data-testid='messages-button']"),
        notifications: one("[data-testid='notifications-button']"),
        messagesBadge: one("[data-testid='messages-badge']"),
        notificationsBadge: one("[data-testid='notifications-badge']"),
      },
    };
  });
}

/** Every rule of the header at one width; the menu button shows whenever something moved into the menu. */
function checkHeader(report: HeaderReport, loggedIn: boolean, label: string): void {
  const where = `${label} @ ${report.width}px`;
  expect(report.outside, `${where}: controls outside the screen`).toEqual([]);
  expect(report.overlaps, `${where}: overlapping controls`).toEqual([]);
  expect(report.scrollWidth, `${where}: the navbar scrolls sideways`).toBeLessThanOrEqual(report.width);
  const { visible } = report;
  expect(visible.logo && visible.search, `${where}: logo and search`).toBe(true);
  const moved =
    report.hiddenSections > 0 ||
    !visible.language ||
    (loggedIn ? !visible.account || !visible.library || !visible.favorites : !visible.login);
  if (moved)
    expect(visible.menu, `${where}: something moved into the menu, so the menu button shows`).toBe(true);
  if (loggedIn) {
    for (const key of ["balance", "messages", "notifications", "messagesBadge", "notificationsBadge"])
      expect(visible[key], `${where}: ${key} in the header`).toBe(true);
  } else {
    expect(visible.signup, `${where}: sign-up in the header`).toBe(true);
  }
  if (report.width >= 360) expect(visible.language, `${where}: language in the header`).toBe(true);
  if (report.width >= 1024) {
    expect(report.hiddenSections, `${where}: some main sections in the header`).toBeLessThan(SECTIONS);
    if (loggedIn) expect(visible.account, `${where}: the account panel's button`).toBe(true);
  }
}

/** The menu holds every section, the languages and the account's controls. */
/** The main sections whose pages are built (the navbar and the menu show each). */
const SECTIONS = mainNavigation("en", en).length;

async function checkMenu(page: Page, loggedIn: boolean, label: string): Promise<void> {
  // The navbar hides when the page scrolls down: the menu button is then off screen. Say so, with the
  // scroll position, instead of waiting 25 s for a click that cannot happen.
  await expect
    .poll(
      () =>
        page.evaluate(
          () => `hidden: ${document.querySelector(".navbar-hidden") !== null}, scrollY ${window.scrollY}`,
        ),
      { message: `${label}: the navbar shows` },
    )
    .toMatch(/^hidden: false/);
  await page.locator(".navbar-menu-btn").click();
  const menu = page.locator("#mobile-menu");
  await menu.waitFor({ state: "visible" });
  const visibleCount = (selector: string) =>
    menu.locator(selector).evaluateAll((els) => els.filter((el) => el.checkVisibility()).length);
  expect(await visibleCount(".mobile-menu-section"), `${label}: sections in the menu`).toBe(SECTIONS);
  expect(await visibleCount(".mobile-menu-languages a"), `${label}: languages in the menu`).toBe(4);
  if (loggedIn) {
    for (const id of ["menu-library", "menu-favorites", "menu-account"])
      expect(await visibleCount(`[data-testid='${id}']`), `${label}: ${id}`).toBe(1);
    expect(await visibleCount(".account-top-up"), `${label}: Buy VXC in the menu`).toBe(1);
  } else {
    expect(await visibleCount(".account-login"), `${label}: login in the menu`).toBe(1);
    expect(await visibleCount(".account-signup"), `${label}: sign-up in the menu`).toBe(1);
  }
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "hidden" });
}

/** A guest with a long name, a five-digit balance, an unread message and an unread notification. */
async function busyGuest(page: Page): Promise<void> {
  const actors = await demoActors(page, baseURL);
  const actor = actors[2] ?? actors[0];
  if (!actor) throw new Error("no demo actor");
  const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: { email: `header-${Date.now()}@example.com`, password: "header password", name: "Maximiliane_K" },
  });
  const { guest } = (await signup.json()) as { guest: { id: number } };
  await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/credit`, {
    headers: operator,
    data: { coins: 12_345, reason: "e2e" },
  });
  await page.request.post(`${baseURL}/rest/v1/guest/favorite/pin`, {
    data: { objectType: "actor", objectId: actor.id },
    headers: { origin: baseURL },
  });
  await setActorOnline(page, baseURL, inject("operatorKey"), actor.id, false);
  await setActorOnline(page, baseURL, inject("operatorKey"), actor.id, true);
  const sent = await page.request.post(`${baseURL}/rest/v1/internal/messenger/send`, {
    headers: operator,
    data: { actorId: actor.id, guestId: guest.id, text: "Hello from the header test" },
  });
  expect(sent.status()).toBe(201);
}

describe("the navbar fits at every width from 320 to 1920 px, in every language", () => {
  for (const loggedIn of [false, true]) {
    it(`${loggedIn ? "logged in" : "logged out"}: every control fits or sits in the menu`, async () => {
      const { page, context, problems } = await newPage(browser(), { width: 1920, height: 900, baseURL });
      if (loggedIn) await busyGuest(page);
      for (const [index, language] of LANGUAGES.entries()) {
        await resize(page, 1920, 900);
        await open(page, language === "de" ? "/" : `/${language}/`);
        if (index === 0) await acceptNecessaryCookies(page);
        if (loggedIn) {
          await page.getByTestId("messages-badge").waitFor();
          await page.getByTestId("notifications-badge").waitFor();
        }
        const label = `${language} ${loggedIn ? "logged in" : "logged out"}`;
        for (const width of [...new Set([...NAMED_WIDTHS, ...SWEEP])]) {
          await resize(page, width, width < 768 ? 812 : 900);
          checkHeader(await readHeader(page), loggedIn, label);
        }
        await resize(page, 360, 780);
        await checkMenu(page, loggedIn, `${label} @ 360px`);
        await resize(page, 1024, 800);
        await checkMenu(page, loggedIn, `${label} @ 1024px`);
      }
      expect(problems).toEqual([]);
      await context.close();
    }, 180_000);
  }

  it("logged in, the unread counts show on the header and the balance opens the top-up (360 and 1280 px)", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 360, height: 780, baseURL });
    await busyGuest(page);
    await open(page, "/en/");
    await acceptNecessaryCookies(page);
    for (const width of [360, 1280]) {
      await resize(page, width, 800);
      await expect.poll(() => page.getByTestId("messages-badge").textContent()).toBe("1");
      await expect.poll(() => page.getByTestId("notifications-badge").textContent()).toMatch(/^[1-9]/);
      expect(await page.getByTestId("balance").textContent()).toMatch(/12[.,\s\u202f]?345\s?VXC/);
      await page.getByTestId("balance").click();
      const overlay = page.frameLocator("[data-testid='pay-overlay']");
      await overlay.locator("[data-testid='moneycharge']").waitFor();
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByTestId("pay-overlay").count()).toBe(0);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 60_000);
});
