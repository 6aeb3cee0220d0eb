import type { TEggPosition } from "../../common/contracts/easter.ts";
import { VOUCHER_TYPES } from "../../common/enums.ts";
import type { RouteName } from "../../common/routes/table.ts";
import type { Db } from "../db/client.ts";
import { createEasterEvent, eventByKey } from "../modules/easter/index.ts";

/** The demo's egg hunt starts on this day and never ends: eggs hide on any date. */
const DEMO_EASTER_START = "2026-01-01T00:00:00+01:00";

/** The demo's hiding places: ten common pages (route names), four of them hide an egg each day. */
export const DEMO_EGG_SPOTS = [
  { eggKey: "sunrise", page: "home", position: "top-right" },
  { eggKey: "velvet", page: "videos", position: "middle-left" },
  { eggKey: "ruby", page: "cams", position: "bottom-right" },
  { eggKey: "blossom", page: "newGirls", position: "top-left" },
  { eggKey: "amber", page: "actorProfile", position: "middle-right" },
  { eggKey: "golden", page: "vipClub", position: "bottom-left" },
  { eggKey: "ink", page: "blog", position: "top-right" },
  { eggKey: "pearl", page: "feed", position: "middle-left" },
  { eggKey: "spark", page: "camShows", position: "bottom-right" },
  { eggKey: "dawn", page: "dailyDeals", position: "middle-right" },
] as const satisfies readonly { eggKey: string; page: RouteName; position: TEggPosition }[];

const texts = (en: string, de: string, es: string, nl: string) => ({ en, de, es, nl });

/**
 * The demo's easter egg hunt (modules/easter), created once: ten hiding places across the site's
 * common pages, four of them hiding an egg each Berlin day, and a ladder of rewards at 1, 3, 5 (up
 * to 100 VXC) and 8 eggs (a hidden one). Returns 1 when created, 0 when it exists.
 */
export async function ensureDemoEaster(db: Db, now: Date): Promise<number> {
  if (await eventByKey(db, "egg-hunt")) return 0;
  await db.transaction((tx) =>
    createEasterEvent({
      tx,
      now,
      input: {
        key: "egg-hunt",
        title: texts(
          "The great egg hunt",
          "Die große Eiersuche",
          "La gran búsqueda de huevos",
          "De grote eierjacht",
        ),
        startsAt: DEMO_EASTER_START,
        endsAt: null,
        eggsPerDay: 4,
        spots: [...DEMO_EGG_SPOTS],
        rewards: [
          {
            requiredEggs: 1,
            isUpTo: false,
            hidden: false,
            benefit: { kind: "coins", amount: 10 },
            label: texts("10 VXC", "10 VXC", "10 VXC", "10 VXC"),
          },
          {
            requiredEggs: 3,
            isUpTo: false,
            hidden: false,
            benefit: { kind: "voucher", type: VOUCHER_TYPES.video, amount: 1, validDays: 30 },
            label: texts(
              "A video of your choice",
              "Ein Video deiner Wahl",
              "Un vídeo a elegir",
              "Een video naar keuze",
            ),
          },
          {
            requiredEggs: 5,
            isUpTo: true,
            hidden: false,
            benefit: { kind: "coins", amount: 100 },
            label: texts("Up to 100 VXC", "Bis zu 100 VXC", "Hasta 100 VXC", "Tot 100 VXC"),
          },
          {
            requiredEggs: 8,
            isUpTo: false,
            hidden: true,
            benefit: { kind: "vipDays", days: 3 },
            label: texts("Three VIP days", "Drei VIP-Tage", "Tres días VIP", "Drie VIP-dagen"),
          },
        ],
      },
    }),
  );
  return 1;
}
