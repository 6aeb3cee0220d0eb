import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { berlinTime } from "../../common/berlinTime.ts";
import { LANGUAGES } from "../../common/languages.ts";
import { buildPath, matchPath, ROUTE_NAMES, ROUTES, type RouteName } from "../../common/routes/index.ts";
import {
  buildActor,
  buildAlbum,
  buildCategory,
  buildSedcard,
  buildTag,
  buildVideo,
  localized,
} from "../test/factories.ts";
import { signUpGuest } from "../test/guests.ts";
import { startTestServer, TEST_OPERATOR_KEY, type TestServer } from "../test/testServer.ts";

/**
 * Every public page renders its content on the server (issue 26, "Pages that show their content"):
 * the HTML a search engine or a slow phone gets, read here without JavaScript, shows the page's
 * main content, and times as `<time datetime>`. A table over the route table's built public pages:
 * a new public page without a row here fails the test, so it has to say what its content is.
 */

const NOW = new Date("2026-11-20T12:00:00Z");
const DAY = 86_400_000;

/** Pages that belong to a logged-in guest (a visitor gets a teaser with the login): not public content. */
const PRIVATE: readonly RouteName[] = [
  "messenger",
  "accountProfile",
  "accountMediathek",
  "accountMediathekPhotos",
  "accountFavoriteCams",
  "accountVideoChats",
  "accountBenefits",
  "accountSpinwheel",
];

let server: TestServer;
let actorName = "";
let videoId = 0;
let albumId = 0;
let showStart = "";
let contestId = 0;
let postId = 0;
const contestEnd = new Date(NOW.getTime() + DAY).toISOString();

