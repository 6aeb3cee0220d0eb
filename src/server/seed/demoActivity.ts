import { VOUCHER_TYPES } from "../../common/enums.ts";
import type { Db } from "../db/client.ts";
import { createActivityEvent, runningActivityEventRows } from "../modules/activity/index.ts";

/** The demo's Goldrush runs from this day to that one: alive on any date a demo is shown. */
const DEMO_GOLDRUSH_START = "2020-01-01T00:00:00+01:00";
const DEMO_GOLDRUSH_END = "2100-01-01T00:00:00+01:00";

const texts = (en: string, de: string, es: string, nl: string) => ({ en, de, es, nl });

/**
 * The demo's Goldrush (spec content §3 "Special event (activity points)", modules/activity),
 * created once: free activities (the daily visit, pinning favourites) beside paid
 * ones (messages, purchases, live minutes), three challenges and a reward ladder from 25 to 1,000
 * gold. Returns 1 when created, 0 when a Goldrush already runs.
 */
export async function ensureDemoActivity(db: Db, now: Date): Promise<number> {
  if ((await runningActivityEventRows(db, now, "goldrush")).length > 0) return 0;
  await db.transaction((tx) =>
    createActivityEvent({
      tx,
      input: {
        key: "goldrush",
        title: texts("Goldrush", "Goldrausch", "Fiebre del oro", "Goldkoorts"),
        startsAt: DEMO_GOLDRUSH_START,
        endsAt: DEMO_GOLDRUSH_END,
        activities: [
          { code: "dailyVisit", points: 10, vipBonus: 5, limitPerDay: 1 },
          { code: "favorite", points: 5, vipBonus: 2, limitPerDay: 3 },
          { code: "message", points: 10, vipBonus: 5, limitPerDay: 5 },
          { code: "purchase", points: 50, vipBonus: 25, limitPerDay: 5 },
          { code: "liveMinute", points: 2, vipBonus: 1, limitPerDay: 30 },
        ],
        challenges: [
          {
            title: texts("Visit on 3 days", "An 3 Tagen vorbeischauen", "Visita 3 días", "Kom 3 dagen langs"),
            activityCode: "dailyVisit",
            target: 3,
            bonusPoints: 30,
          },
          {
            title: texts(
              "Pin 3 favourites",
              "3 Favoriten merken",
              "Guarda 3 favoritos",
              "Bewaar 3 favorieten",
            ),
            activityCode: "favorite",
            target: 3,
            bonusPoints: 20,
          },
          {
            title: texts("Buy 2 videos", "2 Videos kaufen", "Compra 2 vídeos", "Koop 2 video's"),
            activityCode: "purchase",
            target: 2,
            bonusPoints: 100,
          },
        ],
        rewards: [
          {
            requiredPoints: 300,
            benefit: { kind: "coins", amount: 5 },
            label: texts("5 VXC", "5 VXC", "5 VXC", "5 VXC"),
          },
          {
            requiredPoints: 1000,
            benefit: { kind: "coins", amount: 20 },
            label: texts("20 VXC", "20 VXC", "20 VXC", "20 VXC"),
          },
          {
            requiredPoints: 2500,
            benefit: { kind: "voucher", type: VOUCHER_TYPES.video, amount: 1, validDays: 30 },
            label: texts(
              "A video of your choice",
              "Ein Video deiner Wahl",
              "Un vídeo a elegir",
              "Een video naar keuze",
            ),
          },
          {
            requiredPoints: 5000,
            benefit: { kind: "vipDays", days: 1 },
            label: texts("One VIP day", "Ein VIP-Tag", "Un día VIP", "Eén VIP-dag"),
          },
          {
            requiredPoints: 10000,
            benefit: { kind: "coins", amount: 100 },
            label: texts("100 VXC", "100 VXC", "100 VXC", "100 VXC"),
          },
        ],
      },
    }),
  );
  return 1;
}
