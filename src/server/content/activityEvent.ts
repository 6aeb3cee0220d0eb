import type { IResolvers } from "mercurius";
import { z } from "zod";
import { ACTIVITY_EVENT_TYPES } from "../../common/contracts/activity.ts";
import { parseInput } from "../lib/validate.ts";
import { activityDataView } from "../modules/activity/index.ts";
import type { ContentContext } from "./context.ts";
import type { ContentExtension } from "./extension.ts";

/**
 * The special event with activity points of the content service (spec content §8 "Events: special
 * event activity data"; spec §3 "Special event (activity points)"), over the activity module's
 * view: the same answer as REST special/getData/goldrush (docs/REST.md).
 */
const typeDefs = /* GraphQL */ `
  """An activity of the event: its points, the extra points of a VIP guest and its limit a Berlin day."""
  type SpecialEventActivity {
    """dailyVisit, favorite, message, purchase or liveMinute."""
    code: String!
    points: Int!
    vipBonus: Int!
    limitPerDay: Int!
    """Counted on the day shown, for the guest of the token (null without one)."""
    todayCount: Int
  }

  """A challenge: do an activity target times for bonusPoints, once."""
  type SpecialEventChallenge {
    id: Int!
    title: String!
    activityCode: String!
    target: Int!
    bonusPoints: Int!
    progress: Int
    completed: Boolean!
  }

  """A reward of the ladder, granted at requiredPoints; type: coins, vipDays, voucher or messengerGifts."""
  type SpecialEventReward {
    id: Int!
    requiredPoints: Int!
    type: String!
    value: Int!
    label: String!
    reached: Boolean!
    granted: Boolean!
  }

  type SpecialEventActivityData {
    eventId: Int!
    """goldrush."""
    eventType: String!
    title: String!
    startsAt: String!
    endsAt: String!
    """The Berlin day shown (today or qmdate)."""
    day: String!
    activities: [SpecialEventActivity!]!
    challenges: [SpecialEventChallenge!]!
    rewards: [SpecialEventReward!]!
    """The guest's points in the event (null without a guest token)."""
    guestPoints: Int
    nextRewardPoints: Int
  }

  extend type Query {
    """The activity-points event of a type (goldrush) running today or on qmdate (YYYY-MM-DD); NOT_FOUND when none runs."""
    specialEventActivityData(eventKey: String!, qmdate: String): SpecialEventActivityData!
  }
`;

const ZArgs = z.strictObject({
  eventKey: z.enum(ACTIVITY_EVENT_TYPES),
  qmdate: z.iso.date().nullish(),
});

const resolvers: IResolvers = {
  Query: {
    specialEventActivityData: (_root: unknown, args: unknown, ctx: ContentContext) => {
      const { eventKey, qmdate } = parseInput(ZArgs, args);
      return activityDataView(ctx.db, {
        eventType: eventKey,
        language: ctx.language,
        now: ctx.now,
        qmdate: qmdate ?? undefined,
        guestId: ctx.guest?.id ?? null,
      });
    },
  },
};

/** The special event activity data query. */
export const activityEventExtension: ContentExtension = { typeDefs, resolvers };
