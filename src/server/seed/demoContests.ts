import { randomBytes } from "node:crypto";
import type { Db, Tx } from "../db/client.ts";
import { guestIdByEmail, signup } from "../modules/accounts/index.ts";
import { findAlbums, findVideos } from "../modules/catalog/index.ts";
import { addContestEntry, addVote, contestLists, createContest } from "../modules/contests/index.ts";

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The demo's voters (guest accounts with random passwords, nobody logs in as them). */
const VOTERS = 8;

const texts = {
  shower: {
    title: {
      de: "Die heißeste Duschszene",
      en: "The hottest shower scene",
      es: "La escena de ducha más caliente",
      nl: "De heetste douchescène",
    },
    description: {
      de: "Welche Darstellerin bringt das Wasser zum Kochen? Stimm für deine Favoritinnen.",
      en: "Which performer makes the water boil? Vote for your favourites.",
      es: "¿Qué artista hace hervir el agua? Vota por tus favoritas.",
      nl: "Welke performer laat het water koken? Stem op je favorieten.",
    },
  },
  summer: {
    title: {
      de: "Sommer-Fotowettbewerb",
      en: "Summer photo contest",
      es: "Concurso de fotos de verano",
      nl: "Zomerfotowedstrijd",
    },
    description: {
      de: "Die schönsten Fotoalben des Sommers. Abstimmung mit Altersverifikation.",
      en: "The most beautiful photo albums of the summer. Voting needs the age check.",
      es: "Los álbumes de fotos más bonitos del verano. Votar requiere la verificación de edad.",
      nl: "De mooiste fotoalbums van de zomer. Stemmen vraagt de leeftijdscontrole.",
    },
  },
  solo: {
    title: {
      de: "Bestes Solo-Video",
      en: "Best solo video",
      es: "Mejor vídeo en solitario",
      nl: "Beste solovideo",
    },
    description: {
      de: "Die Community hat entschieden: die besten Solo-Videos.",
      en: "The community has decided: the best solo videos.",
      es: "La comunidad ha decidido: los mejores vídeos en solitario.",
      nl: "De community heeft gekozen: de beste solovideo's.",
    },
  },
};
const rules = {
  de: "Jeder Gast hat 5 Stimmen pro Wettbewerb, eine pro Beitrag. Stimmen können bis zum Ende zurückgenommen werden.",
  en: "Every guest has 5 votes per contest, one per entry. Votes can be taken back until the end.",
  es: "Cada invitado tiene 5 votos por concurso, uno por participación. Los votos se pueden retirar hasta el final.",
  nl: "Elke gast heeft 5 stemmen per wedstrijd, één per inzending. Stemmen kunnen tot het einde worden ingetrokken.",
};
const prizes = [
  {
    de: "1.000 VXC und Startseiten-Feature",
    en: "1,000 VXC and a home page feature",
    es: "1.000 VXC y portada",
    nl: "1.000 VXC en een plek op de startpagina",
  },
  { de: "500 VXC", en: "500 VXC", es: "500 VXC", nl: "500 VXC" },
  { de: "250 VXC", en: "250 VXC", es: "250 VXC", nl: "250 VXC" },
];

async function demoVoters(db: Db, now: Date): Promise<{ id: number; avsStatus: string }[]> {
  const voters = [];
  for (let i = 1; i <= VOTERS; i++) {
    const email = `contest-voter-${i}@velvet.example`;
    let id = await guestIdByEmail(db, email);
    if (id === null) {
      const input = { email, password: randomBytes(18).toString("base64url"), name: `Voter ${i}` };
      id = (await db.transaction((tx) => signup({ tx, input, language: "en", site: null, now }))).guest.id;
    }
    voters.push({ id, avsStatus: "unknown" });
  }
  return voters;
}

