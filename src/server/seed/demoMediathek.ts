import type { TUpdateMediathek } from "../../common/contracts/mediathek.ts";
import type { Language } from "../../common/languages.ts";
import type { Db, Tx } from "../db/client.ts";
import { findVideos, type VideoRow } from "../modules/catalog/index.ts";
import { seriesListView, updateMediathek } from "../modules/mediathek/index.ts";

type L = Record<Language, string>;
const l = (en: string, de: string, es: string, nl: string): L => ({ en, de, es, nl });

interface DemoSeries {
  key: string;
  kind: "free" | "premium";
  title: L;
  description: L;
  /** Episode titles, season by season. */
  seasons: L[][];
  article: { slug: string; title: L; teaser: L; markdown: L };
}

const SERIES: DemoSeries[] = [
  {
    key: "after-dark-stories",
    kind: "free",
    title: l(
      "After Dark Stories",
      "Geschichten nach Mitternacht",
      "Historias de medianoche",
      "Verhalen na middernacht",
    ),
    description: l(
      "Short evenings with our performers: what happens when the studio lights go down.",
      "Kurze Abende mit unseren Darstellerinnen: was passiert, wenn das Studiolicht ausgeht.",
      "Noches cortas con nuestras modelos: lo que pasa cuando se apagan las luces del estudio.",
      "Korte avonden met onze modellen: wat er gebeurt als het studiolicht uitgaat.",
    ),
    seasons: [
      [
        l("The first night", "Die erste Nacht", "La primera noche", "De eerste nacht"),
        l("Candles and secrets", "Kerzen und Geheimnisse", "Velas y secretos", "Kaarsen en geheimen"),
        l("Rain on the window", "Regen am Fenster", "Lluvia en la ventana", "Regen op het raam"),
      ],
      [
        l("Back in town", "Zurück in der Stadt", "De vuelta en la ciudad", "Terug in de stad"),
        l("Midnight call", "Anruf um Mitternacht", "Llamada de medianoche", "Telefoontje om middernacht"),
      ],
    ],
    article: {
      slug: "after-dark-stories-behind-the-scenes",
      title: l(
        "Behind After Dark Stories",
        "Hinter den Kulissen: Geschichten nach Mitternacht",
        "Detrás de Historias de medianoche",
        "Achter de schermen: Verhalen na middernacht",
      ),
      teaser: l(
        "How the free series is made, night by night.",
        "Wie die freie Serie entsteht, Nacht für Nacht.",
        "Cómo se hace la serie gratuita, noche tras noche.",
        "Hoe de gratis serie ontstaat, nacht na nacht.",
      ),
      markdown: l(
        "Every episode is filmed in one evening.\n\n- **Free** for every guest with an age check\n- New episodes every season\n\nWatch it in the mediathek or live on the free channel.",
        "Jede Folge entsteht an einem Abend.\n\n- **Kostenlos** für alle Gäste mit Altersprüfung\n- Neue Folgen in jeder Staffel\n\nIn der Mediathek oder live im freien Kanal.",
        "Cada episodio se graba en una noche.\n\n- **Gratis** para todos con verificación de edad\n- Nuevos episodios cada temporada\n\nEn la mediateca o en directo en el canal gratuito.",
        "Elke aflevering wordt op één avond gefilmd.\n\n- **Gratis** voor iedereen met leeftijdscontrole\n- Nieuwe afleveringen elk seizoen\n\nIn de mediatheek of live op het gratis kanaal.",
      ),
    },
  },
  {
    key: "velvet-confidential",
    kind: "premium",
    title: l("Velvet Confidential", "Velvet Vertraulich", "Velvet Confidencial", "Velvet Vertrouwelijk"),
    description: l(
      "Our premium series: intimate portraits, only for TV subscribers and VIP members.",
      "Unsere Premium-Serie: intime Porträts, nur für TV-Abonnenten und VIP-Mitglieder.",
      "Nuestra serie premium: retratos íntimos, solo para suscriptores de TV y miembros VIP.",
      "Onze premiumserie: intieme portretten, alleen voor tv-abonnees en VIP-leden.",
    ),
    seasons: [
      [
        l("Confessions", "Geständnisse", "Confesiones", "Bekentenissen"),
        l("The red room", "Das rote Zimmer", "La habitación roja", "De rode kamer"),
        l("Silk", "Seide", "Seda", "Zijde"),
        l("Last dance", "Der letzte Tanz", "El último baile", "De laatste dans"),
      ],
    ],
    article: {
      slug: "velvet-confidential-premiere",
      title: l(
        "Velvet Confidential: the premiere",
        "Velvet Vertraulich: die Premiere",
        "Velvet Confidencial: el estreno",
        "Velvet Vertrouwelijk: de première",
      ),
      teaser: l(
        "Four episodes, one premium channel.",
        "Vier Folgen, ein Premium-Kanal.",
        "Cuatro episodios, un canal premium.",
        "Vier afleveringen, één premiumkanaal.",
      ),
      markdown: l(
        "The premium series airs on the **premium channel** and waits in the mediathek.\n\nA TV subscription or the VIP club opens every episode.",
        "Die Premium-Serie läuft im **Premium-Kanal** und wartet in der Mediathek.\n\nEin TV-Abo oder der VIP-Club öffnet jede Folge.",
        "La serie premium se emite en el **canal premium** y te espera en la mediateca.\n\nUna suscripción de TV o el club VIP abre cada episodio.",
        "De premiumserie is te zien op het **premiumkanaal** en wacht in de mediatheek.\n\nEen tv-abonnement of de VIP-club opent elke aflevering.",
      ),
    },
  },
  {
    key: "city-lights",
    kind: "free",
    title: l("City Lights", "Lichter der Stadt", "Luces de la ciudad", "Lichten van de stad"),
    description: l(
      "Performers show their cities: cafés, rooftops and the evenings after.",
      "Darstellerinnen zeigen ihre Städte: Cafés, Dachterrassen und die Abende danach.",
      "Las modelos muestran sus ciudades: cafés, azoteas y las noches después.",
      "Modellen tonen hun steden: cafés, daken en de avonden erna.",
    ),
    seasons: [
      [
        l(
          "Rooftop sunset",
          "Sonnenuntergang auf dem Dach",
          "Atardecer en la azotea",
          "Zonsondergang op het dak",
        ),
        l("Café morning", "Morgen im Café", "Mañana en el café", "Ochtend in het café"),
        l("Neon streets", "Neonstraßen", "Calles de neón", "Neonstraten"),
      ],
    ],
    article: {
      slug: "city-lights-on-tour",
      title: l(
        "City Lights on tour",
        "Lichter der Stadt auf Tour",
        "Luces de la ciudad de gira",
        "Lichten van de stad op tournee",
      ),
      teaser: l(
        "Three cities, three performers.",
        "Drei Städte, drei Darstellerinnen.",
        "Tres ciudades, tres modelos.",
        "Drie steden, drie modellen.",
      ),
      markdown: l(
        "From the rooftop to the café: **City Lights** follows our performers through their favourite places.",
        "Vom Dach bis ins Café: **Lichter der Stadt** begleitet unsere Darstellerinnen an ihre Lieblingsorte.",
        "De la azotea al café: **Luces de la ciudad** acompaña a nuestras modelos a sus lugares favoritos.",
        "Van het dak tot het café: **Lichten van de stad** volgt onze modellen naar hun favoriete plekken.",
      ),
    },
  },
  {
    key: "gold-lounge",
    kind: "premium",
    title: l("Gold Lounge", "Gold Lounge", "Gold Lounge", "Gold Lounge"),
    description: l(
      "Late-night talk and shows from the lounge, for subscribers.",
      "Late-Night-Talk und Shows aus der Lounge, für Abonnenten.",
      "Charlas y shows nocturnos desde el lounge, para suscriptores.",
      "Late-night praat en shows uit de lounge, voor abonnees.",
    ),
    seasons: [
      [
        l("Opening night", "Eröffnungsabend", "Noche de apertura", "Openingsavond"),
        l("Champagne", "Champagner", "Champán", "Champagne"),
      ],
      [
        l("The guest list", "Die Gästeliste", "La lista de invitados", "De gastenlijst"),
        l("Golden hour", "Goldene Stunde", "Hora dorada", "Gouden uur"),
      ],
    ],
    article: {
      slug: "gold-lounge-season-two",
      title: l(
        "Gold Lounge: season two",
        "Gold Lounge: zweite Staffel",
        "Gold Lounge: segunda temporada",
        "Gold Lounge: tweede seizoen",
      ),
      teaser: l(
        "The lounge opens again.",
        "Die Lounge öffnet wieder.",
        "El lounge abre de nuevo.",
        "De lounge gaat weer open.",
      ),
      markdown: l(
        "Season two brings new guests to the **Gold Lounge**, on the premium channel and in the mediathek.",
        "Die zweite Staffel bringt neue Gäste in die **Gold Lounge**, im Premium-Kanal und in der Mediathek.",
        "La segunda temporada trae nuevos invitados al **Gold Lounge**, en el canal premium y en la mediateca.",
        "Seizoen twee brengt nieuwe gasten naar de **Gold Lounge**, op het premiumkanaal en in de mediatheek.",
      ),
    },
  },
];

