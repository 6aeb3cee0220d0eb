import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import type { LANGUAGES } from "../src/common/languages.ts";
import { buildPath, ROUTES, type RouteName } from "../src/common/routes/index.ts";
import {
  acceptNecessaryCookies,
  demoActors,
  newPage,
  open,
  revealHomeMore,
  sharedBrowser,
} from "./browser.ts";

// Every built page of the route table (anonymous and logged in, phone and desktop) gets an axe
// audit and must show no serious or critical finding and no console error (issue 12, point 9).
// The pages come from the route table itself, so a page built tomorrow is audited without a list.

const baseURL = inject("baseUrl");
const browser = sharedBrowser();
// Evaluated through the DevTools protocol, which the page's CSP does not govern (a script tag would be blocked).
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** A page's path parameters, taken from the demo catalogue before the audits. */
const params: Record<string, string | number> = {};

beforeAll(async () => {
  const { page, context } = await newPage(browser(), { width: 1280, height: 900, baseURL });
  const actors = await demoActors(page, baseURL);
  const payload = encodeURIComponent(JSON.stringify({ filter: {}, order: "newest", limit: 40 }));
  const videos = (await (
    await page.request.get(`${baseURL}/rest/v1/tileGrid/get/videos/${payload}`)
  ).json()) as {
    items: { id: number; model: { name: string } }[];
  };
  const video = videos.items[0];
  if (!video || !actors[0]) throw new Error("the demo catalogue has no videos");
  params.actorName = video.model.name;
  params.videoId = video.id;
  params.searchPattern = "blonde";
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

interface Finding {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string[]; html: string }[];
}

/** Runs axe on the page and answers its serious and critical findings. */
async function audit(page: Page): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: Finding[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({ target: n.target, html: n.html.slice(0, 160) })),
    }));
  });
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical");
}

const format = (path: string, findings: Finding[]) =>
  findings.map(
    (f) =>
      `${path}: ${f.impact} ${f.id} (${f.help})\n${f.nodes.map((n) => `    ${n.target.join(" ")}  ${n.html}`).join("\n")}`,
  );

async function auditAll(
  state: "anonymous" | "logged in",
  width: number,
  height: number,
  language: (typeof LANGUAGES)[number],
) {
  const { page, context, problems } = await newPage(browser(), { width, height, baseURL });
  if (state === "logged in") {
    const signup = await page.request.post(`${baseURL}/rest/v1/auth/signup`, {
      data: {
        email: `a11y-${width}-${language}-${Date.now()}@example.com`,
        password: "a11y password 1",
        name: "a11y",
      },
    });
    expect(signup.status()).toBe(201);
  }
  const report: string[] = [];
  const pages = builtPages(language);
  for (const [index, { path }] of pages.entries()) {
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
    if (index === 0) await acceptNecessaryCookies(page);
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
