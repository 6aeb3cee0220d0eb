import { albums, bonusCodes, guests, videos } from "../../db/schema/index.ts";
import { createSession } from "../../modules/accounts/index.ts";
import { buildActor, localized } from "../factories.ts";
import { TEST_OPERATOR_KEY, type TestServer } from "../testServer.ts";
import type { Prng } from "./prng.ts";

/** Voucher types the model hands out: video, photo album, messages (common/enums VOUCHER_TYPES). */
export const MODEL_VOUCHERS = { video: 1, album: 4, messages: 5 } as const;
export type ModelVoucherType = (typeof MODEL_VOUCHERS)[keyof typeof MODEL_VOUCHERS];

/** Store gifts the model sends: neither VIP-only nor toy controls (gift store migration 0014). */
export const MODEL_GIFTS: Readonly<Record<number, number>> = {
  1: 5,
  2: 3,
  3: 4,
  4: 8,
  5: 15,
  6: 10,
  7: 6,
  8: 12,
};

/** A card the sandbox accepts (any valid number but its test cards). */
export const CARD_OK = {
  number: "4242424242424242",
  expMonth: 12,
  expYear: 2099,
  cvc: "123",
  holder: "Model Guest",
};

/** The first guests top up automatically: the package's coins below the threshold. */
export const AUTO_RECHARGE_GUESTS = 12;
export const AUTO_RECHARGE = { threshold: 15, coins: 40 } as const;

export interface Item {
  type: "video" | "album";
  id: number;
  price: number;
  /** "video:12": the reason of its ledger entry and the model's key. */
  key: string;
}

export interface BonusBenefitModel {
  coins: number;
  vouchers: Partial<Record<ModelVoucherType, number>>;
  gifts: Record<number, number>;
}

export interface BonusCodeModel {
  code: string;
  expired: boolean;
  benefits: BonusBenefitModel;
}

export type SubState = "none" | "active" | "cancelled";

/** A request sent with an Idempotency-Key: its first stored answer, once one succeeded. */
export interface KeyedRequest {
  key: string;
  url: string;
  payload: string;
  /** The first stored answer (its effect is applied once per key), and the step that got it. */
  answer: string | null;
  answerStep: number;
}

/** What the model believes about one guest: everything it observed succeed. */
export interface GuestModel {
  id: number;
  token: string;
  locked: boolean;
  balance: number;
  owned: Set<string>;
  vouchers: Record<ModelVoucherType, number>;
  gifts: Map<number, number>;
  redeemed: Set<string>;
  channels: Map<number, number>;
  keys: KeyedRequest[];
  /** Guest messages stored (text or gifts) and those paid with coins. */
  messages: number;
  paidMessages: number;
  /** Succeeded coin payments (top-ups), and payments waiting for their confirmation code. */
  coinPayments: number;
  pending: { paymentId: string; coins: number }[];
  subs: { vip: SubState; tv: SubState };
  /** Succeeded first payments of subscriptions. */
  subStarts: number;
  /**
   * Guests with a saved card, one-click (p20, p40) and automatic top-up (p40 below 15 coins) on.
   * The server tops them up on its own when a purchase finds too few coins; the model learns how
   * often from their succeeded autorecharge payments and expects exactly those coins.
   */
  autoRecharge: boolean;
  recharges: number;
  /** The auditor's running view of the ledger: sum of entries and the last balance_after. */
  ledgerSum: number;
  lastBalanceAfter: number;
}

export interface Actor {
  id: number;
  priceMessage: number;
}

export interface World {
  server: TestServer;
  actors: Actor[];
  items: Item[];
  /** Priced far above any balance the model reaches: every buy must be refused. */
  expensive: Item[];
  codes: BonusCodeModel[];
  guests: GuestModel[];
  /** Renewals the model expects in total, and the next renewal run's time. */
  renewals: number;
  renewAt: number;
}

