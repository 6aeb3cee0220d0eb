import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Frame, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { ARTIFACTS, newPage, open, sharedBrowser } from "./browser.ts";

/** Keyboard only: no click, no fill; pages are opened by address, everything else by keys. */
const baseURL = inject("baseUrl");
const operator = { "x-operator-key": inject("operatorKey") };
const browser = sharedBrowser();

beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
});

/** What has focus on the page: the element's tag, its text or name, and the dialog or box it is in. */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName ?? "",
      text: (active?.getAttribute("aria-label") || active?.textContent || "").trim(),
      inBanner: Boolean(active?.closest("[data-testid='cookie-banner']")),
      inOverlay: Boolean(active?.closest("[data-testid='pay-overlay-dialog']")),
      inBuyBox: Boolean(active?.closest("[data-testid='buy-box']")),
      inConfirmation: Boolean(active?.closest("[data-testid='purchase-confirmation']")),
    };
  });
}

/** The focused element inside the overlay's frame (its name or text). */
function focusedInFrame(frame: Frame) {
  return frame.evaluate(() => {
    const active = document.activeElement as HTMLInputElement | null;
    return active && active !== document.body
      ? active.name || active.textContent?.trim() || active.tagName
      : "";
  });
}

/** Presses Tab (or Shift+Tab) until the focused element's text matches (at most `limit` presses); returns how many it took. */
async function tabTo(page: Page, text: RegExp, limit = 80, key = "Tab"): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(key);
    if (text.test((await focused(page)).text)) return presses;
  }
  throw new Error(`no tab stop matching ${text} within ${limit} presses`);
}

/** The address (English) of the cheapest paid video that is not VIP-only. */
async function paidVideo(page: Page): Promise<string> {
  const payload = encodeURIComponent(
    JSON.stringify({ filter: { types: { premium: true, vip: false } }, order: "priceAsc", limit: 1 }),
  );
  const list = (await (
    await page.request.get(`${baseURL}/rest/v1/tileGrid/get/videos/${payload}`)
  ).json()) as {
    items: { url: string }[];
  };
  const video = list.items[0];
  if (!video) throw new Error("no paid video");
  return video.url.replace(/^\/(de|es|nl)\//, "/en/");
}

async function overlayFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.locator(".pay-overlay").getAttribute("data-phase")).toBe("visible");
  const frame = page.frames().find((f) => f.url().includes("/_overlay/"));
  if (!frame) throw new Error("no overlay frame");
  await frame.waitForSelector(":root[data-hydrated] button[type='submit']:enabled");
  return frame;
}

