import type { TBlogPostInput } from "../../common/contracts/blog.ts";
import { BLOG_CATEGORIES, type BlogCategoryKey } from "../../common/contracts/values/blog.ts";
import type { Language } from "../../common/languages.ts";
import type { Db, Tx } from "../db/client.ts";
import { blogSitemapRows, publishBlogPost } from "../modules/blog/index.ts";
import { actorFeedMedia, actorPresences, actorsByIds } from "../modules/catalog/index.ts";

const DAY = 86_400_000;

type Text = { title: string; teaser: string; markdown: string };
type Draft = {
  slug: string;
  category: BlogCategoryKey;
  /** Days before now it was published (over two calendar years, for the archives). */
  daysAgo: number;
  /** Which demo performer it names (index into the performers), if any. */
  actor?: number;
  texts: Record<Language, Text>;
};

/** `{name}` and `{city}` are the named performer's. */
const DRAFTS: Draft[] = [
  {
    slug: "welcome-to-the-velvet-blog",
    category: "featured",
    daysAgo: 1,
    texts: {
      en: {
        title: "Welcome to the Velvet blog",
        teaser: "News from the community, interviews with our performers and everything new on the platform.",
        markdown:
          "Here we write about what happens on Velvet: new performers, contests, shows and the people behind them.\n\n## What you find here\n\n- **News**: who is new and what changed\n- **Interviews**: our performers in their own words\n- **Events and actions**: contests, shows and what they bring you\n\nEvery post is in German, English, Spanish and Dutch.",
      },
      de: {
        title: "Willkommen im Velvet-Blog",
        teaser:
          "Neuigkeiten aus der Community, Interviews mit unseren Darstellerinnen und alles Neue auf der Plattform.",
        markdown:
          "Hier schreiben wir darüber, was auf Velvet passiert: neue Darstellerinnen, Wettbewerbe, Shows und die Menschen dahinter.\n\n## Was du hier findest\n\n- **News**: wer neu ist und was sich geändert hat\n- **Interviews**: unsere Darstellerinnen in eigenen Worten\n- **Events und Aktionen**: Wettbewerbe, Shows und was sie dir bringen\n\nJeder Beitrag erscheint auf Deutsch, Englisch, Spanisch und Niederländisch.",
      },
      es: {
        title: "Bienvenido al blog de Velvet",
        teaser:
          "Noticias de la comunidad, entrevistas con nuestras artistas y todo lo nuevo de la plataforma.",
        markdown:
          "Aquí escribimos sobre lo que pasa en Velvet: nuevas artistas, concursos, shows y las personas que hay detrás.\n\n## Qué encontrarás aquí\n\n- **Noticias**: quién es nueva y qué ha cambiado\n- **Entrevistas**: nuestras artistas con sus propias palabras\n- **Eventos y acciones**: concursos, shows y lo que te ofrecen\n\nCada entrada está en alemán, inglés, español y neerlandés.",
      },
      nl: {
        title: "Welkom op de Velvet-blog",
        teaser:
          "Nieuws uit de community, interviews met onze performers en alles wat nieuw is op het platform.",
        markdown:
          "Hier schrijven we over wat er op Velvet gebeurt: nieuwe performers, wedstrijden, shows en de mensen erachter.\n\n## Wat je hier vindt\n\n- **Nieuws**: wie er nieuw is en wat er veranderd is\n- **Interviews**: onze performers in hun eigen woorden\n- **Events en acties**: wedstrijden, shows en wat ze je brengen\n\nElk bericht verschijnt in het Duits, Engels, Spaans en Nederlands.",
      },
    },
  },
  {
    slug: "new-on-velvet-{slug}",
    category: "news",
    daysAgo: 3,
    actor: 0,
    texts: {
      en: {
        title: "New on Velvet: {name}",
        teaser: "{name} from {city} is now on Velvet, with her first videos, photos and live cam.",
        markdown:
          "Say hello to **{name}**. She lives in {city} and has just opened her profile on Velvet.\n\nHer first videos and photo albums are online, and you can meet her live on cam. Follow her to get a message when she posts in her feed or comes online.",
      },
      de: {
        title: "Neu auf Velvet: {name}",
        teaser: "{name} aus {city} ist jetzt auf Velvet, mit ersten Videos, Fotos und Live-Cam.",
        markdown:
          "Sag hallo zu **{name}**. Sie lebt in {city} und hat gerade ihr Profil auf Velvet eröffnet.\n\nIhre ersten Videos und Fotoalben sind online, und du triffst sie live vor der Cam. Folge ihr, dann bekommst du eine Nachricht, wenn sie in ihrem Feed postet oder online kommt.",
      },
      es: {
        title: "Nueva en Velvet: {name}",
        teaser: "{name}, de {city}, ya está en Velvet con sus primeros vídeos, fotos y cam en directo.",
        markdown:
          "Saluda a **{name}**. Vive en {city} y acaba de abrir su perfil en Velvet.\n\nSus primeros vídeos y álbumes de fotos ya están en línea, y puedes verla en directo por cam. Síguela para recibir un aviso cuando publique en su feed o se conecte.",
      },
      nl: {
        title: "Nieuw op Velvet: {name}",
        teaser: "{name} uit {city} staat nu op Velvet, met haar eerste video's, foto's en livecam.",
        markdown:
          "Zeg hallo tegen **{name}**. Ze woont in {city} en heeft net haar profiel op Velvet geopend.\n\nHaar eerste video's en fotoalbums staan online, en je ontmoet haar live op de cam. Volg haar om een bericht te krijgen als ze in haar feed post of online komt.",
      },
    },
  },
  {
    slug: "the-feed-is-here",
    category: "news",
    daysAgo: 9,
    texts: {
      en: {
        title: "The feed is here",
        teaser: "Posts, clips and photos from the performers you follow, in one place.",
        markdown:
          "The new **feed** shows what our performers post: texts, clips and photo sets. Like a post, comment on it, or tip it to help a performer reach her goal.\n\nSome posts are paid: you see the price before you unlock, and you confirm every purchase.",
      },
      de: {
        title: "Der Feed ist da",
        teaser: "Posts, Clips und Fotos der Darstellerinnen, denen du folgst, an einem Ort.",
        markdown:
          "Der neue **Feed** zeigt, was unsere Darstellerinnen posten: Texte, Clips und Fotosets. Like einen Post, kommentiere ihn oder gib Trinkgeld, damit eine Darstellerin ihr Ziel erreicht.\n\nManche Posts kosten etwas: Du siehst den Preis vor dem Freischalten und bestätigst jeden Kauf.",
      },
      es: {
        title: "Llega el feed",
        teaser: "Publicaciones, clips y fotos de las artistas que sigues, en un solo lugar.",
        markdown:
          "El nuevo **feed** muestra lo que publican nuestras artistas: textos, clips y sesiones de fotos. Dale me gusta, comenta o deja una propina para ayudar a una artista a llegar a su meta.\n\nAlgunas publicaciones son de pago: ves el precio antes de desbloquear y confirmas cada compra.",
      },
      nl: {
        title: "De feed is er",
        teaser: "Posts, clips en foto's van de performers die je volgt, op één plek.",
        markdown:
          "De nieuwe **feed** laat zien wat onze performers posten: teksten, clips en fotosets. Like een post, reageer erop of geef een fooi om een performer haar doel te laten halen.\n\nSommige posts zijn betaald: je ziet de prijs voordat je ontgrendelt en je bevestigt elke aankoop.",
      },
    },
  },
  {
    slug: "five-votes-per-contest",
    category: "actions",
    daysAgo: 5,
    texts: {
      en: {
        title: "Five votes in every contest",
        teaser: "How voting works in our contests, and why every vote counts.",
        markdown:
          "In every contest you have **five votes**. Give them to five entries or take one back and vote again while the contest runs.\n\nWhen it ends, the places are shown on the contest page and on the winning videos.",
      },
      de: {
        title: "Fünf Stimmen in jedem Wettbewerb",
        teaser: "So funktioniert die Abstimmung in unseren Wettbewerben, und warum jede Stimme zählt.",
        markdown:
          "In jedem Wettbewerb hast du **fünf Stimmen**. Gib sie fünf Beiträgen oder nimm eine zurück und stimme neu ab, solange der Wettbewerb läuft.\n\nNach dem Ende stehen die Plätze auf der Wettbewerbsseite und bei den Gewinnervideos.",
      },
      es: {
        title: "Cinco votos en cada concurso",
        teaser: "Cómo se vota en nuestros concursos y por qué cuenta cada voto.",
        markdown:
          "En cada concurso tienes **cinco votos**. Dáselos a cinco participaciones o retira uno y vuelve a votar mientras dure el concurso.\n\nAl terminar, los puestos aparecen en la página del concurso y en los vídeos ganadores.",
      },
      nl: {
        title: "Vijf stemmen in elke wedstrijd",
        teaser: "Zo werkt stemmen in onze wedstrijden, en waarom elke stem telt.",
        markdown:
          "In elke wedstrijd heb je **vijf stemmen**. Geef ze aan vijf inzendingen of neem er een terug en stem opnieuw zolang de wedstrijd loopt.\n\nNa afloop staan de plaatsen op de wedstrijdpagina en bij de winnende video's.",
      },
    },
  },
  {
    slug: "meet-{slug}",
    category: "interviews",
    daysAgo: 12,
    actor: 1,
    texts: {
      en: {
        title: "Five questions for {name}",
        teaser: "{name} talks about {city}, her camera and what makes a good evening online.",
        markdown:
          "**How did you start?** A friend showed me how it works, and I liked being my own boss from day one.\n\n**What do you like about {city}?** The evenings. After a walk I come home and go online.\n\n**What makes a good chat?** Guests who tell me what they like. Then everything is easy.\n\n**Your favourite video?** The one I shot last, always.\n\n**Where do we find you?** On my profile and in my feed, and live on cam most evenings.",
      },
      de: {
        title: "Fünf Fragen an {name}",
        teaser: "{name} erzählt von {city}, ihrer Kamera und was einen guten Abend online ausmacht.",
        markdown:
          "**Wie hast du angefangen?** Eine Freundin hat mir gezeigt, wie es geht, und ich war vom ersten Tag an gern meine eigene Chefin.\n\n**Was magst du an {city}?** Die Abende. Nach einem Spaziergang komme ich heim und gehe online.\n\n**Was macht einen guten Chat aus?** Gäste, die sagen, was sie mögen. Dann ist alles ganz leicht.\n\n**Dein Lieblingsvideo?** Immer das, das ich zuletzt gedreht habe.\n\n**Wo findet man dich?** Auf meinem Profil und in meinem Feed, und an den meisten Abenden live vor der Cam.",
      },
      es: {
        title: "Cinco preguntas a {name}",
        teaser: "{name} habla de {city}, de su cámara y de lo que hace buena una noche en línea.",
        markdown:
          "**¿Cómo empezaste?** Una amiga me enseñó cómo funciona y desde el primer día me gustó ser mi propia jefa.\n\n**¿Qué te gusta de {city}?** Las noches. Después de un paseo vuelvo a casa y me conecto.\n\n**¿Qué hace bueno un chat?** Invitados que dicen lo que les gusta. Así todo es fácil.\n\n**¿Tu vídeo favorito?** Siempre el último que he grabado.\n\n**¿Dónde te encontramos?** En mi perfil y en mi feed, y en directo por cam casi todas las noches.",
      },
      nl: {
        title: "Vijf vragen aan {name}",
        teaser: "{name} vertelt over {city}, haar camera en wat een goede avond online maakt.",
        markdown:
          "**Hoe ben je begonnen?** Een vriendin liet me zien hoe het werkt, en vanaf de eerste dag was ik graag mijn eigen baas.\n\n**Wat vind je fijn aan {city}?** De avonden. Na een wandeling kom ik thuis en ga ik online.\n\n**Wat maakt een goede chat?** Gasten die zeggen wat ze leuk vinden. Dan is alles makkelijk.\n\n**Je favoriete video?** Altijd de laatste die ik heb opgenomen.\n\n**Waar vinden we je?** Op mijn profiel en in mijn feed, en de meeste avonden live op de cam.",
      },
    },
  },
  {
    slug: "contest-season-{year}",
    category: "event",
    daysAgo: 7,
    texts: {
      en: {
        title: "Contest season",
        teaser: "Videos and photo albums compete: vote for your favourites and see who wins.",
        markdown:
          "Our contests run all year: a video contest, a photo contest, and the results of the last one.\n\nOpen **Contests** in the menu to see the running contest, the next one and the winners.",
      },
      de: {
        title: "Wettbewerbssaison",
        teaser: "Videos und Fotoalben treten an: Stimm für deine Favoritinnen und sieh, wer gewinnt.",
        markdown:
          "Unsere Wettbewerbe laufen das ganze Jahr: ein Videowettbewerb, ein Fotowettbewerb und die Ergebnisse des letzten.\n\nÖffne **Wettbewerbe** im Menü, um den laufenden, den nächsten und die Gewinnerinnen zu sehen.",
      },
      es: {
        title: "Temporada de concursos",
        teaser: "Vídeos y álbumes de fotos compiten: vota por tus favoritas y descubre quién gana.",
        markdown:
          "Nuestros concursos duran todo el año: uno de vídeo, uno de fotos y los resultados del anterior.\n\nAbre **Concursos** en el menú para ver el concurso en curso, el próximo y las ganadoras.",
      },
      nl: {
        title: "Wedstrijdseizoen",
        teaser: "Video's en fotoalbums nemen het tegen elkaar op: stem op je favorieten en zie wie wint.",
        markdown:
          "Onze wedstrijden lopen het hele jaar: een videowedstrijd, een fotowedstrijd en de uitslag van de vorige.\n\nOpen **Wedstrijden** in het menu om de lopende, de volgende en de winnaars te zien.",
      },
    },
  },
  {
    slug: "live-cams-by-the-minute",
    category: "live",
    daysAgo: 20,
    texts: {
      en: {
        title: "Live cams, billed by the minute",
        teaser: "What a private chat costs, and how you always see it before you pay.",
        markdown:
          "Every live chat shows its price per minute before it starts. You pay **once per started minute**, and the meter in the chat shows what you have spent.\n\nPress Escape or End chat at any time: the chat ends and nothing more is charged.",
      },
      de: {
        title: "Live-Cams, minutengenau abgerechnet",
        teaser: "Was ein privater Chat kostet, und wie du es immer vor dem Bezahlen siehst.",
        markdown:
          "Jeder Live-Chat zeigt seinen Minutenpreis, bevor er beginnt. Du zahlst **einmal pro angefangener Minute**, und der Zähler im Chat zeigt, was du ausgegeben hast.\n\nMit Escape oder Chat beenden endet der Chat jederzeit, danach wird nichts mehr berechnet.",
      },
      es: {
        title: "Cams en directo, por minutos",
        teaser: "Lo que cuesta un chat privado, y cómo lo ves siempre antes de pagar.",
        markdown:
          "Cada chat en directo muestra su precio por minuto antes de empezar. Pagas **una vez por minuto iniciado**, y el contador del chat muestra lo que has gastado.\n\nPulsa Escape o Terminar chat cuando quieras: el chat termina y no se cobra nada más.",
      },
      nl: {
        title: "Livecams, per minuut afgerekend",
        teaser: "Wat een privéchat kost, en hoe je het altijd ziet voordat je betaalt.",
        markdown:
          "Elke livechat toont zijn prijs per minuut voordat hij begint. Je betaalt **één keer per begonnen minuut**, en de teller in de chat laat zien wat je hebt uitgegeven.\n\nDruk op Escape of Chat beëindigen: de chat stopt en er wordt niets meer gerekend.",
      },
    },
  },
  {
    slug: "behind-the-camera",
    category: "production",
    daysAgo: 40,
    actor: 2,
    texts: {
      en: {
        title: "Behind the camera with {name}",
        teaser: "Light, sound and a good idea: how {name} plans a new clip.",
        markdown:
          "A good clip starts with light. {name} shoots by the window in the afternoon and keeps a small lamp for the evening.\n\n## Her checklist\n\n1. An idea in one sentence\n2. Light from the side\n3. Sound checked before the first take\n\nThe result is on her profile, in the videos tab.",
      },
      de: {
        title: "Hinter der Kamera mit {name}",
        teaser: "Licht, Ton und eine gute Idee: So plant {name} einen neuen Clip.",
        markdown:
          "Ein guter Clip beginnt mit Licht. {name} dreht nachmittags am Fenster und hat für den Abend eine kleine Lampe.\n\n## Ihre Checkliste\n\n1. Eine Idee in einem Satz\n2. Licht von der Seite\n3. Ton vor der ersten Aufnahme prüfen\n\nDas Ergebnis steht auf ihrem Profil im Reiter Videos.",
      },
      es: {
        title: "Detrás de la cámara con {name}",
        teaser: "Luz, sonido y una buena idea: así planea {name} un nuevo clip.",
        markdown:
          "Un buen clip empieza con la luz. {name} graba junto a la ventana por la tarde y guarda una lámpara pequeña para la noche.\n\n## Su lista\n\n1. Una idea en una frase\n2. Luz lateral\n3. Sonido comprobado antes de la primera toma\n\nEl resultado está en su perfil, en la pestaña de vídeos.",
      },
      nl: {
        title: "Achter de camera met {name}",
        teaser: "Licht, geluid en een goed idee: zo plant {name} een nieuwe clip.",
        markdown:
          "Een goede clip begint met licht. {name} filmt 's middags bij het raam en heeft voor de avond een kleine lamp.\n\n## Haar checklist\n\n1. Een idee in één zin\n2. Licht van opzij\n3. Geluid gecontroleerd voor de eerste take\n\nHet resultaat staat op haar profiel, bij de video's.",
      },
    },
  },
  {
    slug: "free-tv-what-runs",
    category: "free-tv",
    daysAgo: 60,
    texts: {
      en: {
        title: "Free TV: what runs",
        teaser: "The free channel plays clips of our performers around the clock.",
        markdown:
          "The free channel is for everyone: a programme of clips from our performers, one after the other.\n\nThe programme of the day shows what runs now and what comes next.",
      },
      de: {
        title: "Free-TV: was läuft",
        teaser: "Der freie Kanal zeigt rund um die Uhr Clips unserer Darstellerinnen.",
        markdown:
          "Der freie Kanal ist für alle: ein Programm aus Clips unserer Darstellerinnen, einer nach dem anderen.\n\nDas Tagesprogramm zeigt, was gerade läuft und was als Nächstes kommt.",
      },
      es: {
        title: "TV gratis: qué se emite",
        teaser: "El canal gratuito emite clips de nuestras artistas a todas horas.",
        markdown:
          "El canal gratuito es para todos: una programación de clips de nuestras artistas, uno tras otro.\n\nLa programación del día muestra qué se emite ahora y qué viene después.",
      },
      nl: {
        title: "Gratis tv: wat er draait",
        teaser: "Het gratis kanaal speelt de klok rond clips van onze performers.",
        markdown:
          "Het gratis kanaal is voor iedereen: een programma van clips van onze performers, de een na de ander.\n\nHet dagprogramma laat zien wat er nu draait en wat er hierna komt.",
      },
    },
  },
  {
    slug: "premium-tv-for-members",
    category: "premium-tv",
    daysAgo: 75,
    texts: {
      en: {
        title: "Premium TV for subscribers",
        teaser: "Longer formats and whole series for TV subscribers and VIP members.",
        markdown:
          "Premium TV shows longer formats and whole series. It is part of the TV subscription, and **VIP members** watch it too.",
      },
      de: {
        title: "Premium-TV für Abonnenten",
        teaser: "Längere Formate und ganze Serien für TV-Abonnenten und VIP-Mitglieder.",
        markdown:
          "Premium-TV zeigt längere Formate und ganze Serien. Es gehört zum TV-Abo, und **VIP-Mitglieder** sehen es auch.",
      },
      es: {
        title: "TV premium para suscriptores",
        teaser: "Formatos más largos y series completas para suscriptores de TV y miembros VIP.",
        markdown:
          "La TV premium emite formatos más largos y series completas. Forma parte de la suscripción de TV, y los **miembros VIP** también la ven.",
      },
      nl: {
        title: "Premium-tv voor abonnees",
        teaser: "Langere formats en hele series voor tv-abonnees en VIP-leden.",
        markdown:
          "Premium-tv toont langere formats en hele series. Het hoort bij het tv-abonnement, en **VIP-leden** kijken ook mee.",
      },
    },
  },
  {
    slug: "a-year-of-velvet",
    category: "general",
    daysAgo: 400,
    texts: {
      en: {
        title: "A year of Velvet",
        teaser: "What we built this year, and what comes next.",
        markdown:
          "A year ago we started with live cams and a messenger. Since then came videos, photo albums, shows and the VIP club.\n\nThank you for being here.",
      },
      de: {
        title: "Ein Jahr Velvet",
        teaser: "Was wir dieses Jahr gebaut haben, und was als Nächstes kommt.",
        markdown:
          "Vor einem Jahr haben wir mit Live-Cams und einem Messenger angefangen. Seitdem kamen Videos, Fotoalben, Shows und der VIP-Club dazu.\n\nDanke, dass du dabei bist.",
      },
      es: {
        title: "Un año de Velvet",
        teaser: "Lo que construimos este año y lo que viene.",
        markdown:
          "Hace un año empezamos con cams en directo y un mensajero. Desde entonces llegaron los vídeos, los álbumes de fotos, los shows y el club VIP.\n\nGracias por estar aquí.",
      },
      nl: {
        title: "Een jaar Velvet",
        teaser: "Wat we dit jaar hebben gebouwd, en wat er nog komt.",
        markdown:
          "Een jaar geleden begonnen we met livecams en een messenger. Sindsdien kwamen er video's, fotoalbums, shows en de VIP-club bij.\n\nBedankt dat je erbij bent.",
      },
    },
  },
];

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

