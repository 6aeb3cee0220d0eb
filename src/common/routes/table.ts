/**
 * The route table of spec core §2 with our German and Spanish slugs. Patterns are relative to the
 * language prefix (see builders.ts); `:name` marks a parameter. nl uses the en pattern under /nl/.
 * `status` says whether the page is built or answers with a localized "coming soon" page.
 */
export type RouteStatus = "built" | "soon";

export interface RouteDef {
  readonly en: string;
  readonly de: string;
  readonly es: string;
  readonly status: RouteStatus;
}

export const ROUTES = {
  home: { en: "", de: "", es: "", status: "built" },
  searchVideos: {
    en: "search/videos/:searchPattern/",
    de: "suche/videos/:searchPattern/",
    es: "buscar/videos/:searchPattern/",
    status: "built",
  },
  newGirls: { en: "new-girls/", de: "neue-girls/", es: "chicas-nuevas/", status: "built" },
  actorProfile: {
    en: "amateur/:actorName/",
    de: "amateur/:actorName/",
    es: "amateur/:actorName/",
    status: "built",
  },
  actorAbout: {
    en: "amateur/:actorName/about-me/",
    de: "amateur/:actorName/ueber-mich/",
    es: "amateur/:actorName/sobre-mi/",
    status: "built",
  },
  actorVideos: {
    en: "amateur/:actorName/videos/",
    de: "amateur/:actorName/videos/",
    es: "amateur/:actorName/videos/",
    status: "built",
  },
  actorVideosTag: {
    en: "amateur/:actorName/videos/tag/:tagGroup",
    de: "amateur/:actorName/videos/tag/:tagGroup",
    es: "amateur/:actorName/videos/etiqueta/:tagGroup",
    status: "built",
  },
  actorVideosClassic: {
    en: "amateur/:actorName/videos/classic/",
    de: "amateur/:actorName/videos/klassiker/",
    es: "amateur/:actorName/videos/clasicos/",
    status: "built",
  },
  actorVideo: {
    en: "amateur/:actorName/video/:videoId/",
    de: "amateur/:actorName/video/:videoId/",
    es: "amateur/:actorName/video/:videoId/",
    status: "built",
  },
  actorPictures: {
    en: "amateur/:actorName/pictures/",
    de: "amateur/:actorName/bilder/",
    es: "amateur/:actorName/fotos/",
    status: "built",
  },
  actorAlbum: {
    en: "amateur/:actorName/pictures/:albumId/",
    de: "amateur/:actorName/bilder/:albumId/",
    es: "amateur/:actorName/fotos/:albumId/",
    status: "built",
  },
  actorLiveShow: {
    en: "amateur/:actorName/live-show/",
    de: "amateur/:actorName/live-show/",
    es: "amateur/:actorName/show-en-vivo/",
    status: "built",
  },
  actorTopCams: {
    en: "amateur/:actorName/top-cams/",
    de: "amateur/:actorName/top-cams/",
    es: "amateur/:actorName/top-cams/",
    status: "built",
  },
  actorFeed: {
    en: "amateur/:actorName/feed/",
    de: "amateur/:actorName/feed/",
    es: "amateur/:actorName/feed/",
    status: "built",
  },
  freeChat: { en: "free-chat/", de: "gratis-chat/", es: "chat-gratis/", status: "built" },
  cams: { en: "cams/", de: "cams/", es: "cams/", status: "built" },
  category: {
    en: "categories/:categorySlug/",
    de: "kategorien/:categorySlug/",
    es: "categorias/:categorySlug/",
    status: "built",
  },
  videos: { en: "videos/", de: "videos/", es: "videos/", status: "built" },
  videosFreeClips: {
    en: "videos/free-clips/",
    de: "videos/gratis-clips/",
    es: "videos/clips-gratis/",
    status: "built",
  },
  videosTrends: {
    en: "videos/video-trends/",
    de: "videos/video-trends/",
    es: "videos/tendencias/",
    status: "built",
  },
  videosOnSale: { en: "videos/on-sale/", de: "videos/im-angebot/", es: "videos/en-oferta/", status: "built" },
  videosNew: {
    en: "videos/new-videos/",
    de: "videos/neue-videos/",
    es: "videos/videos-nuevos/",
    status: "built",
  },
  videosAll: {
    en: "videos/all-videos/",
    de: "videos/alle-videos/",
    es: "videos/todos-los-videos/",
    status: "built",
  },
  videosVip: {
    en: "videos/vip-videos/",
    de: "videos/vip-videos/",
    es: "videos/videos-vip/",
    status: "built",
  },
  videosStars: { en: "videos/stars/", de: "videos/stars/", es: "videos/estrellas/", status: "built" },
  messenger: { en: "messenger/", de: "messenger/", es: "mensajes/", status: "built" },
  tvLivestream: { en: "tv/livestream/", de: "tv/livestream/", es: "tv/directo/", status: "built" },
  tvPremiumLivestream: {
    en: "tv/premium/livestream/",
    de: "tv/premium/livestream/",
    es: "tv/premium/directo/",
    status: "built",
  },
  tvMediathekSeries: {
    en: "tv/mediathek/:series/",
    de: "tv/mediathek/:series/",
    es: "tv/mediateca/:series/",
    status: "built",
  },
  tvMediathekVideos: {
    en: "tv/mediathek/:key/videos/",
    de: "tv/mediathek/:key/videos/",
    es: "tv/mediateca/:key/videos/",
    status: "built",
  },
  tvMediaSeries: {
    en: "tv/media/series/",
    de: "tv/medien/serien/",
    es: "tv/medios/series/",
    status: "built",
  },
  dailyDeals: { en: "daily-deals/", de: "deal-des-tages/", es: "oferta-del-dia/", status: "built" },
  contests: { en: "contests/", de: "wettbewerbe/", es: "concursos/", status: "built" },
  contest: { en: "contests/:id/", de: "wettbewerbe/:id/", es: "concursos/:id/", status: "built" },
  vipClub: { en: "vipclub/", de: "vipclub/", es: "club-vip/", status: "built" },
  blog: { en: "blog/", de: "blog/", es: "blog/", status: "built" },
  blogCategory: {
    en: "blog/category/:category/",
    de: "blog/kategorie/:category/",
    es: "blog/categoria/:category/",
    status: "built",
  },
  blogArchive: {
    en: "blog/archive/:year/",
    de: "blog/archiv/:year/",
    es: "blog/archivo/:year/",
    status: "built",
  },
  blogPost: { en: "blog/:slug/", de: "blog/:slug/", es: "blog/:slug/", status: "built" },
  eventEaster: { en: "magazine/easter/", de: "magazin/ostern/", es: "revista/pascua/", status: "built" },
  eventWetnwild: {
    en: "magazine/wetnwildgame/",
    de: "magazin/wetnwildgame/",
    es: "revista/wetnwildgame/",
    status: "built",
  },
  eventSlotMachine: {
    en: "magazine/slot-machine/",
    de: "magazin/spielautomat/",
    es: "revista/tragaperras/",
    status: "built",
  },
  eventWiesnShooting: {
    en: "magazine/wiesn-shooting/",
    de: "magazin/wiesn-schiessen/",
    es: "revista/tiro-de-la-wiesn/",
    status: "built",
  },
  eventWiesnBude: {
    en: "magazine/wiesn-bude/",
    de: "magazin/wiesn-bude/",
    es: "revista/caseta-de-la-wiesn/",
    status: "built",
  },
  eventVenusAttacks: {
    en: "magazine/venus-attacks/",
    de: "magazin/venus-greift-an/",
    es: "revista/venus-ataca/",
    status: "built",
  },
  eventHalloween: {
    en: "magazine/halloween/",
    de: "magazin/halloween/",
    es: "revista/halloween/",
    status: "built",
  },
  eventKickIt: {
    en: "magazine/kick-it-2025/",
    de: "magazin/kick-it-2025/",
    es: "revista/kick-it-2025/",
    status: "built",
  },
  eventRewardBox: {
    en: "magazine/reward-box/",
    de: "magazin/ueberraschungsbox/",
    es: "revista/caja-de-premios/",
    status: "built",
  },
  newsletterUnsubscribe: {
    en: "newsletter/unsubscribe/",
    de: "newsletter/abmelden/",
    es: "boletin/baja/",
    status: "built",
  },
  vrPorn: { en: "vr-porn/", de: "vr-porn/", es: "porno-vr/", status: "built" },
  eventAdventCalendar: {
    en: "magazine/advent-calendar/",
    de: "magazin/adventskalender/",
    es: "revista/calendario-de-adviento/",
    status: "built",
  },
  eventGoldrush: {
    en: "magazine/goldrush/",
    de: "magazin/goldrausch/",
    es: "revista/fiebre-del-oro/",
    status: "built",
  },
  accountSpinwheel: {
    en: "my-account/spinwheel/",
    de: "mein-konto/gluecksrad/",
    es: "mi-cuenta/ruleta/",
    status: "built",
  },
  accountProfile: {
    en: "my-account/profile/",
    de: "mein-konto/profil/",
    es: "mi-cuenta/perfil/",
    status: "built",
  },
  accountMediathek: {
    en: "my-account/mediathek/",
    de: "mein-konto/mediathek/",
    es: "mi-cuenta/mediateca/",
    status: "built",
  },
  accountMediathekPhotos: {
    en: "my-account/mediathek/photos/",
    de: "mein-konto/mediathek/fotos/",
    es: "mi-cuenta/mediateca/fotos/",
    status: "built",
  },
  accountBenefits: {
    en: "my-account/benefits/",
    de: "mein-konto/vorteile/",
    es: "mi-cuenta/ventajas/",
    status: "built",
  },
  accountFavoriteCams: {
    en: "my-account/favorite-cams/",
    de: "mein-konto/lieblings-cams/",
    es: "mi-cuenta/cams-favoritas/",
    status: "built",
  },
  accountVideoChats: {
    en: "my-account/videochats/",
    de: "mein-konto/videochats/",
    es: "mi-cuenta/videochats/",
    status: "built",
  },
  camShows: { en: "cam-shows/", de: "cam-shows/", es: "shows-de-cam/", status: "built" },
  termsOfService: { en: "terms-of-service/", de: "agb/", es: "condiciones/", status: "built" },
  dataProtection: { en: "data-protection/", de: "datenschutz/", es: "proteccion-de-datos/", status: "built" },
  imprint: { en: "imprint/", de: "impressum/", es: "aviso-legal/", status: "built" },
  feed: { en: "feed/", de: "feed/", es: "feed/", status: "built" },
  feedPost: { en: "feed/:postId/", de: "feed/:postId/", es: "feed/:postId/", status: "built" },
  contentReport: { en: "report-content/", de: "inhalt-melden/", es: "denunciar-contenido/", status: "built" },
  helpCenter: { en: "help/", de: "hilfe/", es: "ayuda/", status: "built" },
  modelRecruitment: { en: "become-a-model/", de: "model-werden/", es: "hazte-modelo/", status: "built" },
  affiliateProgram: {
    en: "affiliate-program/",
    de: "partnerprogramm/",
    es: "programa-de-afiliados/",
    status: "built",
  },
} as const satisfies Record<string, RouteDef>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];
