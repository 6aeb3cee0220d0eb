import type { Localized } from "../../common/languages.ts";

/** Text pools of the demo catalogue, in every product language. */

type L = Localized;
const l = (en: string, de: string, es: string, nl: string): L => ({ en, de, es, nl });

export interface DemoCategory {
  slugEn: string;
  slugDe: string;
  slugEs: string;
  name: L;
  description: L;
  hue: number;
}

const cat = (
  slugEn: string,
  slugDe: string,
  slugEs: string,
  name: L,
  description: L,
  hue: number,
): DemoCategory => ({
  slugEn,
  slugDe,
  slugEs,
  name,
  description,
  hue,
});

export const DEMO_CATEGORIES: DemoCategory[] = [
  cat(
    "amateur",
    "amateur",
    "amateur",
    l("Amateur", "Amateur", "Amateur", "Amateur"),
    l(
      "Real people, real homes, no studio.",
      "Echte Menschen, echtes Zuhause, kein Studio.",
      "Gente real, casas reales, sin estudio.",
      "Echte mensen, echte huizen, geen studio.",
    ),
    330,
  ),
  cat(
    "lingerie",
    "dessous",
    "lenceria",
    l("Lingerie", "Dessous", "Lencería", "Lingerie"),
    l(
      "Lace, silk and stockings.",
      "Spitze, Seide und Strümpfe.",
      "Encaje, seda y medias.",
      "Kant, zijde en kousen.",
    ),
    345,
  ),
  cat(
    "outdoor",
    "outdoor",
    "al-aire-libre",
    l("Outdoor", "Outdoor", "Al aire libre", "Buiten"),
    l(
      "Fresh air and a little thrill.",
      "Frische Luft und ein kleiner Nervenkitzel.",
      "Aire fresco y un poco de emoción.",
      "Frisse lucht en een beetje spanning.",
    ),
    120,
  ),
  cat(
    "shower",
    "dusche",
    "ducha",
    l("Shower & bath", "Dusche & Bad", "Ducha y baño", "Douche & bad"),
    l(
      "Steam, water and bubbles.",
      "Dampf, Wasser und Schaum.",
      "Vapor, agua y espuma.",
      "Stoom, water en schuim.",
    ),
    195,
  ),
  cat(
    "feet",
    "fuesse",
    "pies",
    l("Feet", "Füße", "Pies", "Voeten"),
    l(
      "For lovers of pretty feet.",
      "Für Liebhaber schöner Füße.",
      "Para amantes de los pies bonitos.",
      "Voor liefhebbers van mooie voeten.",
    ),
    20,
  ),
  cat(
    "role-play",
    "rollenspiele",
    "juegos-de-rol",
    l("Role play", "Rollenspiele", "Juegos de rol", "Rollenspel"),
    l(
      "Nurse, teacher, secretary and more.",
      "Krankenschwester, Lehrerin, Sekretärin und mehr.",
      "Enfermera, profesora, secretaria y más.",
      "Verpleegster, lerares, secretaresse en meer.",
    ),
    265,
  ),
  cat(
    "toys",
    "spielzeug",
    "juguetes",
    l("Toys", "Spielzeug", "Juguetes", "Speeltjes"),
    l(
      "Buzzing, glowing, bouncing.",
      "Es brummt, leuchtet und hüpft.",
      "Vibra, brilla y rebota.",
      "Het zoemt, gloeit en stuitert.",
    ),
    300,
  ),
  cat(
    "couples",
    "paare",
    "parejas",
    l("Couples", "Paare", "Parejas", "Koppels"),
    l(
      "Two are better than one.",
      "Zu zweit ist es schöner.",
      "De a dos es mejor.",
      "Met z'n tweeën is het leuker.",
    ),
    0,
  ),
  cat(
    "solo",
    "solo",
    "en-solitario",
    l("Solo", "Solo", "En solitario", "Solo"),
    l("All eyes on her.", "Alle Augen auf sie.", "Todas las miradas en ella.", "Alle ogen op haar."),
    45,
  ),
  cat(
    "striptease",
    "striptease",
    "striptease",
    l("Striptease", "Striptease", "Striptease", "Striptease"),
    l(
      "Slow, playful, piece by piece.",
      "Langsam, verspielt, Stück für Stück.",
      "Lento, juguetón, prenda a prenda.",
      "Langzaam, speels, stukje voor stukje.",
    ),
    350,
  ),
  cat(
    "cosplay",
    "cosplay",
    "cosplay",
    l("Cosplay", "Cosplay", "Cosplay", "Cosplay"),
    l(
      "Favourite characters, brought to life.",
      "Lieblingsfiguren zum Leben erweckt.",
      "Personajes favoritos hechos realidad.",
      "Favoriete personages tot leven gebracht.",
    ),
    180,
  ),
  cat(
    "fitness",
    "fitness",
    "fitness",
    l("Fitness", "Fitness", "Fitness", "Fitness"),
    l(
      "Yoga mats, leggings and sweat.",
      "Yogamatte, Leggings und Schweiß.",
      "Esterillas, mallas y sudor.",
      "Yogamatten, leggings en zweet.",
    ),
    150,
  ),
  cat(
    "massage",
    "massage",
    "masajes",
    l("Massage", "Massage", "Masajes", "Massage"),
    l(
      "Oil, warm hands and time.",
      "Öl, warme Hände und viel Zeit.",
      "Aceite, manos cálidas y tiempo.",
      "Olie, warme handen en tijd.",
    ),
    35,
  ),
  cat(
    "pov",
    "pov",
    "pov",
    l("POV", "POV", "POV", "POV"),
    l("As if you were there.", "Als wärst du dabei.", "Como si estuvieras allí.", "Alsof je erbij bent."),
    230,
  ),
  cat(
    "latex",
    "latex",
    "latex",
    l("Latex & leather", "Latex & Leder", "Látex y cuero", "Latex & leer"),
    l(
      "Shiny, tight and a little wicked.",
      "Glänzend, eng und ein bisschen frech.",
      "Brillante, ajustado y algo travieso.",
      "Glanzend, strak en een beetje stout.",
    ),
    280,
  ),
  cat(
    "mature",
    "reife-frauen",
    "maduras",
    l("Mature", "Reife Frauen", "Maduras", "Rijpe vrouwen"),
    l(
      "Experience you can see.",
      "Erfahrung, die man sieht.",
      "Experiencia que se nota.",
      "Ervaring die je ziet.",
    ),
    10,
  ),
];

