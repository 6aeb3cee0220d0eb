import type { GenderType } from "../../common/enums.ts";
import { LANGUAGES, type Localized } from "../../common/languages.ts";
import { isPictureLocked, originalLanguage } from "../modules/catalog/index.ts";
import { type ArtSpec, prng } from "./art.ts";
import { clipKey, clipSeconds, DEMO_CLIP_THUMBNAILS } from "./clips.ts";
import {
  ALBUM_DESCRIPTIONS,
  ALBUM_TITLES,
  aboutText,
  BODY_TYPES,
  CITY_COORDINATES,
  coupleAboutText,
  DEMO_ASMR_TAG,
  DEMO_CATEGORIES,
  DEMO_TAGS,
  EYE_COLORS,
  FEMALE_NAMES,
  HAIR_COLORS,
  HEADLINES,
  HOBBIES,
  MALE_NAMES,
  PARTS,
  PLACES,
  SCENES,
  STAGE_SUFFIXES,
  VIDEO_DESCRIPTIONS,
} from "./demoText.ts";

/** External ids of the demo catalogue in the import (the performer system's ids). */
export const demoId = {
  actor: (slug: string) => `demo-actor-${slug}`,
  video: (index: number) => `demo-video-${String(index + 1).padStart(4, "0")}`,
  album: (index: number) => `demo-album-${String(index + 1).padStart(3, "0")}`,
};

export const DEMO_SEED = 20261122;
const DAY = 86_400_000;

interface ImagePlan {
  path: string;
  spec: ArtSpec;
  alt: Partial<Localized>;
  /** Paid content: written to the protected store, served by signed URL only. */
  protected?: boolean;
}

type Random = () => number;

function helpers(random: Random) {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const chance = (p: number) => random() < p;
  const sample = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length)
      out.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
    return out;
  };
  /** Skewed towards small values: popularity follows a long tail. */
  const skewed = (max: number, power = 3) => Math.floor(random() ** power * max);
  return { int, pick, chance, sample, skewed };
}

const GENDER_TYPE_MIX: [GenderType, number][] = [
  ["F", 44],
  ["M", 6],
  ["FM", 5],
  ["FF", 4],
  ["S", 5],
];

const all = (text: string): Localized => Object.fromEntries(LANGUAGES.map((l) => [l, text])) as Localized;

function joinLocalized(a: Localized, b: Localized, separator: string): Localized {
  return Object.fromEntries(LANGUAGES.map((l) => [l, `${a[l]}${separator}${b[l]}`])) as Localized;
}

