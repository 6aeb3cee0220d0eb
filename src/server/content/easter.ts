import type { IResolvers } from "mercurius";
import { z } from "zod";
import type { TBenefit } from "../../common/contracts/benefits.ts";
import { ZQmdate } from "../../common/contracts/easter.ts";
import { parseInput } from "../lib/validate.ts";
import { easterData } from "../modules/easter/index.ts";
import type { ContentContext } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

/**
 * The easter event of the content service (spec content §8 "Events: easter event"), over the
 * easter module's query: the same answer as REST special/getData/easter (docs/REST.md "Easter").
 */
const typeDefs = /* GraphQL */ `
  """What a reward grants: coins, vipDays, voucher or messengerGifts, and how many."""
  type EasterBenefit {
    kind: String!
    amount: Int!
    """A voucher's type (spec core §3 numbering)."""
    voucherType: Int
  }

  """The drawn range of an "up to" reward, both ends included."""
  type EasterUpToRange {
    min: Int!
    max: Int!
  }

  """A step of the reward ladder; a hidden one shows no label, benefit or range until earned."""
  type EasterReward {
    id: Int!
    requiredEggs: Int!
    isUpTo: Boolean!
    hidden: Boolean!
    revealed: Boolean!
    label: String
    benefit: EasterBenefit
    range: EasterUpToRange
    granted: Boolean!
  }

  type EasterRewardHistoryItem {
    rewardId: Int!
    requiredEggs: Int!
    label: String!
    benefit: EasterBenefit!
    grantedAt: String!
  }

  type EasterEventInfo {
    eventId: Int!
    eventType: String!
    title: String!
    startsAt: String!
    endsAt: String
    eggsPerDay: Int!
    totalEggs: Int!
  }

  type EasterEvent {
    """Today's Berlin day."""
    day: String!
    """The running event; null when none runs."""
    event: EasterEventInfo
    """The guest's collected eggs; null without a guest token."""
    collectedEggs: Int
    collectedToday: Int
    rewards: [EasterReward!]!
    """The guest's granted rewards; null without a guest token."""
    rewardHistory: [EasterRewardHistoryItem!]
  }

  extend type Query {
    """The easter event: collected eggs, the reward ladder and the reward history (qmdate: YYYY-MM-DD)."""
    easterEvent(qmdate: String): EasterEvent!
  }
`;

const ZArgs = z.strictObject({ qmdate: ZQmdate.nullish() });

const benefitOf = (benefit: TBenefit | null) => {
  if (!benefit) return null;
  switch (benefit.kind) {
    case "coins":
      return { kind: benefit.kind, amount: benefit.amount, voucherType: null };
    case "vipDays":
      return { kind: benefit.kind, amount: benefit.days, voucherType: null };
    case "voucher":
      return { kind: benefit.kind, amount: benefit.amount, voucherType: benefit.type };
    case "messengerGifts":
      return { kind: benefit.kind, amount: benefit.count, voucherType: null };
  }
};

const resolvers: IResolvers = {
  Query: {
    easterEvent: async (_root: unknown, args: unknown, ctx: ContentContext) => {
      parseInput(ZArgs, args);
      const data = await easterData(ctx.db, {
        guestId: ctx.guest?.id ?? null,
        language: ctx.language,
        now: ctx.now,
      });
      return {
        ...data,
        rewards: data.rewards.map((reward) => ({ ...reward, benefit: benefitOf(reward.benefit) })),
        rewardHistory:
          data.rewardHistory?.map((item) => ({ ...item, benefit: benefitOf(item.benefit) })) ?? null,
      };
    },
  },
};

/** The easter event query. */
export const easterExtension: ContentExtension = { typeDefs, resolvers };