export const DEMO_TAGS: { groupKey: string; name: L }[] = [
  { groupKey: "blonde", name: l("Blonde", "Blond", "Rubia", "Blond") },
  { groupKey: "brunette", name: l("Brunette", "Brünett", "Morena", "Brunette") },
  { groupKey: "redhead", name: l("Redhead", "Rothaarig", "Pelirroja", "Roodharig") },
  { groupKey: "black-hair", name: l("Black hair", "Schwarzhaarig", "Pelo negro", "Zwart haar") },
  { groupKey: "tattoos", name: l("Tattoos", "Tattoos", "Tatuajes", "Tatoeages") },
  { groupKey: "piercings", name: l("Piercings", "Piercings", "Piercings", "Piercings") },
  { groupKey: "stockings", name: l("Stockings", "Strümpfe", "Medias", "Kousen") },
  { groupKey: "high-heels", name: l("High heels", "High Heels", "Tacones", "Hoge hakken") },
  { groupKey: "glasses", name: l("Glasses", "Brille", "Gafas", "Bril") },
  { groupKey: "petite", name: l("Petite", "Zierlich", "Menuda", "Tenger") },
  { groupKey: "curvy", name: l("Curvy", "Kurvig", "Con curvas", "Rondingen") },
  { groupKey: "athletic", name: l("Athletic", "Sportlich", "Atlética", "Sportief") },
  { groupKey: "natural", name: l("Natural", "Natürlich", "Natural", "Naturel") },
  { groupKey: "long-hair", name: l("Long hair", "Lange Haare", "Pelo largo", "Lang haar") },
  { groupKey: "short-hair", name: l("Short hair", "Kurze Haare", "Pelo corto", "Kort haar") },
  { groupKey: "bikini", name: l("Bikini", "Bikini", "Bikini", "Bikini") },
  { groupKey: "uniform", name: l("Uniform", "Uniform", "Uniforme", "Uniform") },
  { groupKey: "nylons", name: l("Nylons", "Nylons", "Nylon", "Nylons") },
  { groupKey: "dirty-talk", name: l("Dirty talk", "Dirty Talk", "Hablar sucio", "Dirty talk") },
  { groupKey: "close-up", name: l("Close-up", "Nahaufnahme", "Primer plano", "Close-up") },
  { groupKey: "jeans", name: l("Jeans", "Jeans", "Vaqueros", "Spijkerbroek") },
  { groupKey: "sneakers", name: l("Sneakers", "Sneaker", "Zapatillas", "Sneakers") },
  { groupKey: "oil", name: l("Oil", "Öl", "Aceite", "Olie") },
  { groupKey: "candles", name: l("Candlelight", "Kerzenschein", "Luz de velas", "Kaarslicht") },
  { groupKey: "kitchen", name: l("Kitchen", "Küche", "Cocina", "Keuken") },
  { groupKey: "sofa", name: l("Sofa", "Sofa", "Sofá", "Bank") },
];