const DAY = 86_400_000;

/**
 * The demo mediathek (issue 29): four series (two free of the demo's free clips, two premium of paid
 * ones) with their episodes and an article each in the four languages, through the mediathek's own
 * import (tv/updateMediathek's command). Dates are relative to `now`: alive on any date.
 */
export async function seedDemoMediathek(tx: Tx, now: Date): Promise<number> {
  const list = async (types: { free: boolean }) =>
    (
      await findVideos(tx, { filter: { types }, order: "newest", offset: 0, limit: 60, now, withTags: false })
    ).rows.filter((row) => row.mediaKey !== null);
  const pools: Record<"free" | "premium", VideoRow[]> = {
    free: await list({ free: true }),
    premium: await list({ free: false }),
  };
  const used = { free: 0, premium: 0 };
  const series: TUpdateMediathek["series"] = [];
  const articles: TUpdateMediathek["articles"] = [];
  // A small demo (scale) has few free clips: each series of a kind gets its share of the pool.
  const share = (kind: "free" | "premium") =>
    Math.floor(pools[kind].length / SERIES.filter((demo) => demo.kind === kind).length);
  SERIES.forEach((demo, index) => {
    const pool = pools[demo.kind];
    let left = share(demo.kind);
    const episodes = demo.seasons.flatMap((titles, s) =>
      titles.flatMap((title, e) => {
        const video = left-- > 0 ? pool[used[demo.kind]++] : undefined;
        return video ? [{ videoId: video.id, season: s + 1, episode: e + 1, title }] : [];
      }),
    );
    if (episodes.length === 0) return;
    const first = pool.find((row) => row.id === episodes[0]?.videoId);
    const imageId = first?.preview && !first.preview.protected ? first.preview.id : null;
    series.push({
      key: demo.key,
      kind: demo.kind,
      title: demo.title,
      description: demo.description,
      imageId,
      onAir: true,
      position: index,
      episodes,
    });
    articles.push({
      slug: demo.article.slug,
      seriesKey: demo.key,
      imageId,
      publishedAt: new Date(now.getTime() - (index + 1) * 3 * DAY).toISOString(),
      texts: Object.fromEntries(
        (Object.keys(demo.title) as Language[]).map((language) => [
          language,
          {
            title: demo.article.title[language],
            teaser: demo.article.teaser[language],
            markdown: demo.article.markdown[language],
          },
        ]),
      ),
    });
  });
  if (series.length === 0) return 0;
  const result = await updateMediathek({ tx, now, input: { series, articles } });
  return result.series.created + result.series.updated;
}

/** Seeds the demo mediathek once (a data directory from before the mediathek gets it at the next start). */
export async function ensureDemoMediathek(db: Db, now: Date): Promise<number> {
  if ((await seriesListView(db, { language: "en", page: 1, pageSize: 1 })).total > 0) return 0;
  return db.transaction((tx) => seedDemoMediathek(tx, now));
}
