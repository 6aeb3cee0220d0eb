import { fileURLToPath } from "node:url";
import {
  type Browser,
  type BrowserContext,
  chromium,
  type FrameLocator,
  type Locator,
  type Page,
} from "playwright-core";
import { afterAll, beforeAll } from "vitest";

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Launches Debian's Chromium headless (Playwright's own download does not work here); every context is a fresh profile. */
export async function launchBrowser(): Promise<{ browser: Browser; close: () => Promise<void> }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      // Chromium's fake camera and microphone, granted without a prompt (a video call's getUserMedia).
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  });
  return {
    browser,
    async close() {
      await browser.close();
    },
  };
}

/**
 * One Chromium for the whole test file: launched before its tests, closed after them. Call at the
 * top level of a test file; the returned function gives the browser inside a test.
 */
export function sharedBrowser(): () => Browser {
  let browser: Browser | undefined;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ browser, close } = await launchBrowser());
  });
  afterAll(async () => {
    await close?.();
  });
  return () => {
    if (!browser) throw new Error("the browser is not launched yet");
    return browser;
  };
}

/** A page that records console errors and failed requests so a test can assert there were none. */
export async function newPage(
  browser: Browser,
  options: {
    width: number;
    height: number;
    baseURL: string;
    javaScriptEnabled?: boolean;
    /** Let the welcome-chat modal box open by itself (src/web/features/modal/autoOpen.ts); off unless a test is about it. */
    welcomeModal?: boolean;
    /**
     * The browser's languages (navigator.languages and Accept-Language), and whether the German home
     * page may offer one of them in its note (src/web/features/layout/SiteNotices.tsx); the note is
     * off unless a test is about it, as the home page is German for most tests.
     */
    locale?: string;
    languageNote?: boolean;
  },
): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width, height: options.height },
    baseURL: options.baseURL,
    reducedMotion: "reduce",
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    ...(options.locale ? { locale: options.locale } : {}),
  });
  if (!options.languageNote)
    await context.addInitScript(() => {
      try {
        localStorage.setItem("vv.languageNote", "dismissed");
      } catch {
        // no storage: no note either
      }
    });
  if (!options.welcomeModal)
    await context.addInitScript(() => {
      try {
        sessionStorage.setItem("velvet.modal.conversionChat", "off");
      } catch {
        // no storage: the box does not open by itself either
      }
    });
  // Playwright's auto-wait (30 s by default) inside an expect.poll callback runs twice when the
  // element never comes (the poll's last attempt waits again): 60 s, the test's own timeout, and
  // the report says "timed out" instead of what was missing. 25 s keeps the real error.
  context.setDefaultTimeout(25_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("requestfailed", (request) => {
    // Aborted requests are prefetches and loads cut short by a navigation, not failures.
    if (!request.url().startsWith("data:") && request.failure()?.errorText !== "net::ERR_ABORTED")
      problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 500) problems.push(`HTTP ${response.status()}: ${response.url()}`);
  });
  return { page, context, problems };
}

/** Where browser tests save their screenshots (ignored by git; CI can keep them as artifacts). */
export const ARTIFACTS = new URL("./.artifacts/", import.meta.url);

/** Opens a path and waits until React has hydrated the page (clicks before that would be lost). */
export async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
  // Sizes and places measured by a test are Inter's, not the stand-in's it may still show.
  await page.evaluate(() => document.fonts.ready);
}

/**
 * Opens a page that lists something the test has just made (a contest, a post) and reloads it, as
 * a guest would, until `shown` is there: lists every guest shares are read through the
 * storefront's short cache (CATALOG_CACHE_SECONDS, 5 s for contests and the feed), so a new item
 * may appear a few seconds after it was made. Fails when it is not there within `withinMs`.
 */
export async function openUntilShown(
  page: Page,
  path: string,
  shown: Locator,
  withinMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + withinMs;
  await open(page, path);
  while ((await shown.count()) === 0) {
    if (Date.now() > deadline) throw new Error(`${path}: not shown within ${withinMs} ms`);
    await open(page, path);
  }
}

/**
 * Waits until every timer the page set to fire within `ms` from now has fired, and what it changed was
 * drawn: a timer set after them for at least as long fires after them (the event loop runs timers by
 * deadline, however slow the machine), then two frames. For a test that shows something does NOT
 * happen after the product's own delay: it waits for the page's clock, not for the test's.
 */
export async function afterPageTimers(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    (delay) =>
      new Promise<void>((done) =>
        setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(() => done())), delay),
      ),
    ms,
  );
}

/**
 * Resizes the page and waits until the page has it: the window reports the size and a frame was
 * drawn at it (media and container queries, the navbar's fit). Measure after this, never after a pause.
 */
export async function resize(page: Page, width: number, height: number): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(([w, h]) => window.innerWidth === w && window.innerHeight === h, [
    width,
    height,
  ] as const);
  await page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/**
 * Scrolls the start page to its blocks below the first screen (read on the way down) and waits
 * until they are there.
 */
