import { eq } from "drizzle-orm";
import { guests } from "../../db/schema/index.ts";
import { AppError } from "../../lib/errors.ts";
import { buyItemBySession } from "../../modules/purchases/index.ts";
import type { Prng } from "./prng.ts";
import {
  type Answer,
  AUTO_RECHARGE_GUESTS,
  CARD_OK,
  type GuestModel,
  type Item,
  type KeyedRequest,
  MODEL_GIFTS,
  MODEL_VOUCHERS,
  newSession,
  OPERATOR,
  send,
  type World,
} from "./world.ts";

/** A broken rule the model saw: which guest, and what. */
export class ModelViolation extends Error {
  constructor(
    readonly guestId: number | null,
    message: string,
  ) {
    super(message);
    this.name = "ModelViolation";
  }
}

/** Operation kinds and their weights in a step (a burst sends several requests). */
export const OP_WEIGHTS = {
  // The purchase fast paths (one statement) carry the volume; every other kind still runs some
  // thousand times per 100,000 operations.
  buyBearer: 25,
  buySession: 30,
  buyQuery: 12,
  buyKey: 2.5,
  buyRetry: 1.5,
  buyBurst: 4,
  buyKeyBurst: 0.8,
  buyUnaffordable: 5,
  topUp: 2.5,
  topUpDeclined: 0.4,
  oneClick: 0.6,
  topUpConfirm: 0.4,
  confirm: 0.4,
  redeem: 1.5,
  redeemUnknown: 0.3,
  message: 2.2,
  messageKey: 0.8,
  gift: 1.5,
  subscribe: 0.4,
  subscribeBurst: 0.15,
  unsubscribe: 0.25,
  refund: 3,
  lock: 0.15,
  unlock: 1.2,
  keyReuse: 0.3,
} as const;
export type OpKind = keyof typeof OP_WEIGHTS;

/** What a step knows before its operations run: the guests' state at its start. */
export interface StepContext {
  world: World;
  step: number;
  /** Requests per guest in this step: a guest with more than one races itself. */
  busy: Map<number, number>;
  /** Guests locked or unlocked in this step: their other operations may go either way. */
  lockChanging: Set<number>;
  /** Whether each guest was locked at the step's start. */
  lockedAtStart: Map<number, boolean>;
  /** When false (the lock policy is not in place yet), a locked guest's answers are only recorded. */
  strictLock: boolean;
  /** Counts of the requests each operation kind sent. */
  counts: Record<string, number>;
}

export interface PlannedOp {
  kind: OpKind;
  guest: GuestModel;
  requests: number;
  run(ctx: StepContext): Promise<void>;
}

const CARD_DECLINED = { ...CARD_OK, number: "4000000000000002" };
const CARD_CONFIRM = { ...CARD_OK, number: "4000000000003220" };
const PACKAGES: Record<string, number> = { p20: 20, p40: 40, p100: 110, p200: 230 };

function fail(guest: GuestModel | null, what: string, answer?: Answer): never {
  const detail = answer ? ` (answer ${answer.status} ${answer.text.slice(0, 300)})` : "";
  throw new ModelViolation(guest?.id ?? null, `${what}${detail}`);
}

const errorCode = (answer: Answer) => (answer.body.error as { code?: string } | undefined)?.code;
const isBusy = (ctx: StepContext, guest: GuestModel) => (ctx.busy.get(guest.id) ?? 0) > 1;

/**
 * The lock rule, applied to every guest operation's answer before its own rules: a guest locked
 * for the whole step must be refused (401 or 403, nothing written; the caller records nothing);
 * a guest locked or unlocked during the step may go either way. Returns true when the answer was
 * such a refusal.
 */
function refusedForLock(ctx: StepContext, guest: GuestModel, answer: Answer, op: string): boolean {
  const refused = answer.status === 401 || answer.status === 403;
  if (ctx.lockChanging.has(guest.id)) return refused && errorCode(answer) !== "LIMIT_REACHED";
  if (ctx.lockedAtStart.get(guest.id)) {
    if (refused) {
      ctx.counts.refusedWhileLocked = (ctx.counts.refusedWhileLocked ?? 0) + 1;
      return true;
    }
    if (ctx.strictLock) fail(guest, `a locked guest's ${op} was not refused`, answer);
    return false;
  }
  if (refused) fail(guest, `${op} of a guest who is not locked was refused`, answer);
  return false;
}

