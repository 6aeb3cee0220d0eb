import type { IResolvers } from "mercurius";
import { z } from "zod";
import { parseInput } from "../lib/validate.ts";
import { vip30ValueHistory } from "../modules/catalog/index.ts";
import { benefitsWithUses, vipClubOf } from "../modules/vipclub/index.ts";
import { type ContentContext, requireGuestToken } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

/**
 * The guest's benefits (spec content "Benefits", needs a guest token) with where each is used, and
 * the VIP club (plans, what it opens, the caller's membership when a guest token is given).
 */
const typeDefs = /* GraphQL */ `
  """Where a benefit is used: a page of the site in the request's language."""
  type BenefitUse {
    """videos, albums, cams, messenger, camShows or actor (a voucher bound to one performer)."""
    place: String!
    url: String!
  }

  type BenefitVoucher {
    id: Int!
    """Voucher type (spec core: 1 video, 2 video chat, 4 photo album, 5 messages, 6 messenger gift, 7 live show, 8 private show)."""
    type: Int!
    amount: Int!
    remaining: Int!
    validFrom: String!
    validTo: String!
    """Actor ids the voucher is for (empty: any actor)."""
    actors: [Int!]!
    actorNames: [String!]!
    use: BenefitUse!
  }

  type BenefitUses {
    messengerGiftCount: BenefitUse!
    freeMessagesCount: BenefitUse!
    privateShowTickets: BenefitUse!
    chatShowTickets: BenefitUse!
    "The spin wheel, where spins play extra turns."
    spinwheelSpins: BenefitUse!
  }

  type Benefits {
    vouchers: [BenefitVoucher!]!
    spinwheelSpins: Int!
    messengerGiftCount: Int!
    freeMessagesCount: Int!
    privateShowTickets: Int!
    chatShowTickets: Int!
    uses: BenefitUses!
  }

  type VipPlanPrice {
    EUR: Int!
    CHF: Int!
  }

  type VipPlan {
    plan: String!
    periodDays: Int!
    price: VipPlanPrice!
    renewsAs: String!
    renewalPrice: VipPlanPrice!
  }

  type VipClubGives {
    vipVideos: Int!
    vipAlbums: Int!
    vip30Videos: Int!
    vip30ValueCoins: Int!
    livePreviewsVip: Int!
    livePreviewsOthers: Int!
  }

  """VIP30 offers released in one month (Europe/Berlin) and their summed base price in VXC."""
  type Vip30Value {
    month: String!
    videos: Int!
    valueCoins: Int!
  }

  type VipSubscription {
    plan: String!
    status: String!
    since: String!
    currentPeriodEnd: String!
    nextRenewal: String
    renewalMinor: Int!
    currency: String!
  }

  type VipMembership {
    isVip: Boolean!
    vipUntil: String
    subscription: VipSubscription
    trialAvailable: Boolean!
  }

  type VipClub {
    plans: [VipPlan!]!
    gives: VipClubGives!
    """Null without a guest token."""
    member: VipMembership
  }

  extend type Query {
    """The guest's benefits with where each is used. Needs a guest token."""
    benefits: Benefits!
    """The VIP club: plans, what it opens, and the caller's membership."""
    vipClub: VipClub!
    """VIP30 value history: per release month, newest first; months 1-36 (default 12)."""
    vip30ValueHistory(months: Int = 12): [Vip30Value!]!
  }
`;

const ZHistoryArgs = z.strictObject({ months: z.number().int().min(1).max(36).default(12) });

const resolvers: IResolvers = {
  Query: {
    benefits: async (_root: unknown, _args: unknown, ctx: ContentContext) => {
      const guest = requireGuestToken(ctx);
      return benefitsWithUses(ctx.db, guest.id, ctx.language, ctx.now);
    },
    vip30ValueHistory: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { months } = parseInput(ZHistoryArgs, args);
      return vip30ValueHistory(ctx.db, ctx.now, months);
    },
    vipClub: async (_root: unknown, _args: unknown, ctx: ContentContext) => {
      const club = await vipClubOf(ctx.db, ctx.guest, ctx.now);
      return {
        ...club,
        gives: {
          ...club.gives,
          livePreviewsVip: club.gives.livePreviews.vip,
          livePreviewsOthers: club.gives.livePreviews.others,
        },
      };
    },
  },
};

/** The benefits and VIP club queries. */
export const vipClubExtension: ContentExtension = { typeDefs, resolvers };