const DAY = 86_400_000;
export const OPERATOR = { "x-operator-key": TEST_OPERATOR_KEY };

/** An HTTP answer of app.inject: status and parsed body (the raw text kept for byte comparisons). */
export interface Answer {
  status: number;
  text: string;
  body: Record<string, unknown>;
}

/** Sends one request through the real HTTP stack (Fastify inject: routing, hooks, validation). */
export async function send(
  world: World,
  method: "GET" | "POST",
  url: string,
  options: { token?: string; headers?: Record<string, string>; payload?: string } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.payload !== undefined) headers["content-type"] = "application/json";
  const response = await world.server.app.inject({
    method,
    url: `/rest/v1/${url}`,
    headers,
    ...(options.payload !== undefined ? { payload: options.payload } : {}),
  });
  let body: Record<string, unknown> = {};
  try {
    body = response.body ? (JSON.parse(response.body) as Record<string, unknown>) : {};
  } catch {
    body = { unparsed: response.body };
  }
  return { status: response.statusCode, text: response.body, body };
}

/** A new live session for a guest, written the way login writes it. */
export function newSession(world: World, guestId: number): Promise<string> {
  return createSession(world.server.database.db, guestId, new Date());
}

/**
 * The world of one run: a few actors, many videos and albums at 1..30 coins (and some nobody can
 * afford), bonus codes of every benefit the model tracks (some expired), and `guestCount` guests
 * with a session, a channel to each actor and a starting balance granted through the operator API.
 */
