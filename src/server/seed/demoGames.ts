import type { TEventType, TGameCreate } from "../../common/contracts/games.ts";
import { VOUCHER_TYPES } from "../../common/enums.ts";
import type { Db } from "../db/client.ts";
import { createGame, gameByEventId, gameByKey } from "../modules/games/index.ts";

/** The demo's games start on this day and never end: playable on any date. */
const DEMO_GAMES_START = "2026-01-01T00:00:00+01:00";

/**
 * The demo's spin wheel (spec content: spin wheel; modules/games), created once: one free attempt a
 * Berlin day, ten points an attempt, coins, a VIP day, video and photo-album vouchers with published
 * odds (two of them in limited stock), "nothing" with the rest. Returns 1 when created, 0 when it
 * exists.
 */
export async function ensureDemoGames(db: Db, now: Date): Promise<number> {
  return (await ensureDemoSpinwheel(db, now)) + (await ensureDemoRewardEvents(db, now));
}

async function ensureDemoSpinwheel(db: Db, now: Date): Promise<number> {
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
        eventId: null,
        eventType: null,
        coinBudget: null,
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

const texts = (en: string, de: string, es: string, nl: string) => ({ en, de, es, nl });
type DemoReward = TGameCreate["rewards"][number];
const coins = (amount: number, weight: number, stock: number | null, code: string): DemoReward => ({
  benefit: { kind: "coins", amount },
  label: texts(`${amount} VXC`, `${amount} VXC`, `${amount} VXC`, `${amount} VXC`),
  weight,
  stock,
  code,
});
const videoVoucher = (weight: number, stock: number | null): DemoReward => ({
  benefit: { kind: "voucher", type: VOUCHER_TYPES.video, amount: 1, validDays: 30 },
  label: texts(
    "A video of your choice",
    "Ein Video deiner Wahl",
    "Un vídeo a elegir",
    "Een video naar keuze",
  ),
  weight,
  stock,
  code: "video",
});
const vipDay = (weight: number, stock: number | null): DemoReward => ({
  benefit: { kind: "vipDays", days: 1 },
  label: texts("A day of VIP", "Ein Tag VIP", "Un día VIP", "Een dag VIP"),
  weight,
  stock,
  code: "vip-day",
});

/**
 * The demo's reward events (spec content "Event reward"): the spec's fixed ids 22 wiesn shooting,
 * 30 wiesn bude and 7 venus attacks, and wet and wild, halloween, kick it, reward box and a slot
 * machine, each running from the demo's start with no end, three credits a Berlin day, published odds
 * with limited stocks (the wet and wild event also with a coin budget). Each is created once (by
 * its event id): re-running creates nothing twice. Returns how many were created.
 */
export async function ensureDemoRewardEvents(db: Db, now: Date): Promise<number> {
  const events: {
    eventId: number;
    eventType: TEventType;
    title: ReturnType<typeof texts>;
    rewards: DemoReward[];
    coinBudget?: number;
  }[] = [
    {
      eventId: 22,
      eventType: "wiesn-shooting",
      title: texts("Wiesn shooting gallery", "Wiesn-Schießbude", "Tiro de la Wiesn", "Wiesn-schiettent"),
      rewards: [coins(5, 400_000, null, "coins-5"), coins(20, 80_000, 200, "coins-20"), vipDay(20_000, 50)],
    },
    {
      eventId: 30,
      eventType: "wiesn-bude",
      title: texts("Wiesn booth", "Wiesn-Bude", "Caseta de la Wiesn", "Wiesn-kraam"),
      rewards: [coins(3, 500_000, null, "coins-3"), videoVoucher(100_000, 300)],
    },
    {
      eventId: 7,
      eventType: "venus-attacks",
      title: texts("Venus attacks", "Venus greift an", "Venus ataca", "Venus valt aan"),
      rewards: [coins(10, 250_000, null, "coins-10"), vipDay(30_000, 40)],
    },
    {
      eventId: 41,
      eventType: "wet-and-wild",
      title: texts("Wet and wild", "Wet and Wild", "Wet and Wild", "Wet and Wild"),
      coinBudget: 50_000,
      rewards: [
        coins(5, 350_000, null, "coins-5"),
        coins(25, 100_000, 500, "coins-25"),
        videoVoucher(120_000, 400),
        vipDay(20_000, 60),
      ],
    },
    {
      eventId: 42,
      eventType: "halloween",
      title: texts("Halloween treats", "Halloween-Leckereien", "Dulces de Halloween", "Halloween-snoepjes"),
      rewards: [coins(13, 300_000, null, "coins-13"), videoVoucher(66_600, 130)],
    },
    {
      eventId: 43,
      eventType: "kickIt",
      title: texts("Kick it 2025", "Kick it 2025", "Kick it 2025", "Kick it 2025"),
      rewards: [coins(5, 300_000, null, "coins-5"), coins(50, 20_000, 100, "coins-50")],
    },
    {
      eventId: 44,
      eventType: "reward-box",
      title: texts("Reward box", "Überraschungsbox", "Caja de premios", "Beloningsdoos"),
      rewards: [coins(8, 450_000, null, "coins-8"), videoVoucher(80_000, 250), vipDay(10_000, 30)],
    },
    {
      eventId: 45,
      eventType: "slotmachine",
      title: texts("Slot machine", "Spielautomat", "Tragaperras", "Gokkast"),
      coinBudget: 20_000,
      rewards: [
        coins(7, 300_000, null, "coins-7"),
        coins(77, 15_000, 150, "coins-77"),
        videoVoucher(60_000, 200),
      ],
    },
  ];
  let created = 0;
  for (const event of events) {
    if (await gameByEventId(db, event.eventId)) continue;
    if (await gameByKey(db, `event-${event.eventType}`)) continue;
    await db.transaction((tx) =>
      createGame({
        tx,
        now,
        input: {
          key: `event-${event.eventType}`,
          gameType: event.eventType === "slotmachine" ? "slotmachine" : "prizegame",
          gameCategory: "event",
          title: event.title,
          description: {},
          startsAt: DEMO_GAMES_START,
          endsAt: null,
          dailyAttempts: 3,
          pointsPerAttempt: 0,
          dayConfigs: [],
          actorIds: [],
          eventId: event.eventId,
          eventType: event.eventType,
          coinBudget: event.coinBudget ?? null,
          rewards: event.rewards,
        },
      }),
    );
    created++;
  }
  return created;
}
