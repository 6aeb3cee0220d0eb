import { contentExtensions } from "./extensions.ts";

/**
 * The content service's schema (SDL). Ids are Int (the catalogue's integer keys). Texts come in the
 * request's `language` (query parameter de, en, es, nl; fallback en). Fields that read the guest's
 * own data (guestInfo, pinned) need a guest token and answer an UNAUTHENTICATED error otherwise.
 * Other areas add their fields with `extend type` in `extensions.ts`.
 */
export const baseTypeDefs = /* GraphQL */ `
  type Query {
    "Videos by filter and order (spec content §3 Video filter); an unmapped category or type answers 'Unmapped category'."
    videos(filter: VideoFilter, order: VideoOrder = NEWEST, first: Int = 30, offset: Int = 0): VideoPage!
    "One released video, or null."
    video(id: Int!): Video
    "Released albums, newest first."
    albums(filter: AlbumFilter, first: Int = 30, offset: Int = 0): AlbumPage!
    "One released album, or null."
    album(id: Int!): Album
    "Actors (models) by filter and order."
    models(filter: ModelFilter, order: ModelOrder = ONLINE, first: Int = 30, offset: Int = 0): ModelPage!
    "One actor by id, or null."
    model(id: Int!): Model
    "The guest's pinned actors, online first, filled up with online actors (anonymous: online actors)."
    preferredModels(first: Int = 3): [Model!]!
    "Actors like the given one (same gender type), online first; without an actor the newest online actors."
    recommendedModels(actorId: Int, first: Int = 4): [Model!]!
    "Videos recommended by an actor (their best-liked) or by an album (its actor's videos)."
    recommendedVideos(actorId: Int, albumId: Int, first: Int = 12): [Video!]!
    "Albums recommended by an actor (their newest) or by an album (its actor's other albums)."
    recommendedAlbums(actorId: Int, albumId: Int, first: Int = 12): [Album!]!
    "The actors with the most video sales."
    videoStars(first: Int = 100): [VideoStar!]!
    "SEO texts for tag or category keys (category slugs in any language, or tag group keys)."
    seoTexts(tags: [String!]!): [SeoText!]!
    "Banners of a placement; the platform has no banner inventory yet, so the list is empty."
    banners(placement: String): [Banner!]!
    "The legal documents (PP privacy policy, GTC terms, IMP imprint) in the request language."
    legalTexts(types: [LegalTextType!]): [LegalText!]!
    "Lists the clients map their choices from."
    lookups: Lookups!
    "Small actor shapes by ids (spec content §3 Lookups), in the order asked; unknown ids are left out."
    actorLookups(ids: [Int!]!): [ActorLookup!]!
    "Small video shapes by ids, in the order asked; unknown or unreleased ids are left out."
    videoLookups(ids: [Int!]!): [VideoLookup!]!
    "A top-cams list (at most 100; ranking rules in docs/decisions.md); online keeps only actors online now."
    topCams(type: TopCamType = TOP100, online: Boolean = false): [TopCam!]!
    "The guest's free-chat minutes and live previews left today (reset at midnight Berlin); needs a guest token."
    freeChatDuration: FreeChatDuration!
    "Online actors available for a conversion chat (free for a new guest while the guest's countdown runs), longest online first."
    conversionChatActors(first: Int = 30): [Model!]!
  }

  "The daily free allowances of live chat (docs/decisions.md 'Free chat and preview limits')."
  type FreeChatDuration {
    "Free-chat minutes per day (VIP more)."
    allowanceMinutes: Int!
    "Free-chat minutes watched today (each started minute counts)."
    usedMinutes: Int!
    minutesLeft: Int!
    "Live previews per day (5, VIP 20)."
    previewLimit: Int!
    previewsUsed: Int!
    previewsLeft: Int!
    "The next midnight in Berlin (ISO 8601), when both start again."
    resetsAt: String!
  }

  "Top-cams lists (spec core §2)."
  enum TopCamType {
    "By points: 2 per satisfied chat rating of the last 90 days plus 1 per favourite pin."
    TOP100
    "By favourite pins."
    FAVORITES
    "By paid chat minutes of the last 30 days (real sessions), ties by satisfaction; then actors with 10+ ratings in 90 days."
    BEST_CHATS
    "By VIDEO_CALL minutes of the last 30 days (real sessions), ties by satisfaction, then online for a video call."
    TOP_VIDEOCALL
    "Women (gender type F), ranked as TOP100."
    WOMEN
    "Men (M), ranked as TOP100."
    MEN
    "Couples (FM, FF), ranked as TOP100."
    COUPLES
    "Trans (S), ranked as TOP100."
    TRANS
    "Registered in the last 60 days, ranked as TOP100."
    NEWCOMERS
  }

  type TopCamPrice {
    value: Int!
    currency: String!
    symbol: String!
  }

  type TopCamVideocallPrice {
    singleC2CChat: TopCamPrice!
  }

  "One entry of a top-cams list (spec content §3 Top cam)."
  type TopCam {
    rank: Int!
    id: Int!
    name: String!
    "Path of the profile page in the request language."
    profileLink: String!
    online: Boolean!
    onlineVideocall: Boolean!
    age: Int!
    previewPicture: Image
    avatarPicture: Image
    spokenLanguages: [String!]!
    pinnedCount: Int!
    "Chat ratings of the last 90 days; null below 10."
    ratingCount: Int
    "0–100; null below 10 ratings in 90 days."
    satisfactionRate: Int
    "Charged VIDEO_CALL minutes of the last 30 days."
    rankingPointsVideoCall: Int!
    videocallPrice: TopCamVideocallPrice!
  }

  enum VideoOrder {
    TOP_RATED
    NEWEST
    DISCOUNT
    TRENDING
    BEST_SELLING
    PRICE_ASC
    PRICE_DESC
    LONGEST
  }

  "Type flags: true keeps only such videos, false leaves them out. vxselect and shared are unmapped here."
  input VideoTypeFlags {
    free: Boolean
    premium: Boolean
    discount: Boolean
    vip: Boolean
    "Needs a guest token."
    bought: Boolean
    trending: Boolean
    vxselect: Boolean
    vip30: Boolean
    classic: Boolean
    shared: Boolean
    original: Boolean
  }

  input VideoFilter {
    modelIds: [Int!]
    "Gender types of the acting actor (F, M, FM, FF, S)."
    actingGroups: [String!]
    ids: [Int!]
    "Tag group keys."
    tags: [String!]
    "Category slugs in the request language (nl uses the en slugs)."
    categories: [String!]
    categoryIds: [Int!]
    "ISO 8601 date-time."
    releasedFrom: String
    releasedUntil: String
    types: VideoTypeFlags
  }

  input AlbumFilter {
    modelIds: [Int!]
    free: Boolean
  }

  enum ModelOrder {
    ONLINE
    NEWEST
    NAME
  }

  input ModelFilter {
    ids: [Int!]
    online: Boolean
    "Registered within the last NEW_ACTOR_DAYS days."
    new: Boolean
    genders: [String!]
    genderTypes: [String!]
  }

  type Price {
    value: Int!
    currency: String!
  }

  type Image {
    src: String!
    srcSet: String!
    width: Int!
    height: Int!
    color: String!
  }

  type Rating {
    likes: Int!
    dislikes: Int!
  }

  type Tag {
    groupKey: String!
    name: String!
  }

  type ContestInfo {
    place: Int
  }

  type VideoGuestInfo {
    "The guest owns the video (bought with coins or with a voucher)."
    bought: Boolean!
    "A voucher paid for it (vouchers are given by bonus codes), not coins."
    gifted: Boolean!
    "A VIP video while the guest's VIP subscription runs."
    flatrate: Boolean!
    liked: Boolean!
    disliked: Boolean!
  }

  type Video {
    id: Int!
    title: String!
    "The language the title is in: the request language where the performer has it, else the one shown instead."
    titleLanguage: String!
    description: String!
    descriptionLanguage: String!
    duration: Int!
    ageRating: Int!
    vip: Boolean!
    isVip30Offer: Boolean!
    free: Boolean!
    new: Boolean!
    camRecording: Boolean!
    classic: Boolean!
    onSale: Boolean!
    price: Price!
    basePrice: Price!
    dailyBonusPrice: Price
    preview: Image
    previewVideoUrl: String
    previewThumbnails: Int!
    rating: Rating!
    model: Model!
    contestInfo: ContestInfo!
    "Needs a guest token."
    guestInfo: VideoGuestInfo
    releasedAt: String!
    "Path of the video page in the request language."
    url: String!
    "Absolute URL of the video page."
    linkVX: String!
    tags: [Tag!]!
  }

  type VideoPage {
    total: Int!
    items: [Video!]!
  }

  type ModelPrices {
    video: Price!
    singlec2c: Price!
    message: Price!
    voyeur: Price!
    voucherChatMinutes: Int!
  }

  type Model {
    id: Int!
    name: String!
    age: Int!
    gender: String!
    genderType: String!
    isOnline: Boolean!
    isNew: Boolean!
    isOnlineMobileVideocall: Boolean!
    freeChat: Boolean!
    avatar: Image
    headline: String!
    "The language the headline is in (the request language where the performer has it)."
    headlineLanguage: String!
    country: String!
    languages: [String!]!
    prices: ModelPrices!
    "Path of the profile page in the request language."
    url: String!
    "Needs a guest token."
    pinned: Boolean
  }

  type ModelPage {
    total: Int!
    items: [Model!]!
  }

  type AlbumGuestInfo {
    bought: Boolean!
    liked: Boolean!
    disliked: Boolean!
    pinned: Boolean!
  }

  type Album {
    id: Int!
    title: String!
    "The language the title is in (the request language where the performer has it)."
    titleLanguage: String!
    description: String!
    descriptionLanguage: String!
    ageRating: Int!
    free: Boolean!
    isVipContent: Boolean!
    isPrivateShop: Boolean!
    price: Price!
    basePrice: Price!
    cover: Image
    pictureCount: Int!
    albumTotalViews: Int!
    guestRatingLikes: Int!
    guestRatingDislikes: Int!
    type: String!
    actor: Model!
    "Needs a guest token."
    guestInfo: AlbumGuestInfo
    url: String!
  }

  type AlbumPage {
    total: Int!
    items: [Album!]!
  }

  type VideoStar {
    rank: Int!
    sales: Int!
    videoCount: Int!
    model: Model!
  }

  type SeoText {
    key: String!
    title: String!
    text: String
  }

  type Banner {
    imagePath: String!
    onClickUrl: String!
    onClickType: String!
    relatedActorId: Int
    containerClassSuffix: String
  }

  enum LegalTextType {
    PP
    GTC
    IMP
  }

  "A version of a legal text in force (issue 29: versions are kept; the id downloads this one)."
  type LegalText {
    "The version's id: GET /rest/v1/asset/legal-text/download/{id} gives it as a file."
    id: String!
    type: LegalTextType!
    product: String!
    version: String!
    language: String!
    title: String!
    description: String!
    "Sanitized HTML; headings start at h2 (the title is the page's h1)."
    html: String!
    "When this version came into force (ISO 8601)."
    published: String!
    "The download address of this version."
    download: String!
  }

  type Category {
    id: Int!
    name: String!
    description: String!
    slug: String!
    url: String!
    videoCount: Int!
    image: Image
  }

  type Language {
    code: String!
    name: String!
  }

  type Lookups {
    categories: [Category!]!
    tags: [Tag!]!
    languages: [Language!]!
    videoOrders: [VideoOrder!]!
    videoTypeFlags: [String!]!
    genderTypes: [String!]!
  }

  type ActorLookup {
    id: Int!
    name: String!
    online: Boolean!
    link: String!
    avatarUrl: String
  }

  type VideoLookup {
    id: Int!
    title: String!
    link: String!
    duration: Int!
    preview: Image
    model: ActorLookup!
  }
`;

/** The full SDL: the base schema and every extension's. */
export function contentTypeDefs(): string {
  return [baseTypeDefs, ...contentExtensions.map((e) => e.typeDefs)].join("\n");
}
