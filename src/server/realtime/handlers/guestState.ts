import type { ServerMessage } from "../../../common/realtime.ts";
import type { AppContext } from "../../lib/context.ts";
import { onEvent } from "../../lib/outbox/dispatcher.ts";
import { type AgeCheckState, ageCheckStatesOf, membershipsOf } from "../../modules/accounts/index.ts";
import { presentVoucher, usableVouchers } from "../../modules/benefits/index.ts";
import { ownedGifts } from "../../modules/gifts/index.ts";

/**
 * The guest's own state on their sockets (the navbar, the wallet menu, the gift picker): each
 * handler sends what is current now, once per guest of the batch however many changes it holds.
 */

/** The guests a batch of events is about, each once. */
function guestsOf(events: readonly { payload: { guestId: number } }[]): number[] {
  return [...new Set(events.map((event) => event.payload.guestId))];
}

const push = (ctx: AppContext, guestId: number, message: ServerMessage) =>
  ctx.events.publish({ target: { guestId }, message });

/** vouchers.update with the vouchers the guest may use now. */
export const pushVouchers = onEvent("benefits.vouchersChanged", "realtime.vouchers", async (events, ctx) => {
  for (const guestId of guestsOf(events)) {
    const vouchers = await usableVouchers(ctx.db, guestId, ctx.now());
    await push(ctx, guestId, { type: "vouchers.update", vouchers: vouchers.map(presentVoucher) });
  }
});

/** vip.update and tv.update with the memberships as they are now. */
async function pushMemberships(ctx: AppContext, guestIds: number[]): Promise<void> {
  for (const [guestId, membership] of await membershipsOf(ctx.db, guestIds, ctx.now())) {
    await push(ctx, guestId, {
      type: "vip.update",
      isVip: membership.isVip,
      vipUntil: membership.vipUntil?.toISOString() ?? null,
    });
    await push(ctx, guestId, { type: "tv.update", isVXTVAboSubscriber: membership.isTvSubscriber });
  }
}

/** A subscription started, renewed or ended. */
export const pushMembership = onEvent("payments.membershipChanged", "realtime.membership", (events, ctx) =>
  pushMemberships(ctx, guestsOf(events)),
);

/** A bonus code granted VIP days. */
export const pushBonusVip = onEvent("benefits.vipDaysGranted", "realtime.bonusVip", (events, ctx) =>
  pushMemberships(ctx, guestsOf(events)),
);

/** The socket message of an age-check status (an unknown status reads as revoked, as ever). */
function ageCheckMessage(state: AgeCheckState): ServerMessage {
  switch (state.status) {
    case "accepted":
      return { type: "avs.set" };
    case "pending":
      return { type: "avs.pending" };
    case "rejected":
      return { type: "avs.rejected", message: state.message };
    default:
      return { type: "avs.revoked", message: state.message };
  }
}

/** avs.set, avs.pending, avs.rejected or avs.revoked: the age check's status now. */
export const pushAgeCheck = onEvent("avs.statusChanged", "realtime.ageCheck", async (events, ctx) => {
  for (const [guestId, state] of await ageCheckStatesOf(ctx.db, guestsOf(events)))
    await push(ctx, guestId, ageCheckMessage(state));
});

/** gifts.update with the gifts the guest owns now. */
export const pushGifts = onEvent("gifts.changed", "realtime.gifts", async (events, ctx) => {
  for (const guestId of guestsOf(events))
    await push(ctx, guestId, { type: "gifts.update", boughtGifts: await ownedGifts(ctx.db, guestId) });
});

/** bonus.redeemed, once per redemption (the site confirms the code). */
export const pushBonusRedeemed = onEvent(
  "benefits.bonusRedeemed",
  "realtime.bonusRedeemed",
  async (events, ctx) => {
    for (const event of events)
      await push(ctx, event.payload.guestId, { type: "bonus.redeemed", code: event.payload.code });
  },
);

/** This file's handlers, in the order the old single push sent its messages. */
export const guestStateHandlers = [
  pushVouchers,
  pushMembership,
  pushBonusVip,
  pushAgeCheck,
  pushGifts,
  pushBonusRedeemed,
] as const;