function no5xx(guest: GuestModel, answer: Answer, op: string) {
  if (answer.status >= 500) fail(guest, `${op} answered ${answer.status}`, answer);
  if (answer.status >= 400 && !errorCode(answer))
    fail(guest, `${op} answered an error outside the error shape`, answer);
}

/** A refusal for too few coins must come with too few coins (unless the guest raced itself). */
function insufficient(ctx: StepContext, guest: GuestModel, answer: Answer, op: string, needed: number) {
  if (errorCode(answer) !== "INSUFFICIENT_FUNDS")
    fail(guest, `${op}: 402 without INSUFFICIENT_FUNDS`, answer);
  // A guest alone in the step still has the balance it started with.
  if (!isBusy(ctx, guest) && guest.balance >= needed)
    fail(guest, `${op} was refused for too few coins with ${guest.balance} coins for ${needed}`, answer);
}

interface BuyAnswer {
  success: boolean;
  guestBalance: number;
  charged: boolean;
  voucherUsed: boolean;
}

/** Records a successful buy answer: a charge once per item, or a voucher, or "owned already". */
function recordBuy(ctx: StepContext, guest: GuestModel, item: Item, answer: Answer, racing: boolean) {
  const body = answer.body as unknown as BuyAnswer;
  if (body.success !== true || typeof body.guestBalance !== "number")
    fail(guest, "buy: no buy answer", answer);
  if (body.guestBalance < 0) fail(guest, "buy answered a negative balance", answer);
  if (body.charged && body.voucherUsed) fail(guest, "buy charged coins and a voucher", answer);
  if (body.charged || body.voucherUsed) {
    if (guest.owned.has(item.key)) fail(guest, `${item.key} was sold twice`, answer);
    guest.owned.add(item.key);
    if (body.charged) guest.balance -= item.price;
    else {
      const type = item.type === "video" ? MODEL_VOUCHERS.video : MODEL_VOUCHERS.album;
      guest.vouchers[type] -= 1;
      // (With other operations of the guest in the step, a concurrent redeem may have granted the
      // unit and not answered yet: the auditor compares the counts once every answer is in.)
      if (guest.vouchers[type] < 0 && !isBusy(ctx, guest))
        fail(guest, `a ${item.type} voucher unit was spent twice`, answer);
    }
  } else if (!guest.owned.has(item.key) && !racing) {
    fail(guest, `${item.key} answered "not charged" though the guest never bought it`, answer);
  }
  ctx.counts.bought = (ctx.counts.bought ?? 0) + (body.charged ? 1 : 0);
}

/**
 * The route's first step for a Bearer call without a key, called directly: buy_item_by_session()
 * decides in one statement. When it hands over (a voucher may pay, or a concurrent charge took the
 * coins: nothing written) the request goes through HTTP, where the route takes its slow path.
 */
async function buyBySession(ctx: StepContext, guest: GuestModel, item: Item): Promise<Answer | null> {
  try {
    const found = await buyItemBySession({
      database: ctx.world.server.database,
      token: guest.token,
      itemType: item.type,
      itemId: item.id,
      now: new Date(),
    });
    if (!found || found.outcome === null) return null;
    if (found.outcome instanceof AppError) throw found.outcome;
    const text = JSON.stringify(found.outcome);
    return { status: 200, text, body: found.outcome as unknown as Record<string, unknown> };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const body = error.toBody() as unknown as Record<string, unknown>;
    return { status: error.status, text: JSON.stringify(body), body };
  }
}

