import type { IResolvers } from "mercurius";
import { z } from "zod";
import { BERLIN_TIME_ZONE } from "../../common/berlinTime.ts";
import {
  CONSUMED_OFFERS_DEFAULT,
  CONSUMED_OFFERS_MAX,
  type DailyBonusDay,
  type TDailyOffer,
} from "../../common/contracts/dailybonus.ts";
import { buildPath } from "../../common/routes/builders.ts";
import { parseInput } from "../lib/validate.ts";
import { consumedOffers, dailyBonusDate, offersOfDate } from "../modules/dailybonus/index.ts";
import { type ContentContext, requireGuestToken } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

/**
 * The daily bonus of the content service (spec content §8 "Daily bonus": yesterday, today,
 * tomorrow, consumed offers (default 31), models, interactive content, event config), over the
 * dailybonus module's queries, the same answers as REST dailyBonus (docs/REST.md).
 */
const typeDefs = /* GraphQL */ `
  """An offer's effect: what it gives (name), how much (value, unit) and the guest's code (merchandise)."""
  type DailyBonusEffect {
    name: String!
    value: Int!
    unit: String!
    code: String
  }

  type DailyBonusConditions {
    vipOnly: Boolean!
    loginRequired: Boolean!
  }

  """What an offer shows: a video, a wallpaper image or a messenger gift."""
  type DailyBonusContent {
    """video, wallpaper or gift."""
    type: String!
    id: Int!
    title: String!
    image: Image
    """A video's normal price and its daily-deal price in VXC."""
    price: Int
    dailyBonusPrice: Int
    url: String
  }

  type DailyBonusModel {
    id: Int!
    name: String!
    url: String!
  }

  type DailyBonusOffer {
    offerId: Int!
    date: String!
    """oneDayVip, video, photoAlbum, topUpPercent, topUpFlat, merchandise, messengerGift or videoVoucher."""
    offer: String!
    title: String!
    conditions: DailyBonusConditions!
    effect: DailyBonusEffect!
    """Stock; null: unlimited."""
    quantity: Int
    purchased: Int!
    free: Boolean!
    soldOut: Boolean!
    content: DailyBonusContent
    model: DailyBonusModel
    """Whether the guest of the token claimed it; null without a guest token."""
    claimed: Boolean
  }

  """A Berlin calendar day's offers and when the day ends."""
  type DailyBonusDay {
    date: String!
    endsAt: String!
    offers: [DailyBonusOffer!]!
  }

  type DailyBonusConsumedOffer {
    offer: DailyBonusOffer!
    claimedAt: String!
  }

  """The page's timer and days: a tick each 1000 ms to 23:59:59 in Europe/Berlin."""
  type DailyBonusEventConfig {
    timeZone: String!
    timerTickMs: Int!
    dayEndsAt: String!
    """The end of today in Berlin, as an instant."""
    todayEndsAt: String!
    consumedOffersDefault: Int!
  }

  type DailyBonus {
    yesterday: DailyBonusDay!
    today: DailyBonusDay!
    tomorrow: DailyBonusDay!
    """The guest's claimed offers, newest first (1-100, default 31). Needs a guest token."""
    consumedOffers(limit: Int = 31): [DailyBonusConsumedOffer!]!
    """The performers of yesterday's, today's and tomorrow's offers."""
    models: [DailyBonusModel!]!
    """What today's offers show (videos, wallpapers, gifts)."""
    interactiveContent: [DailyBonusContent!]!
    eventConfig: DailyBonusEventConfig!
  }

  extend type Query {
    """The daily bonus (daily deals): the Berlin days' offers and the guest's consumed offers."""
    dailyBonus: DailyBonus!
  }
`;

const ZConsumedArgs = z.strictObject({
  limit: z.number().int().min(1).max(CONSUMED_OFFERS_MAX).default(CONSUMED_OFFERS_DEFAULT),
});

/** A day's offers for the caller, with model urls in the request's language. */
async function dayOf(ctx: ContentContext, day: DailyBonusDay) {
  const { date, endsAt } = dailyBonusDate(day, ctx.now);
  const offers = await offersOfDate(ctx.db, {
    date,
    guestId: ctx.guest?.id ?? null,
    language: ctx.language,
    now: ctx.now,
  });
  return { date, endsAt: endsAt.toISOString(), offers: offers.map((offer) => withModelUrl(ctx, offer)) };
}

function withModelUrl(ctx: ContentContext, offer: TDailyOffer) {
  const model = offer.model && {
    ...offer.model,
    url: buildPath(ctx.language, "actorProfile", { actorName: offer.model.name }),
  };
  return { ...offer, model };
}

const resolvers: IResolvers = {
  Query: { dailyBonus: () => ({}) },
  DailyBonus: {
    yesterday: (_root: unknown, _args: unknown, ctx: ContentContext) => dayOf(ctx, "yesterday"),
    today: (_root: unknown, _args: unknown, ctx: ContentContext) => dayOf(ctx, "today"),
    tomorrow: (_root: unknown, _args: unknown, ctx: ContentContext) => dayOf(ctx, "tomorrow"),
    consumedOffers: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const guest = requireGuestToken(ctx);
      const { limit } = parseInput(ZConsumedArgs, args);
      const list = await consumedOffers(ctx.db, {
        guestId: guest.id,
        limit,
        language: ctx.language,
        now: ctx.now,
      });
      return list.map((item) => ({ ...item, offer: withModelUrl(ctx, item.offer) }));
    },
    models: async (_root: unknown, _args: unknown, ctx: ContentContext) => {
      const days = await Promise.all((["yesterday", "today", "tomorrow"] as const).map((d) => dayOf(ctx, d)));
      const byId = new Map<number, { id: number; name: string; url: string }>();
      for (const day of days)
        for (const offer of day.offers) if (offer.model) byId.set(offer.model.id, offer.model);
      return [...byId.values()];
    },
    interactiveContent: async (_root: unknown, _args: unknown, ctx: ContentContext) =>
      (await dayOf(ctx, "today")).offers.flatMap((offer) => (offer.content ? [offer.content] : [])),
    eventConfig: (_root: unknown, _args: unknown, ctx: ContentContext) => ({
      timeZone: BERLIN_TIME_ZONE,
      timerTickMs: 1000,
      dayEndsAt: "23:59:59",
      todayEndsAt: dailyBonusDate("today", ctx.now).endsAt.toISOString(),
      consumedOffersDefault: CONSUMED_OFFERS_DEFAULT,
    }),
  },
};

/** The daily-bonus queries. */
export const dailyBonusExtension: ContentExtension = { typeDefs, resolvers };