/** The demo catalogue as plain rows (no ids yet) and the images they use. */
export function planDemo(options: { now: Date; seed?: number; scale?: number }) {
  const random = prng(options.seed ?? DEMO_SEED);
  const { int, pick, chance, sample, skewed } = helpers(random);
  const now = options.now.getTime();
  const scale = options.scale ?? 1;
  const imagePlans: ImagePlan[] = [];
  const image = (path: string, spec: ArtSpec, alt: Partial<Localized> = {}, isProtected = false) => {
    imagePlans.push({ path, spec, alt, protected: isProtected });
    return path;
  };

  const categoryPlans = DEMO_CATEGORIES.map((c, index) => ({
    slugEn: c.slugEn,
    slugDe: c.slugDe,
    slugEs: c.slugEs,
    name: c.name,
    description: c.description,
    position: index,
    imagePath: image(
      `categories/${c.slugEn}`,
      { seed: index + 1, hue: c.hue, aspect: 16 / 9, motif: "pattern" },
      c.name,
    ),
  }));

  const genderTypes = GENDER_TYPE_MIX.flatMap(([type, count]) =>
    Array.from({ length: Math.max(1, Math.round(count * scale)) }, () => type),
  );
  // Shuffle so types are spread over the catalogue.
  for (let i = genderTypes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [genderTypes[i], genderTypes[j]] = [genderTypes[j] as GenderType, genderTypes[i] as GenderType];
  }

  const usedNames = new Set<string>();
  const uniqueName = (make: () => string) => {
    for (;;) {
      const name = make();
      if (!usedNames.has(name.toLowerCase())) {
        usedNames.add(name.toLowerCase());
        return name;
      }
    }
  };

  const newActorCount = Math.round(15 * scale);
  const actorPlans = genderTypes.map((genderType, index) => {
    const female = () => pick(FEMALE_NAMES);
    const name = uniqueName(() => {
      switch (genderType) {
        case "M":
          return `${pick(MALE_NAMES)}${pick(STAGE_SUFFIXES)}`;
        case "FM":
          return `${female()}And${pick(MALE_NAMES)}`;
        case "FF": {
          const [a, b] = sample(FEMALE_NAMES, 2);
          return `${a}And${b}`;
        }
        default:
          return `${female()}${pick(STAGE_SUFFIXES)}`;
      }
    });
    const gender = genderType === "M" ? "M" : genderType === "FM" ? "N" : "F";
    const place = pick(PLACES);
    const city = pick(place.cities);
    const languages = [
      ...new Set([...place.languages, ...(chance(0.7) ? ["en"] : []), ...(chance(0.2) ? ["de"] : [])]),
    ];
    const hue = int(0, 359);
    const slug = `a${String(index + 1).padStart(3, "0")}`;
    const age = genderType === "FM" || index % 9 === 0 ? int(30, 48) : int(19, 36);
    const birth = new Date(now - age * 365.25 * DAY - int(0, 364) * DAY);
    const isNew = index < newActorCount;
    const registeredAt = new Date(isNew ? now - int(1, 59) * DAY : now - int(90, 6 * 365) * DAY);
    const isOnline = chance(0.28);
    const [hobbyA, hobbyB] = sample(HOBBIES, 2) as [Localized, Localized];
    const about =
      genderType === "FM" || genderType === "FF"
        ? coupleAboutText(name, city)
        : aboutText(name, city, hobbyA, hobbyB);
    // About a fifth of the actors wrote their headline and about text only in their own language
    // (where the site has it): other languages' pages show it in hers, marked with `lang`.
    const own = chance(0.2) ? originalLanguage(languages) : null;
    const trim = (text: Localized): Partial<Localized> => (own ? { [own]: text[own] } : text);
    const priceVideoChat = int(6, 14);
    const sedcardCount = int(2, 4);
    const sedcards = Array.from({ length: sedcardCount }, (_, i) =>
      image(
        `actors/${slug}/sedcard-${i + 1}`,
        {
          seed: index * 100 + i,
          hue: (hue + i * 25) % 360,
          aspect: 3 / 4,
          motif: "portrait",
          shortHair: genderType === "M",
          watermark: name,
        },
        all(name),
      ),
    );
    const cover = image(
      `actors/${slug}/cover`,
      { seed: index * 100 + 50, hue, aspect: 21 / 9, motif: "scene", title: name, caption: city },
      all(name),
    );
    return {
      slug,
      hue,
      row: {
        name,
        gender: gender as "N" | "M" | "F",
        genderType,
        birthDate: birth.toISOString().slice(0, 10),
        country: place.country,
        city,
        latitude: CITY_COORDINATES[city]?.[0] ?? null,
        longitude: CITY_COORDINATES[city]?.[1] ?? null,
        languages,
        headline: trim(
          pick(
            genderType === "M"
              ? ([HEADLINES[0], HEADLINES[4], HEADLINES[5], HEADLINES[7]] as Localized[])
              : HEADLINES,
          ),
        ),
        about: trim(about),
        heightCm: genderType === "M" ? int(172, 195) : int(152, 182),
        eyeColor: pick(EYE_COLORS),
        hairColor: pick(HAIR_COLORS),
        bodyType: pick(BODY_TYPES),
        isOnline,
        onlineSince: isOnline ? new Date(now - int(2, 180) * 60_000) : null,
        isOnlineMobileVideocall: isOnline && chance(0.3),
        freeChat: isOnline && chance(0.15),
        isCurrentlyTicketShow: isOnline && chance(0.08),
        isLivePreviewEnabled: chance(0.85),
        isVoyeurChatAvailable: chance(0.4),
        isAvailableForConversionChat: chance(0.3),
        bannedCountryCodes: chance(0.1) ? [place.country === "DE" ? "AT" : "DE"] : [],
        priceVideoChat,
        priceSingleC2c: priceVideoChat + int(2, 6),
        priceMessage: int(1, 3),
        priceVoyeur: Math.max(2, Math.round(priceVideoChat / 2)),
        voucherChatMinutes: chance(0.2) ? pick([3, 5, 10]) : 0,
        freeMessages: chance(0.3) ? pick([1, 3, 5]) : 0,
        registeredAt,
      },
      avatarPath: sedcards[0] as string,
      coverPath: cover,
      sedcardPaths: sedcards,
      /** How productive the actor is: a few have many videos, most a handful. */
      weight: 0.3 + random() ** 2 * 3 + (isNew ? 0.2 : 0),
    };
  });

  const totalWeight = actorPlans.reduce((sum, a) => sum + a.weight, 0);
  const pickActor = () => {
    let r = random() * totalWeight;
    for (const actor of actorPlans) {
      r -= actor.weight;
      if (r <= 0) return actor;
    }
    return actorPlans[actorPlans.length - 1] as (typeof actorPlans)[number];
  };
  const actorIndex = new Map(actorPlans.map((a, i) => [a, i]));

  const videoCount = Math.round(420 * scale);
  const videoPlans = Array.from({ length: videoCount }, (_, index) => {
    // Every actor has at least one video; the rest follow the weights.
    const actor =
      index < actorPlans.length ? (actorPlans[index] as (typeof actorPlans)[number]) : pickActor();
    const registered = actor.row.registeredAt.getTime();
    const future = index % 53 === 7;
    const ageDays = Math.max(0, Math.floor((now - registered) / DAY));
    const releasedAt = future
      ? new Date(now + int(1, 20) * DAY)
      : new Date(now - Math.min(ageDays, skewed(1100, 1.6)) * DAY - int(0, 86_399) * 1000);
    const scene = pick(SCENES);
    const title = chance(0.15) ? joinLocalized(scene, pick(PARTS), " – ") : scene;
    const free = chance(0.08);
    const vip = !free && chance(0.1);
    const basePrice = free ? 0 : pick([12, 16, 20, 24, 28, 32, 40, 48, 60]);
    const onSale = !free && chance(0.13);
    const price = onSale ? Math.max(4, Math.round(basePrice * pick([0.5, 0.6, 0.7, 0.8]))) : basePrice;
    const daysOld = (now - releasedAt.getTime()) / DAY;
    const popularity = future ? 0 : random() ** 2.5;
    const views = Math.round(popularity * 40_000) + int(20, 400);
    const likes = Math.round(views * (0.02 + random() * 0.05));
    const slugVideo = `videos/v${String(index + 1).padStart(4, "0")}`;
    const description = pick(VIDEO_DESCRIPTIONS)(actor.row.name);
    // Lengths were drawn before the clips had lengths; the draw stays (its value unused) so the
    // rest of the catalogue is the same as before.
    if (chance(0.25)) int(45, 240);
    else int(240, 2700);
    return {
      actor,
      row: {
        title,
        description,
        // What the page says is what plays: a demo video lasts as long as the clip it shares.
        durationSec: clipSeconds(index),
        ageRating: chance(0.15) ? 16 : 18,
        vip,
        isVip30Offer: vip && chance(0.3),
        free,
        camRecording: chance(0.1),
        classic: daysOld > 700 && chance(0.35),
        price,
        basePrice,
        dailyBonusPrice: !free && chance(0.05) ? Math.max(1, Math.round(price / 2)) : null,
        previewThumbnailCount: Math.max(int(6, 12), DEMO_CLIP_THUMBNAILS), // keeps the draw: same catalogue
        mediaKey: clipKey(index),
        likes,
        dislikes: Math.round(likes * random() * 0.08),
        views,
        salesCount: free ? 0 : Math.round(views * (0.005 + random() * 0.02)),
        contestPlace: null as number | null,
        releasedAt,
      },
      previewPath: image(
        slugVideo,
        {
          seed: 10_000 + index,
          hue: (actor.hue + int(-30, 30) + 360) % 360,
          aspect: 16 / 9,
          motif: "scene",
          watermark: actor.row.name,
        },
        title,
      ),
      categorySlugs: sample(
        categoryPlans.filter((c) =>
          actor.row.genderType === "FM" || actor.row.genderType === "FF"
            ? c.slugEn !== "solo"
            : c.slugEn !== "couples",
        ),
        int(1, 3),
      ).map((c) => c.slugEn),
      tagKeys: withAsmr(sample(DEMO_TAGS, int(2, 5)).map((t) => t.groupKey)),
      trending: !future && daysOld < 30 && chance(0.5),
    };
  });
  // Contest winners among the best liked.
  [...videoPlans]
    .sort((a, b) => b.row.likes - a.row.likes)
    .slice(0, 3)
    .forEach((video, place) => {
      video.row.contestPlace = place + 1;
    });

  const today = new Date(now);
  const activity = videoPlans.flatMap((video, videoIndex) =>
    video.trending
      ? Array.from({ length: 8 }, (_, d) => {
          const day = new Date(today.getTime() - d * DAY).toISOString().slice(0, 10);
          const views = int(5, 400);
          return { videoIndex, day, views, sales: Math.floor(views * random() * 0.05) };
        })
      : [],
  );

  const albumCount = Math.round(84 * scale);
  const albumPlans = Array.from({ length: albumCount }, (_, index) => {
    const actor =
      index < actorPlans.length ? (actorPlans[index] as (typeof actorPlans)[number]) : pickActor();
    const slug = `albums/p${String(index + 1).padStart(3, "0")}`;
    const title = pick(ALBUM_TITLES);
    const pictureCount = int(4, 8);
    const free = chance(0.1);
    const pictures = Array.from({ length: pictureCount }, (_, i) =>
      image(
        `${slug}-${i + 1}`,
        {
          seed: 50_000 + index * 20 + i,
          hue: (actor.hue + i * 15) % 360,
          aspect: 3 / 4,
          motif: i % 3 === 2 ? "scene" : "portrait",
          watermark: actor.row.name,
        },
        title,
        // Pictures behind the paywall (after the free previews) are paid content.
        !free && isPictureLocked({ free }, i),
      ),
    );
    const basePrice = free ? 0 : pick([4, 6, 8, 12, 16, 20, 30]);
    const onSale = !free && chance(0.12);
    const registered = actor.row.registeredAt.getTime();
    const releasedAt = new Date(Math.max(registered, now - skewed(900, 1.5) * DAY) - int(0, 86_399) * 1000);
    const totalViews = Math.round(random() ** 2 * 12_000) + int(10, 200);
    const likes = Math.round(totalViews * (0.02 + random() * 0.04));
    return {
      actor,
      row: {
        title,
        description: pick(ALBUM_DESCRIPTIONS)(actor.row.name),
        ageRating: chance(0.3) ? 18 : 16,
        free,
        price: onSale ? Math.max(2, Math.round(basePrice * 0.7)) : basePrice,
        basePrice,
        isVipContent: !free && chance(0.1),
        isPrivateShop: !free && chance(0.08),
        totalViews,
        likes,
        dislikes: Math.round(likes * random() * 0.06),
        releasedAt: new Date(Math.min(releasedAt.getTime(), now - 3600_000)),
      },
      coverPath: pictures[0] as string,
      picturePaths: pictures,
    };
  });

  return { imagePlans, categoryPlans, actorPlans, actorIndex, videoPlans, activity, albumPlans };
}

/** What planDemo() makes: the demo content before it is stored. */
export type DemoPlan = ReturnType<typeof planDemo>;

/** A video's tags with the asmr group where its tags say its voice is the point (DEMO_ASMR_TAG). */
function withAsmr(tagKeys: string[]): string[] {
  return tagKeys.includes("dirty-talk") ? [...tagKeys, DEMO_ASMR_TAG.groupKey] : tagKeys;
}