/**
 * The asmr tag group (the search's asmr category, content §9): not among the tags the plan samples
 * (that would shift every video's draw); the plan gives it to the videos tagged dirty talk, whose
 * voice is the point.
 */
export const DEMO_ASMR_TAG: { groupKey: string; name: L } = {
  groupKey: "asmr",
  name: l("ASMR", "ASMR", "ASMR", "ASMR"),
};

/** Video scene titles. */
export const SCENES: L[] = [
  l("Morning shower", "Morgendusche", "Ducha matutina", "Ochtenddouche"),
  l("Late night at the lake", "Spät nachts am See", "Noche en el lago", "Laat op de avond bij het meer"),
  l("My new lingerie", "Meine neuen Dessous", "Mi lencería nueva", "Mijn nieuwe lingerie"),
  l("Sunday on the sofa", "Sonntag auf dem Sofa", "Domingo en el sofá", "Zondag op de bank"),
  l("Yoga with a twist", "Yoga mal anders", "Yoga con sorpresa", "Yoga met een twist"),
  l("Oil massage", "Ölmassage", "Masaje con aceite", "Oliemassage"),
  l("Caught in the kitchen", "In der Küche erwischt", "Pillada en la cocina", "Betrapt in de keuken"),
  l(
    "Candlelight striptease",
    "Striptease bei Kerzenschein",
    "Striptease a la luz de las velas",
    "Striptease bij kaarslicht",
  ),
  l("The secretary", "Die Sekretärin", "La secretaria", "De secretaresse"),
  l("Bubble bath", "Schaumbad", "Baño de espuma", "Bubbelbad"),
  l("Summer in the garden", "Sommer im Garten", "Verano en el jardín", "Zomer in de tuin"),
  l("New heels, try-on", "Neue Heels – Anprobe", "Tacones nuevos: me los pruebo", "Nieuwe hakken passen"),
  l("Just for you", "Nur für dich", "Solo para ti", "Alleen voor jou"),
  l("After the gym", "Nach dem Training", "Después del gimnasio", "Na de sportschool"),
  l("Rainy afternoon", "Verregneter Nachmittag", "Tarde de lluvia", "Regenachtige middag"),
  l("Nurse on duty", "Schwester im Dienst", "Enfermera de guardia", "Verpleegster van dienst"),
  l("Road trip", "Roadtrip", "Viaje por carretera", "Roadtrip"),
  l("Wake-up call", "Weckruf", "Despertador", "Wekdienst"),
  l("Balcony with a view", "Balkon mit Aussicht", "Balcón con vistas", "Balkon met uitzicht"),
  l("Cosplay night", "Cosplay-Abend", "Noche de cosplay", "Cosplay-avond"),
  l("Red dress", "Das rote Kleid", "El vestido rojo", "De rode jurk"),
  l("Sauna talk", "Plaudern in der Sauna", "Charla en la sauna", "Praatje in de sauna"),
  l("Home office break", "Pause im Homeoffice", "Pausa en el teletrabajo", "Pauze tijdens thuiswerken"),
  l("Dance for me", "Tanz für mich", "Baila para mí", "Dans voor mij"),
  l("Stockings and more", "Strümpfe und mehr", "Medias y algo más", "Kousen en meer"),
  l("Camping weekend", "Campingwochenende", "Fin de semana de acampada", "Kampeerweekend"),
  l("Latex premiere", "Latex-Premiere", "Estreno de látex", "Latex-première"),
  l("Pillow fight", "Kissenschlacht", "Guerra de almohadas", "Kussengevecht"),
  l("Hotel room 212", "Hotelzimmer 212", "Habitación de hotel 212", "Hotelkamer 212"),
  l("Breakfast in bed", "Frühstück im Bett", "Desayuno en la cama", "Ontbijt op bed"),
  l("Car wash", "Autowäsche", "Lavado de coche", "Autowassen"),
  l("Ask me anything", "Frag mich alles", "Pregúntame lo que quieras", "Vraag me alles"),
  l("Tattoo tour", "Tattoo-Tour", "Tour de tatuajes", "Tattoo-tour"),
  l(
    "First time on camera",
    "Zum ersten Mal vor der Kamera",
    "Primera vez ante la cámara",
    "Voor het eerst voor de camera",
  ),
  l("Private dance", "Privattanz", "Baile privado", "Privédans"),
  l("Poolside", "Am Pool", "Junto a la piscina", "Aan het zwembad"),
];

