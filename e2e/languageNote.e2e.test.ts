import { describe, expect, inject, it } from "vitest";
import { newPage, open, sharedBrowser } from "./browser.ts";

// `/` is German for everyone (search engines keep it German); a browser that prefers English,
// Spanish or Dutch is offered its language in a note, without a redirect, and the cookie banner
// speaks the language the guest goes on in (issue 27).
const baseURL = inject("baseUrl");
const browser = sharedBrowser();

/** What the page decided to offer ("none" or a language), once it has decided. */
const offerOf = async (page: import("playwright-core").Page) => {
  await page.waitForSelector("html[data-language-offer]");
  return page.locator("html").getAttribute("data-language-offer");
};
const banner = (page: import("playwright-core").Page) => page.getByTestId("cookie-banner").locator("h2");

describe("the German home page offers the browser's language", () => {
  for (const width of [360, 1280]) {
    it(`offers English in English, stays on / and follows the choice into /en/ (${width} px)`, async () => {
      const { page, context, problems } = await newPage(browser(), {
        width,
        height: 800,
        baseURL,
        locale: "en-GB",
        languageNote: true,
      });
      await open(page, "/");
      const note = page.getByTestId("notice-language");
      await note.waitFor();
      expect(page.url()).toBe(`${baseURL}/`);
      expect(await page.locator("html").getAttribute("lang")).toBe("de");
      expect(await note.getAttribute("lang")).toBe("en");
      expect(await note.textContent()).toContain("This page is in German");
      expect(await banner(page).textContent()).toBe("Deine Privatsphäre");
      // The note fits the screen beside the cookie banner.
      const box = await note.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await note.getByRole("link", { name: "Continue in English" }).click();
      await page.waitForURL(`${baseURL}/en/`);
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
      await expect.poll(() => banner(page).textContent()).toBe("Your privacy");
      expect(await page.getByTestId("notice-language").count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it("keeps German when the guest says so, also after a reload; a German browser gets no note", async () => {
    const spanish = await newPage(browser(), {
      width: 1280,
      height: 800,
      baseURL,
      locale: "es-ES",
      languageNote: true,
    });
    await open(spanish.page, "/");
    const note = spanish.page.getByTestId("notice-language");
    await note.waitFor();
    expect(await note.getAttribute("lang")).toBe("es");
    await note.getByRole("button", { name: "Seguir en alemán" }).click();
    await note.waitFor({ state: "detached" });
    await open(spanish.page, "/");
    expect(await offerOf(spanish.page)).toBe("none");
    expect(await spanish.page.getByTestId("notice-language").count()).toBe(0);
    expect(spanish.problems).toEqual([]);
    await spanish.context.close();

    const german = await newPage(browser(), {
      width: 1280,
      height: 800,
      baseURL,
      locale: "de-DE",
      languageNote: true,
    });
    await open(german.page, "/");
    expect(await offerOf(german.page)).toBe("none");
    expect(await german.page.getByTestId("notice-language").count()).toBe(0);
    // An English page is not offered anything: the note is the German home page's only.
    const dutch = await newPage(browser(), {
      width: 1280,
      height: 800,
      baseURL,
      locale: "nl-NL",
      languageNote: true,
    });
    await open(dutch.page, "/en/");
    expect(await offerOf(dutch.page)).toBe("none");
    expect(await dutch.page.getByTestId("notice-language").count()).toBe(0);
    await german.context.close();
    await dutch.context.close();
  });
});
