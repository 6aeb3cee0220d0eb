import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { LANGUAGES } from "../src/common/languages.ts";
import { buildPath, ROUTES, type RouteName } from "../src/common/routes/index.ts";
import { audit, formatFindings as format } from "./axe.ts";
import {
  acceptNecessaryCookies,
  demoActors,
  newPage,
  open,
  revealHomeMore,
  setActorOnline,
  sharedBrowser,
  signUpWithCoins,
} from "./browser.ts";

// Every built page of the route table (anonymous and logged in, phone and desktop) gets an axe
// audit and must show no serious or critical finding and no console error (issue 12, point 9).
// The pages come from the route table itself, so a page built tomorrow is audited without a list.
// The logged-in guest has something on every account page (a bought video in the library, a
// favourite, a message and the messenger's gift picker), every page's first tab stop must be the
// skip link, and a private live chat is audited open, running and ended (issue 27).

const baseURL = inject("baseUrl");
const operatorKey = inject("operatorKey");
const operator = { "x-operator-key": operatorKey };
const browser = sharedBrowser();

/** The skip link's text in each language. */
const SKIP_LINK: Record<(typeof LANGUAGES)[number], string> = {
  de: "Zum Inhalt springen",
  en: "Skip to content",
  es: "Saltar al contenido",
  nl: "Direct naar de inhoud",
};

/** A page's path parameters, taken from the demo catalogue before the audits. */
const params: Record<string, string | number> = {};
/** The demo catalogue's paid videos (newest first) and actors, for the logged-in guest's things. */
const paidVideos: number[] = [];
const actorIds: number[] = [];

beforeAll(async () => {
  const { page, context } = await newPage(browser(), { width: 1280, height: 900, baseURL });
  const actors = await demoActors(page, baseURL);
  const payload = encodeURIComponent(JSON.stringify({ filter: {}, order: "newest", limit: 40 }));
  const videos = (await (
    await page.request.get(`${baseURL}/rest/v1/tileGrid/get/videos/${payload}`)
  ).json()) as {
    items: { id: number; free: boolean; model: { name: string } }[];
  };
  const video = videos.items[0];
  if (!video || !actors[0]) throw new Error("the demo catalogue has no videos");
  paidVideos.push(...videos.items.filter((item) => !item.free).map((item) => item.id));
  actorIds.push(...actors.map((actor) => actor.id));
  params.actorName = video.model.name;
  params.videoId = video.id;
  params.searchPattern = "blonde";
  // A contest page: the demo's running contest.
  const contests = (await (await page.request.get(`${baseURL}/rest/v1/contests`)).json()) as {
    active: { id: number }[];
  };
  params.id = contests.active[0]?.id ?? "";
  // The blog: the news category, the newest archive year and the newest news post of the demo blog.
  const blog = (await (await page.request.get(`${baseURL}/rest/v1/blog/archives/0?language=en`)).json()) as {
    year: number;
    items: { slug: string }[];
  };
  params.category = "news";
  params.year = blog.year;
  params.slug = blog.items[0]?.slug ?? "";
  // The mediathek: the first series of the demo (its page and its videos page).
  const series = (await (await page.request.get(`${baseURL}/rest/v1/tv/series`)).json()) as {
    items: { key: string }[];
  };
  params.series = series.items[0]?.key ?? "";
  params.key = params.series;
  // A post's own page: the first post of the demo feed.
  await open(page, buildPath("en", "feed"));
  params.postId = Number(await page.getByTestId("feed-card").first().getAttribute("data-post-id"));
  // Links the pages show: an album of an actor who has one, a category, a tag group.
  for (const actor of actors) {
    await open(page, buildPath("en", "actorPictures", { actorName: actor.name }));
    const album = await page
      .locator("a[href*='/pictures/']")
      .evaluateAll((links) =>
        links.map((a) => (a as HTMLAnchorElement).pathname).find((path) => /\/pictures\/\d+\/?$/.test(path)),
      );
    if (album) {
      params.albumActorName = actor.name;
      params.albumId = Number(album.match(/\/pictures\/(\d+)/)?.[1]);
      break;
    }
  }
  await open(page, buildPath("en", "home"));
  await revealHomeMore(page);
  const category = await page
    .locator("a[href*='/categories/']")
    .evaluateAll((links) =>
      links.map((a) => (a as HTMLAnchorElement).pathname).find((p) => /categories\/[^/]+\/$/.test(p)),
    );
  params.categorySlug = category?.match(/categories\/([^/]+)\//)?.[1] ?? "";
  await open(page, buildPath("en", "actorVideos", { actorName: String(params.actorName) }));
  const tag = await page
    .locator("a[href*='/videos/tag/']")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname)[0]);
  params.tagGroup = tag?.match(/\/tag\/([^/]+)/)?.[1] ?? "";
  await context.close();
  expect(params.albumId, "an actor with an album").toBeTruthy();
  expect(params.postId, "a post in the demo feed").toBeTruthy();
  expect(params.categorySlug, "a category link on the home page").toBeTruthy();
  expect(params.tagGroup, "a tag link on the actor's videos").toBeTruthy();
});