export const PARTS: L[] = [
  l("part 2", "Teil 2", "parte 2", "deel 2"),
  l("uncut", "ungeschnitten", "sin cortes", "ongeknipt"),
  l("extended", "in voller Länge", "versión larga", "verlengde versie"),
  l("behind the scenes", "hinter den Kulissen", "detrás de cámaras", "achter de schermen"),
];

export const VIDEO_DESCRIPTIONS: ((name: string) => L)[] = [
  (n) =>
    l(
      `${n} shows you a new side. Filmed at home, in one take.`,
      `${n} zeigt dir eine ganz neue Seite. Zu Hause gedreht, in einem Take.`,
      `${n} te enseña una faceta nueva. Grabado en casa, en una sola toma.`,
      `${n} laat je een nieuwe kant zien. Thuis gefilmd, in één take.`,
    ),
  (n) =>
    l(
      `One of ${n}'s fans wished for this video – and here it is.`,
      `Ein Fan von ${n} hat sich dieses Video gewünscht – hier ist es.`,
      `Un fan de ${n} pidió este vídeo, y aquí está.`,
      `Een fan van ${n} wilde deze video graag – hier is hij.`,
    ),
  (n) =>
    l(
      `Relaxed, playful and very close – ${n} unfiltered.`,
      `Entspannt, verspielt und ganz nah – ${n} ungefiltert.`,
      `Con calma, con juego y muy de cerca: ${n} sin filtros.`,
      `Ontspannen, speels en heel dichtbij – ${n} ongefilterd.`,
    ),
  (n) =>
    l(
      `${n} planned this one for weeks. Lights, outfit, music – all hand-picked.`,
      `${n} hat dieses Video wochenlang geplant. Licht, Outfit, Musik – alles selbst ausgesucht.`,
      `${n} preparó este vídeo durante semanas. Luces, ropa y música, todo elegido a mano.`,
      `${n} heeft deze weken voorbereid. Licht, outfit, muziek – alles door haar gekozen.`,
    ),
];

export const ALBUM_TITLES: L[] = [
  l("Golden hour", "Goldene Stunde", "Hora dorada", "Gouden uur"),
  l("Black lace", "Schwarze Spitze", "Encaje negro", "Zwart kant"),
  l("Holiday snaps", "Urlaubsfotos", "Fotos de vacaciones", "Vakantiekiekjes"),
  l("Mirror selfies", "Spiegel-Selfies", "Selfies en el espejo", "Spiegelselfies"),
  l("Bedroom stories", "Geschichten aus dem Schlafzimmer", "Historias de dormitorio", "Slaapkamerverhalen"),
  l("Beach day", "Strandtag", "Día de playa", "Stranddag"),
  l("Office look", "Büro-Look", "Look de oficina", "Kantoorlook"),
  l("Polaroids", "Polaroids", "Polaroids", "Polaroids"),
  l("Winter cabin", "Winterhütte", "Cabaña de invierno", "Winterhut"),
  l("Neon nights", "Neonnächte", "Noches de neón", "Neonnachten"),
  l("Garden party", "Gartenparty", "Fiesta en el jardín", "Tuinfeest"),
  l("Silk and satin", "Seide und Satin", "Seda y satén", "Zijde en satijn"),
];