export async function revealHomeMore(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelector("[data-testid='home-more-pending'], [data-testid='home-more']")?.scrollIntoView(),
  );
  await page.getByTestId("home-more").waitFor();
}

/** Saves a screenshot of the page under ARTIFACTS (the visible viewport, or the whole page). */
export function shot(page: Page, name: string, fullPage = false): Promise<Buffer> {
  return page.screenshot({ path: fileURLToPath(new URL(`${name}.png`, ARTIFACTS)), fullPage });
}

/** Answers the cookie banner with "only necessary" and waits until it is gone. */
export async function acceptNecessaryCookies(page: Page): Promise<void> {
  const banner = page.getByTestId("cookie-banner");
  await banner.locator("button[value='necessary']").click();
  await banner.waitFor({ state: "detached" });
}

/** The distinct actors of the demo catalogue's newest videos (id, name, profile URL). */
export async function demoActors(
  page: Page,
  baseURL: string,
): Promise<{ id: number; name: string; url: string }[]> {
  const payload = encodeURIComponent(JSON.stringify({ filter: {}, order: "newest", limit: 40 }));
  const list = (await (
    await page.request.get(`${baseURL}/rest/v1/tileGrid/get/videos/${payload}`)
  ).json()) as {
    items: { model: { id: number; name: string; url: string } }[];
  };
  return [...new Map(list.items.map((item) => [item.model.id, item.model])).values()];
}

/** Sets a demo actor online or offline through the performer API (operator key). */
export async function setActorOnline(
  page: Page,
  baseURL: string,
  operatorKey: string,
  actorId: number,
  online: boolean,
): Promise<void> {
  const response = await page.request.post(
    `${baseURL}/rest/v1/internal/actors/${actorId}/${online ? "online" : "offline"}`,
    { headers: { "x-operator-key": operatorKey } },
  );
  if (response.status() !== 200) throw new Error(`actor ${actorId} online=${online}: ${response.status()}`);
}

/**
 * Signs a guest up in the page's context (its cookie logs the page in) and credits them `coins`
 * through the operator API; answers the guest's id.
 */
export async function signUpWithCoins(
  page: Page,
  baseURL: string,
  operatorKey: string,
  name: string,
  coins: number,
): Promise<number> {
  const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
    data: { email: `${name.toLowerCase()}-${Date.now()}@example.com`, password: `${name} password`, name },
  });
  if (signup.status() >= 300) throw new Error(`signup of ${name}: ${signup.status()}`);
  const { guest } = (await signup.json()) as { guest: { id: number } };
  const credited = await page.request.post(`${baseURL}/rest/v1/internal/guests/${guest.id}/credit`, {
    headers: { "x-operator-key": operatorKey },
    data: { coins, reason: `e2e ${name}` },
  });
  if (credited.status() !== 201) throw new Error(`credit of ${name}: ${credited.status()}`);
  return guest.id;
}

/**
 * Waits until an online performer's tile shows the live still of her stream (loaded). A tile asks for
 * its still only while it is on screen, so the tile is scrolled into view first. The origin may be
 * busy with other performers' encoders (204): the tile tries again at every refresh (8 s).
 */
export async function waitForLiveStill(page: Page, actorId: number): Promise<void> {
  await page.locator(`[data-testid='cam-tile'][data-actor-id='${actorId}']`).scrollIntoViewIfNeeded();
  await page.waitForFunction(
    (id) =>
      ((
        document.querySelector(
          `[data-testid='cam-tile'][data-actor-id='${id}'] [data-testid='cam-still']`,
        ) as HTMLImageElement | null
      )?.naturalWidth ?? 0) > 0,
    actorId,
    { timeout: 45_000 },
  );
}

/** The logged-in guest's ledger entries (their data export), e.g. those of live gifts ("livegift:"). */
export async function ledgerOf(
  page: Page,
  baseURL: string,
  reasonPrefix = "",
): Promise<{ delta: number; kind: string; reason: string }[]> {
  const exported = (await (await page.request.get(`${baseURL}/rest/v1/guest/data/export`)).json()) as {
    ledger: { delta: number; kind: string; reason: string }[];
  };
  return exported.ledger.filter((entry) => entry.reason.startsWith(reasonPrefix));
}

/** Fills the overlay's card form with a sandbox test card (4242…: accepted; see the pay sandbox). */
export async function fillCard(overlay: FrameLocator, number = "4242 4242 4242 4242"): Promise<void> {
  await overlay.locator("input[name='cardNumber']").fill(number);
  await overlay.locator("input[name='cardExpiry']").fill("12/30");
  await overlay.locator("input[name='cardCvc']").fill("123");
  await overlay.locator("input[name='cardHolder']").fill("Test Guest");
}