async function buy(
  ctx: StepContext,
  guest: GuestModel,
  item: Item,
  how: "bearer" | "query" | "session",
  keyed: KeyedRequest | null,
  racing: boolean,
) {
  const direct = how === "session" ? await buyBySession(ctx, guest, item) : null;
  if (how === "session")
    ctx.counts[direct ? "sessionDirect" : "sessionHandedOver"] =
      (ctx.counts[direct ? "sessionDirect" : "sessionHandedOver"] ?? 0) + 1;
  const url = `${item.type}/${item.id}/buy${how === "query" ? `?access_token=${guest.token}` : ""}`;
  const answer =
    direct ??
    (await send(ctx.world, "POST", url, {
      ...(how === "query" ? {} : { token: guest.token }),
      headers: keyed ? { "idempotency-key": keyed.key } : {},
      payload: keyed ? keyed.payload : "{}",
    }));
  no5xx(guest, answer, `buy ${item.key}`);
  if (refusedForLock(ctx, guest, answer, `buy of ${item.key}`)) return;
  if (answer.status === 402) {
    // (A send of the same key in this step may have failed first and answered after the one
    // that then succeeded: only an answer stored in an earlier step must be returned.)
    if (keyed?.answer && keyed.answerStep < ctx.step)
      fail(guest, "a retry of a stored Idempotency-Key was refused instead of answered", answer);
    const voucher = guest.vouchers[item.type === "video" ? MODEL_VOUCHERS.video : MODEL_VOUCHERS.album] > 0;
    return insufficient(
      ctx,
      guest,
      answer,
      `buy ${item.key}`,
      guest.owned.has(item.key) || voucher ? 0 : item.price,
    );
  }
  if (answer.status !== 200) fail(guest, `buy ${item.key}: unexpected answer`, answer);
  if (keyed) {
    if (keyed.answer !== null) {
      if (answer.text !== keyed.answer) fail(guest, `retry of key ${keyed.key} answered differently`, answer);
      return;
    }
    keyed.answer = answer.text;
    keyed.answerStep = ctx.step;
  }
  recordBuy(ctx, guest, item, answer, racing || keyed !== null);
}

function newKey(rng: Prng, guest: GuestModel, url: string, payload = "{}"): KeyedRequest {
  const keyed: KeyedRequest = {
    key: `model-${guest.id}-${rng.uint32().toString(36)}-${guest.keys.length}`,
    url,
    payload,
    answer: null,
    answerStep: 0,
  };
  guest.keys.push(keyed);
  return keyed;
}

async function topUp(ctx: StepContext, guest: GuestModel, rng: Prng, card: typeof CARD_OK) {
  const packageId = rng.pick(Object.keys(PACKAGES));
  const answer = await send(ctx.world, "POST", "payment/charge", {
    token: guest.token,
    payload: JSON.stringify({ packageId, currency: rng.chance(0.8) ? "EUR" : "CHF", card }),
  });
  no5xx(guest, answer, "top-up");
  if (refusedForLock(ctx, guest, answer, "top-up")) return;
  const body = answer.body as { status?: string; coins?: number; paymentId?: string };
  if (card === CARD_DECLINED) {
    if (answer.status !== 402 || errorCode(answer) !== "PAYMENT_DECLINED")
      fail(guest, "declined card", answer);
    return;
  }
  if (card === CARD_CONFIRM) {
    if (answer.status !== 202 || body.status !== "requires_confirmation")
      fail(guest, "3-D Secure card", answer);
    guest.pending.push({ paymentId: body.paymentId as string, coins: PACKAGES[packageId] as number });
    return;
  }
  if (answer.status !== 200 || body.status !== "succeeded") fail(guest, "top-up", answer);
  if (body.coins !== PACKAGES[packageId])
    fail(guest, `top-up of ${packageId} credited ${body.coins}`, answer);
  guest.balance += body.coins as number;
  guest.coinPayments += 1;
}

/** payment/oneclick with the saved card (guests with one-click on only). */
async function oneClick(ctx: StepContext, guest: GuestModel, rng: Prng) {
  const packageId = rng.pick(["p20", "p40"]);
  const answer = await send(ctx.world, "POST", "payment/oneclick", {
    token: guest.token,
    headers: rng.chance(0.3) ? { "idempotency-key": `model-oneclick-${guest.id}-${rng.uint32()}` } : {},
    payload: JSON.stringify({ packageId, currency: "EUR" }),
  });
  no5xx(guest, answer, "one-click top-up");
  if (refusedForLock(ctx, guest, answer, "one-click top-up")) return;
  const body = answer.body as { status?: string; coins?: number };
  if (answer.status !== 200 || body.status !== "succeeded" || body.coins !== PACKAGES[packageId])
    fail(guest, "one-click top-up", answer);
  guest.balance += body.coins as number;
  guest.coinPayments += 1;
}