export const ALBUM_DESCRIPTIONS: ((name: string) => L)[] = [
  (n) =>
    l(
      `A private set by ${n}.`,
      `Ein privates Set von ${n}.`,
      `Una sesión privada de ${n}.`,
      `Een privéset van ${n}.`,
    ),
  (n) =>
    l(
      `${n}'s favourite pictures of the month.`,
      `Die Lieblingsbilder von ${n} aus diesem Monat.`,
      `Las fotos favoritas de ${n} de este mes.`,
      `De favoriete foto's van ${n} van deze maand.`,
    ),
];

export const HEADLINES: L[] = [
  l(
    "Let's chat – I don't bite (much)",
    "Lass uns schreiben – ich beiße nicht (sehr)",
    "Hablemos, no muerdo (mucho)",
    "Laten we chatten – ik bijt niet (veel)",
  ),
  l("Your girl next door", "Dein Mädchen von nebenan", "Tu chica de al lado", "Je buurmeisje"),
  l(
    "Shy at first, then not at all",
    "Erst schüchtern, dann gar nicht mehr",
    "Tímida al principio, luego nada",
    "Eerst verlegen, daarna helemaal niet",
  ),
  l(
    "Online most evenings",
    "Fast jeden Abend online",
    "Conectada casi todas las noches",
    "Bijna elke avond online",
  ),
  l(
    "New videos every week",
    "Jede Woche neue Videos",
    "Vídeos nuevos cada semana",
    "Elke week nieuwe video's",
  ),
  l("Wishes welcome", "Wünsche willkommen", "Se aceptan deseos", "Wensen welkom"),
  l(
    "Sporty, cheeky, honest",
    "Sportlich, frech, ehrlich",
    "Deportista, descarada, sincera",
    "Sportief, brutaal, eerlijk",
  ),
  l(
    "Coffee first, then fun",
    "Erst Kaffee, dann Spaß",
    "Primero café, luego diversión",
    "Eerst koffie, dan plezier",
  ),
];

export const HOBBIES: L[] = [
  l("yoga", "Yoga", "el yoga", "yoga"),
  l("cooking", "Kochen", "cocinar", "koken"),
  l("travelling", "Reisen", "viajar", "reizen"),
  l("gaming", "Gaming", "los videojuegos", "gamen"),
  l("dancing", "Tanzen", "bailar", "dansen"),
  l("photography", "Fotografie", "la fotografía", "fotografie"),
  l("hiking", "Wandern", "el senderismo", "wandelen"),
  l("reading", "Lesen", "leer", "lezen"),
  l("music festivals", "Festivals", "los festivales", "festivals"),
  l("fashion", "Mode", "la moda", "mode"),
];

export function aboutText(name: string, city: string, hobbyA: L, hobbyB: L): L {
  return l(
    `Hi, I'm ${name} from ${city}. When I'm not online I love ${hobbyA.en} and ${hobbyB.en}. Write to me – I answer every message myself.`,
    `Hi, ich bin ${name} aus ${city}. Wenn ich nicht online bin, liebe ich ${hobbyA.de} und ${hobbyB.de}. Schreib mir – ich beantworte jede Nachricht selbst.`,
    `Hola, soy ${name} de ${city}. Cuando no estoy en línea me encanta ${hobbyA.es} y ${hobbyB.es}. Escríbeme: respondo personalmente a cada mensaje.`,
    `Hoi, ik ben ${name} uit ${city}. Als ik niet online ben, hou ik van ${hobbyA.nl} en ${hobbyB.nl}. Schrijf me – ik beantwoord elk bericht zelf.`,
  );
}

export function coupleAboutText(name: string, city: string): L {
  return l(
    `We are ${name}, a couple from ${city}. We love to show what we get up to – and to read your wishes.`,
    `Wir sind ${name}, ein Paar aus ${city}. Wir zeigen gern, was wir so treiben – und lesen gern deine Wünsche.`,
    `Somos ${name}, una pareja de ${city}. Nos encanta enseñar lo que hacemos y leer tus deseos.`,
    `Wij zijn ${name}, een stel uit ${city}. We laten graag zien wat we uitspoken – en lezen graag je wensen.`,
  );
}

