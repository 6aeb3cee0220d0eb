import type { IResolvers } from "mercurius";
import { ZAdventClaim } from "../../common/contracts/advent.ts";
import { type CommandContext, runCommand } from "../lib/command.ts";
import { parseInput } from "../lib/validate.ts";
import { claimDoor } from "../modules/advent/index.ts";
import { type ContentContext, requireGuestToken } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

/**
 * The actor gift calendar's claim of the content service (spec content: claim actor gift calendar
 * reward(actorId, qmday)), the same command and answers as REST special/adventcalendar/claim.
 */
const typeDefs = /* GraphQL */ `
  type ActorGiftCalendarActor {
    id: Int!
    name: String!
    avatar: Image
  }

  """What a door gives: video, photo_album, coupon, messengerGifts or merchandise."""
  type ActorGiftCalendarReward {
    itemType: String!
    label: String!
    """coins, vipDays, voucher or messengerGifts; null for merchandise (its code)."""
    benefitKind: String
    """Coins, VIP days, voucher units or messenger gifts."""
    amount: Int
    """The voucher type of a voucher (1 video, 4 photo album, ...)."""
    voucherType: Int
    """The guest's voucher code of a merchandise door."""
    code: String
  }

  type ActorGiftCalendarDoor {
    doorNo: Int!
    """The Berlin day it opens, YYYY-MM-DD."""
    day: String!
    """openable, opened, missed or locked."""
    state: String!
    actor: ActorGiftCalendarActor
    reward: ActorGiftCalendarReward
    openedAt: String
  }

  type ActorGiftCalendarClaim {
    calendarId: Int!
    door: ActorGiftCalendarDoor!
  }

  extend type Mutation {
    """
    Opens today's door of a performer (qmday: the Berlin day, YYYY-MM-DD) and grants its reward
    (guest token). NOT_FOUND without such a door; CONFLICT doorLocked, doorMissed or alreadyClaimed.
    """
    claimActorGiftCalendarReward(actorId: Int!, qmday: String!): ActorGiftCalendarClaim!
  }
`;

const commandContext = (ctx: ContentContext): CommandContext => ({
  db: ctx.db,
  now: () => ctx.now,
  wakeOutbox: ctx.wakeOutbox,
});

type Reward = {
  itemType: string;
  label: string;
  code: string | null;
  benefit: Record<string, unknown> | null;
};

const resolvers: IResolvers = {
  Mutation: {
    claimActorGiftCalendarReward: async (
      _root: unknown,
      args: Record<string, unknown>,
      ctx: ContentContext,
    ) => {
      const guest = requireGuestToken(ctx);
      const { actorId, qmday } = parseInput(ZAdventClaim, args);
      const input = { guestId: guest.id, actorId, qmday, language: ctx.language };
      return runCommand(commandContext(ctx), claimDoor, input);
    },
  },
  ActorGiftCalendarReward: {
    benefitKind: (reward: Reward) => reward.benefit?.kind ?? null,
    amount: (reward: Reward) => {
      const b = reward.benefit;
      if (!b) return null;
      return (b.amount ?? b.days ?? b.count ?? null) as number | null;
    },
    voucherType: (reward: Reward) => (reward.benefit?.kind === "voucher" ? reward.benefit.type : null),
  },
};

/** The actor gift calendar's mutation. */
export const adventCalendarExtension: ContentExtension = { typeDefs, resolvers };