/** The built pages with their parameters filled from the demo catalogue. */
function builtPages(language: (typeof LANGUAGES)[number]): { name: RouteName; path: string }[] {
  return (Object.keys(ROUTES) as RouteName[])
    .filter((name) => ROUTES[name].status === "built")
    .map((name) => {
      const pattern = ROUTES[name].en;
      const needed = [...pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
      const values: Record<string, string | number> = {};
      for (const key of needed) {
        const value =
          key === "actorName" && pattern.includes(":albumId") ? params.albumActorName : params[key];
        if (value === undefined || value === "") throw new Error(`no demo value for :${key} of ${name}`);
        values[key] = value;
      }
      return {
        name,
        path: (buildPath as (l: string, n: RouteName, p: object) => string)(language, name, values),
      };
    });
}

/**
 * Signs a guest up in the page's context with something on every account page: coins, a bought
 * video (the media library's tiles), a favourite actor and album, and a performer's message.
 */
async function guestWithThings(page: Page, name: string): Promise<void> {
  const guestId = await signUpWithCoins(page, baseURL, operatorKey, name, 500);
  const site = { origin: baseURL };
  let bought = false;
  for (const videoId of paidVideos) {
    const answer = await page.request.post(`${baseURL}/rest/v1/video/${videoId}/buy`, {
      data: {},
      headers: site,
    });
    expect(answer.status()).toBe(200);
    if (((await answer.json()) as { charged: boolean }).charged) {
      bought = true;
      break;
    }
  }
  expect(bought, "a paid demo video bought").toBe(true);
  const [actorId] = actorIds;
  for (const [objectType, objectId] of [
    ["actor", actorId],
    ["album", Number(params.albumId)],
  ] as const) {
    const pinned = await page.request.post(`${baseURL}/rest/v1/guest/favorite/pin`, {
      data: { objectType, objectId },
      headers: site,
    });
    expect(pinned.status()).toBeLessThan(300);
  }
  const sent = await page.request.post(`${baseURL}/rest/v1/internal/messenger/send`, {
    headers: operator,
    data: { actorId, guestId, text: "Hi, nice to see you here!" },
  });
  expect(sent.status()).toBe(201);
}

async function auditAll(
  state: "anonymous" | "logged in",
  width: number,
  height: number,
  language: (typeof LANGUAGES)[number],
) {
  const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
  if (state === "logged in") await guestWithThings(page, `a11y${width}${language}`);
  const report: string[] = [];
  const pages = builtPages(language);
  for (const [index, { name, path }] of pages.entries()) {
    await open(page, path);
    // The cookie banner is audited on the first page, then answered.
    report.push(...format(path, await audit(page)));
    // Blocks read on the way down (the start page's lower blocks, a profile's recommended actors).
    if ((await page.getByTestId("home-more-pending").count()) > 0) {
      await revealHomeMore(page);
      report.push(...format(`${path} (lower blocks)`, await audit(page)));
    }
    if ((await page.locator("[data-testid='recommended-actors'][aria-busy='true']").count()) > 0) {
      await page.getByTestId("recommended-actors").scrollIntoViewIfNeeded();
      await page.locator("[data-testid='recommended-actors'] ul").waitFor();
      report.push(...format(`${path} (recommended)`, await audit(page)));
    }
    // The first tab stop of every page is the skip link, in the page's language (the cookie banner's second).
    await page.keyboard.press("Tab");
    const first = await page.evaluate(() => {
      const active = document.activeElement;
      return active?.matches("a.skip-link[href='#main']")
        ? active.textContent
        : `not the skip link: ${active?.outerHTML.slice(0, 120)}`;
    });
    if (first !== SKIP_LINK[language]) report.push(`${path}: first tab stop: ${first}`);
    if (index === 0) await acceptNecessaryCookies(page);
    // The logged-in guest's conversation with the gift picker open and a gift put in.
    if (name === "messenger" && state === "logged in") {
      await page.getByTestId("channel").first().click();
      await page.getByTestId("conversation").waitFor();
      await page.getByTestId("gift-toggle").click();
      await page.getByTestId("gift-picker").getByTestId("gift-rose").click();
      await page.getByTestId("gift-chips").waitFor();
      report.push(...format(`${path} (conversation, gift picker)`, await audit(page)));
    }
    report.push(...problems.splice(0).map((problem) => `${path}: ${problem}`));
  }
  await context.close();
  return report;
}

describe("accessibility of every built page (axe: no serious or critical finding, no console error)", () => {
  it("anonymous, desktop 1280 px, English", async () => {
    expect(await auditAll("anonymous", 1280, 900, "en")).toEqual([]);
  }, 240_000);

  it("anonymous, phone 375 px, German", async () => {
    expect(await auditAll("anonymous", 375, 812, "de")).toEqual([]);
  }, 240_000);

  it("logged in, phone 360 px, Spanish", async () => {
    expect(await auditAll("logged in", 360, 780, "es")).toEqual([]);
  }, 240_000);

  it("logged in, desktop 1440 px, Dutch", async () => {
    expect(await auditAll("logged in", 1440, 900, "nl")).toEqual([]);
  }, 240_000);
});

/**
 * A private live chat of a demo performer, as a logged-in guest sees it: the profile's offers, the
 * start dialog with its price, the running chat (video, meter, text lines of both sides, a gift's
 * confirmation and its line), then the ended chat with its message and survey.
 */
async function auditLiveChat(width: number, height: number, language: "en" | "de"): Promise<string[]> {
  const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
  const actors = await demoActors(page, baseURL);
  // Performers the live chat tests put online too (liveChat.e2e.test.ts): no other one changes state.
  const actor = actors[width < 768 ? 5 : 7];
  if (!actor) throw new Error("the demo catalogue needs eight actors");
  await setActorOnline(page, baseURL, operatorKey, actor.id, true);
  await signUpWithCoins(page, baseURL, operatorKey, `Chat${width}`, 400);
  const profile = buildPath(language, "actorProfile", { actorName: actor.name });
  const offer = page.getByTestId("live-offers").locator("button[data-chat-type='LIVECHAT']");
  // The profile may come from before she was online: opened again until it offers her chat.
  await expect
    .poll(
      async () => {
        await open(page, profile);
        return offer.count();
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await acceptNecessaryCookies(page);
  const report: string[] = [];
  const check = async (state: string) =>
    report.push(...format(`live chat ${width} px, ${state}`, await audit(page)));
  await check("profile with her chat offers");

  await offer.click();
  const start = page.getByTestId("live-start-dialog");
  await start.waitFor();
  await check("start dialog");
  const started = page.waitForResponse((response) => response.url().includes("/rest/v1/livechat/start"));
  await start.getByTestId("live-start").click();
  const { sessionId } = (await (await started).json()) as { sessionId: number };
  const chat = page.getByTestId("live-chat");
  await chat.waitFor();
  await page.getByTestId("meter-total").waitFor();
  await check("running, no lines yet");

  const log = page.getByTestId("live-chat-log");
  await page.getByTestId("live-chat-input").fill("Hello from the audit");
  await page.keyboard.press("Enter");
  await log.getByText("Hello from the audit").waitFor();
  const answered = await page.request.post(
    `${baseURL}/rest/v1/internal/actors/${actor.id}/livechat/${sessionId}/messages`,
    { headers: operator, data: { text: "Hi, welcome!", reaction: "love" } },
  );
  expect(answered.status()).toBe(201);
  await log.locator("[data-from='actor']").waitFor();
  await page.getByTestId("live-gift-1").click();
  const confirmation = page.getByTestId("purchase-confirmation");
  await confirmation.waitFor();
  await check("a gift's confirmation");
  await confirmation.getByTestId("purchase-confirmation-confirm").click();
  await confirmation.waitFor({ state: "detached" });
  await log.locator(".live-line-gift").waitFor();
  await check("running, with lines of both sides and a gift");

  await page.getByTestId("live-chat-end").click();
  await page.getByTestId("live-chat-ended").waitFor();
  await page.getByTestId("live-chat-exit").waitFor();
  await check("ended, with its survey");
  report.push(...problems.map((problem) => `live chat ${width} px: ${problem}`));
  await context.close();
  return report;
}

describe("accessibility of a private live chat (axe: no serious or critical finding, no console error)", () => {
  it("phone 360 px, English", async () => {
    expect(await auditLiveChat(360, 780, "en")).toEqual([]);
  }, 120_000);

  it("desktop 1280 px, German", async () => {
    expect(await auditLiveChat(1280, 900, "de")).toEqual([]);
  }, 120_000);
});