export const FEMALE_NAMES = [
  "Lena",
  "Mia",
  "Emma",
  "Lara",
  "Nina",
  "Sophie",
  "Julia",
  "Lisa",
  "Anna",
  "Marie",
  "Jana",
  "Kim",
  "Vivien",
  "Sandra",
  "Carla",
  "Lucia",
  "Sofia",
  "Paula",
  "Elena",
  "Noa",
  "Fenna",
  "Sanne",
  "Lotte",
  "Isa",
  "Chiara",
  "Zoe",
  "Ronja",
  "Melina",
  "Jessy",
  "Nele",
  "Alina",
  "Svenja",
  "Tamara",
  "Bianca",
  "Nadja",
  "Valentina",
  "Ines",
  "Marta",
  "Eva",
  "Yara",
];
export const MALE_NAMES = ["Max", "Ben", "Luca", "Tom", "Jonas", "Marco", "Daan", "Pablo", "Nico", "Alex"];
export const STAGE_SUFFIXES = [
  "Rose",
  "Sun",
  "Moon",
  "Velvet",
  "Kiss",
  "Star",
  "Honey",
  "Berry",
  "Blue",
  "Fox",
  "Wild",
  "Sweet",
  "Bella",
  "Lux",
  "Hot",
  "Dream",
  "Peach",
  "Cherry",
  "Lips",
  "Love",
  "Amor",
  "Bunny",
  "Spice",
  "Sugar",
];

export const PLACES: { country: string; cities: string[]; languages: string[] }[] = [
  {
    country: "DE",
    cities: [
      "Berlin",
      "Hamburg",
      "München",
      "Köln",
      "Leipzig",
      "Dresden",
      "Stuttgart",
      "Frankfurt",
      "Bremen",
      "Hannover",
    ],
    languages: ["de"],
  },
  { country: "AT", cities: ["Wien", "Graz", "Linz", "Salzburg"], languages: ["de"] },
  { country: "CH", cities: ["Zürich", "Basel", "Bern"], languages: ["de", "fr"] },
  { country: "NL", cities: ["Amsterdam", "Rotterdam", "Utrecht", "Den Haag"], languages: ["nl"] },
  { country: "ES", cities: ["Madrid", "Barcelona", "Valencia", "Sevilla", "Málaga"], languages: ["es"] },
  { country: "CZ", cities: ["Praha", "Brno"], languages: ["cs"] },
];

export const EYE_COLORS = ["blue", "green", "brown", "grey", "hazel"] as const;
export const HAIR_COLORS = ["blonde", "brown", "black", "red", "auburn"] as const;
export const BODY_TYPES = ["slim", "athletic", "average", "curvy", "petite"] as const;

/** City centres (WGS84 latitude, longitude) of the demo places, for the search's distance order. */
export const CITY_COORDINATES: Record<string, [number, number]> = {
  Berlin: [52.52, 13.405],
  Hamburg: [53.551, 9.994],
  München: [48.137, 11.575],
  Köln: [50.938, 6.96],
  Leipzig: [51.34, 12.375],
  Dresden: [51.05, 13.738],
  Stuttgart: [48.776, 9.183],
  Frankfurt: [50.11, 8.682],
  Bremen: [53.079, 8.802],
  Hannover: [52.376, 9.732],
  Wien: [48.208, 16.373],
  Graz: [47.071, 15.439],
  Linz: [48.306, 14.286],
  Salzburg: [47.81, 13.055],
  Zürich: [47.377, 8.541],
  Basel: [47.56, 7.589],
  Bern: [46.948, 7.447],
  Amsterdam: [52.368, 4.904],
  Rotterdam: [51.924, 4.478],
  Utrecht: [52.091, 5.122],
  "Den Haag": [52.07, 4.3],
  Madrid: [40.417, -3.704],
  Barcelona: [41.385, 2.173],
  Valencia: [39.47, -0.376],
  Sevilla: [37.389, -5.984],
  Málaga: [36.721, -4.421],
  Praha: [50.075, 14.438],
  Brno: [49.195, 16.607],
};