/**
 * The demo blog (issue 29): a post in every category, in the four languages, published over the
 * last thirteen months (two archive years), the performers' posts naming them with one of their
 * public pictures. Through the blog's own command, in one transaction.
 */
export async function seedDemoBlog(tx: Tx, now: Date): Promise<number> {
  const all = (await actorPresences(tx)).map((actor) => actor.id);
  const ids = all.slice(0, 3);
  const actors = await actorsByIds(tx, ids);
  const media = await actorFeedMedia(tx, all.slice(0, 12), now);
  // Every post has a picture (the blog is image-led): the named performer's, else one of the
  // performers' public pictures in turn.
  const pictures = [...media.values()].flatMap((m) =>
    m.pictures.filter((p) => !p.protected && p.ageRating < 18),
  );
  let posts = 0;
  for (const draft of DRAFTS) {
    const actor = draft.actor === undefined ? undefined : actors[draft.actor];
    if (draft.actor !== undefined && !actor) continue;
    const values = {
      name: actor?.name ?? "",
      city: actor?.city || "Berlin",
      slug: (actor?.name ?? "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, ""),
      year: String(new Date(now.getTime() - draft.daysAgo * DAY).getUTCFullYear()),
    };
    const picture =
      (actor ? media.get(actor.id)?.pictures.find((p) => !p.protected && p.ageRating < 18) : undefined) ??
      pictures[(posts * 7) % Math.max(1, pictures.length)];
    const texts = Object.fromEntries(
      Object.entries(draft.texts).map(([language, text]) => [
        language,
        {
          title: fill(text.title, values),
          teaser: fill(text.teaser, values),
          markdown: fill(text.markdown, values),
        },
      ]),
    ) as TBlogPostInput["texts"];
    await publishBlogPost({
      tx,
      now,
      input: {
        slug: fill(draft.slug, values),
        categoryId: BLOG_CATEGORIES[draft.category],
        publishedAt: new Date(now.getTime() - draft.daysAgo * DAY).toISOString(),
        imageId: picture?.imageId ?? actor?.avatarImageId ?? null,
        actorIds: actor ? [actor.id] : [],
        texts,
      },
    });
    posts++;
  }
  return posts;
}

/** Seeds the demo blog once (a data directory from before the blog gets it at the next start). */
export async function ensureDemoBlog(db: Db, now: Date): Promise<number> {
  if ((await blogSitemapRows(db, now)).length > 0) return 0;
  return db.transaction((tx) => seedDemoBlog(tx, now));
}
