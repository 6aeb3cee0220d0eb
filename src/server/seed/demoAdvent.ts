import type { TAdventCalendarCreate, TAdventItemType } from "../../common/contracts/advent.ts";
import type { TBenefit } from "../../common/contracts/benefits.ts";
import { VOUCHER_TYPES } from "../../common/enums.ts";
import type { Db } from "../db/client.ts";
import { adventToday, calendarsStarting, createCalendar, runningCalendars } from "../modules/advent/index.ts";
import { findActors } from "../modules/catalog/index.ts";
import { giftsByIds } from "../modules/gifts/index.ts";

type Texts = TAdventCalendarCreate["title"];
const texts = (en: string, de: string, es: string, nl: string): Texts => ({ en, de, es, nl });

/** A door's item type and reward by its number: the five calendar item types in turn. */
function rewardOf(doorNo: number, actorId: number, giftId: number | null) {
  const order: TAdventItemType[] = ["coupon", "video", "messengerGifts", "photo_album", "merchandise"];
  let itemType = order[(doorNo - 1) % order.length] as TAdventItemType;
  if (itemType === "messengerGifts" && giftId === null) itemType = "coupon";
  const coins = 10 * (1 + (doorNo % 5));
  const rewards: Record<TAdventItemType, { benefit: TBenefit | null; label: Texts }> = {
    coupon:
      doorNo === 24
        ? {
            benefit: { kind: "vipDays", days: 3 },
            label: texts("3 VIP days", "3 VIP-Tage", "3 días VIP", "3 VIP-dagen"),
          }
        : {
            benefit: { kind: "coins", amount: coins },
            label: texts(`${coins} VXC`, `${coins} VXC`, `${coins} VXC`, `${coins} VXC`),
          },
    video: {
      benefit: { kind: "voucher", type: VOUCHER_TYPES.video, amount: 1, validDays: 30, actorId },
      label: texts(
        "A video of mine, free",
        "Ein Video von mir, gratis",
        "Un vídeo mío, gratis",
        "Een video van mij, gratis",
      ),
    },
    photo_album: {
      benefit: { kind: "voucher", type: VOUCHER_TYPES.photoAlbum, amount: 1, validDays: 30, actorId },
      label: texts(
        "A photo album of mine, free",
        "Ein Fotoalbum von mir, gratis",
        "Un álbum mío, gratis",
        "Een fotoalbum van mij, gratis",
      ),
    },
    messengerGifts: {
      benefit: giftId === null ? null : { kind: "messengerGifts", giftId, count: 3 },
      label: texts(
        "3 messenger gifts",
        "3 Messenger-Geschenke",
        "3 regalos de mensajería",
        "3 messenger-cadeaus",
      ),
    },
    merchandise: {
      benefit: null,
      label: texts(
        "A signed poster (voucher code)",
        "Ein signiertes Poster (Gutscheincode)",
        "Un póster firmado (código)",
        "Een gesigneerde poster (code)",
      ),
    },
  };
  return { itemType, ...rewards[itemType] };
}

/**
 * The demo's door calendars (modules/advent), idempotent: the advent calendar of the coming or
 * current December (doors from several demo performers, every item type), and, when today is not
 * within 1-24 December and no gift calendar runs, a performer's gift calendar of 24 days from today,
 * so that the advent page shows a live calendar on any date. Returns the calendars created.
 */
export async function ensureDemoAdvent(db: Db, now: Date): Promise<number> {
  const { rows } = await findActors(db, { order: "newest", offset: 0, limit: 6, now });
  const actorIds = rows.map((row) => row.id);
  if (actorIds.length === 0) return 0;
  const gifts = await giftsByIds(db, [1]);
  const giftId = gifts.has(1) ? 1 : null;
  const today = adventToday(now);
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  const inAdvent = month === 12 && day <= 24;
  const adventYear = month === 12 && day > 24 ? year + 1 : year;
  let created = 0;
  const doorsOf = (actorOf: (doorNo: number) => number) =>
    Array.from({ length: 24 }, (_, i) => {
      const actorId = actorOf(i + 1);
      return { doorNo: i + 1, actorId, ...rewardOf(i + 1, actorId, giftId) };
    });
  const firstDay = `${adventYear}-12-01`;
  if ((await calendarsStarting(db, "advent", [firstDay])).length === 0) {
    await db.transaction((tx) =>
      createCalendar({
        tx,
        now,
        input: {
          kind: "advent",
          title: texts("Advent calendar", "Adventskalender", "Calendario de Adviento", "Adventskalender"),
          firstDay,
          doorCount: 24,
          actorId: null,
          doors: doorsOf((doorNo) => actorIds[(doorNo - 1) % actorIds.length] as number),
        },
      }),
    );
    created++;
  }
  const running = await runningCalendars(db, now, "en");
  if (!inAdvent && running.length === 0) {
    const actor = rows[0] as (typeof rows)[number];
    await db.transaction((tx) =>
      createCalendar({
        tx,
        now,
        input: {
          kind: "actorGift",
          title: texts(
            `${actor.name}'s gift calendar`,
            `${actor.name}s Geschenkkalender`,
            `Calendario de regalos de ${actor.name}`,
            `Cadeaukalender van ${actor.name}`,
          ),
          firstDay: today,
          doorCount: 24,
          actorId: actor.id,
          doors: doorsOf(() => actor.id),
        },
      }),
    );
    created++;
  }
  return created;
}