async function confirm(ctx: StepContext, guest: GuestModel, times: number) {
  const pending = guest.pending.shift();
  if (!pending) return;
  const answers = await Promise.all(
    Array.from({ length: times }, () =>
      send(ctx.world, "POST", `payment/${pending.paymentId}/confirm`, {
        token: guest.token,
        payload: JSON.stringify({ code: "1234" }),
      }),
    ),
  );
  let credited = false;
  for (const answer of answers) {
    no5xx(guest, answer, "confirmation");
    if (refusedForLock(ctx, guest, answer, "confirmation")) continue;
    const body = answer.body as { status?: string; coins?: number };
    if (answer.status !== 200 || body.status !== "succeeded") fail(guest, "confirmation", answer);
    credited = true;
  }
  if (credited) {
    guest.balance += pending.coins;
    guest.coinPayments += 1;
  } else guest.pending.unshift(pending);
}

async function redeem(ctx: StepContext, guest: GuestModel, rng: Prng, unknown: boolean, racing: boolean) {
  const model = unknown ? null : rng.pick(ctx.world.codes);
  const code = model?.code ?? `NOPE${rng.uint32().toString(36)}`;
  const answer = await send(ctx.world, "POST", "guest/redeemBonus", {
    token: guest.token,
    payload: JSON.stringify({ code: rng.chance(0.3) ? code.toLowerCase() : code }),
  });
  no5xx(guest, answer, "redeem");
  if (refusedForLock(ctx, guest, answer, `redeem of ${code}`)) return;
  if (!model) {
    if (answer.status !== 404) fail(guest, "an unknown bonus code was not 404", answer);
    return;
  }
  if (answer.status === 409) {
    if (!model.expired && !guest.redeemed.has(code) && !racing)
      fail(guest, `redeem of ${code} refused though never redeemed`, answer);
    return;
  }
  if (answer.status !== 200) fail(guest, `redeem of ${code}`, answer);
  if (model.expired) fail(guest, `expired code ${code} was redeemed`, answer);
  if (guest.redeemed.has(code)) fail(guest, `${code} was redeemed twice`, answer);
  guest.redeemed.add(code);
  guest.balance += model.benefits.coins;
  for (const [type, units] of Object.entries(model.benefits.vouchers))
    guest.vouchers[Number(type) as 1 | 4 | 5] += units as number;
  for (const [giftId, count] of Object.entries(model.benefits.gifts))
    guest.gifts.set(Number(giftId), (guest.gifts.get(Number(giftId)) ?? 0) + count);
}

interface SendAnswer {
  charged: number;
  voucherUsed: boolean;
  guestBalance: number;
}

async function message(ctx: StepContext, guest: GuestModel, rng: Prng, keyed: boolean, racing: boolean) {
  const actor = rng.pick(ctx.world.actors);
  const url = `messenger/channel/${guest.channels.get(actor.id)}/send`;
  const payload = JSON.stringify({
    text: `hello ${rng.uint32().toString(36)}`,
    expectedPrice: actor.priceMessage,
  });
  const key = keyed
    ? (rng.chance(0.4) && guest.keys.find((k) => k.url === url)) || newKey(rng, guest, url, payload)
    : null;
  const answer = await send(ctx.world, "POST", key?.url ?? url, {
    token: guest.token,
    headers: key ? { "idempotency-key": key.key } : {},
    payload: key?.payload ?? payload,
  });
  no5xx(guest, answer, "paid message");
  if (refusedForLock(ctx, guest, answer, "paid message")) return;
  if (answer.status === 402) {
    if (key?.answer && key.answerStep < ctx.step)
      fail(guest, "a retry of a stored message key was refused instead of answered", answer);
    return insufficient(ctx, guest, answer, "paid message", guest.vouchers[5] > 0 ? 0 : actor.priceMessage);
  }
  if (answer.status === 409 && racing) return; // a voucher taken by a concurrent send: nothing written
  if (answer.status !== 200) fail(guest, "paid message", answer);
  if (key) {
    if (key.answer !== null) {
      if (answer.text !== key.answer) fail(guest, `retry of key ${key.key} answered differently`, answer);
      return;
    }
    key.answer = answer.text;
    key.answerStep = ctx.step;
  }
  const body = answer.body as unknown as SendAnswer;
  guest.messages += 1;
  if (body.charged === actor.priceMessage && !body.voucherUsed) {
    guest.balance -= body.charged;
    guest.paidMessages += 1;
  } else if (body.charged === 0 && body.voucherUsed) {
    guest.vouchers[5] -= 1;
    if (guest.vouchers[5] < 0 && !racing) fail(guest, "a messages voucher unit was spent twice", answer);
  } else fail(guest, `a message charged ${body.charged} (price ${actor.priceMessage})`, answer);
}

