import { describe, expect, inject, it } from "vitest";
import type { Language } from "../src/common/languages.ts";
import { buildPath } from "../src/common/routes/index.ts";
import { planDemo } from "../src/server/seed/demoPlan.ts";
import { acceptNecessaryCookies, newPage, open, sharedBrowser, shot } from "./browser.ts";

// A performer's texts in the guest's language (issue 27): a Dutch guest reads a demo performer's
// Dutch about text; a performer who wrote hers only in her own language is shown in it, marked
// with `lang` (docs/decisions.md "Performer texts in the guest's language").
const baseURL = inject("baseUrl");
const browser = sharedBrowser();

// The browser tests' catalogue (globalSetup: seedDemo at scale 0.15). Its names and texts do not
// depend on the moment it was made.
const { actorPlans } = planDemo({ now: new Date(), scale: 0.15 });
const inDutch = actorPlans.find((a) => a.row.about.nl);
const ownOnly = actorPlans.find((a) => !a.row.about.nl);

describe("a performer's texts for a Dutch guest", () => {
  for (const width of [360, 1280]) {
    it(`shows the Dutch about text, and one in her own language marked with lang, at ${width} px`, async () => {
      if (!inDutch || !ownOnly)
        throw new Error("the demo has no performer with a Dutch or an own-language text");
      const own = Object.keys(ownOnly.row.about)[0] as Language;
      expect(own).not.toBe("nl");
      const { page, context, problems } = await newPage(browser(), { width, height: 800, baseURL });

      await open(page, buildPath("nl", "actorAbout", { actorName: inDutch.row.name.toLowerCase() }));
      await acceptNecessaryCookies(page);
      expect(await page.locator("html").getAttribute("lang")).toBe("nl");
      const dutchAbout = page.locator(".about-main .prose p").first();
      expect(await dutchAbout.textContent()).toBe(inDutch.row.about.nl);
      expect(await dutchAbout.getAttribute("lang")).toBeNull();
      expect(await dutchAbout.isVisible()).toBe(true);
      await shot(page, `performer-texts-nl-${width}`);

      await open(page, buildPath("nl", "actorAbout", { actorName: ownOnly.row.name.toLowerCase() }));
      const ownAbout = page.locator(".about-main .prose p").first();
      expect(await ownAbout.textContent()).toBe(ownOnly.row.about[own]);
      expect(await ownAbout.getAttribute("lang")).toBe(own);
      expect(await ownAbout.isVisible()).toBe(true);
      // Her headline on the profile, in her language too.
      await open(page, buildPath("nl", "actorProfile", { actorName: ownOnly.row.name.toLowerCase() }));
      const motto = page.locator(".actor-motto");
      expect(await motto.textContent()).toBe(ownOnly.row.headline[own]);
      expect(await motto.getAttribute("lang")).toBe(own);
      const teaser = page.locator(".actor-about-teaser p");
      expect(await teaser.getAttribute("lang")).toBe(own);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await shot(page, `performer-texts-own-${width}`);
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
