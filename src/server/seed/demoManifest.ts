import { createHash } from "node:crypto";
import type { ImportFile, ImportFileSource } from "../modules/catalog/index.ts";
import { hslToHex, renderArt } from "./art.ts";
import { clipKey, clipSeconds, DEMO_CLIPS, renderClip } from "./clips.ts";
import { type DemoPlan, demoId } from "./demoPlan.ts";

/**
 * The demo catalogue as an import manifest: what seedDemo hands to the content import, like an
 * operator's actor_import_full (actors, videos, albums, collections and their files).
 */
/** A demo image is a pure function of its spec, so the spec names its content. */
const ART_VERSION = "art-1";
const specDigest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");

/**
 * The demo catalogue as an import manifest (the same path an operator's actor_import_full takes)
 * and its files: artwork drawn and clips rendered only when the import needs them.
 */
export function demoManifest(plan: DemoPlan) {
  const file = (path: string) => `${path}.jpg`;
  const actorsOut = plan.actorPlans.map((a) => ({
    externalId: demoId.actor(a.slug),
    name: a.row.name,
    gender: a.row.gender,
    genderType: a.row.genderType,
    birthDate: a.row.birthDate,
    country: a.row.country,
    city: a.row.city,
    ...(a.row.latitude === null || a.row.longitude === null
      ? {}
      : { latitude: a.row.latitude, longitude: a.row.longitude }),
    languages: a.row.languages,
    headline: a.row.headline,
    about: a.row.about,
    heightCm: a.row.heightCm,
    eyeColor: a.row.eyeColor,
    hairColor: a.row.hairColor,
    bodyType: a.row.bodyType,
    prices: {
      videoChat: a.row.priceVideoChat,
      singleC2c: a.row.priceSingleC2c,
      message: a.row.priceMessage,
      voyeur: a.row.priceVoyeur,
    },
    voucherChatMinutes: a.row.voucherChatMinutes,
    freeMessages: a.row.freeMessages,
    livePreview: a.row.isLivePreviewEnabled,
    voyeurChat: a.row.isVoyeurChatAvailable,
    conversionChat: a.row.isAvailableForConversionChat,
    bannedCountryCodes: a.row.bannedCountryCodes,
    registeredAt: a.row.registeredAt.toISOString(),
    sedcards: a.sedcardPaths.map((path, position) => ({
      file: file(path),
      ageRating: position === 0 ? 12 : 16,
    })),
    cover: { file: file(a.coverPath) },
  }));
  const videosOut = plan.videoPlans.map((v, index) => ({
    externalId: demoId.video(index),
    actorExternalId: demoId.actor(v.actor.slug),
    title: v.row.title,
    description: v.row.description,
    durationSec: v.row.durationSec,
    ageRating: v.row.ageRating,
    vip: v.row.vip,
    isVip30Offer: v.row.isVip30Offer,
    free: v.row.free,
    camRecording: v.row.camRecording,
    classic: v.row.classic,
    price: v.row.price,
    basePrice: v.row.basePrice,
    ...(v.row.dailyBonusPrice === null ? {} : { dailyBonusPrice: v.row.dailyBonusPrice }),
    releasedAt: v.row.releasedAt.toISOString(),
    categories: v.categorySlugs,
    tags: v.tagKeys,
    preview: { file: file(v.previewPath) },
    clip: `${v.row.mediaKey}.mp4`,
  }));
  const albumsOut = plan.albumPlans.map((a, index) => ({
    externalId: demoId.album(index),
    actorExternalId: demoId.actor(a.actor.slug),
    title: a.row.title,
    description: a.row.description,
    ageRating: a.row.ageRating,
    free: a.row.free,
    price: a.row.price,
    basePrice: a.row.basePrice,
    isVipContent: a.row.isVipContent,
    isPrivateShop: a.row.isPrivateShop,
    releasedAt: a.row.releasedAt.toISOString(),
    // The cover (first picture) is 16-rated, so an 18-rated album's tile shows to everybody.
    pictures: a.picturePaths.map((path, position) =>
      position === 0 && a.row.ageRating > 16
        ? { file: file(path), ageRating: 16 as const }
        : { file: file(path) },
    ),
  }));

  const files = new Map<string, ImportFile>();
  for (const item of plan.imagePlans) {
    const spec = item.spec;
    const render = () => renderArt(spec);
    files.set(file(item.path), {
      ref: file(item.path),
      sha256: specDigest([ART_VERSION, spec]),
      size: 0,
      kind: "jpeg",
      read: async () => (await render()).files[1280],
      image: {
        width: 1280,
        height: Math.round(1280 / spec.aspect),
        color: hslToHex(spec.hue + 25, 60, 16),
        variants: async () => (await render()).files,
      },
    });
  }
  for (let clip = 0; clip < DEMO_CLIPS; clip++) {
    const ref = `${clipKey(clip)}.mp4`;
    let rendered: Promise<Buffer> | undefined;
    files.set(ref, {
      ref,
      sha256: specDigest(["clip-2", clip, clipSeconds(clip)]),
      size: 0,
      kind: "mp4",
      // Rendered once however many videos share the clip.
      read: () => {
        rendered ??= renderClip(clip).then((r) => r.full);
        return rendered;
      },
    });
  }
  return {
    manifest: { actors: actorsOut, videos: videosOut, albums: albumsOut, collections: demoCollections(plan) },
    source: { get: (ref: string) => files.get(ref) } satisfies ImportFileSource,
  };
}

/** The demo's curated collections: the best-liked released videos of a kind, 12 each. */
function demoCollections(plan: DemoPlan) {
  const released = plan.videoPlans
    .map((v, index) => ({ v, id: demoId.video(index) }))
    .filter(({ v }) => v.row.releasedAt.getTime() <= Date.now())
    .sort((a, b) => b.v.row.likes - a.v.row.likes);
  const pickOf = (keep: (v: (typeof released)[number]["v"]) => boolean) =>
    released
      .filter(({ v }) => keep(v))
      .slice(0, 12)
      .map(({ id }) => id);
  return [
    {
      externalId: "demo-collection-editors-picks",
      title: {
        en: "Editors' picks",
        de: "Unsere Favoriten",
        es: "Selección del equipo",
        nl: "Onze favorieten",
      },
      description: {
        en: "The videos our guests liked most.",
        de: "Die Videos, die unseren Gästen am besten gefallen.",
        es: "Los vídeos que más gustan a nuestros invitados.",
        nl: "De video's die onze gasten het leukst vinden.",
      },
      position: 0,
      videos: pickOf(() => true),
    },
    {
      externalId: "demo-collection-quickies",
      title: { en: "Quick treats", de: "Kurz und heiß", es: "Rapiditos", nl: "Kort en heet" },
      description: {
        en: "Under five minutes, all of them.",
        de: "Alle unter fünf Minuten.",
        es: "Todos de menos de cinco minutos.",
        nl: "Allemaal korter dan vijf minuten.",
      },
      position: 1,
      videos: pickOf((v) => v.row.durationSec < 300),
    },
    {
      externalId: "demo-collection-classics",
      title: { en: "Classics", de: "Klassiker", es: "Clásicos", nl: "Klassiekers" },
      description: {
        en: "Older favourites that never get old.",
        de: "Ältere Lieblinge, die nie alt werden.",
        es: "Favoritos de siempre que no pasan de moda.",
        nl: "Oudere favorieten die nooit vervelen.",
      },
      position: 2,
      videos: pickOf((v) => v.row.classic),
    },
  ].filter((collection) => collection.videos.length > 0);
}