async function gift(ctx: StepContext, guest: GuestModel, rng: Prng) {
  const actor = rng.pick(ctx.world.actors);
  const giftId = rng.pick(Object.keys(MODEL_GIFTS).map(Number));
  const price = MODEL_GIFTS[giftId] as number;
  const quantity = rng.int(1, 3);
  const ownedAtStart = guest.gifts.get(giftId) ?? 0;
  const answer = await send(ctx.world, "POST", `messenger/channel/${guest.channels.get(actor.id)}/send`, {
    token: guest.token,
    payload: JSON.stringify({ gifts: [{ giftId, quantity }], expectedPrice: price * quantity }),
  });
  no5xx(guest, answer, "gift");
  if (refusedForLock(ctx, guest, answer, "gift")) return;
  if (answer.status === 402)
    return insufficient(ctx, guest, answer, "gift", price * Math.max(0, quantity - ownedAtStart));
  if (answer.status !== 200) fail(guest, "gift", answer);
  const body = answer.body as unknown as SendAnswer;
  const paidUnits = body.charged / price;
  if (!Number.isInteger(paidUnits) || paidUnits < 0 || paidUnits > quantity)
    fail(guest, `a gift of ${quantity} × ${price} charged ${body.charged}`, answer);
  const fromOwned = quantity - paidUnits;
  const left = (guest.gifts.get(giftId) ?? 0) - fromOwned;
  if (left < 0 && !isBusy(ctx, guest)) fail(guest, `own gift ${giftId} was used twice`, answer);
  guest.gifts.set(giftId, left);
  guest.balance -= body.charged;
  guest.messages += 1;
  if (body.charged > 0) guest.paidMessages += 1;
}

async function subscribe(ctx: StepContext, guest: GuestModel, plan: "vip" | "vxtv", racing: boolean) {
  const kind = plan === "vip" ? "vip" : "tv";
  const before = guest.subs[kind];
  const answer = await send(ctx.world, "POST", "subscription/start", {
    token: guest.token,
    payload: JSON.stringify({ plan, currency: "EUR", card: CARD_OK }),
  });
  no5xx(guest, answer, "subscription start");
  if (refusedForLock(ctx, guest, answer, "subscription start")) return;
  if (answer.status === 409) {
    if (before !== "active" && !racing)
      fail(guest, `${plan} start refused without a running subscription`, answer);
    return;
  }
  if (answer.status !== 200) fail(guest, `${plan} start`, answer);
  const body = answer.body as { resumed?: boolean; status?: string };
  if (body.resumed) {
    if (guest.subs[kind] === "none" && !racing)
      fail(guest, `${plan} resumed without a cancelled subscription`, answer);
  } else {
    if (body.status !== "succeeded") fail(guest, `${plan} start`, answer);
    if (guest.subs[kind] === "active") fail(guest, `two running ${plan} subscriptions were paid`, answer);
    guest.subStarts += 1;
  }
  guest.subs[kind] = "active";
}

