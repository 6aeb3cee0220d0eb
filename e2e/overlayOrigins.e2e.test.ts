import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { DEMO_GUEST } from "../src/server/seed/demoGuest.ts";
import { ARTIFACTS, acceptNecessaryCookies, newPage, open, sharedBrowser } from "./browser.ts";

/** The site as the browser tests start it: http://127.0.0.1:<port>, its overlay at http://localhost:<pay port>. */
const baseURL = inject("baseUrl");
const port = new URL(baseURL).port;
const browser = sharedBrowser();

beforeAll(() => {
  mkdirSync(ARTIFACTS, { recursive: true });
});

const screenshot = (page: Page, name: string) =>
  page.screenshot({ path: fileURLToPath(new URL(`${name}.png`, ARTIFACTS)) });

const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Serious and critical axe findings inside the overlay's dialog (the framed page is audited on its own origin). */
async function auditDialog(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  return page.evaluate(async () => {
    type Violation = { id: string; impact: string; nodes: { target: string[] }[] };
    const axe = (
      window as unknown as {
        axe: { run: (context: Element, options: object) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    const dialog = document.querySelector("[data-testid='pay-overlay-dialog']");
    if (!dialog) return ["no dialog"];
    const result = await axe.run(dialog, { resultTypes: ["violations"], iframes: false });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
  });
}

/** Opens the login from the navbar and waits for the framed login form. */
async function openLogin(page: Page) {
  await page.locator(".navbar .account-area button", { hasText: "Log in" }).click();
  const overlay = page.frameLocator("[data-testid='pay-overlay']");
  await overlay.locator(":root[data-hydrated] [data-flow='login'] button[type='submit']:enabled").waitFor();
  await expect.poll(() => page.locator(".pay-overlay").getAttribute("data-phase")).toBe("visible");
  return overlay;
}

describe("login through the overlay on every address of the site", () => {
  for (const host of ["127.0.0.1", "localhost"]) {
    it(`logs in on http://${host}:<port>`, async () => {
      const site = `http://${host}:${port}`;
      const { page, context, problems } = await newPage(browser(), {
        width: 1280,
        height: 900,
        baseURL: site,
      });
      await open(page, "/en/");
      await acceptNecessaryCookies(page);
      const overlay = await openLogin(page);
      expect(await auditDialog(page)).toEqual([]);
      const src = new URL((await page.getByTestId("pay-overlay").getAttribute("src")) ?? "");
      expect(src.origin).not.toBe(site);
      expect(src.searchParams.get("origin")).toBe(site);
      await overlay.locator("input[name='email']").fill(DEMO_GUEST.email);
      await overlay.locator("input[name='password']").fill(DEMO_GUEST.password);
      await Promise.all([page.waitForEvent("load"), overlay.locator("button[type='submit']").click()]);
      await page.waitForSelector("html[data-hydrated]");
      await page.getByTestId("balance").waitFor();
      expect(new URL(page.url()).origin).toBe(site);
      expect((await context.cookies(site)).map((c) => c.name)).toContain("vv_session");
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});

describe("an overlay that cannot load", () => {
  for (const [what, width] of [
    ["blocked by its frame-ancestors", 1280],
    ["unreachable (the pay server is down)", 360],
  ] as const) {
    it(`says so within a few seconds when ${what}, with a retry and a close button (${width} px)`, async () => {
      const { page, context } = await newPage(browser(), { width, height: 800, baseURL });
      const overlayPages = "**/_overlay/**";
      await page.route(overlayPages, (route) =>
        what.startsWith("blocked")
          ? route.fulfill({
              status: 200,
              contentType: "text/html",
              headers: { "content-security-policy": "frame-ancestors 'none'" },
              body: "<!doctype html><title>blocked</title>",
            })
          : route.abort("connectionrefused"),
      );
      let started = Date.now();
      if (width >= 1024) {
        await open(page, "/en/");
        await acceptNecessaryCookies(page);
        started = Date.now();
        await page.locator(".navbar .account-area button", { hasText: "Log in" }).click();
      } else {
        // A link that opens the login (a mailed link, a teaser): the overlay opens once the page is interactive.
        await open(page, "/en/?vxpFlow=login");
        started = Date.now();
      }
      const failed = page.getByTestId("pay-overlay-failed");
      await failed.waitFor({ timeout: 8000 });
      const seconds = (Date.now() - started) / 1000;
      expect(seconds).toBeLessThan(7);
      expect(await failed.getAttribute("role")).toBe("alert");
      expect(await failed.locator("h2").textContent()).toBe("The login window could not load");
      // The way on has focus: the retry.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Try again");
      await screenshot(page, `overlay-failed-${width}`);
      expect(await auditDialog(page)).toEqual([]);

      // The pay server is back: the retry loads the login.
      await page.unroute(overlayPages);
      await failed.getByRole("button", { name: "Try again" }).click();
      const overlay = page.frameLocator("[data-testid='pay-overlay']");
      await overlay
        .locator(":root[data-hydrated] [data-flow='login'] button[type='submit']:enabled")
        .waitFor();
      await expect.poll(() => page.locator(".pay-overlay").getAttribute("data-phase")).toBe("visible");
      expect(await failed.count()).toBe(0);

      // Close from the message closes the dialog.
      await page.route(overlayPages, (route) => route.abort("connectionrefused"));
      await page.keyboard.press("Escape");
      await expect.poll(() => page.getByTestId("pay-overlay").count()).toBe(0);
      await open(page, "/en/?vxpFlow=login");
      await failed.waitFor({ timeout: 8000 });
      await failed.getByRole("button", { name: "Close" }).click();
      await expect.poll(() => page.getByTestId("pay-overlay-dialog").count()).toBe(0);
      await context.close();
    });
  }
});
