import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages.ts";
import {
  buildPath,
  fullPattern,
  languageOfPath,
  matchPath,
  ROUTE_NAMES,
  ROUTES,
  routesFor,
} from "./index.ts";

const SAMPLE_PARAMS: Record<string, string | number> = {
  actorName: "LenaLove",
  tagGroup: "role play",
  albumId: 42,
  videoId: 7,
  categorySlug: "lingerie",
  searchPattern: "beach",
  series: "night-talk",
  key: "night-talk",
  id: 3,
  postId: 5,
  category: "news",
  year: 2026,
  slug: "hello-world",
};

function paramsFor(pattern: string) {
  const names = [...pattern.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  return Object.fromEntries(names.map((name) => [name, SAMPLE_PARAMS[name] as string | number]));
}

describe("route builders", () => {
  it("puts the German home at / and the others under their language", () => {
    expect(buildPath("de", "home")).toBe("/");
    expect(buildPath("en", "home")).toBe("/en/");
    expect(buildPath("es", "home")).toBe("/es/");
    expect(buildPath("nl", "home")).toBe("/nl/");
  });

  it("uses the German daily-deals slug of the spec", () => {
    expect(buildPath("de", "dailyDeals")).toBe("/de/deal-des-tages/");
    expect(buildPath("en", "dailyDeals")).toBe("/en/daily-deals/");
  });

  it("puts the imprint at its usual slug in every language", () => {
    expect(buildPath("de", "imprint")).toBe("/de/impressum/");
    expect(buildPath("en", "imprint")).toBe("/en/imprint/");
    expect(buildPath("es", "imprint")).toBe("/es/aviso-legal/");
    expect(buildPath("nl", "imprint")).toBe("/nl/imprint/");
  });

  it("gives nl the English slugs under /nl/", () => {
    for (const name of ROUTE_NAMES) {
      const params = paramsFor(ROUTES[name].en);
      const en = (buildPath as (l: string, n: string, p: object) => string)("en", name, params);
      const nl = (buildPath as (l: string, n: string, p: object) => string)("nl", name, params);
      expect(nl).toBe(en.replace(/^\/en\//, "/nl/"));
    }
  });

  it("falls back to en for an unknown language", () => {
    expect(buildPath("fr", "videosNew")).toBe("/en/videos/new-videos/");
    expect(routesFor("xx")("newGirls")).toBe("/en/new-girls/");
  });

  it("lower-cases actor names and URL-encodes tag groups", () => {
    expect(buildPath("en", "actorProfile", { actorName: "LenaLove" })).toBe("/en/amateur/lenalove/");
    expect(buildPath("de", "actorVideosTag", { actorName: "Mia", tagGroup: "role play" })).toBe(
      "/de/amateur/mia/videos/tag/role%20play",
    );
    expect(buildPath("es", "actorAlbum", { actorName: "Mia", albumId: 5 })).toBe("/es/amateur/mia/fotos/5/");
  });

  it("refuses a missing or empty parameter", () => {
    expect(() =>
      (buildPath as (l: string, n: string, p: object) => string)("en", "actorProfile", {}),
    ).toThrow(/actorName/);
    expect(() => buildPath("en", "actorProfile", { actorName: "" })).toThrow(/empty/);
  });

  it("has a unique path pattern per language and route", () => {
    for (const language of LANGUAGES) {
      const patterns = ROUTE_NAMES.map((name) => fullPattern(name, language));
      expect(new Set(patterns).size).toBe(patterns.length);
    }
  });
});

describe("matchPath", () => {
  it("finds every route of every language with its parameters (round trip)", () => {
    for (const language of LANGUAGES) {
      for (const name of ROUTE_NAMES) {
        const params = paramsFor(ROUTES[name].en);
        const path = (buildPath as (l: string, n: string, p: object) => string)(language, name, params);
        const match = matchPath(path);
        expect(match, `${language} ${name} ${path}`).not.toBeNull();
        expect(match?.name).toBe(name);
        expect(match?.language).toBe(language === "de" && name === "home" ? "de" : language);
        expect(match?.canonicalPath).toBe(path);
        for (const [key, value] of Object.entries(params)) {
          const expected = key === "actorName" ? String(value).toLowerCase() : String(value);
          expect(match?.params[key]).toBe(expected);
        }
      }
    }
  });

  it("tells the canonical form when the trailing slash differs", () => {
    expect(matchPath("/en/new-girls")?.canonicalPath).toBe("/en/new-girls/");
    expect(matchPath("/en/amateur/mia/videos/tag/outdoor/")?.canonicalPath).toBe(
      "/en/amateur/mia/videos/tag/outdoor",
    );
  });

  it("keeps fixed segments apart from parameters", () => {
    expect(matchPath("/en/amateur/mia/videos/classic/")?.name).toBe("actorVideosClassic");
    expect(matchPath("/en/amateur/mia/pictures/")?.name).toBe("actorPictures");
    expect(matchPath("/en/amateur/mia/pictures/12/")?.name).toBe("actorAlbum");
  });

  it("returns null for unknown paths and broken encodings", () => {
    expect(matchPath("/en/nothing-here/")).toBeNull();
    expect(matchPath("/fr/videos/")).toBeNull();
    expect(matchPath("/en/amateur/%E0%A4%A/")).toBeNull();
  });
});

describe("languageOfPath", () => {
  it("reads the prefix; German without one; en for unknown language codes", () => {
    expect(languageOfPath("/")).toBe("de");
    expect(languageOfPath("/de/agb/")).toBe("de");
    expect(languageOfPath("/es/")).toBe("es");
    expect(languageOfPath("/nl/videos/")).toBe("nl");
    expect(languageOfPath("/fr/videos/")).toBe("en");
    expect(languageOfPath("/something/")).toBe("de");
  });
});