async function unsubscribe(ctx: StepContext, guest: GuestModel, plan: "vip" | "vxtv", racing: boolean) {
  const kind = plan === "vip" ? "vip" : "tv";
  const answer = await send(ctx.world, "POST", "subscription/cancel", {
    token: guest.token,
    payload: JSON.stringify({ plan }),
  });
  no5xx(guest, answer, "subscription cancel");
  if (refusedForLock(ctx, guest, answer, "subscription cancel")) return;
  if (answer.status === 404) {
    if (guest.subs[kind] === "active" && !racing)
      fail(guest, `${plan} cancel found no active subscription`, answer);
    return;
  }
  if (answer.status !== 200) fail(guest, `${plan} cancel`, answer);
  guest.subs[kind] = "cancelled";
}

async function refund(ctx: StepContext, guest: GuestModel, rng: Prng) {
  const coins = rng.int(1, 60);
  const answer = await send(ctx.world, "POST", `internal/guests/${guest.id}/credit`, {
    headers: OPERATOR,
    payload: JSON.stringify({ coins, reason: "model refund" }),
  });
  if (answer.status !== 201) fail(guest, "operator refund (credit)", answer);
  guest.balance += coins;
}

async function setLock(ctx: StepContext, guest: GuestModel, locked: boolean) {
  const answer = await send(ctx.world, "POST", `internal/guests/${guest.id}/lock`, {
    headers: OPERATOR,
    payload: JSON.stringify({ locked }),
  });
  if (answer.status !== 200) fail(guest, locked ? "lock" : "unlock", answer);
  guest.locked = locked;
  // Locking ends every session. The model then holds a session written directly, as one that
  // slipped through a race with the lock would be: the lock rule itself must refuse it. Unlocking
  // is followed by a fresh login.
  if (locked ? ctx.strictLock : true) guest.token = await newSession(ctx.world, guest.id);
}

/**
 * After a step that locked or unlocked guests: several lock changes of one guest in one step commit
 * in one order and may answer in another, so the model takes each such guest's lock state from the
 * database (the auditor sees committed work only) and a session written after every change of the
 * step (a lock that committed last deleted the sessions written before it). Answers how many
 * guests' lock state the answers had got wrong.
 */
export async function settleLocks(world: World, guestIds: Iterable<number>): Promise<number> {
  let settled = 0;
  for (const id of guestIds) {
    const guest = world.guests.find((g) => g.id === id) as GuestModel;
    const [row] = await world.server.database.db
      .select({ isLocked: guests.isLocked })
      .from(guests)
      .where(eq(guests.id, id));
    if (row && row.isLocked !== guest.locked) settled += 1;
    guest.locked = row?.isLocked ?? guest.locked;
    guest.token = await newSession(world, id);
  }
  return settled;
}

async function keyReuse(ctx: StepContext, guest: GuestModel, rng: Prng) {
  const stored = guest.keys.filter((k) => k.answer !== null && k.url.includes("/buy"));
  if (stored.length === 0) return;
  const keyed = rng.pick(stored);
  const item = rng.pick(ctx.world.items);
  if (keyed.url === `${item.type}/${item.id}/buy`) return;
  const answer = await send(ctx.world, "POST", `${item.type}/${item.id}/buy`, {
    token: guest.token,
    headers: { "idempotency-key": keyed.key },
    payload: JSON.stringify({ other: true }),
  });
  no5xx(guest, answer, "key reuse");
  if (refusedForLock(ctx, guest, answer, "key reuse")) return;
  if (answer.status !== 422 || errorCode(answer) !== "IDEMPOTENCY_KEY_REUSED")
    fail(guest, "an Idempotency-Key reused for another request was not refused", answer);
}

/**
 * Plans one operation: which guest and what, drawn from the PRNG only (never from answers), so a
 * seed replays the same operations; their interleaving is up to the database.
 */
