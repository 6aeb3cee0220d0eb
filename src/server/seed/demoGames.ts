import { VOUCHER_TYPES } from "../../common/enums.ts";
import type { Db } from "../db/client.ts";
import { createGame, gameByKey } from "../modules/games/index.ts";

/** The demo's games start on this day and never end: playable on any date. */
const DEMO_GAMES_START = "2026-01-01T00:00:00+01:00";

/**
 * The demo's spin wheel (spec content: spin wheel; modules/games), created once: one free attempt a
 * Berlin day, ten points an attempt, coins, a VIP day, video and photo-album vouchers with published
 * odds (two of them in limited stock), "nothing" with the rest. Returns 1 when created, 0 when it
 * exists.
 */
export async function ensureDemoGames(db: Db, now: Date): Promise<number> {
  if (await gameByKey(db, "spinwheel")) return 0;
  const texts = (en: string, de: string, es: string, nl: string) => ({ en, de, es, nl });
  await db.transaction((tx) =>
    createGame({
      tx,
      now,
      input: {
        key: "spinwheel",
        gameType: "spinwheel",
        gameCategory: "reward",
        title: texts("Spin wheel", "Glücksrad", "Ruleta", "Rad van fortuin"),
        description: texts(
          "One free spin every day. The odds of every prize are printed next to the wheel.",
          "Jeden Tag ein Gratis-Dreh. Die Chancen jedes Gewinns stehen neben dem Rad.",
          "Un giro gratis cada día. Las probabilidades de cada premio están junto a la ruleta.",
          "Elke dag een gratis draai. De kans op elke prijs staat naast het rad.",
        ),
        startsAt: DEMO_GAMES_START,
        endsAt: null,
        dailyAttempts: 1,
        pointsPerAttempt: 10,
        dayConfigs: [],
        actorIds: [],
        rewards: [
          {
            benefit: { kind: "coins", amount: 5 },
            label: texts("5 VXC", "5 VXC", "5 VXC", "5 VXC"),
            weight: 300_000,
            stock: null,
          },
          {
            benefit: { kind: "coins", amount: 10 },
            label: texts("10 VXC", "10 VXC", "10 VXC", "10 VXC"),
            weight: 150_000,
            stock: null,
          },
          {
            benefit: { kind: "coins", amount: 50 },
            label: texts("50 VXC", "50 VXC", "50 VXC", "50 VXC"),
            weight: 20_000,
            stock: 500,
          },
          {
            benefit: { kind: "voucher", type: VOUCHER_TYPES.video, amount: 1, validDays: 30 },
            label: texts(
              "A video of your choice",
              "Ein Video deiner Wahl",
              "Un vídeo a elegir",
              "Een video naar keuze",
            ),
            weight: 50_000,
            stock: null,
          },
          {
            benefit: { kind: "voucher", type: VOUCHER_TYPES.photoAlbum, amount: 1, validDays: 30 },
            label: texts(
              "A photo album of your choice",
              "Ein Fotoalbum deiner Wahl",
              "Un álbum a elegir",
              "Een fotoalbum naar keuze",
            ),
            weight: 50_000,
            stock: null,
          },
          {
            benefit: { kind: "vipDays", days: 1 },
            label: texts("A day of VIP", "Ein Tag VIP", "Un día VIP", "Een dag VIP"),
            weight: 10_000,
            stock: 100,
          },
        ],
      },
    }),
  );
  return 1;
}