/** Videos of as many performers as there are (one each first, best rated first), from `skip` on. */
async function videoIdsOfPerformers(db: Db, now: Date, skip: number, count: number): Promise<number[]> {
  const { rows } = await findVideos(db, {
    filter: {},
    order: "topRated",
    offset: 0,
    limit: 200,
    now,
    withTags: false,
  });
  const byActor = new Map<number, (typeof rows)[number]>();
  for (const row of rows) if (!byActor.has(row.actorId)) byActor.set(row.actorId, row);
  const first = [...byActor.values()];
  const ordered = [...first, ...rows.filter((row) => !first.includes(row))];
  return ordered.slice(skip, skip + count).map((row) => row.id);
}

/**
 * A contest with entries and the voters' votes, written with the contests module's commands at the
 * times they would have happened (`at`: while the contest ran).
 */
async function seedContest(
  tx: Tx,
  options: {
    content: (typeof texts)[keyof typeof texts];
    mediaType: "video" | "photo";
    needAvs: boolean;
    startsAt: Date;
    endsAt: Date;
    entries: { videoId?: number; albumId?: number }[];
    voters: { id: number; avsStatus: string }[];
    at: Date;
  },
) {
  const contest = await createContest({
    tx,
    now: options.at,
    input: {
      ...options.content,
      rules,
      prizes,
      mediaType: options.mediaType,
      needAvs: options.needAvs,
      startsAt: options.startsAt.toISOString(),
      endsAt: options.endsAt.toISOString(),
    },
  });
  const mediaIds = [];
  for (const input of options.entries)
    mediaIds.push((await addContestEntry({ tx, now: options.at, contestId: contest.id, input })).id);
  // Voter v votes for 5 entries in a row from entry v % 4: the middle entries collect most votes.
  for (const [v, voter] of options.voters.entries())
    for (let k = 0; k < Math.min(5, mediaIds.length); k++)
      await addVote({
        tx,
        now: new Date(options.at.getTime() + (v * 5 + k) * MINUTE),
        guest: voter,
        input: { contestId: contest.id, mediaId: mediaIds[((v % 4) + k) % mediaIds.length] as number },
      });
}

/**
 * The demo's contests, relative to `now` (every start tops them up): one running, one next and one
 * finished with places, from the demo performers' videos and albums, voted by demo voters.
 */
export async function ensureDemoContests(db: Db, now: Date): Promise<void> {
  const lists = await contestLists(db, now);
  if (lists.active.length > 0 && lists.next.length > 0 && lists.last.length > 0) return;
  const voters = await demoVoters(db, now);
  const t = now.getTime();
  if (lists.active.length === 0) {
    const videoIds = await videoIdsOfPerformers(db, now, 0, 12);
    await db.transaction((tx) =>
      seedContest(tx, {
        content: texts.shower,
        mediaType: "video",
        needAvs: false,
        startsAt: new Date(t - 3 * DAY),
        endsAt: new Date(t + 4 * DAY),
        entries: videoIds.map((videoId) => ({ videoId })),
        voters: voters.slice(0, 5),
        at: new Date(t - 2 * DAY),
      }),
    );
  }
  if (lists.next.length === 0) {
    const albums = await findAlbums(db, { offset: 0, limit: 10, now });
    await db.transaction((tx) =>
      seedContest(tx, {
        content: texts.summer,
        mediaType: "photo",
        needAvs: true,
        startsAt: new Date(t + 5 * DAY),
        endsAt: new Date(t + 12 * DAY),
        entries: albums.rows.map((album) => ({ albumId: album.id })),
        voters: [],
        at: now,
      }),
    );
  }
  if (lists.last.length === 0) {
    const videoIds = await videoIdsOfPerformers(db, now, 12, 10);
    await db.transaction((tx) =>
      seedContest(tx, {
        content: texts.solo,
        mediaType: "video",
        needAvs: false,
        startsAt: new Date(t - 16 * DAY),
        endsAt: new Date(t - 2 * DAY),
        entries: videoIds.map((videoId) => ({ videoId })),
        voters,
        at: new Date(t - 10 * DAY),
      }),
    );
  }
}