beforeAll(async () => {
  server = await startTestServer({ web: true, now: () => NOW });
  const ctx = { db: server.database.db, now: NOW };
  const actor = await buildActor(ctx, {
    name: "NoraVale",
    isOnline: true,
    freeChat: true,
    registeredAt: new Date(NOW.getTime() - 5 * DAY),
    about: localized("Nora loves sailing"),
  });
  actorName = actor.name;
  await buildSedcard(ctx, actor.id);
  const category = await buildCategory(ctx, { slugEn: "beach", slugDe: "strand", slugEs: "playa" });
  const tag = await buildTag(ctx, { groupKey: "sunset", name: localized("Sunset") });
  const ago = (days: number) => new Date(NOW.getTime() - days * DAY);
  videoId = (
    await buildVideo(ctx, actor.id, {
      title: localized("Harbour walk"),
      releasedAt: ago(2),
      categoryIds: [category.id],
      tagIds: [tag.id],
      recentViews: [90, 80, 70, 60, 50, 40, 30],
    })
  ).id;
  await buildVideo(ctx, actor.id, { title: localized("Free sea breeze"), free: true, releasedAt: ago(3) });
  await buildVideo(ctx, actor.id, {
    title: localized("Discount dunes"),
    price: 10,
    basePrice: 25,
    releasedAt: ago(4),
  });
  await buildVideo(ctx, actor.id, { title: localized("Members cove"), vip: true, releasedAt: ago(6) });
  await buildVideo(ctx, actor.id, {
    title: localized("Old lighthouse"),
    classic: true,
    releasedAt: ago(900),
  });
  albumId = (await buildAlbum(ctx, actor.id, { title: localized("Pier pictures"), pictures: 4, price: 12 }))
    .id;
  const scheduled = await server.post(
    `internal/actors/${actor.id}/camshows`,
    {
      start: new Date(NOW.getTime() + 2 * 3_600_000).toISOString(),
      lengthMinutes: 30,
      price: 40,
      seats: 5,
      title: "Moonlight show",
    },
    { "x-operator-key": TEST_OPERATOR_KEY },
  );
  expect(scheduled.status).toBe(201);
  showStart = ((await scheduled.json()) as { start: string }).start;
  const operator = { "x-operator-key": TEST_OPERATOR_KEY };
  const contest = await server.post(
    "internal/contests",
    {
      title: { en: "Sailing contest" },
      mediaType: "video",
      startsAt: ago(1).toISOString(),
      endsAt: contestEnd,
    },
    operator,
  );
  expect(contest.status).toBe(201);
  contestId = ((await contest.json()) as { id: number }).id;
  expect((await server.post(`internal/contests/${contestId}/entries`, { videoId }, operator)).status).toBe(
    201,
  );
  const post = await server.post(
    `internal/actors/${actor.id}/feed/posts`,
    { kind: "text", title: "Sunset on deck", text: "Nora's words from the harbour" },
    operator,
  );
  expect(post.status).toBe(201);
  postId = ((await post.json()) as { postId: number }).postId;
  const blogPost = await server.post(
    "internal/blog/posts",
    {
      slug: "harbour-news",
      categoryId: 45,
      publishedAt: ago(1).toISOString(),
      actorIds: [actor.id],
      texts: {
        en: {
          title: "Harbour news",
          teaser: "What happened at the pier",
          markdown: "## The pier\n\nBoats **everywhere**.",
        },
        de: {
          title: "Hafennachrichten",
          teaser: "Was am Steg geschah",
          markdown: "## Der Steg\n\nÜberall **Boote**.",
        },
      },
    },
    operator,
  );
  expect(blogPost.status).toBe(201);
  const tvPost = await server.post(
    "internal/blog/posts",
    {
      slug: "free-tv-tonight",
      categoryId: 41,
      publishedAt: ago(1).toISOString(),
      texts: { en: { title: "Tonight on free TV", teaser: "Our picks", markdown: "Watch with us." } },
    },
    operator,
  );
  expect(tvPost.status).toBe(201);
  const mediathek = await server.post(
    "internal/tv/updateMediathek",
    {
      series: [
        {
          key: "harbour-tales",
          kind: "free",
          title: { en: "Harbour Tales" },
          description: { en: "Stories from the pier" },
          episodes: [{ videoId, season: 1, episode: 1, title: { en: "The first boat" } }],
        },
      ],
      articles: [
        {
          slug: "harbour-tales-making-of",
          seriesKey: "harbour-tales",
          publishedAt: ago(1).toISOString(),
          texts: { en: { title: "Making of Harbour Tales", markdown: "Filmed **at dawn**." } },
        },
      ],
    },
    operator,
  );
  expect(mediathek.status).toBe(200);
  for (const [date, title] of [
    ["2026-11-20", "Harbour day of VIP"],
    ["2026-11-21", "Tomorrow at the pier"],
  ] as const) {
    const offer = await server.post(
      "internal/dailyBonus/offers",
      { date, kind: "oneDayVip", free: true, value: 1, title: { en: title } },
      operator,
    );
    expect(offer.status).toBe(201);
  }
  const goldrush = await server.post(
    "internal/activity/events",
    {
      key: "goldrush",
      title: { en: "Harbour goldrush" },
      startsAt: new Date(NOW.getTime() - DAY).toISOString(),
      endsAt: new Date(NOW.getTime() + 10 * DAY).toISOString(),
      activities: [{ code: "dailyVisit", points: 10, vipBonus: 5, limitPerDay: 1 }],
      challenges: [
        { title: { en: "Three harbour visits" }, activityCode: "dailyVisit", target: 3, bonusPoints: 30 },
      ],
      rewards: [{ requiredPoints: 25, benefit: { kind: "coins", amount: 5 }, label: { en: "Pier nugget" } }],
    },
    operator,
  );
  expect(goldrush.status).toBe(201);
  const easter = await server.post(
    "internal/easter/events",
    {
      key: "harbour-eggs",
      title: { en: "Harbour egg hunt" },
      startsAt: ago(1).toISOString(),
      eggsPerDay: 1,
      spots: [{ eggKey: "pier", page: "home", position: "top-left" }],
      rewards: [
        { requiredEggs: 1, benefit: { kind: "coins", amount: 5 }, label: { en: "Harbour coins" } },
        {
          requiredEggs: 2,
          hidden: true,
          benefit: { kind: "vipDays", days: 1 },
          label: { en: "Secret harbour" },
        },
      ],
    },
    operator,
  );
  expect(easter.status).toBe(201);
});
afterAll(() => server.close());

