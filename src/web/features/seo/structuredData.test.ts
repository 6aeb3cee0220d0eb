import { describe, expect, it } from "vitest";
import { categoryTrail, videoTrail } from "../../../common/breadcrumbs.ts";
import type { TActorProfile, TImage, TVideo } from "../../../common/contracts/catalog.ts";
import {
  absoluteUrl,
  breadcrumbStructuredData,
  isoDuration,
  profileStructuredData,
  seoImage,
  videoStructuredData,
} from "./structuredData.ts";

const PUBLIC = "https://velvet.example";

const image = (path: string, width: number, height: number): TImage => ({
  src: `${path}-w640.jpg`,
  srcSet: `${path}-w320.jpg 320w, ${path}-w640.jpg 640w, ${path}-w1280.jpg 1280w`,
  width,
  height,
  color: "#000000",
});

const video = (overrides: Partial<TVideo> = {}): TVideo =>
  ({
    id: 7,
    title: "Beach day",
    description: "A day at the sea",
    duration: 754,
    preview: image("/media/v/7", 1280, 720),
    previewVideoUrl: "/media/v/7-preview.mp4",
    rating: { likes: 12, dislikes: 1 },
    model: { id: 3, name: "LenaRose", url: "/en/lenarose" },
    releasedAt: "2026-10-01T08:00:00.000Z",
    ...overrides,
  }) as TVideo;

describe("absoluteUrl", () => {
  it("puts a media path under the public URL and keeps absolute URLs", () => {
    expect(absoluteUrl(PUBLIC, "/media/a.jpg")).toBe("https://velvet.example/media/a.jpg");
    expect(absoluteUrl(`${PUBLIC}/`, "media/a.jpg")).toBe("https://velvet.example/media/a.jpg");
    expect(absoluteUrl(PUBLIC, "https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
  });
});

describe("isoDuration", () => {
  it("writes minutes and seconds, hours from one hour on", () => {
    expect(isoDuration(0)).toBe("PT0M0S");
    expect(isoDuration(45)).toBe("PT0M45S");
    expect(isoDuration(754)).toBe("PT12M34S");
    expect(isoDuration(600)).toBe("PT10M0S");
    expect(isoDuration(3725)).toBe("PT1H2M5S");
    expect(isoDuration(59.6)).toBe("PT1M0S");
  });
});

describe("seoImage", () => {
  it("takes the largest width as an absolute URL with its real size", () => {
    expect(seoImage(PUBLIC, image("/media/a", 1280, 720), "alt")).toEqual({
      url: "https://velvet.example/media/a-w1280.jpg",
      width: 1280,
      height: 720,
      alt: "alt",
    });
  });

  it("does not claim an upscaled size for a small original", () => {
    expect(seoImage(PUBLIC, image("/media/b", 900, 1200), "b")).toMatchObject({ width: 900, height: 1200 });
    expect(seoImage(PUBLIC, image("/media/c", 2560, 1440), "c")).toMatchObject({ width: 1280, height: 720 });
  });

  it("gives nothing without an image", () => {
    expect(seoImage(PUBLIC, null, "x")).toBeUndefined();
  });
});

describe("videoStructuredData", () => {
  const build = (v: TVideo) =>
    videoStructuredData({
      publicUrl: PUBLIC,
      language: "en",
      video: v,
      pageUrl: `${PUBLIC}/en/lenarose/videos/7`,
      actorUrl: `${PUBLIC}/en/lenarose`,
    });

  it("is a VideoObject with absolute URLs, ISO dates and the actor", () => {
    const data = build(video());
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "VideoObject",
      name: "Beach day",
      description: "A day at the sea",
      thumbnailUrl: ["https://velvet.example/media/v/7-w1280.jpg"],
      uploadDate: "2026-10-01T08:00:00.000Z",
      duration: "PT12M34S",
      contentUrl: "https://velvet.example/media/v/7-preview.mp4",
      isFamilyFriendly: false,
      inLanguage: "en",
      interactionStatistic: {
        "@type": "InteractionCounter",
        interactionType: { "@type": "LikeAction" },
        userInteractionCount: 12,
      },
    });
    const actor = { "@type": "Person", name: "LenaRose", url: "https://velvet.example/en/lenarose" };
    expect(data.actor).toEqual(actor);
    expect(data.creator).toEqual(actor);
  });

  it("leaves contentUrl out without a public preview clip, and falls back to the title", () => {
    const data = build(video({ previewVideoUrl: null, description: "", preview: null }));
    expect(data).not.toHaveProperty("contentUrl");
    expect(data).not.toHaveProperty("thumbnailUrl");
    expect(data.description).toBe("Beach day");
  });

  it("keeps a hostile title as data (escaping is the script element's job)", () => {
    const title = "</script><script>alert(1)</script>";
    const data = build(video({ title }));
    expect(JSON.parse(JSON.stringify(data)).name).toBe(title);
  });
});

describe("profileStructuredData", () => {
  it("is a ProfilePage whose main entity is the actor as a Person", () => {
    const actor = {
      name: "LenaRose",
      avatar: image("/media/a/1", 960, 1280),
      cover: null,
      registeredAt: "2025-01-02T00:00:00.000Z",
    } as unknown as TActorProfile;
    const data = profileStructuredData({
      publicUrl: PUBLIC,
      language: "de",
      actor,
      pageUrl: `${PUBLIC}/lenarose`,
      description: "Hallo",
    });
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "ProfilePage",
      url: `${PUBLIC}/lenarose`,
      inLanguage: "de",
      isFamilyFriendly: false,
      dateCreated: "2025-01-02T00:00:00.000Z",
      mainEntity: {
        "@type": "Person",
        name: "LenaRose",
        url: `${PUBLIC}/lenarose`,
        image: "https://velvet.example/media/a/1-w1280.jpg",
        description: "Hallo",
      },
    });
  });
});

describe("breadcrumbStructuredData", () => {
  it("lists the trail as a BreadcrumbList with positions from 1 and absolute URLs", () => {
    const trail = videoTrail("de", { id: 42, title: "Am See", actorName: "AnnaLuna" });
    expect(breadcrumbStructuredData(`${PUBLIC}/`, trail)).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Startseite", item: `${PUBLIC}/` },
        { "@type": "ListItem", position: 2, name: "AnnaLuna", item: `${PUBLIC}/de/amateur/annaluna/` },
        { "@type": "ListItem", position: 3, name: "Am See", item: `${PUBLIC}/de/amateur/annaluna/video/42/` },
      ],
    });
  });

  it("leads a category through the video lists in the page's language", () => {
    const trail = categoryTrail("nl", { name: "Buiten", slug: "outdoor" });
    expect(trail.map((item) => item.name)).toEqual(["Home", "Video's", "Buiten"]);
    expect(trail.map((item) => item.url)).toEqual(["/nl/", "/nl/videos/", "/nl/categories/outdoor/"]);
  });
});