export async function buildWorld(server: TestServer, rng: Prng, guestCount: number): Promise<World> {
  const db = server.database.db;
  const now = new Date();
  const actors: Actor[] = [];
  for (let i = 0; i < 4; i++) {
    const priceMessage = rng.int(1, 6);
    const row = await buildActor({ db }, { priceMessage, freeMessages: 0 });
    actors.push({ id: row.id, priceMessage });
  }
  const released = new Date(now.getTime() - 30 * DAY);
  const itemRows = (count: number, price: () => number) =>
    Array.from({ length: count }, (_, n) => {
      const p = price();
      const actor = actors[n % actors.length] as Actor;
      return {
        actorId: actor.id,
        title: localized(`Model item ${n}`),
        price: p,
        basePrice: p,
        releasedAt: released,
      };
    });
  const cheap = () => rng.int(1, 30);
  const dear = () => 100_000_000;
  const videoRows = await db
    .insert(videos)
    .values(itemRows(400, cheap).map((row) => ({ ...row, durationSec: 600 })))
    .returning({ id: videos.id, price: videos.price });
  const albumRows = await db
    .insert(albums)
    .values(itemRows(200, cheap))
    .returning({ id: albums.id, price: albums.price });
  const dearVideos = await db
    .insert(videos)
    .values(itemRows(5, dear).map((row) => ({ ...row, durationSec: 600 })))
    .returning({ id: videos.id, price: videos.price });
  const dearAlbums = await db
    .insert(albums)
    .values(itemRows(5, dear))
    .returning({ id: albums.id, price: albums.price });
  const item = (type: Item["type"]) => (row: { id: number; price: number }) => ({
    type,
    id: row.id,
    price: row.price,
    key: `${type}:${row.id}`,
  });
  const items = [...videoRows.map(item("video")), ...albumRows.map(item("album"))];
  const expensive = [...dearVideos.map(item("video")), ...dearAlbums.map(item("album"))];

  const codes: BonusCodeModel[] = [];
  const codeRows: (typeof bonusCodes.$inferInsert)[] = [];
  for (let n = 0; n < 80; n++) {
    const benefits: BonusBenefitModel = { coins: 0, vouchers: {}, gifts: {} };
    const stored: (typeof bonusCodes.$inferInsert)["benefits"] = [];
    const kinds = rng.int(1, 2);
    for (let k = 0; k < kinds; k++) {
      const kind = rng.weighted({ coins: 3, video: 2, album: 1, messages: 1, gifts: 2 });
      if (kind === "coins") {
        const amount = rng.int(5, 120);
        benefits.coins += amount;
        stored.push({ kind: "coins", amount });
      } else if (kind === "gifts") {
        const giftId = rng.pick(Object.keys(MODEL_GIFTS).map(Number));
        const count = rng.int(1, 3);
        benefits.gifts[giftId] = (benefits.gifts[giftId] ?? 0) + count;
        stored.push({ kind: "messengerGifts", giftId, count });
      } else {
        const type = MODEL_VOUCHERS[kind];
        const amount = rng.int(1, 3);
        benefits.vouchers[type] = (benefits.vouchers[type] ?? 0) + amount;
        stored.push({ kind: "voucher", type, amount, validDays: 30 });
      }
    }
    const expired = n % 10 === 9;
    const code = `MODEL${n}X${rng.int(1000, 9999)}`;
    codes.push({ code, expired, benefits });
    codeRows.push({
      code,
      benefits: stored,
      validTo: new Date(now.getTime() + (expired ? -DAY : 60 * DAY)),
    });
  }
  await db.insert(bonusCodes).values(codeRows);

  const guestRows = await db
    .insert(guests)
    .values(
      Array.from({ length: guestCount }, (_, n) => ({
        email: `model-${rng.seed}-${n}-${Date.now()}@example.com`,
        name: `Model guest ${n}`,
        // Never logged in with a password: sessions are written directly (newSession).
        passwordHash: "model-test-no-login",
      })),
    )
    .returning({ id: guests.id });
  const world: World = {
    server,
    actors,
    items,
    expensive,
    codes,
    guests: [],
    renewals: 0,
    renewAt: now.getTime() + 31 * DAY,
  };
  for (const row of guestRows) {
    const guest: GuestModel = {
      id: row.id,
      token: await newSession(world, row.id),
      locked: false,
      balance: 0,
      owned: new Set(),
      vouchers: { 1: 0, 4: 0, 5: 0 },
      gifts: new Map(),
      redeemed: new Set(),
      channels: new Map(),
      keys: [],
      messages: 0,
      paidMessages: 0,
      coinPayments: 0,
      pending: [],
      subs: { vip: "none", tv: "none" },
      subStarts: 0,
      autoRecharge: world.guests.length < AUTO_RECHARGE_GUESTS,
      recharges: 0,
      ledgerSum: 0,
      lastBalanceAfter: 0,
    };
    world.guests.push(guest);
    for (const actor of actors) {
      const opened = await send(world, "GET", `messenger/channel/actor/${actor.id}`, { token: guest.token });
      if (opened.status !== 200) throw new Error(`channel not opened: ${opened.status} ${opened.text}`);
      guest.channels.set(actor.id, (opened.body.channel as { id: number }).id);
    }
    if (guest.autoRecharge) {
      for (const [url, body] of [
        ["payment/card", { card: CARD_OK }],
        [
          "payment/settings",
          {
            oneClick: { enabled: true, packageIds: ["p20", "p40"] },
            autoRecharge: { enabled: true, thresholdCoins: AUTO_RECHARGE.threshold, packageId: "p40" },
          },
        ],
      ] as const) {
        const set = await send(world, "POST", url, { token: guest.token, payload: JSON.stringify(body) });
        if (set.status !== 200) throw new Error(`${url} failed: ${set.status} ${set.text}`);
      }
    }
    const coins = rng.int(0, 3) === 0 ? rng.int(1, 10) : rng.int(20, 300);
    const granted = await send(world, "POST", `internal/guests/${guest.id}/credit`, {
      headers: OPERATOR,
      payload: JSON.stringify({ coins, reason: "model start" }),
    });
    if (granted.status !== 201) throw new Error(`credit failed: ${granted.status} ${granted.text}`);
    guest.balance += coins;
  }
  return world;
}