describe("a guest with the keyboard only", () => {
  it("reaches the skip link with the first Tab and the cookie banner with the second", async () => {
    for (const [path, width] of [
      ["/en/", 1280],
      ["/", 360],
    ] as const) {
      const { page, context } = await newPage(browser(), { width, height: 800, baseURL });
      await open(page, path);
      await page.keyboard.press("Tab");
      const first = await focused(page);
      expect(first, `${path} at ${width} px: first tab stop is ${first.text}`).toMatchObject({
        tag: "A",
        inBanner: false,
        text: path === "/" ? "Zum Inhalt springen" : "Skip to content",
      });
      await page.keyboard.press("Tab");
      const second = await focused(page);
      expect(second.inBanner, `${path} at ${width} px: second tab stop is ${second.text}`).toBe(true);
      await context.close();
    }
  });

  for (const width of [360, 1280])
    it(`moves the focus to the main content when the cookie banner closes (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height: 800, baseURL });
      const mainHasFocus = () => page.evaluate(() => document.activeElement?.id === "main");
      // With the keyboard: the banner's first button, "Only necessary".
      await open(page, "/en/");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      expect((await focused(page)).text).toBe("Only necessary");
      await page.keyboard.press("Enter");
      await page.getByTestId("cookie-banner").waitFor({ state: "detached" });
      expect(await mainHasFocus()).toBe(true);
      // The next Tab goes on inside the main content, not from the top of the page.
      await page.keyboard.press("Tab");
      expect(
        await page.evaluate(() => Boolean(document.activeElement?.closest("main#main"))),
        `after the banner: ${(await focused(page)).text}`,
      ).toBe(true);
      // With the mouse, in a new browser profile: "Accept all".
      const second = await newPage(browser(), { width, height: 800, baseURL });
      await open(second.page, "/en/videos/");
      await second.page.getByTestId("cookie-banner").locator("button[value='all']").click();
      await second.page.getByTestId("cookie-banner").waitFor({ state: "detached" });
      expect(await second.page.evaluate(() => document.activeElement?.id)).toBe("main");
      expect([...problems, ...second.problems]).toEqual([]);
      await second.context.close();
      await context.close();
    });

  for (const width of [360, 1280])
    it(`skips to a video's content: the buy button within 5 Tabs of the skip link (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), { width, height: 800, baseURL });
      const video = await paidVideo(page);
      await open(page, video);
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter"); // only necessary cookies
      await page.getByTestId("cookie-banner").waitFor({ state: "detached" });
      // A page opened with the choice made: the first Tab shows the skip link, Enter follows it.
      await open(page, video);
      await page.keyboard.press("Tab");
      const skip = page.locator("a.skip-link");
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      const box = await skip.boundingBox();
      expect(box && box.y >= 0 && box.x >= 0 && box.x + box.width <= width).toBe(true);
      await page.screenshot({ path: fileURLToPath(new URL(`keyboard-skip-link-${width}.png`, ARTIFACTS)) });
      // Enter passes over the navbar and her profile header and tabs: the video's own content.
      await page.keyboard.press("Enter");
      expect(
        await page.evaluate(() => {
          const active = document.activeElement;
          return Boolean(active?.closest("main#main") && active.matches("[data-skip-target]"));
        }),
      ).toBe(true);
      expect(new URL(page.url()).hash).toBe("");
      const stops: string[] = [];
      for (let presses = 1; presses <= 5; presses++) {
        await page.keyboard.press("Tab");
        const now = await focused(page);
        stops.push(now.text);
        if (now.inBuyBox && /log in to buy/i.test(now.text)) break;
      }
      expect((await focused(page)).inBuyBox, `tab stops after the skip link: ${stops.join(" → ")}`).toBe(
        true,
      );
      expect(problems).toEqual([]);
      await context.close();
    });

  it("reopens the cookie settings from the footer: focus moves into them and back after saving", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    await open(page, "/en/");
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // "Only necessary"
    await page.getByTestId("cookie-banner").waitFor({ state: "detached" });
    // Backwards from the top of a page: the footer's last controls come first.
    await open(page, "/en/");
    await tabTo(page, /^Cookie settings$/, 20, "Shift+Tab");
    await page.keyboard.press("Enter");
    await page.getByTestId("cookie-banner").waitFor();
    await expect.poll(async () => (await focused(page)).inBanner).toBe(true);
    expect((await focused(page)).tag).toBe("INPUT");
    await page.keyboard.press("Space"); // functional cookies on
    await tabTo(page, /^Save choice$/, 6);
    await page.keyboard.press("Enter");
    await page.getByTestId("cookie-banner").waitFor({ state: "detached" });
    expect((await focused(page)).text).toBe("Cookie settings");
    expect((await context.cookies()).find((c) => c.name === "vv_cc")?.value).toMatch(/f1\.a0$/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the login overlay takes focus, keeps Tab and Shift+Tab inside, closes on Escape and gives focus back", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    await open(page, "/en/");
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // "Only necessary": the first button of the banner
    await page.getByTestId("cookie-banner").waitFor({ state: "detached" });

    // The focus went on to the main content: the navbar's login is behind it.
    await tabTo(page, /^Log in$/, 40, "Shift+Tab");
    await page.keyboard.press("Enter");
    const frame = await overlayFrame(page);
    // Focus moved in: onto the first field of the login form.
    await expect.poll(() => focusedInFrame(frame)).toBe("email");
    expect((await focused(page)).inOverlay).toBe(true);
    // The page behind is inert.
    expect(await page.locator("main#main").evaluate((main) => Boolean(main.closest("[inert]")))).toBe(true);

    for (const key of ["Tab", "Shift+Tab"]) {
      const seen: string[] = [];
      for (let i = 0; i < 16; i++) {
        await page.keyboard.press(key);
        // Focus is in the frame (its document's focused element), never on the page behind.
        expect((await focused(page)).tag, `${key} #${i + 1} left the overlay`).toBe("IFRAME");
        seen.push(await focusedInFrame(frame));
      }
      expect(new Set(seen).size).toBeGreaterThanOrEqual(4);
      expect(
        seen.some((name, i) => i > 0 && name === seen[i - 1]),
        seen.join(" → "),
      ).toBe(false);
      // Round and round: the e-mail field comes back, and nothing outside the frame had focus.
      expect(seen.filter((name) => name === "email").length, seen.join(" → ")).toBeGreaterThanOrEqual(2);
      expect(seen.filter((name) => name === "").length, seen.join(" → ")).toBe(0);
    }

    await page.keyboard.press("Escape");
    await expect.poll(() => page.getByTestId("pay-overlay-dialog").count()).toBe(0);
    expect((await focused(page)).text).toBe("Log in");
    expect(await page.locator("main#main").evaluate((main) => Boolean(main.closest("[inert]")))).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("the search dialog keeps Tab inside, makes the page inert and gives focus back on Escape", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    await open(page, "/en/");
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // "Only necessary"
    await page.getByTestId("cookie-banner").waitFor({ state: "detached" });
    await tabTo(page, /^Search$/, 40, "Shift+Tab");
    await page.keyboard.press("Enter");
    await page.getByTestId("search-overlay").waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("combobox");
    expect(await page.locator("main#main").evaluate((main) => Boolean(main.closest("[inert]")))).toBe(true);
    for (const key of ["Tab", "Shift+Tab"])
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(key);
        const inDialog = await page.evaluate(() =>
          Boolean(document.activeElement?.closest("[role='dialog']")),
        );
        expect(inDialog, `${key} #${i + 1}`).toBe(true);
      }
    await page.keyboard.press("Escape");
    await page.getByTestId("search-overlay").waitFor({ state: "detached" });
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe(
      "search-open",
    );
    expect(await page.locator("main#main").evaluate((main) => Boolean(main.closest("[inert]")))).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("logs in and buys a video without a mouse; focus stays on the buy box", async () => {
    const { page, context, problems } = await newPage(browser(), { width: 1280, height: 900, baseURL });
    // A guest with coins (the operator API), logged out again: the login is part of the test.
    const email = `keys-${Date.now()}@example.com`;
    const password = "keyboard password";
    const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: { email, password, name: "Keys" },
    });
    const { guest } = (await signup.json()) as { guest: { id: number } };
    await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/credit`, {
      headers: operator,
      data: { coins: 300, reason: "e2e" },
    });
    await context.clearCookies();
    const payload = encodeURIComponent(
      JSON.stringify({ filter: { types: { premium: true, vip: false } }, order: "priceAsc", limit: 1 }),
    );
    const list = (await (
      await page.request.get(`${baseURL}/rest/v1/tileGrid/get/videos/${payload}`)
    ).json()) as {
      items: { url: string }[];
    };
    const video = list.items[0];
    if (!video) throw new Error("no paid video");

    await open(page, video.url.replace(/^\/de\//, "/en/"));
    await page.keyboard.press("Tab"); // the skip link
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter"); // only necessary cookies
    await page.getByTestId("cookie-banner").waitFor({ state: "detached" });
    await tabTo(page, /log in to buy/i);
    expect((await focused(page)).inBuyBox).toBe(true);
    await page.keyboard.press("Enter");

    const frame = await overlayFrame(page);
    await expect.poll(() => focusedInFrame(frame)).toBe("email");
    await page.keyboard.type(email);
    await page.keyboard.press("Tab");
    expect(await focusedInFrame(frame)).toBe("password");
    await page.keyboard.type(password);
    await Promise.all([page.waitForEvent("load"), page.keyboard.press("Enter")]);
    await page.waitForSelector("html[data-hydrated]");

    // Back logged in: the purchase confirmation asks once more, with the price, and has focus (on
    // itself, issue 27: a key still held cannot answer it); Tab reaches its button.
    const confirm = page.getByTestId("purchase-confirmation-confirm");
    await confirm.waitFor();
    await expect.poll(async () => (await focused(page)).inConfirmation).toBe(true);
    await page.screenshot({ path: fileURLToPath(new URL("keyboard-confirm-1280.png", ARTIFACTS)) });
    await page.keyboard.press("Tab");
    expect(await focused(page)).toMatchObject({ inConfirmation: true, text: expect.stringMatching(/VXC/) });
    await page.keyboard.press("Enter");

    // Bought: the box says so, and focus stayed on it (not the top of the page).
    await page.getByTestId("buy-box-owned").waitFor();
    await expect.poll(async () => (await focused(page)).inBuyBox).toBe(true);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    await page.screenshot({ path: fileURLToPath(new URL("keyboard-bought-1280.png", ARTIFACTS)) });
    expect(problems).toEqual([]);
    await context.close();
  });
});