/** The page's HTML without its scripts: what is rendered, not the loader data riding along. */
async function rendered(path: string): Promise<string> {
  const response = await server.fetch(path);
  expect(response.status, path).toBe(200);
  return (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
}

/** A `<time datetime="…">` element with this machine-readable value. */
const timeElement = (value: string) =>
  new RegExp(`<time\\b[^>]*\\bdatetime="${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"`, "i");

type Row = { path: () => string; shows: () => (string | RegExp)[] };
const actor = () => ({ actorName: actorName.toLowerCase() });
const en = <N extends RouteName>(name: N, params?: Record<string, string | number>) =>
  (buildPath as (language: string, name: N, params?: Record<string, string | number>) => string)(
    "en",
    name,
    params,
  );

/** Each built public page: its English path and what its server HTML must show. */
const PAGES: Partial<Record<RouteName, Row>> = {
  home: { path: () => en("home"), shows: () => [actorName] },
  searchVideos: {
    path: () => en("searchVideos", { searchPattern: "harbour" }),
    shows: () => ["Harbour walk"],
  },
  newGirls: { path: () => en("newGirls"), shows: () => [actorName] },
  cams: { path: () => en("cams"), shows: () => [actorName] },
  freeChat: { path: () => en("freeChat"), shows: () => [actorName] },
  videosStars: { path: () => en("videosStars"), shows: () => [actorName] },
  category: { path: () => en("category", { categorySlug: "beach" }), shows: () => ["Harbour walk"] },
  videos: { path: () => en("videos"), shows: () => ["Harbour walk"] },
  videosFreeClips: { path: () => en("videosFreeClips"), shows: () => ["Free sea breeze"] },
  videosTrends: { path: () => en("videosTrends"), shows: () => ["Harbour walk"] },
  videosOnSale: { path: () => en("videosOnSale"), shows: () => ["Discount dunes"] },
  videosNew: { path: () => en("videosNew"), shows: () => ["Harbour walk"] },
  videosAll: { path: () => en("videosAll"), shows: () => ["Harbour walk"] },
  videosVip: { path: () => en("videosVip"), shows: () => ["Members cove"] },
  termsOfService: {
    path: () => en("termsOfService"),
    shows: () => [/<h1[^>]*>[^<]+<\/h1>/, /<p[^>]*>[^<]{80,}/],
  },
  dataProtection: {
    path: () => en("dataProtection"),
    shows: () => [/<h1[^>]*>[^<]+<\/h1>/, /<p[^>]*>[^<]{80,}/],
  },
  imprint: { path: () => en("imprint"), shows: () => [/<h1[^>]*>[^<]+<\/h1>/, /<p[^>]*>[^<]{40,}/] },
  camShows: {
    path: () => en("camShows"),
    shows: () => ["Moonlight show", actorName, timeElement(showStart), `>${berlinTime(showStart)}<`],
  },
  actorProfile: { path: () => en("actorProfile", actor()), shows: () => [actorName, "Pier pictures"] },
  actorAbout: { path: () => en("actorAbout", actor()), shows: () => ["Nora loves sailing"] },
  actorVideos: { path: () => en("actorVideos", actor()), shows: () => ["Harbour walk"] },
  actorVideosTag: {
    path: () => en("actorVideosTag", { ...actor(), tagGroup: "sunset" }),
    shows: () => ["Harbour walk"],
  },
  actorVideosClassic: { path: () => en("actorVideosClassic", actor()), shows: () => ["Old lighthouse"] },
  actorVideo: { path: () => en("actorVideo", { ...actor(), videoId }), shows: () => ["Harbour walk"] },
  actorPictures: { path: () => en("actorPictures", actor()), shows: () => ["Pier pictures"] },
  actorAlbum: { path: () => en("actorAlbum", { ...actor(), albumId }), shows: () => ["Pier pictures"] },
  actorLiveShow: {
    path: () => en("actorLiveShow", actor()),
    shows: () => ["Moonlight show", timeElement(showStart), `>${berlinTime(showStart)}<`],
  },
  actorTopCams: { path: () => en("actorTopCams", actor()), shows: () => [actorName] },
  contests: { path: () => en("contests"), shows: () => ["Sailing contest", timeElement(contestEnd)] },
  contest: {
    path: () => en("contest", { id: contestId }),
    shows: () => ["Sailing contest", "Harbour walk", actorName, timeElement(contestEnd)],
  },
  vipClub: {
    path: () => en("vipClub"),
    shows: () => ["Members cove", /<h1[^>]*>Everything VIP, one monthly price.<\/h1>/],
  },
  feed: {
    path: () => en("feed"),
    shows: () => [/<h1[^>]*>Feed<\/h1>/, "Sunset on deck", "Nora&#x27;s words from the harbour"],
  },
  feedPost: {
    path: () => en("feedPost", { postId }),
    shows: () => [/<h1[^>]*>Sunset on deck<\/h1>/, "Nora&#x27;s words from the harbour", actorName],
  },
  actorFeed: { path: () => en("actorFeed", actor()), shows: () => ["Sunset on deck", actorName] },
  blog: {
    path: () => en("blog"),
    shows: () => [/<h1[^>]*>Blog<\/h1>/, "Harbour news", "What happened at the pier"],
  },
  blogCategory: {
    path: () => en("blogCategory", { category: "news" }),
    shows: () => [/<h1[^>]*>News<\/h1>/, "Harbour news"],
  },
  blogArchive: {
    path: () => en("blogArchive", { year: new Date(NOW.getTime() - DAY).getUTCFullYear() }),
    shows: () => ["Harbour news", `${new Date(NOW.getTime() - DAY).getUTCFullYear()}`],
  },
  blogPost: {
    path: () => en("blogPost", { slug: "harbour-news" }),
    shows: () => [
      /<h1[^>]*>Harbour news<\/h1>/,
      "<h2>The pier</h2>",
      "<strong>everywhere</strong>",
      actorName,
    ],
  },
  tvLivestream: {
    path: () => en("tvLivestream"),
    shows: () => [/<h1[^>]*>Velvet TV<\/h1>/, "Programme", "News about free TV", "Tonight on free TV"],
  },
  dailyDeals: {
    path: () => en("dailyDeals"),
    shows: () => [
      /<h1[^>]*>Daily deals<\/h1>/,
      "Harbour day of VIP",
      "Tomorrow at the pier",
      "Log in to claim",
    ],
  },
  eventAdventCalendar: {
    path: () => en("eventAdventCalendar"),
    shows: () => [/<h1[^>]*>Advent calendar<\/h1>/, "Open today&#x27;s door for a free gift"],
  },
  eventGoldrush: {
    path: () => en("eventGoldrush"),
    shows: () => [
      /<h1[^>]*>Harbour goldrush<\/h1>/,
      "How to earn gold",
      "Daily visit",
      "Three harbour visits",
      "Pier nugget",
      "Join the Goldrush",
    ],
  },
  eventWetnwild: {
    path: () => en("eventWetnwild"),
    shows: () => [/<h1[^>]*>Wet and wild<\/h1>/, "Three waves, one prize behind each"],
  },
  eventSlotMachine: {
    path: () => en("eventSlotMachine"),
    shows: () => [/<h1[^>]*>Slot machine<\/h1>/, "Three reels, free pulls every day"],
  },
  eventWiesnShooting: {
    path: () => en("eventWiesnShooting"),
    shows: () => [/<h1[^>]*>Wiesn shooting gallery<\/h1>/, "aim at one of five targets"],
  },
  eventWiesnBude: {
    path: () => en("eventWiesnBude"),
    shows: () => [/<h1[^>]*>Wiesn booth<\/h1>/, "Every gingerbread heart at the booth"],
  },
  eventVenusAttacks: {
    path: () => en("eventVenusAttacks"),
    shows: () => [/<h1[^>]*>Venus attacks<\/h1>/, "Three saucers from Venus"],
  },
  eventHalloween: {
    path: () => en("eventHalloween"),
    shows: () => [/<h1[^>]*>Halloween treats<\/h1>/, "Trick or treat"],
  },
  eventKickIt: {
    path: () => en("eventKickIt"),
    shows: () => [/<h1[^>]*>Kick it 2025<\/h1>/, "One shot a day at the goal"],
  },
  eventRewardBox: {
    path: () => en("eventRewardBox"),
    shows: () => [/<h1[^>]*>Reward box<\/h1>/, "Three wrapped boxes"],
  },
  newsletterUnsubscribe: {
    path: () => en("newsletterUnsubscribe"),
    shows: () => [
      /<h1[^>]*>Unsubscribe from newsletters<\/h1>/,
      "Stop a newsletter with one click",
      "noindex",
    ],
  },
  vrPorn: {
    path: () => en("vrPorn"),
    shows: () => [/<h1[^>]*>VR porn<\/h1>/, "Virtual-reality videos put you in the room", "VR porn"],
  },
  tvPremiumLivestream: {
    path: () => en("tvPremiumLivestream"),
    shows: () => [/<h1[^>]*>Velvet TV Premium<\/h1>/, "Programme"],
  },
  contentReport: {
    path: () => en("contentReport"),
    shows: () => [/<h1[^>]*>Report content<\/h1>/, "Send report", "Illegal content"],
  },
  helpCenter: {
    path: () => en("helpCenter"),
    shows: () => [/<h1[^>]*>Help centre<\/h1>/, "How is a live chat billed?"],
  },
  modelRecruitment: {
    path: () => en("modelRecruitment"),
    shows: () => [/<h1[^>]*>Become a Velvet model<\/h1>/, "Date of birth", "Send application"],
  },
  tvMediaSeries: {
    path: () => en("tvMediaSeries"),
    shows: () => [/<h1[^>]*>TV series<\/h1>/, "Harbour Tales", "Episodes: 1"],
  },
  tvMediathekSeries: {
    path: () => en("tvMediathekSeries", { series: "harbour-tales" }),
    shows: () => [
      /<h1[^>]*>Harbour Tales<\/h1>/,
      "Stories from the pier",
      "The first boat",
      "Making of Harbour Tales",
      "<strong>at dawn</strong>",
    ],
  },
  tvMediathekVideos: {
    path: () => en("tvMediathekVideos", { key: "harbour-tales" }),
    shows: () => [/<h1[^>]*>The first boat<\/h1>/, "Harbour Tales", "Watch episode", actorName],
  },
  eventEaster: {
    path: () => en("eventEaster"),
    shows: () => [
      /<h1[^>]*>Harbour egg hunt<\/h1>/,
      "Harbour coins",
      "Mystery prize",
      "Log in",
      "How it works",
    ],
  },
  affiliateProgram: {
    path: () => en("affiliateProgram"),
    shows: () => [/<h1[^>]*>Affiliate program<\/h1>/, "Your site or channel", "Send application"],
  },
};

/**
 * Headings that go down more than one level from the one before (h1 then h3): screen-reader users
 * navigate by the outline, and Lighthouse and axe flag it (heading-order).
 */
function skippedHeadings(html: string): string[] {
  const headings = [...html.matchAll(/<h([1-6])\b[^>]*>([\s\S]*?)<\/h\1>/gi)].map((found) => ({
    level: Number(found[1]),
    text: (found[2] ?? "")
      .replace(/<[^>]+>/g, "")
      .trim()
      .slice(0, 40),
  }));
  return headings.flatMap((heading, index) => {
    const before = headings[index - 1];
    return before && heading.level > before.level + 1
      ? [`h${before.level} "${before.text}" -> h${heading.level} "${heading.text}"`]
      : [];
  });
}

describe("public pages without JavaScript", () => {
  it("has a row for every built public page of the route table", () => {
    const builtPublic = ROUTE_NAMES.filter(
      (name) => ROUTES[name].status === "built" && !PRIVATE.includes(name),
    );
    expect(builtPublic.filter((name) => !PAGES[name])).toEqual([]);
  });

  for (const [name, row] of Object.entries(PAGES) as [RouteName, Row][]) {
    it(`renders the content of ${name} on the server`, async () => {
      const html = await rendered(row.path());
      const missing = row
        .shows()
        .filter((expected) =>
          typeof expected === "string" ? !html.includes(expected) : !expected.test(html),
        )
        .map(String);
      expect(missing, row.path()).toEqual([]);
      expect(skippedHeadings(html), `${row.path()}: heading levels`).toEqual([]);
    });
  }

  it("writes the cam shows' times in Berlin time, the day as its date", async () => {
    const html = await rendered(en("camShows"));
    // 14:00 UTC on 20 November is 15:00 in Berlin (winter time), whatever the server's zone.
    expect(showStart).toBe("2026-11-20T14:00:00.000Z");
    expect(html).toMatch(/<time\b[^>]*datetime="2026-11-20T14:00:00.000Z"[^>]*>15:00<\/time>/i);
    expect(html).toMatch(/<time\b[^>]*datetime="2026-11-20"[^>]*>Today<\/time>/i);
  });
});

/** The site's own links of a page's HTML that lead to a route of the table not built yet. */
function linksToUnbuilt(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)]
    .map((found) => (found[1] ?? "").replace(/&amp;/g, "&"))
    .filter((href) => href.startsWith("/") && !href.startsWith("//"))
    .filter((href) => {
      const match = matchPath(new URL(href, "http://site.test").pathname);
      return match !== null && ROUTES[match.name].status !== "built";
    });
}