export function planOp(world: World, rng: Prng): PlannedOp {
  const kind = rng.weighted(OP_WEIGHTS);
  const guest = rng.pick(world.guests);
  const item = rng.pick(world.items);
  const opRng = new (rng.constructor as new (seed: number) => Prng)(rng.uint32());
  const single = (run: (ctx: StepContext) => Promise<void>, requests = 1): PlannedOp => ({
    kind,
    guest,
    requests,
    run,
  });
  const racing = (ctx: StepContext) => isBusy(ctx, guest);
  switch (kind) {
    case "buyBearer":
      return single((ctx) => buy(ctx, guest, item, "bearer", null, racing(ctx)));
    case "buySession":
      return single((ctx) => buy(ctx, guest, item, "session", null, racing(ctx)));
    case "buyQuery":
      return single((ctx) => buy(ctx, guest, item, "query", null, racing(ctx)));
    case "buyKey":
      return single((ctx) =>
        buy(ctx, guest, item, "bearer", newKey(opRng, guest, `${item.type}/${item.id}/buy`), racing(ctx)),
      );
    case "buyRetry":
      return single(async (ctx) => {
        const keys = guest.keys.filter((k) => k.url.endsWith("/buy"));
        if (keys.length === 0) return buy(ctx, guest, item, "bearer", null, racing(ctx));
        const keyed = opRng.pick(keys);
        const [type, id] = keyed.url.split("/") as [Item["type"], string];
        const retried = ctx.world.items.find((i) => i.type === type && i.id === Number(id)) as Item;
        return buy(ctx, guest, retried, "bearer", keyed, racing(ctx));
      });
    case "buyBurst": {
      const n = opRng.int(2, 5);
      return single(async (ctx) => {
        await Promise.all(
          Array.from({ length: n }, (_, i) => buy(ctx, guest, item, i % 2 ? "query" : "bearer", null, true)),
        );
      }, n);
    }
    case "buyKeyBurst": {
      const n = opRng.int(2, 5);
      return single(async (ctx) => {
        const keyed = newKey(opRng, guest, `${item.type}/${item.id}/buy`);
        await Promise.all(Array.from({ length: n }, () => buy(ctx, guest, item, "bearer", keyed, true)));
      }, n);
    }
    case "buyUnaffordable":
      // Priced above any balance: refused (402), unless a voucher of its kind pays for it.
      return single((ctx) => buy(ctx, guest, opRng.pick(ctx.world.expensive), "bearer", null, racing(ctx)));
    case "topUp":
      return single((ctx) => topUp(ctx, guest, opRng, CARD_OK));
    case "topUpDeclined":
      return single((ctx) => topUp(ctx, guest, opRng, CARD_DECLINED));
    case "topUpConfirm":
      return single((ctx) => topUp(ctx, guest, opRng, CARD_CONFIRM));
    case "oneClick": {
      const payer = world.guests[
        opRng.int(0, Math.min(AUTO_RECHARGE_GUESTS, world.guests.length) - 1)
      ] as GuestModel;
      return { kind, guest: payer, requests: 1, run: (ctx) => oneClick(ctx, payer, opRng) };
    }
    case "confirm": {
      const n = opRng.int(1, 3);
      return single((ctx) => confirm(ctx, guest, n), n);
    }
    case "redeem":
      return single((ctx) => redeem(ctx, guest, opRng, false, racing(ctx)));
    case "redeemUnknown":
      return single((ctx) => redeem(ctx, guest, opRng, true, racing(ctx)));
    case "message":
      return single((ctx) => message(ctx, guest, opRng, false, racing(ctx)));
    case "messageKey":
      return single((ctx) => message(ctx, guest, opRng, true, racing(ctx)));
    case "gift":
      return single((ctx) => gift(ctx, guest, opRng));
    case "subscribe": {
      const plan = opRng.chance(0.6) ? "vip" : "vxtv";
      return single((ctx) => subscribe(ctx, guest, plan, racing(ctx)));
    }
    case "subscribeBurst": {
      const plan = opRng.chance(0.6) ? "vip" : "vxtv";
      const n = opRng.int(2, 4);
      return single(async (ctx) => {
        await Promise.all(Array.from({ length: n }, () => subscribe(ctx, guest, plan, true)));
      }, n);
    }
    case "unsubscribe": {
      const plan = opRng.chance(0.6) ? "vip" : "vxtv";
      return single((ctx) => unsubscribe(ctx, guest, plan, racing(ctx)));
    }
    case "refund":
      return single((ctx) => refund(ctx, guest, opRng));
    case "lock":
      return single((ctx) => setLock(ctx, guest, true));
    case "unlock":
      return single((ctx) => setLock(ctx, guest, false));
    case "keyReuse":
      return single((ctx) => keyReuse(ctx, guest, opRng));
  }
}
