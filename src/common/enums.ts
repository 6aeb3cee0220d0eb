/** Enumerations of spec core §3 and content §3. */

export const ACTOR_GENDERS = ["N", "M", "F"] as const;
export type ActorGender = (typeof ACTOR_GENDERS)[number];

/** Gender types: F, M, FM (couple), FF (two women), S (transsexual). */
export const GENDER_TYPES = ["F", "M", "FM", "FF", "S"] as const;
export type GenderType = (typeof GENDER_TYPES)[number];

export const AGE_RATINGS = [12, 16, 18] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];

export const MEDIA_TYPES = ["photo_album", "video"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const COOKIE_CATEGORIES = ["necessary", "functional", "analytics"] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];

export const VOUCHER_TYPES = {
  video: 1,
  videoChat: 2,
  credits: 3,
  photoAlbum: 4,
  messages: 5,
  messengerGift: 6,
  liveShow: 7,
  privateShow: 8,
  bonusCode: 9,
  spins: 10,
} as const;

export const NEWSLETTER_TYPES = { vipClub: 1024, lateNight: 512, vrPorn: 2048, contests: 256 } as const;
