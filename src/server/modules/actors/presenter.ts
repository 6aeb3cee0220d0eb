import {
  MIN_CHAT_RATINGS,
  type TActorPreviewImage,
  type TActorSearchHit,
  type TChatRatings,
  type TProfilePreview,
} from "../../../common/contracts/actors.ts";
import { LANGUAGES, type Language, pickLocalized } from "../../../common/languages.ts";
import { buildPath } from "../../../common/routes/index.ts";
import { type ActorRow, ageOn, type ImageRow } from "../catalog/index.ts";

/** The three spec widths of a public image; null for none or a protected one (never published here). */
export function imageUrls(image: ImageRow | null): TActorPreviewImage["urls"] | null {
  if (!image || image.protected) return null;
  const url = (w: number) => `/media/${image.path}-w${w}.jpg`;
  return { w320: url(320), w640: url(640), w1280: url(1280) };
}

/** The actor's preview picture with its colour and alt text (the actor's name when it has none). */
export function presentPreviewImage(
  actor: { id: number; name: string },
  picture: { source: "avatar" | "sedcard"; image: ImageRow },
  language: Language,
): TActorPreviewImage | null {
  const urls = imageUrls(picture.image);
  if (!urls) return null;
  return {
    actorId: actor.id,
    actorName: actor.name,
    source: picture.source,
    urls,
    width: picture.image.width,
    height: picture.image.height,
    color: picture.image.color,
    alt: pickLocalized(picture.image.alt, language) || actor.name,
  };
}

/** The profile page in every site language. */
export function profileUrls(name: string): TProfilePreview["profileUrls"] {
  return Object.fromEntries(
    LANGUAGES.map((language) => [language, buildPath(language, "actorProfile", { actorName: name })]),
  ) as TProfilePreview["profileUrls"];
}

/** Chat ratings as the preview card shows them: only from MIN_CHAT_RATINGS ratings on. */
export function shownChatRating(ratings: TChatRatings): TProfilePreview["chatRating"] {
  if (ratings.countRatings === null || ratings.satisfactionRate === null) return null;
  if (ratings.countRatings < MIN_CHAT_RATINGS) return null;
  return {
    countRatings: ratings.countRatings,
    satisfactionRate: ratings.satisfactionRate,
    days: ratings.days,
  };
}

/** The compact profile preview card. */
export function presentProfilePreview(
  actor: ActorRow,
  facts: { videos: number; albums: number; ratings: TChatRatings; now: Date },
): TProfilePreview {
  return {
    actorId: actor.id,
    name: actor.name,
    age: ageOn(actor.birthDate, facts.now),
    city: actor.city,
    country: actor.country,
    avatar: imageUrls(actor.avatar),
    isOnline: actor.isOnline,
    freeChat: actor.freeChat,
    counts: { videos: facts.videos, albums: facts.albums },
    prices: {
      videoChatPerMinute: actor.priceVideoChat,
      singlec2cPerMinute: actor.priceSingleC2c,
      message: actor.priceMessage,
      currency: "VXC",
    },
    chatRating: shownChatRating(facts.ratings),
    profileUrls: profileUrls(actor.name),
  };
}

/** An actor of the actor search's result grid. */
export function presentSearchHit(
  row: ActorRow & { avatar: ImageRow | null },
  satisfactionRate: number | null,
  now: Date,
  language: Language,
): TActorSearchHit {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birthDate, now),
    genderType: row.genderType,
    isOnline: row.isOnline,
    country: row.country,
    city: row.city,
    languages: row.languages,
    hairColor: row.hairColor,
    bodyType: row.bodyType,
    pricePerMinute: row.priceVideoChat,
    satisfactionRate,
    avatar: imageUrls(row.avatar),
    url: buildPath(language, "actorProfile", { actorName: row.name }),
  };
}