describe("links that lead somewhere (issue 27)", () => {
  it("no page links a coming-soon page, in any language, logged out or in", async () => {
    const guest = await signUpGuest(server);
    const cookie = `vv_session=${guest.accessToken}`;
    const publicPaths = (Object.values(PAGES) as Row[]).map((row) => row.path());
    const loggedInPaths = [...PRIVATE.map((name) => en(name)), en("home"), en("videos")];
    const found: string[] = [];
    for (const language of LANGUAGES) {
      for (const [paths, headers] of [
        [publicPaths, {}],
        [loggedInPaths, { cookie }],
      ] as const) {
        for (const path of paths.map((english) => matchedIn(english, language))) {
          const html = await (await server.fetch(path, { headers })).text();
          found.push(...linksToUnbuilt(html).map((href) => `${path} -> ${href}`));
        }
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  it("offers the cam shows and the free chat in the main menu and the footer", async () => {
    for (const language of LANGUAGES) {
      const html = await (await server.fetch(language === "de" ? "/" : `/${language}/`)).text();
      const nav = /<nav class="navbar-links"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
      const footer = /<footer[\s\S]*?<\/footer>/.exec(html)?.[0] ?? "";
      for (const name of ["camShows", "freeChat"] as const) {
        const href = `href="${buildPath(language, name)}"`;
        expect(nav, `${language} main menu: ${name}`).toContain(href);
        expect(footer, `${language} footer: ${name}`).toContain(href);
      }
    }
  });
});

/** The same page in another language: the route of an English path, built in that language. */
function matchedIn(path: string, language: string): string {
  const match = matchPath(path);
  if (!match) throw new Error(`no route for ${path}`);
  return (buildPath as (language: string, name: RouteName, params?: Record<string, string>) => string)(
    language,
    match.name,
    match.params,
  );
}

describe("the blog in two languages", () => {
  it("renders a post in German at its German address with its German alternate only where it is written", async () => {
    const german = await rendered("/de/blog/harbour-news/");
    expect(german).toMatch(/<h1[^>]*>Hafennachrichten<\/h1>/);
    expect(german).toContain("<h2>Der Steg</h2>");
    expect(german).toContain('hrefLang="en"');
    const html = await (await server.fetch("/de/blog/harbour-news/")).text();
    expect(html).toContain('"@type":"BlogPosting"');
    expect(html).not.toMatch(/hreflang="es"[^>]*harbour-news/i);
    expect((await server.fetch("/es/blog/harbour-news/")).status).toBe(404);
  });
});

describe("the help centre", () => {
  it("answers in German and Spanish, in English for Dutch (marked), with its questions for search engines", async () => {
    expect(await rendered("/de/hilfe/")).toContain("Wie wird ein Livechat abgerechnet?");
    expect(await rendered("/es/ayuda/")).toContain("¿Cómo se cobra un chat en vivo?");
    const dutch = await rendered("/nl/help/");
    expect(dutch).toMatch(/<h1[^>]*>Hulpcentrum<\/h1>/);
    expect(dutch).toMatch(/<div lang="en"[^>]*>[\s\S]*How is a live chat billed\?/);
    const html = await (await server.fetch("/nl/help/")).text();
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"inLanguage":"en"');
  });
});
