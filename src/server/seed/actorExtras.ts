import type { Tx } from "../db/client.ts";
import { addOnlineHistory } from "../modules/actors/index.ts";
import { addChatRatingHistory } from "../modules/ratings/index.ts";
import { prng } from "./art.ts";

type Localized = Record<"de" | "en" | "es" | "nl", string>;

/** Interview questions with a few answers each, in the four site languages. */
const INTERVIEW: { question: Localized; answers: Localized[] }[] = [
  {
    question: {
      en: "What do you love about camming?",
      de: "Was liebst du am Cammen?",
      es: "¿Qué es lo que más te gusta de hacer cam?",
      nl: "Wat vind je het leukst aan cammen?",
    },
    answers: [
      {
        en: "Meeting people from everywhere and laughing together.",
        de: "Leute von überall kennenzulernen und zusammen zu lachen.",
        es: "Conocer gente de todas partes y reírnos juntos.",
        nl: "Mensen van overal ontmoeten en samen lachen.",
      },
      {
        en: "The freedom: I decide when and how I show myself.",
        de: "Die Freiheit: Ich entscheide, wann und wie ich mich zeige.",
        es: "La libertad: yo decido cuándo y cómo me muestro.",
        nl: "De vrijheid: ik bepaal wanneer en hoe ik me laat zien.",
      },
    ],
  },
  {
    question: {
      en: "What is your perfect evening?",
      de: "Wie sieht dein perfekter Abend aus?",
      es: "¿Cómo es tu noche perfecta?",
      nl: "Hoe ziet jouw perfecte avond eruit?",
    },
    answers: [
      {
        en: "Good food, a glass of wine and a long chat.",
        de: "Gutes Essen, ein Glas Wein und ein langes Gespräch.",
        es: "Buena comida, una copa de vino y una larga charla.",
        nl: "Lekker eten, een glas wijn en een lang gesprek.",
      },
      {
        en: "Music on, candles lit, and you in my chat.",
        de: "Musik an, Kerzen an und du in meinem Chat.",
        es: "Música, velas encendidas y tú en mi chat.",
        nl: "Muziek aan, kaarsjes aan en jij in mijn chat.",
      },
    ],
  },
  {
    question: {
      en: "Which gift makes you smile?",
      de: "Bei welchem Geschenk musst du lächeln?",
      es: "¿Qué regalo te hace sonreír?",
      nl: "Van welk cadeau moet je glimlachen?",
    },
    answers: [
      {
        en: "A red rose, always.",
        de: "Immer eine rote Rose.",
        es: "Una rosa roja, siempre.",
        nl: "Altijd een rode roos.",
      },
      {
        en: "Champagne, so we can celebrate together.",
        de: "Champagner, damit wir zusammen feiern können.",
        es: "Champán, para celebrar juntos.",
        nl: "Champagne, zodat we samen kunnen proosten.",
      },
    ],
  },
  {
    question: {
      en: "Three words that describe you?",
      de: "Drei Worte, die dich beschreiben?",
      es: "¿Tres palabras que te describan?",
      nl: "Drie woorden die jou beschrijven?",
    },
    answers: [
      {
        en: "Curious, warm, cheeky.",
        de: "Neugierig, herzlich, frech.",
        es: "Curiosa, cálida, pícara.",
        nl: "Nieuwsgierig, warm, brutaal.",
      },
      {
        en: "Calm, playful, honest.",
        de: "Ruhig, verspielt, ehrlich.",
        es: "Tranquila, juguetona, sincera.",
        nl: "Rustig, speels, eerlijk.",
      },
    ],
  },
];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** An actor's interview answer of the demo (catalog addCatalogHistory writes them). */
export interface DemoInterview {
  actorId: number;
  position: number;
  question: Localized;
  answer: Localized;
}

/**
 * Demo data for the profile's about tab, deterministic per actor: interviews (answered, for the
 * catalogue's history), chat ratings of the last 90 days (some actors below the 10 needed to show
 * them; ratings' history) and four weeks of online sessions on the actor's usual evenings (the heat
 * map; actors' history).
 */
export async function seedActorExtras(tx: Tx, actorIds: number[], now: Date): Promise<DemoInterview[]> {
  const interviews: DemoInterview[] = [];
  const ratings: { actorId: number; satisfied: boolean; createdAt: Date }[] = [];
  const sessions: { actorId: number; startedAt: Date; endedAt: Date }[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  for (const actorId of actorIds) {
    const random = prng(actorId * 7919);
    INTERVIEW.forEach((item, position) => {
      if (position > 0 && random() < 0.25) return;
      const answer = item.answers[Math.floor(random() * item.answers.length)] ?? item.answers[0];
      if (answer) interviews.push({ actorId, position, question: item.question, answer });
    });
    const count = random() < 0.2 ? Math.floor(random() * 9) : 10 + Math.floor(random() * 80);
    const satisfaction = 0.78 + random() * 0.2;
    for (let i = 0; i < count; i++)
      ratings.push({
        actorId,
        satisfied: random() < satisfaction,
        createdAt: new Date(now.getTime() - Math.floor(random() * 89 * DAY) - HOUR),
      });
    // Usual evenings: 3–5 weekdays, starting between 17:00 and 22:00 UTC, 2–4 hours.
    const days = new Set<number>();
    while (days.size < 3 + Math.floor(random() * 3)) days.add(Math.floor(random() * 7));
    const startHour = 17 + Math.floor(random() * 6);
    const length = 2 + Math.floor(random() * 3);
    for (let back = 28; back >= 1; back--) {
      const day = today - back * DAY;
      if (!days.has(new Date(day).getUTCDay()) || random() < 0.25) continue;
      const startedAt = new Date(day + startHour * HOUR + Math.floor(random() * 45) * 60_000);
      sessions.push({ actorId, startedAt, endedAt: new Date(startedAt.getTime() + length * HOUR) });
    }
  }
  await addChatRatingHistory(tx, ratings);
  await addOnlineHistory(tx, sessions);
  return interviews;
}
